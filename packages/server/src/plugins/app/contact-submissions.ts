import fp from 'fastify-plugin';
import { contactSubmissionsService } from '../../services/contact-submissions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A prospect page's contact form (spec 3 §7.6; services/contact-submissions.ts): checked, mailed, kept. */
    contactSubmissions: ReturnType<typeof contactSubmissionsService>;
  }
}

/** The contact form's service, over the link's page, the rate counters and the mailer. */
export default fp(
  async (app) => {
    app.decorate(
      'contactSubmissions',
      contactSubmissionsService({
        db: app.db,
        pageStore: app.pageStore,
        rateCounters: app.rateCounters,
        mailer: app.mailer,
      }),
    );
  },
  { name: 'contact-submissions', dependencies: ['db', 'page-store', 'rate-counters', 'mailer'] },
);
