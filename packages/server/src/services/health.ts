import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { Redis } from 'ioredis';
import packageJson from '../../package.json' with { type: 'json' };
import { type Db, migrationsFolder, rowsOf } from '../db/database.ts';

export const serverVersion: string = packageJson.version;

export async function checkDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The migrations this build ships, by the time drizzle records for each (its `created_at`). */
const shippedMigrations = readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
const latestShipped = Math.max(...shippedMigrations);

/**
 * Whether the database's schema is the one this build expects: drizzle records each migration it
 * applied (drizzle.__drizzle_migrations) and applies those newer than its latest record, so the
 * schema is current when its latest record is this build's latest migration or newer (a newer
 * replica migrated first, during a rolling upgrade). Throws, in words for an operator, when not.
 */
export async function checkSchema(db: Db): Promise<void> {
  let rows: { latest: string | null; applied: number }[];
  try {
    rows = await rowsOf(
      db,
      sql`select max(created_at)::text as latest, count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
  } catch (error) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: an empty database, never migrated.
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '42P01' || code === '3F000') throw new Error('not migrated (no migrations applied)');
    throw error;
  }
  const latest = Number(rows[0]?.latest ?? 0);
  if (latest < latestShipped) {
    const missing = shippedMigrations.filter((millis) => millis > latest).length;
    throw new Error(
      `${missing} of ${shippedMigrations.length} migrations not applied (${rows[0]?.applied ?? 0} applied)`,
    );
  }
}

/** PING to the Redis at `url` on a connection of its own, given up after `timeoutMs`. */
export async function checkRedis(url: string, timeoutMs: number): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // ioredis rejects connect() with 'Connection is closed.'; the socket's error says why.
  let cause: Error | undefined;
  redis.on('error', (error: Error) => {
    cause ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw cause ?? error;
  } finally {
    redis.disconnect();
  }
}

/** What each check of a readiness probe found: 'ok', or what is wrong. */
export type ReadinessChecks = Record<string, string>;

/**
 * Runs `checks` at once, each given up after `timeoutMs`; answers what each found and the names of
 * those that failed. A check that depends on another (the schema on the database) runs it itself.
 */
export async function readiness(
  checks: Record<string, () => Promise<void>>,
  timeoutMs: number,
): Promise<{ checks: ReadinessChecks; failed: string[] }> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([check(), timeout]);
        return [name, 'ok'] as const;
      } catch (error) {
        return [name, reasonOf(error)] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    checks: Object.fromEntries(results),
    failed: results.filter(([, result]) => result !== 'ok').map(([name]) => name),
  };
}

/**
 * An error's words for an operator, without values: a failed query's driver error (a query's own
 * text carries parameters), else the message or code; capped, as it goes into a reply.
 */
function reasonOf(error: unknown): string {
  const fields = error as {
    query?: unknown;
    cause?: { message?: string; code?: string };
    message?: string;
    code?: string;
  };
  const inner = typeof fields.query === 'string' && fields.cause ? fields.cause : fields;
  return String(inner.message || inner.code || error).slice(0, 200);
}

/** The node-postgres pool's own errors when the database does not answer in time or at all. */
const databaseGone = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Query read timeout',
];
/** SQLSTATEs of a database out of service: 57014 a statement cancelled by its timeout, 57P0x a
 * server shutting down or starting, 53300 too many connections, class 08 a connection failure. */
const databaseGoneCodes = /^(57014|57P0[1-3]|53300|08...)$/;
/** Socket errors of a service that is not there (refused, reset, unreachable). */
const socketGone = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE)$/;

/**
 * Which service a request's error says is unavailable (issue 28 §4): the database (the pool's
 * timeouts, a shut-down server) or Redis (ioredis giving up on a command), else undefined. The
 * error handler answers those 503, not 500: the request was fine, a dependency was not there.
 */
export function unavailableService(error: unknown): 'database' | 'redis' | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const fields = error as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    severity?: unknown;
    query?: unknown;
    cause?: unknown;
  };
  // Drizzle wraps a driver's error in one that names the query; the driver's is its cause.
  const driver =
    typeof fields.query === 'string' && fields.cause && typeof fields.cause === 'object'
      ? (fields.cause as typeof fields)
      : fields;
  const message = String(driver.message ?? '');
  const code = String(driver.code ?? '');
  // A driver's error: wrapped by Drizzle, or node-postgres's own (it carries a severity).
  const fromDatabase = driver !== fields || typeof fields.severity === 'string';
  if (databaseGone.includes(message)) return 'database';
  if (fromDatabase && (databaseGoneCodes.test(code) || socketGone.test(code))) return 'database';
  // A connection refused before any query was sent (Drizzle's transaction asks the pool for one
  // itself, unwrapped): node's own connect error. The server's dependencies that connect at request
  // time are the database and Redis (whose client reports its own errors, below), so it is the
  // database's.
  if ((driver as { syscall?: unknown }).syscall === 'connect' && socketGone.test(code)) return 'database';
  if (
    fields.name === 'MaxRetriesPerRequestError' ||
    message === 'Connection is closed.' ||
    message.startsWith("Stream isn't writeable and enableOfflineQueue options is false")
  )
    return 'redis';
  return undefined;
}
