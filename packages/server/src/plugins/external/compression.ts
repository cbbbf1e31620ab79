import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateEncoding } from '../../http/content-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Below this a reply fits in one TCP packet either way, and compressing it costs more time than
 * it saves; a contact list or a company's settings are well above it.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Adds `Accept-Encoding` to the reply's `Vary`, keeping what is there. */
function varyOnAcceptEncoding(reply: FastifyReply) {
  const current = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

const isWebPath = (url: string) => url === '/web' || url.startsWith('/web/') || url.startsWith('/web?');

/**
 * Compresses /web replies above the threshold with brotli or gzip, as the client accepts. The
 * console's static files are not compressed here: the build ships them precompressed at the
 * highest levels (console.ts). Brotli runs at quality 5 (zlib's thread pool, off the event loop):
 * per request, the fast levels compress JSON almost as well as the slowest.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!isWebPath(request.url) || request.method === 'HEAD') return payload;
      // Streams (file downloads) and empty replies pass as they are.
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding'))
        return payload;
      const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
      // Whether or not this reply is compressed, the same URL may be for another client.
      varyOnAcceptEncoding(reply);
      if (bytes.length < COMPRESSION_THRESHOLD_BYTES) return payload;
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const compressed =
        encoding === 'br'
          ? await brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : await gzipAsync(bytes, { level: 6 });
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    });
  },
  { name: 'web-compression' },
);
