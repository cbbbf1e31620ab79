import { parseJsonText, userFlags } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { assertSelf } from '../services/scope.ts';

/** PUT /web/flag: the rep's own configuration (consent.popup.show and the rest). */
export default async function flagRoutes(app: FastifyInstance) {
  contractRoute(app, 'PUT /web/flag', async ({ body, session }) => {
    assertSelf(session, body.salesrepId, body.companyId);
    const flags = await app.preferences.saveFlags(session, parseJsonText(userFlags, body.config));
    return { flags: JSON.stringify(flags) };
  });
}
