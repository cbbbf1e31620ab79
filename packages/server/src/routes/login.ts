import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { addressLimit } from '../plugins/app/login-throttle.ts';

/** The login group (spec 1 §7 Session): every /web/login call. */
export default async function loginRoutes(app: FastifyInstance) {
  // One counter per client address for the whole group, so a guesser cannot spread
  // attempts over its calls; the per-account lock (login-throttle) backs it up. Counted in the
  // database or Redis, so every replica shares one count.
  const limitPerAddress = addressLimit(app.rateCounters, app.config.loginRateLimit);

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
    async ({ body }, request) => {
      // Tries count against the sender's address, never against the owner's link (ADR 0005 (docs/decisions/0005-password-reset-secret.md)).
      await app.passwordReset.reset(body.email, body.secret, body.password, request.ip);
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
  // The social login's state is also tied to the browser by a short-lived, signed HttpOnly
  // cookie: set when the flow starts, checked when the code comes back (issue 15 point 11).
  contractRoute(
    app,
    'GET /web/login/linkedin/config',
    async (_input, request, reply) => {
      const { payload, cookie } = await app.linkedin.config(request.headers.cookie);
      if (cookie) reply.header('set-cookie', cookie);
      return payload;
    },
    limited,
  );
  contractRoute(
    app,
    'POST /web/login/linkedin',
    ({ body }, request) => app.linkedin.login(body, request.headers.cookie),
    limited,
  );
  contractRoute(
    app,
    'POST /web/login/signup/linkedin',
    ({ body }, request) => app.linkedin.signUp(body, request.headers.cookie),
    limited,
  );
}
