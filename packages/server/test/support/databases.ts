import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type Database, type Db, openDatabase } from '../../src/db/database.ts';

export type Target = 'pglite' | 'postgres';

export interface DatabaseContext {
  readonly target: Target;
  /** Open and migrated in beforeAll; one per target per test file (PGlite takes seconds to open). */
  readonly database: Database;
  readonly db: Db;
}

/**
 * A test file's database holds a few accounts, and setting up PostgreSQL's default 128 MB buffer
 * pool was a good part of a PGlite start: with 16 MB one took 1.19 instead of 1.64 s of CPU (means of
 * six alternating starts from the run's snapshot, 2026-12-01).
 */
const testPgliteSettings = { shared_buffers: '16MB' };

/**
 * A test process's PGlite, emptied for each suite instead of a new one started from the run's
 * snapshot: a start cost 1.2 to 2 s of CPU, and a server run started over a hundred (issue 27 §6).
 * The suites of a process run one after another, so no two hold it at once.
 */
let processPglite: Promise<Database> | undefined;

/**
 * What the migrated snapshot holds: every table empty but the migrations' journal and pg-boss's
 * version (the only rows a migration writes), identities restarted, and the connection's session
 * as new (DISCARD ALL: settings, advisory locks, temporary tables, prepared statements).
 */
const asMigrated = sql.raw(`
  DO $$ BEGIN
    EXECUTE (
      SELECT 'TRUNCATE ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' RESTART IDENTITY CASCADE'
      FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle')
        AND (schemaname, tablename) <> ('pgboss', 'version')
    );
  END $$`);

async function emptyPglite(): Promise<Database> {
  processPglite ??= readFile(inject('pgliteSnapshot')).then((snapshot) =>
    openDatabase({
      pgliteDir: 'memory://',
      pgliteSnapshot: new Blob([snapshot]),
      pgliteSettings: testPgliteSettings,
    }),
  );
  const database = await processPglite;
  await database.db.execute(sql`DISCARD ALL`);
  await database.db.execute(asMigrated);
  return database;
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set (a fresh database per test file). */
export const targets = (): Target[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

/**
 * A new database on the server at `serverUrl`, and a way to drop it: empty, or a copy of
 * `template` (a database nobody is connected to, such as the run's migrated one).
 */
export async function createPostgresDatabase(serverUrl: string, template?: string) {
  const name = `showroom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name}${from}`);
        break;
      } catch (error) {
        // Two files copying the template at the same moment: PostgreSQL refuses the second while
        // the first holds it ('being accessed by other users'); it is free again in milliseconds.
        const busy = (error as { code?: string }).code === '55006';
        if (!busy || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Runs `suite` once per target, named "[pglite] name" and "[postgres] name", against a real,
 * migrated database: never a mock (CONVENTIONS.md); `only` runs it on one target, for checks of
 * what the server decides before a route's handler runs. Tests in a suite share the database, so
 * each makes its own accounts (testing/fixtures.ts) rather than counting rows.
 */
export function describeDatabases(
  name: string,
  suite: (context: DatabaseContext) => void,
  options: { only?: Target } = {},
) {
  for (const target of options.only ? [options.only] : targets()) {
    describe(`[${target}] ${name}`, () => {
      let database: Database | undefined;
      let drop: (() => Promise<void>) | undefined;

      beforeAll(async () => {
        if (target === 'postgres') {
          // A copy of the run's migrated template (database-snapshots.ts): prepare() finds nothing to do.
          const created = await createPostgresDatabase(process.env.DATABASE_URL!, inject('postgresTemplate'));
          drop = created.drop;
          database = await openDatabase({ databaseUrl: created.url });
        } else {
          // The process's PGlite, as the run's migrated snapshot was: prepare() finds nothing to do.
          database = await emptyPglite();
        }
        await database.prepare();
      });

      afterAll(async () => {
        // The process's PGlite stays open for the next suite.
        if (target === 'postgres') await database?.close();
        await drop?.();
      });

      const opened = () => {
        if (!database) throw new Error('the database opens in beforeAll; use it inside tests and hooks');
        return database;
      };
      suite({
        target,
        get database() {
          return opened();
        },
        get db() {
          return opened().db;
        },
      });
    });
  }
}
