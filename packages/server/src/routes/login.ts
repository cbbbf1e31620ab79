import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';

/** The login group (spec 1 §7 Session): every /web/login call. */
export default async function loginRoutes(app: FastifyInstance) {
  // One counter per client address for the whole group, so a guesser cannot spread
  // attempts over its calls; the per-account lock (login-throttle) backs it up.
  const limitPerAddress = app.rateLimit({
    max: app.config.loginRateLimit.max,
    timeWindow: app.config.loginRateLimit.windowSeconds * 1000,
  });

  contractRoute(app, 'POST /web/login', ({ body }) => app.loginService.signIn(body.username, body.password), {
    onRequest: limitPerAddress,
  });

  contractRoute(app, 'GET /web/login/{token}', ({ params }) => app.loginService.check(params.token), {
    onRequest: limitPerAddress,
  });
}
