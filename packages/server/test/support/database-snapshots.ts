import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { prepareJobStore } from '../../src/jobs/queue.ts';
import { createPostgresDatabase } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (a gzipped tarball), made once per run. */
    pgliteSnapshot: string;
    /** A migrated, empty PostgreSQL database to copy (when DATABASE_URL is set), made once per run. */
    postgresTemplate: string | undefined;
  }
}

/**
 * The server project's global setup: migrate one PGlite database and keep its data directory as
 * a file, and, with DATABASE_URL, one PostgreSQL database as a template. Each test file then
 * starts its databases from those (`describeDatabases`), which skips initdb, the migrations and
 * pg-boss's install of its schema (0.6 to 2.5 s each): seconds per file, over seventy files, on a
 * 2-core CI machine.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await prepared(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // Gzipped, the 43 MB directory is 5 MB: each file's PGlite start then took 18% less CPU than from
  // the plain tarball (1.91 -> 1.56 s, means of six on a slow day).
  const tarball = await client.dumpDataDir('gzip');
  await database.close();
  const file = path.join(os.tmpdir(), `showroom-pglite-${process.pid}-${Date.now()}.tar.gz`);
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteSnapshot', file);

  // The same for PostgreSQL: one migrated database that each test file's database copies
  // (CREATE DATABASE ... TEMPLATE), instead of running the migrations once per file.
  // Not for a project whose tests run on PGlite only (server-s3 sets DATABASE_URL empty for them).
  const databaseUrl = project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  const template = databaseUrl ? await createPostgresDatabase(databaseUrl) : undefined;
  if (template) {
    await (await prepared(await openDatabase({ databaseUrl: template.url }))).close();
  }
  project.provide('postgresTemplate', template && new URL(template.url).pathname.slice(1));

  return async () => {
    await rm(file, { force: true });
    await template?.drop();
  };
}

/** Migrated, with pg-boss's schema installed (as the job queue's prepare() does at the app's start). */
async function prepared(database: Database): Promise<Database> {
  await database.prepare();
  await prepareJobStore(database.db);
  return database;
}
