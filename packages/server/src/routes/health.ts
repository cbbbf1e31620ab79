import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { checkDatabase, readiness, serverVersion } from '../services/health.ts';

export default async function healthRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/health', async (_input, request) => {
    // Given up after READY_TIMEOUT_MS (issue 28 §4): a database that stopped answering would
    // otherwise hold the probe until the pool's statement limit.
    const { checks, failed } = await readiness(
      { database: () => checkDatabase(app.db) },
      app.config.readyTimeoutMs,
    );
    if (failed.length > 0) {
      request.log.error({ checks }, 'health check: database unreachable');
      throw new HttpError(503, 'Database unavailable');
    }
    return { database: 'ok' as const, version: serverVersion };
  });
}
