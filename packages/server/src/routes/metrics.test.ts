import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { eventsFor, widgetOf } from '../../test/support/events.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { buildAudienceApp } from '../audience/app.ts';
import { rowsOf } from '../db/database.ts';
import { createJobQueue, PermanentJobError } from '../jobs/queue.ts';
import { configuredStorage } from '../services/configured-storage.ts';

const token = 'metrics-test-token-0123456789';

/**
 * A sample's value in a scrape, 0 when the series is not there yet. The figures are the process's
 * (every app of a test file adds to them), so tests compare a scrape with an earlier one.
 */
const sampleOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

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
    // One job of the queue failed for good by a worker of its own, then two waiting for one.
    const failing = createJobQueue(ctx.db);
    failing.register(queue, async () => {
      throw new PermanentJobError('Not a video');
    });
    const failed = await failing.enqueue(queue, {});
    expect(await failing.runDue()).toBe(1);
    await failing.stop();
    expect(await app.jobs.state(failed)).toMatchObject({ state: 'failed' });
    await app.jobs.enqueue(queue, {});
    await app.jobs.enqueue(queue, {});
    const health =
      'showroom_http_request_duration_seconds_count{host="app",method="GET",route="/web/health",status_code="200"}';
    const before = (await scrape(`Bearer ${token}`)).body;
    // Through a route with a parameter: the pattern is the label, never the address.
    await app.inject({ method: 'GET', url: '/web/health' });
    await app.inject({ method: 'GET', url: '/web/login/not-a-real-session-token-at-all' });

    const response = await scrape(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = response.body;
    for (const family of [
      'showroom_http_request_duration_seconds histogram',
      'showroom_events_stored_total counter',
      'showroom_event_ingest_lag_seconds histogram',
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
    expect(sampleOf(text, health)).toBe(sampleOf(before, health) + 1);
    const login =
      /showroom_http_request_duration_seconds_count\{host="app",method="GET",route="\/web\/login\/:token",status_code="(\d{3})"\}/.exec(
        text,
      );
    expect(login).not.toBeNull();
    expect(text).not.toContain('not-a-real-session-token');
    expect(text).toContain(`showroom_job_queue_depth{queue="${queue}"} 2\n`);
    expect(text).toContain(`showroom_jobs_failed{queue="${queue}"} 1\n`);
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

  it('counts the events the audience host stores, once each, and how late they came', async () => {
    const audience = buildAudienceApp({ config: testConfig(), database: ctx.database, logger: false });
    try {
      await audience.ready();
      const widget = await widgetOf(ctx.db, { kind: 'cyoa' });
      // As a frame sends them: 4 that happened 90 s ago, then 3 of them again (a retry) and 2 new ones.
      const sentAt = Date.now() - 90_000;
      const events = eventsFor(widget, 6).map((event, i) => ({ ...event, at: sentAt + i }));
      const send = (batch: typeof events) =>
        audience.inject({
          method: 'POST',
          url: '/events',
          remoteAddress: '10.9.0.1',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ events: batch }),
        });
      const stored = 'showroom_events_stored_total';
      const lagCount = 'showroom_event_ingest_lag_seconds_count';
      const within60 = 'showroom_event_ingest_lag_seconds_bucket{le="60"}';
      const within300 = 'showroom_event_ingest_lag_seconds_bucket{le="300"}';
      const events200 =
        'showroom_http_request_duration_seconds_count{host="audience",method="POST",route="/events",status_code="200"}';
      const before = (await scrape(`Bearer ${token}`)).body;

      const first = await send(events.slice(0, 4));
      expect(first.json()).toEqual({ status: 'success', payload: { accepted: 4, duplicates: 0 } });
      const second = await send(events.slice(1, 6));
      expect(second.json()).toEqual({ status: 'success', payload: { accepted: 2, duplicates: 3 } });

      const after = (await scrape(`Bearer ${token}`)).body;
      const moved = (series: string) => sampleOf(after, series) - sampleOf(before, series);
      // The rows the database holds for the widget: what the counter must have moved by.
      const [{ held }] = (await rowsOf<{ held: number }>(
        ctx.db,
        sql`select count(*)::int as held from prospect_events where widget_id = ${widget.id}`,
      )) as [{ held: number }];
      expect(held).toBe(6);
      expect(moved(stored)).toBe(held);
      expect(moved(lagCount)).toBe(held);
      // 90 s late: over a minute, under five.
      expect(moved(within60)).toBe(0);
      expect(moved(within300)).toBe(held);
      // And the audience host's requests are in the same histogram as the app host's.
      expect(moved(events200)).toBe(2);
    } finally {
      await audience.close();
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
