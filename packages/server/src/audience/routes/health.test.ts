import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase, describeDatabases } from '../../../test/support/databases.ts';
import { testConfig } from '../../../test/support/fixtures.ts';
import {
  closedPort,
  describePausedDatabase,
  timedGet as timed,
} from '../../../test/support/unavailable-services.ts';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { serverVersion } from '../../services/health.ts';
import { buildAudienceApp } from '../app.ts';

/** An audience host on `database` with `overrides`, asked `url` once. */
async function askAudience(
  database: Database,
  url: string,
  overrides: Parameters<typeof testConfig>[0] = {},
) {
  const audience = buildAudienceApp({
    config: testConfig({ readyTimeoutMs: 1_000, ...overrides }),
    database,
    logger: false,
  });
  try {
    await audience.ready();
    return await timed(audience, url);
  } finally {
    await audience.close();
  }
}

describeDatabases('the audience host: GET /health and GET /ready', (ctx) => {
  let audience: FastifyInstance;
  beforeAll(async () => {
    audience = buildAudienceApp({
      config: testConfig({ readyTimeoutMs: 1_000 }),
      database: ctx.database,
      logger: false,
    });
    await audience.ready();
  });
  afterAll(() => audience.close());

  it('is live and ready when the database and its schema are there', async () => {
    const health = (await timed(audience, '/health')).response;
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'success', payload: { database: 'ok', version: serverVersion } });
    const ready = (await timed(audience, '/ready')).response;
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      status: 'success',
      payload: { ready: true, checks: { database: 'ok', schema: 'ok' } },
    });
  });

  it('is not ready, naming Redis, within its time when REDIS_URL points at a closed port; still live', async () => {
    const redisUrl = `redis://127.0.0.1:${await closedPort()}`;
    const { response, ms } = await askAudience(ctx.database, '/ready', { redisUrl });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/^Not ready: redis \([^)]*ECONNREFUSED[^)]*\)$/);
    expect(ms).toBeLessThan(1_500);
    // Liveness is the process and its database: Redis is not its business.
    expect((await askAudience(ctx.database, '/health', { redisUrl })).response.statusCode).toBe(200);
  });

  it('is not ready, naming the schema, on a database that was never migrated', async () => {
    const created =
      ctx.target === 'postgres' ? await createPostgresDatabase(process.env.DATABASE_URL!) : undefined;
    const empty = await openDatabase(created ? { databaseUrl: created.url } : { pgliteDir: 'memory://' });
    try {
      const { response } = await askAudience(empty, '/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        payload: null,
        message: 'Not ready: schema (not migrated (no migrations applied))',
      });
    } finally {
      await empty.close();
      await created?.drop();
    }
  }, 120_000);

  it("counts its requests in the app host's latency histogram, by route pattern and status", async () => {
    const token = 'audience-metrics-token-0123456789';
    const app = buildApp({
      config: testConfig({ metricsToken: token }),
      database: ctx.database,
      logger: false,
    });
    const audience = buildAudienceApp({ config: testConfig(), database: ctx.database, logger: false });
    try {
      await Promise.all([app.ready(), audience.ready()]);
      const scrape = async () =>
        (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } }))
          .body;
      const countOf = (text: string, labels: string) => {
        const series = `showroom_http_request_duration_seconds_count{${labels}} `;
        const line = text.split('\n').find((candidate) => candidate.startsWith(series));
        return line === undefined ? 0 : Number(line.slice(series.length));
      };
      const ready200 = 'host="audience",method="GET",route="/ready",status_code="200"';
      const frame404 = 'host="audience",method="GET",route="/embed/:kind/:id",status_code="404"';
      const before = await scrape();
      expect((await audience.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      expect((await audience.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      // A widget that does not exist: the pattern is the label, never the id.
      const missing = '00000000-0000-4000-8000-00000000dead';
      expect((await audience.inject({ method: 'GET', url: `/embed/solo/${missing}` })).statusCode).toBe(404);
      const after = await scrape();
      expect(countOf(after, ready200) - countOf(before, ready200)).toBe(2);
      expect(countOf(after, frame404) - countOf(before, frame404)).toBe(1);
      expect(after).not.toContain(missing);
    } finally {
      await app.close();
    }
  }, 120_000);
});

// A paused PostgreSQL needs PostgreSQL (DATABASE_URL); PGlite runs in this process.
describePausedDatabase(
  'the audience host when the database stops answering',
  (database, config) => buildAudienceApp({ config, database, logger: false }),
  (ctx) => {
    it('answers health and readiness 503 within READY_TIMEOUT_MS, then 200 again once it answers', async () => {
      expect((await timed(ctx.app, '/health')).response.statusCode).toBe(200);
      expect((await timed(ctx.app, '/ready')).response.statusCode).toBe(200);

      ctx.proxy.pause();
      const health = await timed(ctx.app, '/health');
      expect(health.response.statusCode).toBe(503);
      expect(health.response.json()).toEqual({
        status: 'error',
        payload: null,
        message: 'Database unavailable',
      });
      expect(health.ms).toBeLessThan(1_800);
      const ready = await timed(ctx.app, '/ready');
      expect(ready.response.statusCode).toBe(503);
      // The schema's check either waits on a connection that no longer answers, or asks the pool
      // for one more, whose connection gives up first (DATABASE_CONNECT_TIMEOUT_MS, 500 ms here).
      expect(ready.response.json().message).toMatch(
        /^Not ready: database \(no answer within 1000 ms\), schema \((no answer within 1000 ms|timeout exceeded when trying to connect)\)$/,
      );
      expect(ready.ms).toBeLessThan(1_800);

      ctx.proxy.resume();
      expect((await timed(ctx.app, '/health')).response.statusCode).toBe(200);
      expect((await timed(ctx.app, '/ready')).response.statusCode).toBe(200);
      // What the paused statements were is gone with them: the database still answers.
      await ctx.database.db.execute(sql`select 1`);
    });
  },
);
