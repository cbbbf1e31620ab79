/**
 * Size budgets, run on every `npm test` after the console build: the console's initial JS for the
 * login route (gzip, and the brotli copies the server sends), each widget loader script, and every
 * ui component imported alone (docs/quality.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { type BudgetName, budgets, report } from './budgets.ts';

const root = path.resolve(import.meta.dirname, '..');
const kb = (bytes: number) => bytes / 1024;
const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;
let ok = true;

// 1. The console's initial JS: the entry script of index.html and every module it preloads.
const dist = path.join(root, 'packages/console/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => path.join(dist, match[1]!));
if (initial.length === 0) throw new Error('No entry script found in packages/console/dist/index.html');
ok =
  report('console.login.initialJs', kb(initial.reduce((sum, file) => sum + gzip(readFileSync(file)), 0))) &&
  ok;
// What a browser downloads: the build's brotli copies (packages/console/precompress.ts), which the
// server sends to every browser that accepts them (all current ones do).
const brotliCopies = initial.map((file) => `${file}.br`);
const missing = brotliCopies.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.log(`console.login.initialJs.br: missing ${missing.join(', ')}  NOT PRECOMPRESSED`);
  ok = false;
} else {
  const br = brotliCopies.reduce((sum, file) => sum + statSync(file).size, 0);
  console.log(
    `console.login.initialJs.br: ${kb(br).toFixed(2)} KB (information: the same files as served, brotli)`,
  );
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
