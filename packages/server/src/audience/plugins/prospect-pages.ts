import fp from 'fastify-plugin';
import { prospectPageService } from '../prospect-page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The prospect page's data (audience/prospect-page.ts): a link's page, a preview's, a gate's. */
    prospectPages: ReturnType<typeof prospectPageService>;
  }
}

/** What prospect links and previews open, on the audience host (issue 13). */
export default fp(
  async (app) => {
    app.decorate(
      'prospectPages',
      prospectPageService({
        db: app.db,
        pages: app.pageStore,
        prospect: app.prospect,
        recordings: app.recordings,
        mediaUrl: app.config.media.url,
        audienceUrl: app.config.audienceUrl,
        apiUrl: new URL(app.config.appUrl).origin,
      }),
    );
  },
  { name: 'prospect-pages', dependencies: ['config', 'db', 'page-store', 'prospect', 'recordings'] },
);
