import type { FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';

/**
 * Time to answer each request, of every host of this process (issue 28 §4): one family, labelled
 * by host, so the app host's GET /metrics (plugins/app/metrics.ts registers it) shows the audience
 * host's requests beside its own. Kept by the process, not by an app: the app host and the audience
 * host are two Fastify instances of one process, and a scrape is of the process.
 */
export const requestLatency = new Histogram({
  name: 'showroom_http_request_duration_seconds',
  help: 'Time to answer a request, by host (app, audience), method, route pattern and status.',
  labelNames: ['host', 'method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [],
});

/** Counts each request `app` answers in `requestLatency`, as `host`. */
export function measureRequests(app: FastifyInstance, host: 'app' | 'audience') {
  app.addHook('onResponse', async (request, reply) => {
    requestLatency.observe(
      {
        host,
        method: request.method,
        // The pattern (/web/login/:token), never the address: a token or an id in a path would
        // make a series per request. No route (a 404): one series for all.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
