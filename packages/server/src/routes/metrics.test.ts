import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { configuredStorage } from '../services/configured-storage.ts';

const token = 'metrics-test-token-0123456789';

describeDatabases('GET /metrics', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({ config: testConfig({ metricsToken: token }), database: ctx.database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  const scrape = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token, or with another, with 401', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${token}`]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('showroom_');
    }
  });

  it('serves every family in Prometheus text format, with a request in the latency histogram', async () => {
    const queue = `metrics-test-${randomUUID()}`;
    await ctx.db.execute(sql`insert into jobs (kind) values (${queue}), (${queue})`);
    await ctx.db.execute(sql`insert into jobs (kind, state) values (${queue}, 'failed')`);
    // Through a route with a parameter: the pattern is the label, never the address.
    await app.inject({ method: 'GET', url: '/web/health' });
    await app.inject({ method: 'GET', url: '/web/login/not-a-real-session-token-at-all' });

    const response = await scrape(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = response.body;
    for (const family of [
      'showroom_http_request_duration_seconds histogram',
      'showroom_events_stored_last_minute gauge',
      'showroom_event_ingest_lag_seconds gauge',
      'showroom_rollup_pending_events gauge',
      'showroom_rollup_lag_seconds gauge',
      'showroom_job_queue_depth gauge',
      'showroom_jobs_running gauge',
      'showroom_jobs_failed gauge',
      'showroom_storage_errors_total counter',
      'showroom_db_pool_connections gauge',
    ]) {
      expect(text).toContain(`# TYPE ${family}\n`);
    }
    expect(text).toContain(
      'showroom_http_request_duration_seconds_count{method="GET",route="/web/health",status_code="200"} 1\n',
    );
    expect(text).toMatch(
      /showroom_http_request_duration_seconds_count\{method="GET",route="\/web\/login\/:token",status_code="\d{3}"\} 1\n/,
    );
    expect(text).not.toContain('not-a-real-session-token');
    expect(text).toContain(`showroom_job_queue_depth{queue="${queue}"} 2\n`);
    expect(text).toContain(`showroom_jobs_failed{queue="${queue}"} 1\n`);
    expect(text).toContain('showroom_events_stored_last_minute 0\n');
    expect(text).toContain('showroom_rollup_pending_events 0\n');
    if (ctx.target === 'pglite') {
      // One connection, nothing to wait for: only the total is a fact.
      expect(text).toContain('showroom_db_pool_connections{state="total"} 1\n');
      expect(text).not.toContain('state="waiting"');
    } else {
      expect(text).toMatch(/showroom_db_pool_connections\{state="total"\} [1-9]\d*\n/);
      expect(text).toContain('showroom_db_pool_connections{state="waiting"} 0\n');
    }
  });
});

describeDatabases('GET /metrics: store errors', (ctx) => {
  it('counts the media store calls that failed, per operation', async () => {
    const app = buildApp({
      config: testConfig({ metricsToken: token }),
      database: ctx.database,
      logger: false,
    });
    try {
      await app.ready();
      const countOf = async () => {
        const text = (
          await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } })
        ).body;
        return Number(/showroom_storage_errors_total\{operation="check"\} (\d+)/.exec(text)?.[1] ?? 0);
      };
      const before = await countOf();
      // A media folder under a file: its check fails, twice.
      const broken = configuredStorage({ dir: '/dev/null/media', objectStore: undefined });
      await expect(broken.check()).rejects.toThrow(/not writable/);
      await expect(broken.check()).rejects.toThrow(/not writable/);
      expect(await countOf()).toBe(before + 2);
    } finally {
      await app.close();
    }
  });
});

describeDatabases('GET /metrics without METRICS_TOKEN', (ctx) => {
  it('is not there: 404', async () => {
    const app = buildApp({
      config: testConfig({ metricsToken: undefined }),
      database: ctx.database,
      logger: false,
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer anything-at-all-here' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Not found' });
    } finally {
      await app.close();
    }
  });
});
