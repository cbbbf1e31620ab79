import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppOptions } from '../app.ts';
import { failure } from '../http/envelope.ts';
import { loggerOptions } from '../http/logging.ts';
import { inlineImageTypes } from '../services/image-type.ts';
import { diskStorage } from '../services/storage.ts';

/**
 * The media origin (ADR 0011 (docs/decisions/0011-separate-origins.md); MEDIA_URL): uploaded files, read-only, on an origin of
 * their own so that nothing served here runs with the console's or a prospect page's rights.
 * Belt and braces on every reply: `nosniff`, so a browser never guesses a type; a sandboxing
 * Content-Security-Policy, so even a document opened directly runs no script; images inline,
 * anything else as a download.
 */
export function buildMediaApp(options: Pick<AppOptions, 'config' | 'logger' | 'logStream'>): FastifyInstance {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
  });
  const storage = diskStorage(config.media.dir);

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
    reply.header('referrer-policy', 'no-referrer');
    // The console and prospect pages (other origins) show these images.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });

  app.get('/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const bytes = await storage.get(key);
    if (!bytes) return reply.code(404).send(failure('Not found'));
    const extension = path.extname(key).slice(1);
    const inline = inlineImageTypes[extension];
    reply.header('content-type', inline ?? 'application/octet-stream');
    if (!inline) reply.header('content-disposition', `attachment; filename="${path.basename(key)}"`);
    // Keys are random and never reused for other bytes.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.send(bytes);
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(failure('Not found')));
  return app;
}
