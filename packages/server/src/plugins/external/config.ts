import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.ts';
import type { Config } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** The parsed configuration, read once by main.ts (or made by a test) and shared by every plugin. */
export default fp<AppOptions>(
  async (app, options) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
