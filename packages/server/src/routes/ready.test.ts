import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase, describeDatabases } from '../../test/support/databases.ts';
import { createAccount, testConfig } from '../../test/support/fixtures.ts';
import { closedPort, describePausedDatabase, timedGet } from '../../test/support/unavailable-services.ts';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { buildMediaApp } from '../media/app.ts';
import { serverVersion } from '../services/health.ts';

const ready = (app: FastifyInstance) => timedGet(app, '/web/ready');

/** Whatever the database, an app on `database` with `overrides`, its readiness asked once. */
async function readyOf(database: Database, overrides: Parameters<typeof testConfig>[0] = {}) {
  const app = buildApp({
    config: testConfig({ readyTimeoutMs: 1_000, ...overrides }),
    database,
    logger: false,
  });
  try {
    await app.ready();
    return await ready(app);
  } finally {
    await app.close();
  }
}

describeDatabases('GET /web/ready', (ctx) => {
  it('answers 200 with each check when the database, its schema and the media store are there', async () => {
    const { response } = await readyOf(ctx.database);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'success',
      payload: { ready: true, checks: { database: 'ok', schema: 'ok', storage: 'ok' } },
    });
  });

  it('answers 503 naming Redis, within its time, when REDIS_URL points at a closed port', async () => {
    const { response, ms } = await readyOf(ctx.database, {
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
    });
    expect(response.statusCode).toBe(503);
    const body = response.json();
    // Only Redis is named: the database, its schema and the store answered.
    expect(body.message).toMatch(/^Not ready: redis \([^)]*ECONNREFUSED[^)]*\)$/);
    expect(ms).toBeLessThan(1_500);
  });

  it('answers a sign-in 503, not 500, when Redis (REDIS_URL) does not answer', async () => {
    const redisUrl = `redis://127.0.0.1:${await closedPort()}`;
    const app = buildApp({ config: testConfig({ redisUrl }), database: ctx.database, logger: false });
    try {
      await app.ready();
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/web/login',
        payload: { username: 'someone@example.com', password: 'Whatever-1!' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        payload: null,
        message: 'Service unavailable, try again shortly',
      });
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the schema on a database that was never migrated', async () => {
    const created =
      ctx.target === 'postgres' ? await createPostgresDatabase(process.env.DATABASE_URL!) : undefined;
    const empty = await openDatabase(created ? { databaseUrl: created.url } : { pgliteDir: 'memory://' });
    try {
      const { response } = await readyOf(empty);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        message: 'Not ready: schema (not migrated (no migrations applied))',
        payload: null,
      });
    } finally {
      await empty.close();
      await created?.drop();
    }
  });

  it("answers 503 naming the schema when the build's latest migration is not applied", async () => {
    const created =
      ctx.target === 'postgres'
        ? await createPostgresDatabase(process.env.DATABASE_URL!, inject('postgresTemplate'))
        : undefined;
    const behind = await openDatabase(created ? { databaseUrl: created.url } : { pgliteDir: 'memory://' });
    try {
      await behind.prepare();
      const [{ applied }] = (
        (await behind.db.execute(
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        )) as unknown as {
          rows: { applied: number }[];
        }
      ).rows as [{ applied: number }];
      // As if this build were one migration newer than the database.
      await behind.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const { response } = await readyOf(behind);
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        `Not ready: schema (1 of ${applied} migrations not applied (${applied - 1} applied))`,
      );
    } finally {
      await behind.close();
      await created?.drop();
    }
  });
});

describe('GET /health on the media origin', () => {
  it('answers 200 when its store is reachable and 503 when the media folder cannot be made', async () => {
    const config = testConfig({ readyTimeoutMs: 1_000 });
    const healthOf = async (media: typeof config.media) => {
      const app = buildMediaApp({ config: { ...config, media }, logger: false });
      try {
        return await app.inject({ method: 'GET', url: '/health' });
      } finally {
        await app.close();
      }
    };
    const up = await healthOf(config.media);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'success', payload: { storage: 'ok', version: serverVersion } });
    // A media folder under a file: it can never be made.
    const down = await healthOf({ ...config.media, dir: '/dev/null/media' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'error', payload: null, message: 'Media store unavailable' });
  });
});

