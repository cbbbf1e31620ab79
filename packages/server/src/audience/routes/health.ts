import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';
import { checkDatabase, checkRedis, checkSchema, readiness, serverVersion } from '../../services/health.ts';

/**
 * The audience host's probes (issue 28 §4), as the app host's GET /web/health and GET /web/ready
 * (outside /web here: this host serves no /web call):
 *
 * - GET /health, liveness, for `npm start`'s own check and a process manager: the database
 *   answers, given up after READY_TIMEOUT_MS so a database that stopped answering is a 503 at once
 *   rather than a probe held until the pool's statement limit.
 * - GET /ready, readiness, for the load balancer in front of the audience host: what this host
 *   needs to take prospects' events and serve their pages: the database, its schema at this
 *   build's latest migration, Redis when REDIS_URL is set (the events' and the gate's limits).
 *   It never reads the media store (the media origin serves media and answers its own health).
 *   200 with each check's 'ok', or 503 naming what failed and why.
 */
export default async function audienceHealth(app: FastifyInstance) {
  const { config } = app;
  app.get('/health', async (request) => {
    const { checks, failed } = await readiness(
      { database: () => checkDatabase(app.db) },
      config.readyTimeoutMs,
    );
    if (failed.length > 0) {
      request.log.error({ checks }, 'health check: database unreachable');
      throw new HttpError(503, 'Database unavailable');
    }
    return success({ database: 'ok' as const, version: serverVersion });
  });

  app.get('/ready', async (request, reply) => {
    const { checks, failed } = await readiness(
      {
        database: () => checkDatabase(app.db),
        schema: () => checkSchema(app.db),
        ...(config.redisUrl ? { redis: () => checkRedis(config.redisUrl!, config.readyTimeoutMs) } : {}),
      },
      config.readyTimeoutMs,
    );
    reply.header('cache-control', 'no-store');
    if (failed.length > 0) {
      request.log.warn({ checks }, 'not ready');
      throw new HttpError(503, `Not ready: ${failed.map((name) => `${name} (${checks[name]})`).join(', ')}`);
    }
    return success({ ready: true as const, checks: checks as Record<string, 'ok'> });
  });
}
