import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { sessionOf } from '../plugins/app/auth.ts';
import { assertOwnCompany } from '../services/scope.ts';

/** GET /web/company/features/{companyId}: the company's hidden features (spec 1 §3). */
export default async function companyRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/company/features/{companyId}', async ({ params }, request) => {
    const session = sessionOf(request);
    assertOwnCompany(session, params.companyId);
    return app.companySettings.hiddenFeatures(session.companyId);
  });
}
