import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { assertSelf } from '../services/scope.ts';

/** POST /web/consent (spec 1 §2 Privacy and terms popup). */
export default async function consentRoutes(app: FastifyInstance) {
  contractRoute(app, 'POST /web/consent', async ({ body, session }) => {
    assertSelf(session, body.salesrepId, body.companyId);
    await app.preferences.recordConsent(session, body.consent, body.timestamp);
    return null;
  });
}
