import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, rowsOf } from '../../db/database.ts';
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
 * Issue 28 §4: the app host's metrics in Prometheus' text format (GET /metrics, behind
 * METRICS_TOKEN). HTTP latency per route pattern (never the raw address: a token or an id in a
 * path would make a series per request) and status; from the database at each scrape: the events
 * stored in the last minute and how late they arrived, the rollups' backlog and age
 * (`analytics_pending`, which the rollup applier empties), each job queue's depth and failures;
 * failed media store calls of this process; the database pool's connections.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    const db = app.db;

    const latency = new Histogram({
      name: 'showroom_http_request_duration_seconds',
      help: 'Time to answer a request of the app host, by route pattern and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      latency.observe(
        {
          method: request.method,
          // The pattern (/web/login/:token), never the address; no route: one series for all.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    databaseGauge(
      registry,
      'showroom_events_stored_last_minute',
      'Prospect events stored in the last 60 seconds (of those that occurred in the last day).',
      [],
      async () => [
        {
          labels: {},
          value: await one(
            db,
            sql`select count(*) as value from prospect_events
                where occurred_at > now() - interval '1 day' and received_at > now() - interval '1 minute'`,
          ),
        },
      ],
    );
    databaseGauge(
      registry,
      'showroom_event_ingest_lag_seconds',
      'Average time from an event occurring (the browser) to its being stored, over the last minute.',
      [],
      async () => [
        {
          labels: {},
          value: await one(
            db,
            sql`select coalesce(avg(extract(epoch from received_at - occurred_at)), 0) as value from prospect_events
                where occurred_at > now() - interval '1 day' and received_at > now() - interval '1 minute'`,
          ),
        },
      ],
    );
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
    const jobCounts = async (where: ReturnType<typeof sql>) =>
      (
        await rowsOf<{ queue: string; value: number }>(
          db,
          sql`select kind as queue, count(*)::int as value from jobs where ${where} group by kind`,
        )
      ).map(({ queue, value }) => ({ labels: { queue }, value }));
    databaseGauge(
      registry,
      'showroom_job_queue_depth',
      'Jobs due and waiting for a worker, per queue (job kind).',
      ['queue'],
      () => jobCounts(sql`state = 'queued' and run_at <= now()`),
    );
    databaseGauge(registry, 'showroom_jobs_running', 'Jobs a worker holds, per queue.', ['queue'], () =>
      jobCounts(sql`state = 'running'`),
    );
    databaseGauge(
      registry,
      'showroom_jobs_failed',
      'Jobs out of attempts, per queue, kept for JOBS_KEEP_FAILED_DAYS.',
      ['queue'],
      () => jobCounts(sql`state = 'failed'`),
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
  { name: 'metrics', dependencies: ['db'] },
);
