/**
 * What the login route's first JavaScript is made of (information, no budget: the total's budget
 * is `console.login.initialJs` in size.bench.ts). Builds the console in memory with its own config,
 * takes the entry chunk, the app's chunk it starts and every chunk they import statically (what
 * index.html loads and preloads),
 * and prints each package's share: its modules' code as rendered in those chunks, minified and
 * gzipped on its own. Shares gzipped apart add up to more than the chunks gzipped together; they
 * say where the weight is, e.g. before choosing what to cut. Run: `npm run bench -- login-js`.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, minify, type Rollup } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const output = await build({
  configFile: path.join(root, 'packages/console/vite.config.ts'),
  logLevel: 'silent',
  build: { write: false },
});
const chunks = (Array.isArray(output) ? output : [output])
  .flatMap((result) => ('output' in result ? result.output : []))
  .filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
const entry = chunks.find((chunk) => chunk.isEntry);
if (!entry) throw new Error('The console build has no entry chunk');

// The entry (main.tsx) only starts the app (boot.tsx) after the first paint, and every page
// preloads it (index.html from its head, a drawn page after its paint: packages/console/
// firstScreenPlugin.ts): its chunk is initial as well.
const initial = new Set([entry.fileName, ...entry.dynamicImports]);
for (const name of initial) {
  for (const imported of chunks.find((chunk) => chunk.fileName === name)?.imports ?? [])
    initial.add(imported);
}

/** `react-dom`, `@radix-ui/react-toast`, or our own `contract/src/auth` (package and area). */
const owner = (id: string) => {
  const dependency = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (dependency) return dependency[1]!;
  const ours = path.relative(path.join(root, 'packages'), id).split(path.sep);
  return ours.slice(0, 3).join('/');
};
const code = new Map<string, string[]>();
let together = 0;
for (const chunk of chunks.filter((item) => initial.has(item.fileName))) {
  together += gzipSync(chunk.code, { level: 9 }).length;
  for (const [id, module] of Object.entries(chunk.modules)) {
    const name = owner(id);
    code.set(name, [...(code.get(name) ?? []), module.code ?? '']);
  }
}
const shares = await Promise.all(
  [...code].map(async ([name, parts]) => {
    const minified = await minify(`${name}.js`, parts.join('\n'), { compress: true, mangle: true });
    return { name, gzip: gzipSync(minified.code, { level: 9 }).length };
  }),
);
console.log(`console.login.js: ${kb(together)} KB gzip in ${[...initial].join(', ')} (information)`);
for (const share of shares.sort((a, b) => b.gzip - a.gzip).filter((share) => share.gzip >= 512)) {
  console.log(`  ${kb(share.gzip).padStart(6)} KB  ${share.name}`);
}
