import { authServerMessages } from '@showroom/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../services/errors.ts';
import type { SessionContext } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session on routes whose contract says auth 'token'; null elsewhere. */
    auth: SessionContext | null;
  }
}

/**
 * The caller's session on a 'token' route. Only the contract route helper calls this: it hands
 * the session to the handler as `input.session`, so no route reads the request for it.
 */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.auth) throw unauthenticated(authServerMessages.invalidToken);
  return request.auth;
}

/**
 * spec 1 §6: every call outside the login group carries the session token in a header named
 * `token`. The hook runs for every route and acts on those whose contract says auth 'token',
 * so a route cannot be added unprotected by forgetting a line. It runs on onRequest, before
 * the body is read, so an anonymous caller costs no parsing.
 */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.contract?.auth !== 'token') return;
      const token = request.headers.token;
      if (typeof token !== 'string' || token === '' || token.length > 200) {
        throw unauthenticated(authServerMessages.invalidToken);
      }
      const session = await app.sessions.findActive(token);
      if (!session) throw unauthenticated(authServerMessages.invalidToken);
      request.auth = session;
    });
  },
  { name: 'auth', dependencies: ['sessions'] },
);
