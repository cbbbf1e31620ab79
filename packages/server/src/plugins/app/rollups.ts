import fp from 'fastify-plugin';
import { createRollupApplier, type RollupApplier } from '../../analytics/rollup.ts';
import type { AppOptions } from '../../app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The analytics rollups' applier (analytics/rollup.ts): the event ingest kicks it
     * after each write, the analytics calls wait on it before they read. main.ts gives both hosts
     * the same one, so the app host's charts wait for the passes the audience host's ingest started.
     */
    rollups: RollupApplier;
  }
}

/** The applier given (main.ts), or one of the app's own (tests that build a host alone). */
export default fp<AppOptions>(
  async (app, options) => {
    app.decorate('rollups', options.rollups ?? createRollupApplier(app.db));
  },
  { name: 'rollups', dependencies: ['db'] },
);
