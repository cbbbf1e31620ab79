import path from 'node:path';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppOptions } from '../app.ts';
import { failure } from '../http/envelope.ts';
import { loggerOptions } from '../http/logging.ts';
import { pluginTimeout } from '../http/plugin-timeout.ts';
import { measureRequests } from '../http/request-metrics.ts';
import embedSharesPlugin from '../plugins/app/embed-shares.ts';
import pagesPlugin from '../plugins/app/pages.ts';
import previewsPlugin from '../plugins/app/previews.ts';
import prospectPlugin from '../plugins/app/prospect.ts';
import recordingsPlugin from '../plugins/app/recordings.ts';
import rollupsPlugin from '../plugins/app/rollups.ts';
import widgetsPlugin from '../plugins/app/widgets.ts';
import configPlugin from '../plugins/external/config.ts';
import dbPlugin from '../plugins/external/db.ts';
import errorHandler from '../plugins/external/error-handler.ts';
import { firstScreenModule, firstScreenSource, type RenderFirstScreen } from './first-screen.ts';
import { audienceBuildSource, defaultAudienceDist } from './pages.ts';
import eventIngestPlugin from './plugins/event-ingest.ts';
import gatePlugin from './plugins/gate.ts';
import prospectPagesPlugin from './plugins/prospect-pages.ts';

export interface AudienceAppOptions extends AppOptions {
  /** The audience app's build (packages/widgets/dist/audience by default; tests give their own). */
  audienceDist?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the audience app's build is (its manifest and assets). */
    audienceDist: string;
    /** A prospect page's first screen, as the app draws it (first-screen.ts; none when not built). */
    firstScreen: () => Promise<RenderFirstScreen | undefined>;
  }
}

/**
 * The audience host: what prospects see (embed frames, hosted pages, previews, widget
 * scripts), on its own origin so nothing of the rep's session is within reach of prospect
 * pages and third-party sites (ADR 0011 (docs/decisions/0011-separate-origins.md)). It loads only the
 * repositories the prospect side reads (never the rep's sessions or auth) and the prospect pages',
 * the gate's and the events' services (audience/plugins), then the routes under
 * audience/routes: frames and pages (frames.ts, rendered by pages.ts with a per-request CSP nonce),
 * the audience app's assets, the loaders, the gate and the events.
 */
export function buildAudienceApp(options: AudienceAppOptions): FastifyInstance {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    pluginTimeout,
    bodyLimit: config.bodyLimitBytes,
    // Path parameters are validated by the contract's schemas (a token may be 200 characters);
    // the router's default cap of 100 would answer longer ones with a bare 414 first.
    routerOptions: { maxParamLength: 1000 },
  });
  // Its requests in the process's latency histogram, which the app host's GET /metrics serves.
  measureRequests(app, 'audience');
  const pluginOptions = { config, database: options.database, rollups: options.rollups };
  app.register(configPlugin, pluginOptions);
  app.register(dbPlugin, pluginOptions);
  app.register(errorHandler);
  for (const plugin of [widgetsPlugin, recordingsPlugin, embedSharesPlugin, previewsPlugin, prospectPlugin]) {
    app.register(plugin, pluginOptions);
  }
  // The page a prospect link opens (issue 13: routes/prospect-page.ts) resolves its link here.
  app.register(pagesPlugin, pluginOptions);
  // The host's own services (audience/plugins): prospect pages, the gate and the events, and the
  // rollups the ingest kicks.
  app.register(prospectPagesPlugin);
  app.register(rollupsPlugin, pluginOptions);
  app.register(gatePlugin);
  app.register(eventIngestPlugin);
  const audienceDist = options.audienceDist ?? defaultAudienceDist;
  app.decorate('audienceDist', audienceDist);
  app.decorate('audienceBuild', audienceBuildSource(audienceDist, app.log));
  app.decorate('firstScreen', firstScreenSource(firstScreenModule(audienceDist), app.log));
  // Embed frames are framed by third-party sites by design, so no frame-ancestors here: each
  // page sends its own policy (pages.ts), framed by the company's allowed sites.
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
