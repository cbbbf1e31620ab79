import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { configuredStorage } from '../services/configured-storage.ts';
import { checkDatabase, checkRedis, checkSchema, readiness } from '../services/health.ts';

/**
 * Readiness (issue 28 §4), apart from liveness (GET /web/health): whether this replica can serve,
 * for a load balancer or an orchestrator to send it traffic or not. The database answers and its
 * schema is at this build's latest migration; Redis answers when REDIS_URL is set; the media
 * store is reachable. 200 with each check's 'ok', or 503 naming what failed and why, each check
 * given up after READY_TIMEOUT_MS so the probe itself never hangs.
 */
export default async function readyRoutes(app: FastifyInstance) {
  const { config } = app;
  // A store of its own, so the check is the start-up one (the bucket answers, or the folder is there and writable).
  const storage = configuredStorage(config.media);
  contractRoute(app, 'GET /web/ready', async (_input, request, reply) => {
    const { checks, failed } = await readiness(
      {
        database: () => checkDatabase(app.db),
        schema: () => checkSchema(app.db),
        ...(config.redisUrl ? { redis: () => checkRedis(config.redisUrl!, config.readyTimeoutMs) } : {}),
        storage: () => storage.check(),
      },
      config.readyTimeoutMs,
    );
    reply.header('cache-control', 'no-store');
    if (failed.length > 0) {
      request.log.warn({ checks }, 'not ready');
      throw new HttpError(503, `Not ready: ${failed.map((name) => `${name} (${checks[name]})`).join(', ')}`);
    }
    return { ready: true as const, checks: checks as Record<string, 'ok'> };
  });
}
