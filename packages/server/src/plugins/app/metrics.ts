import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { Counter, Gauge, Registry } from 'prom-client';
import { ingestMetrics } from '../../analytics/ingest.ts';
import { type Db, rowsOf } from '../../db/database.ts';
import { measureRequests, requestLatency } from '../../http/request-metrics.ts';
import { storageErrorCounts } from '../../services/configured-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What GET /metrics serves (routes/metrics.ts): this app host's own registry. */
    metrics: Registry;
  }
}

/**
 * Gauges read from the database at each scrape: `read` answers each sample's labels and value.
 * A database that does not answer leaves the family without samples (GET /web/ready says why) rather
 * than failing the whole scrape.
 */
function databaseGauge<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () => Promise<{ labels: Record<L, string>; value: number }[]>,
) {
  return new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const { labels, value } of await read()) this.set(labels as never, value);
      } catch {
        // Left empty: see above.
      }
    },
  });
}

const one = async (db: Db, query: ReturnType<typeof sql>) =>
  Number((await rowsOf<{ value: number | string | null }>(db, query))[0]?.value ?? 0);

/**
 * Issue 28 §4: this process's metrics in Prometheus' text format (GET /metrics on the app host,
 * behind METRICS_TOKEN). Kept by the process as things happen: HTTP latency of both hosts per route
 * pattern and status (http/request-metrics.ts), the events the ingest stored and how late
 * (analytics/ingest.ts), failed media store calls. From the database at each scrape, on small
 * tables only: the rollups' backlog and age (`analytics_pending`, which the rollup applier empties),
 * each job queue's depth and failures; and the database pool's connections.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    const db = app.db;

    // Kept by the process as requests are answered and events stored, by whichever host.
    registry.registerMetric(requestLatency);
    measureRequests(app, 'app');
    registry.registerMetric(ingestMetrics.stored);
    registry.registerMetric(ingestMetrics.lag);

    databaseGauge(
      registry,
      'showroom_rollup_pending_events',
      'Stored events whose rollups are still to be added (analytics_pending).',
      [],
      async () => [
        { labels: {}, value: await one(db, sql`select count(*) as value from analytics_pending`) },
      ],
    );
    databaseGauge(
      registry,
      'showroom_rollup_lag_seconds',
      'How long the oldest event waiting for the rollups has been stored; 0 when none waits.',
      [],
      async () => [
        {
          labels: {},
          value: await one(
            db,
            sql`select coalesce(extract(epoch from now() - min(e.received_at)), 0) as value
                from analytics_pending p join prospect_events e on e.id = p.event_id and e.occurred_at = p.occurred_at`,
          ),
        },
      ],
    );
    // Read through the queue, whichever store it runs on; one look-up per gauge and scrape.
    const jobCounts = async (field: 'due' | 'running' | 'failed') =>
      (await app.jobs.counts())
        .filter((counts) => counts[field] > 0)
        .map((counts) => ({ labels: { queue: counts.kind }, value: counts[field] }));
    databaseGauge(
      registry,
      'showroom_job_queue_depth',
      'Jobs due and waiting for a worker, per queue (job kind).',
      ['queue'],
      () => jobCounts('due'),
    );
    databaseGauge(registry, 'showroom_jobs_running', 'Jobs a worker holds, per queue.', ['queue'], () =>
      jobCounts('running'),
    );
    databaseGauge(
      registry,
      'showroom_jobs_failed',
      'Jobs out of attempts, per queue, kept for JOBS_KEEP_FAILED_DAYS.',
      ['queue'],
      () => jobCounts('failed'),
    );

    new Counter({
      name: 'showroom_storage_errors_total',
      help: 'Media store calls of this process that failed, per operation.',
      labelNames: ['operation'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [operation, count] of storageErrorCounts()) this.inc({ operation }, count);
      },
    });
    new Gauge({
      name: 'showroom_db_pool_connections',
      help: 'Database connections of this process: total, idle, and requests waiting for one (PGlite: one).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.reset();
        const use = app.database.poolUse();
        for (const state of ['total', 'idle', 'waiting'] as const) {
          const value = use[state];
          if (value !== undefined) this.set({ state }, value);
        }
      },
    });

    app.decorate('metrics', registry);
  },
  { name: 'metrics', dependencies: ['db', 'jobs'] },
);
