import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { createPostgresDatabase } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (a tarball), made once per run. */
    pgliteSnapshot: string;
    /** A migrated, empty PostgreSQL database to copy (when DATABASE_URL is set), made once per run. */
    postgresTemplate: string | undefined;
  }
}

/**
 * The server project's global setup: migrate one PGlite database and keep its data directory as
 * a file, and, with DATABASE_URL, one PostgreSQL database as a template. Each test file then
 * starts its databases from those (`describeDatabases`), which skips initdb and the migrations:
 * seconds per file, over seventy files, on a 2-core CI machine.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.prepare();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tarball = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `showroom-pglite-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteSnapshot', file);

  // The same for PostgreSQL: one migrated database that each test file's database copies
  // (CREATE DATABASE ... TEMPLATE), instead of running the migrations once per file.
  const template = process.env.DATABASE_URL
    ? await createPostgresDatabase(process.env.DATABASE_URL)
    : undefined;
  if (template) {
    const migrated = await openDatabase({ databaseUrl: template.url });
    await migrated.prepare();
    await migrated.close();
  }
  project.provide('postgresTemplate', template && new URL(template.url).pathname.slice(1));

  return async () => {
    await rm(file, { force: true });
    await template?.drop();
  };
}
