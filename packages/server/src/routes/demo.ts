import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { sessionOf } from '../plugins/app/auth.ts';
import { assertOwnCompany } from '../services/scope.ts';

/** spec 1 §7 Account demo. */
export default async function demoRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/demo/{salesRepId}', ({ params, query }, request) =>
    app.accountDemos.listForRep(sessionOf(request).companyId, params.salesRepId, query.limit, query.pageNo),
  );
  contractRoute(app, 'GET /web/demo/account/{companyId}', async ({ params }, request) => {
    const session = sessionOf(request);
    assertOwnCompany(session, params.companyId);
    return app.accountDemos.listForCompany(session.companyId);
  });
  contractRoute(app, 'POST /web/demo', async ({ body }, request) => {
    const session = sessionOf(request);
    assertOwnCompany(session, body.companyId);
    const { companyId: _ignored, ...input } = body;
    return app.accountDemos.create(session.companyId, input);
  });
  contractRoute(app, 'DELETE /web/demo/{encryptedId}', ({ params }, request) =>
    app.accountDemos.remove(sessionOf(request).companyId, params.encryptedId),
  );
}
