import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { addressLimit } from '../plugins/app/login-throttle.ts';

/** E-mail confirmation (ADR 0007): the link mailed at sign-up, and asking for another one. */
export default async function signupRoutes(app: FastifyInstance) {
  // The link's secret has 256 bits; the login group's per-address limit keeps guessing pointless.
  const limited = { onRequest: addressLimit(app.rateCounters, app.config.loginRateLimit) };
  contractRoute(
    app,
    'POST /web/signup/confirm',
    async ({ body }) => {
      await app.signup.confirm(body.email, body.secret);
      return null;
    },
    limited,
  );
  contractRoute(app, 'POST /web/signup/confirm/resend', async ({ session }) => {
    await app.signup.resend(session.repId);
    return null;
  });
}
