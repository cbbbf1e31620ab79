import fp from 'fastify-plugin';
import { bulkLinksJobKind, bulkLinksService } from '../../services/bulk-links.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bulk link generation (spec 3 §5; services/bulk-links.ts): start a run, poll it. */
    bulkLinks: ReturnType<typeof bulkLinksService>;
  }
}

/** The bulk runs' service, and their job's handler registered with the queue. */
export default fp(
  async (app) => {
    const service = bulkLinksService({ db: app.db, jobs: app.jobs });
    app.jobs.register(bulkLinksJobKind, (job) => service.run(job as Parameters<typeof service.run>[0]));
    app.decorate('bulkLinks', service);
  },
  { name: 'bulk-links', dependencies: ['db', 'jobs'] },
);
