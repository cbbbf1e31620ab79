/**
 * Builds the widget loaders (issue 12): each packages/widgets/src/loaders/<kind>.ts with its core,
 * bundled by esbuild into one minified IIFE, to packages/widgets/dist/loaders/<kind>.js. The audience
 * host serves these (packages/server/src/audience/routes/loaders.ts), writing its own address in
 * place of the token the loader carries. Prints each loader's size, raw and gzip.
 *
 *   node packages/widgets/scripts/build-loaders.mjs     (or: npm run build:loaders -w @showroom/widgets)
 *   node packages/widgets/scripts/build-loaders.mjs --json   (the sizes as JSON, for the size test)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
export const loadersSource = path.resolve(here, '../src/loaders');
export const loadersDist = path.resolve(here, '../dist/loaders');
export const loaderKinds = ['hero', 'solo', 'sneakpeek', 'cyoa'];

/** Builds one loader in memory: its minified code. */
export async function buildLoader(kind) {
  const result = await build({
    entryPoints: [path.join(loadersSource, `${kind}.ts`)],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    // Browsers of the last few years: the loader uses ?? and optional chaining, nothing newer.
    target: ['chrome100', 'firefox100', 'safari16'],
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
    // The loader's own fields (`$frame`, `$close`): never the placeholder's JSON fields.
    mangleProps: /^\$/,
  });
  return result.outputFiles[0].text;
}

/** Builds every loader to dist/loaders; returns each one's sizes in bytes. */
export async function buildLoaders({ quiet = false } = {}) {
  mkdirSync(loadersDist, { recursive: true });
  const sizes = {};
  for (const kind of loaderKinds) {
    const code = await buildLoader(kind);
    writeFileSync(path.join(loadersDist, `${kind}.js`), code);
    sizes[kind] = { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
    if (!quiet) {
      console.log(
        `loader ${kind.padEnd(9)} ${(sizes[kind].raw / 1024).toFixed(2)} KB, ${(sizes[kind].gzip / 1024).toFixed(2)} KB gzip -> ${path.relative(process.cwd(), path.join(loadersDist, `${kind}.js`))}`,
      );
    }
  }
  return sizes;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const json = process.argv.includes('--json');
  const sizes = await buildLoaders({ quiet: json });
  if (json) console.log(JSON.stringify(sizes));
}
