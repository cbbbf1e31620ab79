import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Config } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { createPostgresDatabase, targets } from './databases.ts';
import { testConfig } from './fixtures.ts';
import { pausableProxy } from './pausable-proxy.ts';

/**
 * What the health and readiness tests of both hosts (routes/ready.test.ts,
 * audience/routes/health.test.ts) need to see a dependency gone: a port nothing listens on, and a
 * PostgreSQL database that stops answering.
 */

/** A port nothing listens on: bound, then let go. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `GET url` on `app`, and how long its answer took. */
export const timedGet = async (app: FastifyInstance, url: string) => {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url });
  return { response, ms: performance.now() - started };
};

/**
 * The pool's limits behind the paused database: a connection gives up after 500 ms, a statement
 * after 1 s. The app's READY_TIMEOUT_MS is 1 s too (`pausedDatabaseConfig`).
 */
export const pausedDatabaseTimeouts = { connectMs: 500, statementMs: 1_000 };

export type PausableProxy = Awaited<ReturnType<typeof pausableProxy>>;

/**
 * A copy of the run's migrated PostgreSQL template, opened through a pausable proxy with
 * `pausedDatabaseTimeouts`; `drop` removes the copy (after the database and the proxy are closed).
 */
export async function proxiedPostgresDatabase(onPoolError?: (error: Error) => void) {
  const created = await createPostgresDatabase(process.env.DATABASE_URL!, inject('postgresTemplate'));
  const direct = new URL(created.url);
  const proxy = await pausableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(created.url);
  proxied.host = `127.0.0.1:${proxy.port}`;
  const database = await openDatabase({
    databaseUrl: proxied.toString(),
    timeouts: pausedDatabaseTimeouts,
    onPoolError,
  });
  return { proxy, database, drop: created.drop };
}

export interface PausedDatabaseContext<App> {
  /** Between the app and PostgreSQL: `pause()` stops the answers, `resume()` delivers them. */
  readonly proxy: PausableProxy;
  /** Opened through the proxy with `pausedDatabaseTimeouts`, migrated. */
  readonly database: Database;
  /** Built by the suite's `build`, ready. */
  readonly app: App;
}

/**
 * Runs `suite`, named "[postgres] name", against an app (made by `build` from the database and a
 * config with READY_TIMEOUT_MS and the pool's limits of `pausedDatabaseTimeouts`) whose own
 * PostgreSQL database, a copy of the run's migrated template, is reached through a pausable proxy.
 * Only with DATABASE_URL: PGlite runs in this process and cannot be paused.
 */
export function describePausedDatabase<App extends FastifyInstance>(
  name: string,
  build: (database: Database, config: Config) => App,
  suite: (context: PausedDatabaseContext<App>) => void,
) {
  for (const target of targets().filter((candidate) => candidate === 'postgres')) {
    describe(`[${target}] ${name}`, () => {
      let proxy: PausableProxy | undefined;
      let database: Database | undefined;
      let drop: (() => Promise<void>) | undefined;
      let app: App | undefined;

      beforeAll(async () => {
        ({ proxy, database, drop } = await proxiedPostgresDatabase());
        await database.prepare();
        app = build(
          database,
          testConfig({ readyTimeoutMs: 1_000, databaseTimeouts: pausedDatabaseTimeouts }),
        );
        await app.ready();
      });
      afterAll(async () => {
        // What a paused test left held is delivered first, so the app and the pool can close.
        proxy?.resume();
        await app?.close();
        await database?.close();
        await proxy?.close();
        await drop?.();
      });

      const opened = <T>(value: T | undefined) => {
        if (value === undefined)
          throw new Error('the paused database opens in beforeAll; use it inside tests');
        return value;
      };
      suite({
        get proxy() {
          return opened(proxy);
        },
        get database() {
          return opened(database);
        },
        get app() {
          return opened(app);
        },
      });
    });
  }
}
