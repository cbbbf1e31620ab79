import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { ownCompany } from '../services/scope.ts';

/**
 * spec 3 §7.10 visitors and the older video analytics: the visitor pickers (by e-mail or
 * 'anonymous'), a prospect's pages and links, and who watched a demo through a prospect's links.
 */
export default async function analyticVisitorRoutes(app: FastifyInstance) {
  const { analytics } = app;

  contractRoute(app, 'GET /web/salesrep/{companyId}/prospect', ({ params, query, session }) =>
    analytics.visitors(ownCompany(session, params.companyId), query.widgetID),
  );
  contractRoute(app, 'GET /web/salesrep/{prospectId}/prospect/page', ({ params, session }) =>
    analytics.prospectPages(session.companyId, params.prospectId),
  );
  contractRoute(
    app,
    'GET /web/salesrep/{salesRepId}/prospect/{prospectId}/relation/',
    async ({ params, session }) => {
      // Decision 7: a rep id in the path that is not of the caller's company is a 403, even when
      // the prospect is the caller's own (it used to answer 200 [], issue 26 item 15).
      await app.accountDemos.assertRepOfCompany(session.companyId, params.salesRepId);
      return analytics.prospectRelations(session.companyId, params.salesRepId, params.prospectId);
    },
  );
  contractRoute(app, 'GET /web/video/analytics/{relationshipId}', ({ params, session }) =>
    analytics.videoAnalytics(session.companyId, params.relationshipId),
  );
  contractRoute(
    app,
    'GET /web/video/analytics/forwarded/name/{videoId}/{prospectId}',
    ({ params, session }) =>
      analytics.viewers(session.companyId, params.videoId, params.prospectId, 'forwarded'),
  );
  contractRoute(app, 'GET /web/video/analytics/received/name/{videoId}/{prospectId}', ({ params, session }) =>
    analytics.viewers(session.companyId, params.videoId, params.prospectId, 'received'),
  );
}
