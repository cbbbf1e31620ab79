/**
 * Size budgets, run on every `npm test` after the console build: the console's initial JS for the
 * login route, each widget loader script, and one ui component imported alone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { report } from './budgets.ts';

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

// 2. Each widget loader script, built the way it ships.
const loadersDir = path.join(root, 'packages/widgets/src/loaders');
const loaders = existsSync(loadersDir)
  ? readdirSync(loadersDir).filter((name) => /^[a-z]+\.ts$/.test(name))
  : [];
for (const loader of loaders) {
  const code = await bundle(path.join(loadersDir, loader), []);
  ok = report('widgets.loader', kb(gzip(code)), `widgets.loader.${path.basename(loader, '.ts')}`) && ok;
}

// 3. One ui component alone, as the widgets' bundle would import it.
const code = await bundle(path.join(root, 'bench/fixtures/ui-button-entry.ts'), [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'styled-components',
]);
ok = report('ui.singleComponent', kb(gzip(code)), 'ui.singleComponent.Button') && ok;

process.exit(ok ? 0 : 1);

async function bundle(entry: string, external: string[]): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)) },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  return results
    .flatMap((result) => ('output' in result ? result.output : []))
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n');
}
