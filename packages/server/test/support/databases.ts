import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type Database, type Db, openDatabase } from '../../src/db/database.ts';

export type Target = 'pglite' | 'postgres';

export interface DatabaseContext {
  readonly target: Target;
  /** Open and migrated in beforeAll; one per target per test file (PGlite takes seconds to open). */
  readonly database: Database;
  readonly db: Db;
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set (a fresh database per test file). */
export const targets = (): Target[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

/** A new, empty database on the server at `serverUrl`, and a way to drop it. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `showroom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
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
 * migrated database: never a mock (CONVENTIONS.md). Tests in a suite share the database, so
 * each makes its own accounts (testing/fixtures.ts) rather than counting rows.
 */
export function describeDatabases(name: string, suite: (context: DatabaseContext) => void) {
  for (const target of targets()) {
    describe(`[${target}] ${name}`, () => {
      let database: Database | undefined;
      let drop: (() => Promise<void>) | undefined;

      beforeAll(async () => {
        if (target === 'postgres') {
          const created = await createPostgresDatabase(process.env.DATABASE_URL!);
          drop = created.drop;
          database = await openDatabase({ databaseUrl: created.url });
        } else {
          database = await openDatabase({ pgliteDir: 'memory://' });
        }
        await database.prepare();
      });

      afterAll(async () => {
        await database?.close();
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
