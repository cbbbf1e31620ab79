import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { ownCompany } from '../services/scope.ts';

/** The company's hidden features (spec 1 §3): read by the shell, set by the company's reps. */
export default async function companyRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/company/features/{companyId}', ({ params, session }) =>
    app.companySettings.hiddenFeatures(ownCompany(session, params.companyId)),
  );

  // spec 1 §6 names no admin role: every rep of the company may set its hidden features.
  contractRoute(app, 'PUT /web/company/features/{companyId}', ({ params, body, session }) =>
    app.companySettings.setHiddenFeatures(ownCompany(session, params.companyId), body.hiddenFeatures),
  );
}