// A paused PostgreSQL needs PostgreSQL (DATABASE_URL); PGlite runs in this process.
describePausedDatabase(
  'a database that stops answering',
  (database, config) => {
    const app = buildApp({ config, database, logger: false });
    // Outside /web on purpose (app.test.ts forbids /web routes outside the contract).
    app.get('/slow', async () => {
      await database.db.execute(sql`select pg_sleep(3)`);
      return 'done';
    });
    // Drizzle's transaction asks the pool for a connection itself: its errors come unwrapped.
    app.get('/in-transaction', async () => {
      await database.db.transaction(async (tx) => tx.execute(sql`select 1`));
      return 'done';
    });
    return app;
  },
  (ctx) => {
    it('answers a statement over DATABASE_STATEMENT_TIMEOUT_MS 503 when the server cancels it', async () => {
      const started = performance.now();
      const response = await ctx.app.inject({ method: 'GET', url: '/slow' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Database unavailable, try again shortly');
      // PostgreSQL's own statement_timeout (1 s here), well before the 3 s the statement asks for.
      expect(performance.now() - started).toBeLessThan(2_500);
    });

    it('is not ready and refuses a sign-in with 503 within its timeouts, then is ready again', async () => {
      const account = await createAccount(ctx.database.db);
      const login = async () => {
        const started = performance.now();
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/web/login',
          payload: { username: account.email, password: account.password },
        });
        return { response, ms: performance.now() - started };
      };
      expect((await ready(ctx.app)).response.statusCode).toBe(200);
      expect((await login()).response.statusCode).toBe(200);

      ctx.proxy.pause();
      const paused = await ready(ctx.app);
      expect(paused.response.statusCode).toBe(503);
      expect(paused.response.json().message).toBe(
        'Not ready: database (no answer within 1000 ms), schema (no answer within 1000 ms)',
      );
      expect(paused.ms).toBeLessThan(1_800);
      // Liveness too is answered within READY_TIMEOUT_MS, not after the pool's statement limit.
      const startedHealth = performance.now();
      const health = await ctx.app.inject({ method: 'GET', url: '/web/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().message).toBe('Database unavailable');
      expect(performance.now() - startedHealth).toBeLessThan(1_800);

      // The pool gives up on the statement (statementMs, then a second for a server that does not
      // answer at all) or on a connection (connectMs): a 503 that says why, not a hang.
      const refused = await login();
      expect(refused.response.statusCode).toBe(503);
      expect(refused.response.json()).toEqual({
        status: 'error',
        payload: null,
        message: 'Database unavailable, try again shortly',
      });
      expect(refused.ms).toBeLessThan(4_000);

      ctx.proxy.resume();
      expect((await ready(ctx.app)).response.statusCode).toBe(200);
      expect((await login()).response.statusCode).toBe(200);
    });

    it('answers 503 at once when the database refuses connections', async () => {
      // Its address no longer listens: every new connection is refused.
      await ctx.proxy.close();
      const account = await createAccount(ctx.database.db).catch(() => undefined);
      expect(account).toBeUndefined();
      const notReady = await ready(ctx.app);
      expect(notReady.response.statusCode).toBe(503);
      expect(notReady.response.json().message).toMatch(/^Not ready: database \([^)]*ECONNREFUSED/);
      const started = performance.now();
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/web/login',
        payload: { username: 'someone@example.com', password: 'Whatever-1!' },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('Database unavailable, try again shortly');
      expect(performance.now() - started).toBeLessThan(1_000);
      const inTransaction = await ctx.app.inject({ method: 'GET', url: '/in-transaction' });
      expect(inTransaction.statusCode).toBe(503);
      expect(inTransaction.json().message).toBe('Database unavailable, try again shortly');
    });
  },
);
