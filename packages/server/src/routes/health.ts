import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { checkDatabase, serverVersion } from '../services/health.ts';

export default async function healthRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/health', async (_input, request) => {
    try {
      await checkDatabase(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'Database unavailable');
    }
    return { database: 'ok' as const, version: serverVersion };
  });
}
