import { prospectFontNames } from '@showroom/contract/rules';

// The fonts a rep can choose for prospect-facing pages and widgets (spec 1: a list of 21). Each
// is self-hosted from its @fontsource package and fetched only when a page uses it: `loadFont`
// imports the font's CSS on demand, so a bundle carries none of them up front.

/**
 * Display names, in the order the font select shows them: the contract's list, which the settings
 * schema checks a saved font against, so the ui offers exactly what the server accepts.
 */
export const prospectFonts = prospectFontNames;

export type ProspectFont = (typeof prospectFonts)[number];

// Literal import paths so the bundler makes one small chunk per font; latin subset, regular and
// bold (body text and headlines).
const stylesheets: Record<ProspectFont, () => Promise<unknown>> = {
  Inter: () =>
    Promise.all([import('@fontsource/inter/latin-400.css'), import('@fontsource/inter/latin-700.css')]),
  Roboto: () =>
    Promise.all([import('@fontsource/roboto/latin-400.css'), import('@fontsource/roboto/latin-700.css')]),
  'Open Sans': () =>
    Promise.all([
      import('@fontsource/open-sans/latin-400.css'),
      import('@fontsource/open-sans/latin-700.css'),
    ]),
  Lato: () =>
    Promise.all([import('@fontsource/lato/latin-400.css'), import('@fontsource/lato/latin-700.css')]),
  Montserrat: () =>
    Promise.all([
      import('@fontsource/montserrat/latin-400.css'),
      import('@fontsource/montserrat/latin-700.css'),
    ]),
  Poppins: () =>
    Promise.all([import('@fontsource/poppins/latin-400.css'), import('@fontsource/poppins/latin-700.css')]),
  'Source Sans 3': () =>
    Promise.all([
      import('@fontsource/source-sans-3/latin-400.css'),
      import('@fontsource/source-sans-3/latin-700.css'),
    ]),
  Nunito: () =>
    Promise.all([import('@fontsource/nunito/latin-400.css'), import('@fontsource/nunito/latin-700.css')]),
  Raleway: () =>
    Promise.all([import('@fontsource/raleway/latin-400.css'), import('@fontsource/raleway/latin-700.css')]),
  'Work Sans': () =>
    Promise.all([
      import('@fontsource/work-sans/latin-400.css'),
      import('@fontsource/work-sans/latin-700.css'),
    ]),
  Merriweather: () =>
    Promise.all([
      import('@fontsource/merriweather/latin-400.css'),
      import('@fontsource/merriweather/latin-700.css'),
    ]),
  'Playfair Display': () =>
    Promise.all([
      import('@fontsource/playfair-display/latin-400.css'),
      import('@fontsource/playfair-display/latin-700.css'),
    ]),
  'PT Sans': () =>
    Promise.all([import('@fontsource/pt-sans/latin-400.css'), import('@fontsource/pt-sans/latin-700.css')]),
  'Noto Sans': () =>
    Promise.all([
      import('@fontsource/noto-sans/latin-400.css'),
      import('@fontsource/noto-sans/latin-700.css'),
    ]),
  Rubik: () =>
    Promise.all([import('@fontsource/rubik/latin-400.css'), import('@fontsource/rubik/latin-700.css')]),
  Karla: () =>
    Promise.all([import('@fontsource/karla/latin-400.css'), import('@fontsource/karla/latin-700.css')]),
  'IBM Plex Sans': () =>
    Promise.all([
      import('@fontsource/ibm-plex-sans/latin-400.css'),
      import('@fontsource/ibm-plex-sans/latin-700.css'),
    ]),
  'DM Sans': () =>
    Promise.all([import('@fontsource/dm-sans/latin-400.css'), import('@fontsource/dm-sans/latin-700.css')]),
  Manrope: () =>
    Promise.all([import('@fontsource/manrope/latin-400.css'), import('@fontsource/manrope/latin-700.css')]),
  'Fira Sans': () =>
    Promise.all([
      import('@fontsource/fira-sans/latin-400.css'),
      import('@fontsource/fira-sans/latin-700.css'),
    ]),
  Lora: () =>
    Promise.all([import('@fontsource/lora/latin-400.css'), import('@fontsource/lora/latin-700.css')]),
};

const SERIF = new Set<ProspectFont>(['Merriweather', 'Playfair Display', 'Lora']);

export function isProspectFont(name: string): name is ProspectFont {
  return (prospectFonts as readonly string[]).includes(name);
}

/** A CSS font-family value for the font, with a fallback of the same kind. */
export function fontStack(name: ProspectFont): string {
  return `'${name}', ${SERIF.has(name) ? "Georgia, 'Times New Roman', serif" : "system-ui, -apple-system, 'Segoe UI', sans-serif"}`;
}

const loading = new Map<ProspectFont, Promise<void>>();

/**
 * Loads one prospect font: its CSS, then (in a browser) the regular and bold faces themselves, so
 * text drawn after the promise settles is in the font. Loads each font once; rejects for a name
 * that is not on the list.
 */
export function loadFont(name: string): Promise<void> {
  if (!isProspectFont(name)) return Promise.reject(new Error(`Unknown font: ${name}`));
  let promise = loading.get(name);
  if (!promise) {
    promise = stylesheets[name]().then(async () => {
      if (typeof document !== 'undefined' && document.fonts) {
        await Promise.all([
          document.fonts.load(`400 16px '${name}'`),
          document.fonts.load(`700 16px '${name}'`),
        ]);
      }
    });
    // A failed load may be retried later (a flaky network), so it is not kept.
    promise.catch(() => loading.delete(name));
    loading.set(name, promise);
  }
  return promise;
}
