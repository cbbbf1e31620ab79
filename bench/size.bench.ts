/**
 * Size budgets, run on every `npm test` after the console build: the console's initial JS for the
 * login route (gzip, and the brotli copies the server sends), each widget loader script, and every
 * ui component imported alone (docs/quality.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { type BudgetName, budgets, report } from './budgets.ts';

const root = path.resolve(import.meta.dirname, '..');
const kb = (bytes: number) => bytes / 1024;
const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;
let ok = true;

// 1. The console's initial JS, counted in the brotli copies the server sends (packages/console/
// precompress.ts; every current browser accepts them): for each signed-out page, the entry script
// and every module its HTML preloads (the build draws /login, /signup and /reset into files of their
// own, each preloading its route's chunk: firstScreenPlugin.ts), which is what must arrive before
// the form can be used. CONSOLE_DIST measures another build.
const dist = path.resolve(root, process.env.CONSOLE_DIST ?? 'packages/console/dist');
const brotliOf = (file: string) => {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  // precompress.ts writes no copy that would not be smaller (a chunk of some 90 bytes, whose
  // imports' hashed names compress poorly): the server sends the file itself.
  const size = statSync(file).size;
  if (brotliCompressSync(readFileSync(file)).length < size)
    throw new Error(`${path.relative(dist, file)} has no brotli copy: not precompressed`);
  return size;
};
const entryFiles = (html: string) =>
  [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
  ].map((match) => match[1]!);
const indexFiles = new Set(entryFiles(readFileSync(path.join(dist, 'index.html'), 'utf8')));
if (indexFiles.size === 0) throw new Error(`No entry script found in ${dist}/index.html`);
for (const page of ['login', 'signup', 'reset']) {
  const files = entryFiles(readFileSync(path.join(dist, `${page}.html`), 'utf8'));
  const br = files.reduce((sum, file) => sum + brotliOf(path.join(dist, file)), 0);
  const gz = files.reduce((sum, file) => sum + gzip(readFileSync(path.join(dist, file))), 0);
  console.log(`  /${page}: ${files.length} files, ${kb(gz).toFixed(2)} KB gzip (information)`);
  ok = report('console.login.initialJs', kb(br), `console.login.initialJs (/${page}, brotli)`) && ok;
}

// Each signed-in route's own chunk, what opening it fetches beyond the entry: the page's chunk
// (named after its module) and the chunks it imports that the entry does not load, brotli.
const assets = readdirSync(path.join(dist, 'assets'));
const chunkImports = (file: string) =>
  [...readFileSync(path.join(dist, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
    (match) => `assets/${match[1]}`,
  );
for (const [name, module] of [
  ['console.route.shell', 'ShellPage'],
  ['console.route.demosList', 'DemoListPage'],
  ['console.route.embedsList', 'EmbedListPage'],
  ['console.route.pagesList', 'PageListPage'],
  ['console.route.analytics', 'AnalyticsPage'],
] as const) {
  const own = assets.filter((file) => file.startsWith(`${module}-`) && file.endsWith('.js'));
  if (own.length !== 1)
    throw new Error(`${module}: expected one chunk in ${dist}/assets, found ${own.length}`);
  const files = new Set([`assets/${own[0]}`]);
  for (const file of files)
    for (const imported of chunkImports(file)) if (!indexFiles.has(imported)) files.add(imported);
  const br = [...files].reduce((sum, file) => sum + brotliOf(path.join(dist, file)), 0);
  ok = report(name, kb(br), `${name} (${module} and ${files.size - 1} chunks of its own, brotli)`) && ok;
}

// 2. Each widget loader script, as it ships: packages/widgets/scripts/build-loaders.mjs (esbuild,
// minified IIFE) writes dist/loaders/<kind>.js, the files the audience host serves (with its
// address in place of the token, about as long as a real one).
execFileSync(process.execPath, [path.join(root, 'packages/widgets/scripts/build-loaders.mjs')], {
  stdio: 'inherit',
});
for (const kind of ['hero', 'solo', 'sneakpeek', 'cyoa']) {
  const code = readFileSync(path.join(root, 'packages/widgets/dist/loaders', `${kind}.js`));
  ok = report('widgets.loader', kb(gzip(code)), `widgets.loader.${kind}`) && ok;
}

// 3. Every component the ui package exports, each imported alone by name from the package root,
// as a widget's bundle would: one figure per component. The list is read from a build of the
// package's index, so a new component joins the check without a line changed here.
const hostProvides = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];
const library = await bundleChunks({ code: "export * from '@showroom/ui';" }, hostProvides);
// PascalCase exports are components (Button, ToastProvider, CheckIcon); camelCase are helpers and
// tokens, ALL_CAPS constants.
const components = library
  .flatMap((chunk) => chunk.exports)
  .filter((name) => /^[A-Z][a-z]/.test(name))
  .sort();
if (components.length === 0) throw new Error('No component found in the exports of @showroom/ui');
for (const component of components) {
  const code = await bundle({ code: `export { ${component} } from '@showroom/ui';` }, hostProvides);
  const own = `ui.singleComponent.${component}`;
  const name = (own in budgets ? own : 'ui.singleComponent') as BudgetName;
  ok = report(name, kb(gzip(code)), own) && ok;
}

process.exit(ok ? 0 : 1);

/** `entry` is a file, or the code of a virtual entry module (so each component needs no file of its own). */
async function bundleChunks(entry: { file: string } | { code: string }, external: string[]) {
  const entryId = 'file' in entry ? entry.file : 'virtual:size-bench-entry';
  const entryCode = 'code' in entry ? entry.code : undefined;
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'size-bench-entry',
        enforce: 'pre',
        // Vite resolves a library entry against the root first, hence endsWith.
        resolveId: (id) => (entryCode !== undefined && id.endsWith(entryId) ? `\0${entryId}` : null),
        load: (id) => (id === `\0${entryId}` ? entryCode : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      lib: { entry: entryId, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)) },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  return results
    .flatMap((result) => ('output' in result ? result.output : []))
    .flatMap((chunk) => (chunk.type === 'chunk' ? [chunk] : []));
}

/** Minified JS of `entry` with its imports, all chunks together. */
async function bundle(entry: { file: string } | { code: string }, external: string[]): Promise<string> {
  return (await bundleChunks(entry, external)).map((chunk) => chunk.code).join('\n');
}
