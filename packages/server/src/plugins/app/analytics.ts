import fp from 'fastify-plugin';
import { createAnalytics } from '../../analytics/queries/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analytics calls (spec 3 §7.10; analytics/queries/), each after the rollups caught up. */
    analytics: ReturnType<typeof createAnalytics>;
  }
}

export default fp(
  async (app) => {
    app.decorate('analytics', createAnalytics(app.db, app.config.media.url, app.rollups));
  },
  { name: 'analytics', dependencies: ['config', 'db', 'rollups'] },
);
