import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { ownCompany } from '../services/scope.ts';

/** spec 1 §7 Account demo. */
export default async function demoRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/demo/{salesRepId}', ({ params, query, session }) =>
    app.accountDemos.listForRep(session.companyId, params.salesRepId, query.limit, query.pageNo),
  );
  contractRoute(app, 'GET /web/demo/account/{companyId}', ({ params, session }) =>
    app.accountDemos.listForCompany(ownCompany(session, params.companyId)),
  );
  contractRoute(app, 'POST /web/demo', ({ body, session }) => {
    const { companyId, ...input } = body;
    return app.accountDemos.create(ownCompany(session, companyId), input);
  });
  contractRoute(app, 'DELETE /web/demo/{encryptedId}', ({ params, session }) =>
    app.accountDemos.remove(session.companyId, params.encryptedId),
  );
}
