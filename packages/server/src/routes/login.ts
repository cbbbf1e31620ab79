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

  // Issue 4: the rest of the group (spec 1 §7), behind the same per-address counter.
  const limited = { onRequest: limitPerAddress };
  contractRoute(
    app,
    'POST /web/login/reset/mail',
    async ({ body }) => {
      await app.passwordReset.request(body.email, body.code);
      return null;
    },
    limited,
  );
  contractRoute(
    app,
    'POST /web/login/reset/password',
    async ({ body }) => {
      await app.passwordReset.reset(body.email, body.secret, body.password);
      return null;
    },
    limited,
  );
  contractRoute(app, 'POST /web/login/signup', ({ body }) => app.signup.signUp(body), limited);
  contractRoute(
    app,
    'GET /web/login/matrix/{token}',
    ({ params }) => app.loginService.check(params.token),
    limited,
  );
  contractRoute(app, 'GET /web/login/linkedin/config', () => app.linkedin.config(), limited);
  contractRoute(app, 'POST /web/login/linkedin', ({ body }) => app.linkedin.login(body), limited);
  contractRoute(app, 'POST /web/login/signup/linkedin', ({ body }) => app.linkedin.signUp(body), limited);
}
