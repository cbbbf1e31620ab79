import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { ownCompany } from '../services/scope.ts';

/** The company's prospect settings (issue 12): allowed sites and the gate's webhook. */
export default async function prospectSettingsRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/setting/prospect/{companyId}', ({ params, session }) =>
    app.prospectSettings.get(ownCompany(session, params.companyId)),
  );
  contractRoute(app, 'PUT /web/setting/prospect/{companyId}', ({ params, body, session }) =>
    app.prospectSettings.update(ownCompany(session, params.companyId), body),
  );
}
