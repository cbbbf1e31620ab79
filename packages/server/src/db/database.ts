import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { applyAnalyticsFunctions } from '../analytics/facts.ts';
import { type DatabaseTimeouts, defaultDatabaseTimeouts } from '../config.ts';
import * as schema from './schema.ts';

/** Drizzle over either driver: both are PgDatabase, so repositories never know which. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a raw query, typed by the caller (`T` says what its select list names): both drivers
 * answer `execute` with `{ rows }`, which Drizzle's shared type does not say. The one cast of it.
 */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The migrations this build ships (GET /web/ready compares the database's with them). */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs the migrations, then `afterMigrate` (the seed), as one critical section: on
   * PostgreSQL an advisory lock makes replicas that start together take turns, so two of
   * them never migrate or seed the same empty database at once.
   */
  prepare<T>(afterMigrate?: (db: Db) => Promise<T>): Promise<T | undefined>;
  /** Connections of the pool (metrics): PostgreSQL's pool; PGlite is one connection. */
  poolUse(): { total: number; idle?: number; waiting?: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... for PostgreSQL; otherwise PGlite at `pgliteDir`. */
  databaseUrl?: string | undefined;
  /** A directory, or 'memory://' (the default) for a database that lives in memory. */
  pgliteDir?: string | undefined;
  /**
   * A PGlite data directory (`dumpDataDir`'s tarball) to start from instead of an empty one: the
   * tests start each file's database from one migrated snapshot, which skips initdb and the
   * migrations (test/support/database-snapshots.ts).
   */
  pgliteSnapshot?: Blob | undefined;
  /**
   * PostgreSQL settings for PGlite's start (`shared_buffers: '16MB'`), on top of PGlite's own: the
   * tests start a small database per file, where a smaller buffer pool than PostgreSQL's default
   * makes each start cheaper (test/support/databases.ts).
   */
  pgliteSettings?: Record<string, string> | undefined;
  /** Errors of idle pooled connections (a restarted server); they must not crash the process. */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL: how long a connection and a statement may take (config.ts's defaults otherwise). */
  timeouts?: DatabaseTimeouts | undefined;
}

// Any fixed 64-bit number, the same in every replica: the key of the start-up advisory lock.
const STARTUP_LOCK_KEY = 7_316_485_020_114_233n;

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.timeouts ?? defaultDatabaseTimeouts, options.onPoolError)
    : openPglite(options.pgliteDir, options.pgliteSnapshot, options.pgliteSettings);
}

async function openPglite(
  dir = 'memory://',
  snapshot?: Blob,
  settings?: Record<string, string>,
): Promise<Database> {
  if (dir !== 'memory://') await mkdir(dir, { recursive: true });
  const client = await PGlite.create({
    ...(dir === 'memory://' ? {} : { dataDir: dir }),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    ...(settings
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
          ],
        }
      : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    async prepare(afterMigrate) {
      // PGlite is one connection owned by this process: nothing to race with.
      await migratePglite(db, { migrationsFolder });
      await applyAnalyticsFunctions(db);
      return afterMigrate?.(db);
    },
    poolUse: () => ({ total: 1 }),
    async close() {
      await client.close();
    },
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * pg's pool, with the connections a caller holds looked after too. The pool listens for the errors
 * of idle connections only: one that broke while held (the server gone in the middle of a
 * transaction) emitted an error nobody heard, which ended the process. And Drizzle's transaction
 * gives its connection back only once its BEGIN has succeeded: a BEGIN on a connection that had
 * just broken kept it out of the pool for good, and `end()` then waited for it forever. A held
 * connection that breaks now goes back to the pool at once (which drops it); the caller's query
 * fails with the error all the same, and its own release later does nothing.
 */
class HeldConnectionsPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // The pool's own query() asks with a callback, and looks after its connection itself.
    if (callback) return void super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('error', onError);
        release(error);
      };
      const onError = (error: Error) => {
        this.emit('error', error, client);
        releaseOnce(error);
      };
      client.on('error', onError);
      client.release = releaseOnce;
      return client;
    });
  }
}

async function openPostgres(
  connectionString: string,
  timeouts: DatabaseTimeouts,
  onPoolError?: (error: Error) => void,
): Promise<Database> {
  // Issue 28 §4: without limits, a database that stops answering (paused, a network that drops
  // packets) held every request for minutes. A connection (or a free one of the pool) is waited
  // for `connectMs`; a statement is cancelled by the server after `statementMs`, and given up by
  // the client a second later should the server itself not answer. The error handler answers 503.
  const pool = new HeldConnectionsPool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    ...(timeouts.statementMs > 0
      ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + 1_000 }
      : {}),
  });
  pool.on('error', (error) => onPoolError?.(error));
  const db = drizzlePg({ client: pool, schema });
  // Fail at start, with the driver's message, rather than on the first request.
  await pool.query('select 1');
  return {
    db,
    driver: 'postgres',
    async prepare(afterMigrate) {
      if (pool.ended) throw new Error('The database is closed');
      // A connection of its own, without the statement limit: a migration that backfills a large
      // table may take longer than any request should.
      const lockHolder = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectMs });
      await lockHolder.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
        try {
          // Migrations run on the connection that holds the lock; the seed may use the pool.
          await migratePg(drizzlePg({ client: lockHolder, schema }), { migrationsFolder });
          await applyAnalyticsFunctions(db);
          return await afterMigrate?.(db);
        } finally {
          await lockHolder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
        }
      } finally {
        await lockHolder.end();
      }
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
    },
  };
}
