import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { negotiateEncoding } from '../../http/content-encoding.ts';

/**
 * The icon browsers ask for on their own when they open a prospect page or a preview, the
 * console's (packages/console/public/favicon.ico; favicon.test.ts keeps the two the same). It is
 * this host's only static file: compressed once here, at start, rather than at a build.
 */
export default async function audienceFavicon(app: FastifyInstance) {
  const icon = readFileSync(path.join(import.meta.dirname, '..', 'favicon.ico'));
  const variants = {
    br: brotliCompressSync(icon, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(icon, { level: constants.Z_BEST_COMPRESSION }),
  };

  app.get('/favicon.ico', async (request, reply) => {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply
      .header('content-type', 'image/x-icon')
      .header('cache-control', 'public, max-age=86400')
      .header('vary', 'Accept-Encoding');
    // A variant is sent only where it is smaller than the icon itself.
    if (encoding && variants[encoding].length < icon.length) {
      return reply.header('content-encoding', encoding).send(variants[encoding]);
    }
    return reply.send(icon);
  });
}
