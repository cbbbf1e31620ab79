import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing. Fonts (woff2 is brotli inside, woff zlib) and images
 * (png, jpeg, webp) are compressed already: a second pass only costs the server a lookup.
 */
const compressible = /\.(js|mjs|css|html|svg|json|map|txt|xml|ico|webmanifest|wasm)$/;

/** Every file under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` and `name.gz` beside each compressible file of `dir`, at the highest levels:
 * it is done once per build, so the server never compresses a static file per request (it picks
 * the variant the browser accepts: @fastify/static's `preCompressed`). A variant that is not
 * smaller than the file is not written, so the server sends the file itself.
 */
export async function precompressDir(dir: string): Promise<{ file: string; br?: number; gz?: number }[]> {
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file));
  return Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const written: { file: string; br?: number; gz?: number } = { file };
      if (br.length < bytes.length) {
        await writeFile(`${file}.br`, br);
        written.br = br.length;
      }
      if (gz.length < bytes.length) {
        await writeFile(`${file}.gz`, gz);
        written.gz = gz.length;
      }
      return written;
    }),
  );
}

/** The Vite plugin: precompresses the whole output folder (assets, index.html, public/ files) after the build. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'showroom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and public/ are written; a failed build never gets here.
    async writeBundle() {
      await precompressDir(outDir);
    },
  };
}
