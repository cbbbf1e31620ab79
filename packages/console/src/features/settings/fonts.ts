import type { fontNames } from './messages.ts';

type FontName = (typeof fontNames)[number];

// Each prospect font's stylesheet (latin subset, regular weight), fetched only when the preview
// shows it: the settings route must not carry 21 fonts it may never draw.
const stylesheets: Record<FontName, () => Promise<unknown>> = {
  Inter: () => import('@fontsource/inter/latin-400.css'),
  Roboto: () => import('@fontsource/roboto/latin-400.css'),
  'Open Sans': () => import('@fontsource/open-sans/latin-400.css'),
  Lato: () => import('@fontsource/lato/latin-400.css'),
  Montserrat: () => import('@fontsource/montserrat/latin-400.css'),
  Poppins: () => import('@fontsource/poppins/latin-400.css'),
  'Source Sans 3': () => import('@fontsource/source-sans-3/latin-400.css'),
  Nunito: () => import('@fontsource/nunito/latin-400.css'),
  Raleway: () => import('@fontsource/raleway/latin-400.css'),
  'Work Sans': () => import('@fontsource/work-sans/latin-400.css'),
  Merriweather: () => import('@fontsource/merriweather/latin-400.css'),
  'Playfair Display': () => import('@fontsource/playfair-display/latin-400.css'),
  'PT Sans': () => import('@fontsource/pt-sans/latin-400.css'),
  'Noto Sans': () => import('@fontsource/noto-sans/latin-400.css'),
  Rubik: () => import('@fontsource/rubik/latin-400.css'),
  Karla: () => import('@fontsource/karla/latin-400.css'),
  'IBM Plex Sans': () => import('@fontsource/ibm-plex-sans/latin-400.css'),
  'DM Sans': () => import('@fontsource/dm-sans/latin-400.css'),
  Manrope: () => import('@fontsource/manrope/latin-400.css'),
  'Fira Sans': () => import('@fontsource/fira-sans/latin-400.css'),
  Lora: () => import('@fontsource/lora/latin-400.css'),
};

const isProspectFont = (name: string): name is FontName => Object.hasOwn(stylesheets, name);

/**
 * Adds a prospect font's @font-face and waits until the browser has its file, so the preview is
 * drawn in it (not in a fallback that swaps later). Resolves false for a name not in the list.
 */
export async function loadFont(name: string): Promise<boolean> {
  if (!isProspectFont(name)) return false;
  await stylesheets[name]();
  const faces = await document.fonts.load(`16px "${name}"`);
  return faces.length > 0;
}
