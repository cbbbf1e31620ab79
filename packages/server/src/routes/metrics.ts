import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { failure } from '../http/envelope.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics (issue 28 §4; docs/operations.md, "Metrics and readiness"): Prometheus' text format,
 * on the app host's own port so a load balancer setup needs no second one, private by a bearer
 * token (METRICS_TOKEN). Without a token configured there is nothing here: 404. Outside /web: it
 * is not part of the API contract.
 */
export default async function metricsRoutes(app: FastifyInstance) {
  const token = app.config.metricsToken;
  app.get('/metrics', async (request, reply) => {
    if (!token) return reply.code(404).send(failure('Not found'));
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Compared as digests: same length whatever was sent, and in constant time.
    if (!timingSafeEqual(digest(given), digest(token))) {
      return reply.code(401).header('www-authenticate', 'Bearer').send(failure('Unauthorized'));
    }
    const text = await app.metrics.metrics();
    return reply.header('cache-control', 'no-store').type(app.metrics.contentType).send(text);
  });
}
