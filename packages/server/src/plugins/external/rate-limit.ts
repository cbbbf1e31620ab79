import rateLimit from '@fastify/rate-limit';
import { authServerMessages } from '@showroom/contract';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/errors.ts';

/**
 * Per-address limits, applied where a route group asks for one (`app.rateLimit(...)` in
 * routes/login.ts), not globally. The counters live in this process: behind several replicas
 * each keeps its own, which the per-account lock in the database backs up.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      // The error handler turns this into the 429 envelope.
      errorResponseBuilder: () => new HttpError(429, authServerMessages.tooManyAttempts),
    });
  },
  { name: 'rate-limit' },
);
