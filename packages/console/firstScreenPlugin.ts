import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';

/** Which page module draws each signed-out address (src/firstScreen.tsx holds the same list). */
const pages: Record<string, string> = {
  '/login': 'src/features/auth/LoginPage.tsx',
  '/signup': 'src/features/auth/SignupPage.tsx',
  '/reset': 'src/features/auth/ResetPage.tsx',
};

/** `/login` → `login.html`: the file the server sends for the address (plugins/external/console.ts). */
export const firstScreenFile = (address: string) => `${address.slice(1)}.html`;

/**
 * Issue 30: the signed-out pages come with their first screen in the HTML. After the client build
 * is written, this bundles src/firstScreen.tsx for Node, draws /login, /signup and /reset with the
 * pages' own components, and writes each as `login.html` (…) beside index.html: the screen inside
 * an inert #root, its styles in one style element, and the modulepreload links of the app's and
 * the route's chunks in a template the entry adds after the first paint. The browser paints the form
 * with the HTML; the app renders in its place once its code has run (main.tsx). Runs before
 * precompress (its writeBundle is sequential and first), so the pages get their brotli copies.
 */
export function firstScreen(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'showroom-first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'pre',
      async handler(_, bundle) {
        // Inside the package, so the bundle's bare imports (react, react-dom) resolve to node_modules.
        const cache = path.join(root, 'node_modules', '.cache');
        await mkdir(cache, { recursive: true });
        const work = await mkdtemp(path.join(cache, 'first-screen-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [react()],
            // Bundled: Node would load its CommonJS build, whose default export is not `styled`.
            ssr: { noExternal: ['styled-components'] },
            build: {
              outDir: work,
              ssr: path.join(root, 'src/firstScreen.tsx'),
              rollupOptions: { output: { entryFileNames: 'firstScreen.js', format: 'es' } },
            },
          });
          const { renderFirstScreen } = (await import(
            pathToFileURL(path.join(work, 'firstScreen.js')).href
          )) as typeof import('./src/firstScreen.tsx');
          const chunks = Object.values(bundle).filter(
            (item): item is Rollup.OutputChunk => item.type === 'chunk',
          );
          // The entry (main.tsx) starts the app (boot.tsx) after the first paint: index.html
          // preloads the app's chunks, so they are fetched with the HTML as if the entry held them;
          // a drawn page adds the same preloads after its paint (below).
          const boot = routeChunks(chunks, path.join(root, 'src/boot.tsx'));
          const styles = [
            ...new Set(
              chunks
                .filter((chunk) => boot.includes(chunk.fileName))
                .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
            ),
          ];
          const built = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const started = withPreloads(built, boot, styles);
          // Any other address starts with the router and the route table (boot.tsx), so index.html
          // preloads them too; the drawn pages load the router only when the rep leaves. Not
          // /login's page, where a rep without a session is sent (RequireSession): boot.tsx starts
          // it for such a rep, and a signed-in rep's first load is spared it (issue 30).
          const index = withPreloads(
            started,
            routeChunks(chunks, path.join(root, 'src/navigation/Routed.tsx')),
          );
          await writeFile(path.join(outDir, 'index.html'), index);
          // A drawn page's own HTML fetches nothing but its entry and fonts before its first paint:
          // Lighthouse's model (Lantern) counts in the largest contentful paint every request that
          // ended before the paint it observed, whatever its priority, so the app's chunks, preloaded
          // with the HTML, were counted in the drawn screen's paint (/login LCP 1.0 to 2.8 s for an
          // observed paint at 240 ms to 1.2 s, issue 30). Their preloads wait in a template, which
          // fetches nothing, until the entry adds them after the paint (main.tsx).
          const unstarted = withPreloads(built, [], styles);
          for (const [address, page] of Object.entries(pages)) {
            const { html, css } = renderFirstScreen(address);
            const preloads = [...new Set([...boot, ...routeChunks(chunks, path.join(root, page))])]
              .filter((file) => !unstarted.includes(`/${file}"`))
              .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
              .join('');
            const later = `    <template ${afterPaint}>${preloads}</template>\n`;
            // Nothing in the styles may end the element early: `<\/` is `</` to CSS, never to the HTML parser.
            const style = `    <style data-first-screen>${css.replaceAll('</', '<\\/')}</style>\n`;
            // The screen is painted whole or not at all: a slow phone's parser yields mid-page, and
            // a paint of the half-parsed card (centred, so it grows both ways) moved everything
            // once the rest arrived (layout shift 0.14 on /login, 0.18 on /signup, issue 30).
            // Rendering waits until the mark after the screen is parsed (Chrome 124+; others ignore
            // the link); `#root` itself would not do, it counts as there from its start tag. The
            // app's first render empties the root, the mark with it.
            const whole = `    <link rel="expect" href="#${drawnEnd}" blocking="render">\n`;
            const drawn = (await inlineStylesheets(unstarted, outDir))
              .replace('  </head>', `${later}${whole}${style}  </head>`)
              .replace(
                '<div id="root"></div>',
                `<div id="root" inert>${html}<i id="${drawnEnd}" hidden></i></div>`,
              );
            if (!drawn.includes('data-first-screen') || !drawn.includes('<div id="root" inert>'))
              throw new Error('index.html has no </head> or empty #root to draw the first screen into');
            await writeFile(path.join(outDir, firstScreenFile(address)), drawn);
          }
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * The attribute of the template that holds a drawn page's preloads of the app's chunks, which the
 * entry adds to the head after the first paint (main.tsx).
 */
const afterPaint = 'data-after-paint';

/** The id of the mark after a drawn screen, which the page's first paint waits for. */
const drawnEnd = 'first-screen-end';

/**
 * `html` with a modulepreload link for each of `files` and a stylesheet link for each of `styles`
 * it does not load yet, at the end of its head (the app's stylesheet, the fonts' faces, is the app
 * chunk's now: a page must not wait for the app's code to have its fonts).
 */
function withPreloads(html: string, files: string[], styles: string[] = []): string {
  const missing = (file: string) => !html.includes(`/${file}"`);
  const links = [
    ...styles.filter(missing).map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`),
    // Low priority: the app's code is not needed for the first paint, which the HTML makes, and
    // must not take the phone's bandwidth from the page's fonts (Lighthouse likewise leaves requests
    // below high priority out of the first paint's chain).
    ...files
      .filter(missing)
      .map((file) => `    <link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">\n`),
  ].join('');
  return html.replace('  </head>', `${links}  </head>`);
}

/**
 * The build's stylesheets (the fonts' faces, under 1 KB) written into the page: a stylesheet is a
 * request the first paint waits for, and on a slow phone network that round trip is most of the
 * paint's time. Kept after the app renders (the faces stay in use), unlike the screen's own styles.
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  let inlined = html;
  for (const [link, href] of html.matchAll(/ *<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">\n?/g)) {
    const css = await readFile(path.join(outDir, href!), 'utf8');
    inlined = inlined.replace(link, `    <style>${css.trim().replaceAll('</', '<\\/')}</style>\n`);
  }
  return inlined;
}

/** The chunk whose module is `file` (the entry, or the route's lazy chunk) and every chunk it imports statically. */
function routeChunks(chunks: Rollup.OutputChunk[], file: string): string[] {
  const own =
    chunks.find((chunk) => chunk.facadeModuleId === file) ?? chunks.find((chunk) => file in chunk.modules);
  if (!own) throw new Error(`No chunk holds ${file}`);
  const files = new Set([own.fileName]);
  for (const name of files)
    for (const imported of chunks.find((chunk) => chunk.fileName === name)?.imports ?? [])
      files.add(imported);
  return [...files];
}
