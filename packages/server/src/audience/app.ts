import path from 'node:path';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppOptions } from '../app.ts';
import { failure } from '../http/envelope.ts';
import { loggerOptions } from '../http/logging.ts';
import configPlugin from '../plugins/external/config.ts';
import dbPlugin from '../plugins/external/db.ts';
import errorHandler from '../plugins/external/error-handler.ts';

/**
 * The audience host: what prospects see (embed frames, hosted pages, previews, widget
 * scripts), on its own origin so nothing of the rep's session is within reach of prospect
 * pages and third-party sites (ADR 0011 (docs/decisions/0011-separate-origins.md)). For now it answers GET /health; the
 * widgets issue adds its routes under audience/routes.
 */
export function buildAudienceApp(options: AppOptions): FastifyInstance {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Path parameters are validated by the contract's schemas (a token may be 200 characters);
    // the router's default cap of 100 would answer longer ones with a bare 414 first.
    routerOptions: { maxParamLength: 1000 },
  });
  const pluginOptions = { config, database: options.database };
  app.register(configPlugin, pluginOptions);
  app.register(dbPlugin, pluginOptions);
  app.register(errorHandler);
  // Embed frames are framed by third-party sites by design, so no frame-ancestors here;
  // the frames' own policy comes with the widgets.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(failure('Not found')));
  app.register(autoload, {
    dir: path.join(import.meta.dirname, 'routes'),
    options: pluginOptions,
    ignorePattern: /\.test\.ts$/,
  });
  return app;
}
