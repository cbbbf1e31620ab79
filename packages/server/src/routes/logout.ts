import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';

/** POST /web/logout (ours): the console's Logout ends the session on the server too. */
export default async function logoutRoutes(app: FastifyInstance) {
  contractRoute(app, 'POST /web/logout', async (_input, request) => {
    // The auth hook has already checked this header against a live session.
    await app.sessions.revoke(String(request.headers.token));
    return null;
  });
}
