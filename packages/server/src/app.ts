import path from 'node:path';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RollupApplier } from './analytics/rollup.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { type LogStream, loggerOptions } from './http/logging.ts';
import { pluginTimeout } from './http/plugin-timeout.ts';

export interface AppOptions {
  config: Config;
  /**
   * An open, migrated database to use (main.ts, tests); its owner closes it. Without one the
   * db plugin opens the configured database and closes it with the app.
   */
  database?: Database;
  /**
   * The analytics rollups' applier to share (main.ts gives the app and the audience host the same
   * one); without one the host makes its own.
   */
  rollups?: RollupApplier;
  /** false silences the log (tests); otherwise the configured level. */
  logger?: boolean;
  /** Log lines go here instead of stdout (tests that check what is logged). */
  logStream?: LogStream;
}

// Tests and route-matrix entries (docs/quality.md) sit next to what they test; they are not plugins.
const ignorePattern = /\.(test|matrix)\.ts$/;

/**
 * The app host: the console's static build and the /web API (ADR 0011 (docs/decisions/0011-separate-origins.md)).
 * Plugins are autoloaded in order (the layout of fastify/demo): external (config, database,
 * security headers, rate limit, error handler, console), then app (repositories, services,
 * auth), then the routes, which mirror the /web paths. Nothing is loaded until `ready()`,
 * `listen()` or the first `inject()`, so a caller may still add hooks.
 */
export function buildApp(options: AppOptions): FastifyInstance {
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
  const pluginOptions = { config, database: options.database, rollups: options.rollups };
  for (const dir of ['plugins/external', 'plugins/app', 'routes']) {
    app.register(autoload, {
      dir: path.join(import.meta.dirname, dir),
      options: pluginOptions,
      ignorePattern,
    });
  }
  return app;
}
