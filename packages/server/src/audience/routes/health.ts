import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';
import { checkDatabase, serverVersion } from '../../services/health.ts';

/** For load balancers and `npm start`'s own check that the audience host is up. */
export default async function audienceHealth(app: FastifyInstance) {
  app.get('/health', async (request) => {
    try {
      await checkDatabase(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'Database unavailable');
    }
    return success({ database: 'ok' as const, version: serverVersion });
  });
}
