import fp from 'fastify-plugin';
import { type RollupApplier, rollupApplierFor } from '../../services/analytics-rollup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The analytics rollups' applier (services/analytics-rollup.ts): the event ingest kicks it
     * after each write, the analytics calls wait on it before they read. One per database in the
     * process, so the app host's charts wait for the passes the audience host's ingest started.
     */
    rollups: RollupApplier;
  }
}

export default fp(
  async (app) => {
    app.decorate('rollups', rollupApplierFor(app.db));
  },
  { name: 'rollups', dependencies: ['db'] },
);
