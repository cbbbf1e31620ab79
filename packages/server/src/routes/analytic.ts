import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { ownCompany } from '../services/scope.ts';

/**
 * spec 3 §7.10 analytics: the widget charts, the pickers, a page's detail, the frequency and
 * duration calls, and one visitor's timeline (ours). Answered by `app.analytics` (analytics/queries/) from the
 * daily rollups, or a visitor's own events; scoped to the session's company.
 */
export default async function analyticRoutes(app: FastifyInstance) {
  const { analytics } = app;

  contractRoute(app, 'GET /web/analytic/widget/render/{companyId}', ({ params, query, session }) =>
    analytics.renders(ownCompany(session, params.companyId), query),
  );
  contractRoute(app, 'GET /web/analytic/widget/views/{companyId}', ({ params, query, session }) =>
    analytics.views(ownCompany(session, params.companyId), query),
  );
  contractRoute(app, 'GET /web/analytic/widget/CTA/', ({ query, session }) =>
    analytics.cta(session.companyId, query),
  );
  contractRoute(app, 'GET /web/analytic/widget/cyoa/', ({ query, session }) =>
    analytics.cyoa(session.companyId, query),
  );
  contractRoute(app, 'GET /web/analytic/widget/cyoa/demo/duration', ({ query, session }) =>
    analytics.cyoaDemoDuration(session.companyId, query),
  );
  contractRoute(app, 'GET /web/analytic/widget/demo/duration', ({ query, session }) =>
    analytics.demoDuration(session.companyId, query),
  );

  contractRoute(app, 'GET /web/analytic/prospect/{companyId}', ({ params, query, session }) =>
    analytics.prospects(ownCompany(session, params.companyId), query.page_id),
  );
  contractRoute(app, 'GET /web/analytic/element/{companyId}', ({ params, session }) =>
    analytics.elements(ownCompany(session, params.companyId)),
  );
  contractRoute(app, 'GET /web/analytic/page/{companyId}', ({ params, session }) =>
    analytics.pages(ownCompany(session, params.companyId)),
  );

  contractRoute(app, 'GET /web/analytic/page/views/{pageId}/{prospectId}', ({ params, query, session }) =>
    analytics.pageViews(session.companyId, params.pageId, params.prospectId, query),
  );
  contractRoute(app, 'GET /web/analytic/page/fetch/recommendations/{pageId}', ({ params, query, session }) =>
    analytics.recommendations(session.companyId, params.pageId, query),
  );
  contractRoute(app, 'GET /web/analytic/page/{pageId}/recording/views', ({ params, query, session }) =>
    analytics.recordingViews(session.companyId, params.pageId, query),
  );
  contractRoute(
    app,
    'GET /web/analytic/page/{pageId}/response/{relationshipId}',
    ({ params, query, session }) =>
      analytics.responses(session.companyId, params.pageId, params.relationshipId, query),
  );
  contractRoute(
    app,
    'GET /web/analytic/page/{pageId}/prospect/{prospectId}/contact/{companyId}',
    ({ params, session }) =>
      analytics.contact(ownCompany(session, params.companyId), params.pageId, params.prospectId),
  );

  contractRoute(app, 'GET /web/analytic/frequency/element/', ({ query, session }) =>
    analytics.elementFrequency(ownCompany(session, query.companyId), query),
  );
  contractRoute(app, 'GET /web/analytic/frequency/page/', ({ query, session }) =>
    analytics.pageFrequency(ownCompany(session, query.companyId), query),
  );
  contractRoute(app, 'GET /web/analytic/duration/', ({ query, session }) =>
    analytics.duration(ownCompany(session, query.companyId), query),
  );

  contractRoute(app, 'GET /web/analytic/visitor/{companyId}/timeline', ({ params, query, session }) =>
    analytics.timeline(ownCompany(session, params.companyId), query),
  );
}
