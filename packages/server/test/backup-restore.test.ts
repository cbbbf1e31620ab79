import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { type Database, openDatabase, rowsOf } from '../src/db/database.ts';
import { pageRelationships, pages, widgets } from '../src/db/schema.ts';
import { seed } from '../src/db/seed.ts';
import { createPostgresDatabase } from './support/databases.ts';
import { testConfig } from './support/fixtures.ts';

const run = promisify(execFile);

/**
 * Backup and restore (issue 28 §4; docs/operations.md, "Backup and restore"), on PostgreSQL as an
 * operator does it: the sample company with its weeks of analytics, a `pg_dump -Fc` taken while
 * the server runs, `pg_restore` into a fresh database, and a server on that database answering
 * the same charts. PostgreSQL is the run's server (DATABASE_URL) or the local one on 5432, which
 * `npm test` uses too (scripts/test.mjs): this suite has no PGlite twin (PGlite's backup is a
 * copy of its stopped data folder) and is never skipped.
 */
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

describe('backup and restore on PostgreSQL: pg_dump -Fc, pg_restore into a fresh database', () => {
  const dropLater: (() => Promise<void>)[] = [];
  const closeLater: (() => Promise<void>)[] = [];
  let dataDir: string;
  let config: Config;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-backup-'));
  });
  afterAll(async () => {
    for (const close of closeLater.reverse()) await close().catch(() => {});
    for (const drop of dropLater) await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A server (app host) on `database`, as main.ts builds it, closed after the suite. */
  const serve = async (database: Database) => {
    const app = buildApp({ config, database, logger: false });
    closeLater.push(() => app.close());
    await app.ready();
    return app;
  };

  const signIn = async (app: FastifyInstance, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/web/login',
      payload: { username: 'rep@acme.example', password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().payload.token as string;
  };

  /** What each chart call answers, body as sent, for a signed-in rep of the sample company. */
  const readCharts = async (app: FastifyInstance, token: string, urls: string[]) => {
    const answers: Record<string, unknown> = {};
    for (const url of urls) {
      const response = await app.inject({ url, headers: { token } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      answers[url] = response.json();
    }
    return answers;
  };

  const migrationsOf = (database: Database) =>
    rowsOf<{ hash: string }>(database.db, sql`select hash from drizzle.__drizzle_migrations order by id`);

  it('a server on the restored database answers the same charts, and the same sign-in works', {
    timeout: 300_000,
  }, async () => {
    // The running deployment: a migrated database, seeded with the sample company (its demos are
    // made and processed by ffmpeg; its analytics stored by the ingest's writer with their rollups).
    const source = await createPostgresDatabase(serverUrl);
    dropLater.push(source.drop);
    const live = await openDatabase({ databaseUrl: source.url });
    closeLater.push(() => live.close());
    await live.prepare();
    config = testConfig({ dataDir, media: { dir: path.join(dataDir, 'media') } });
    const seeded = await seed(live.db, {
      dataDir,
      secretKey: config.secretKey,
      media: config.media,
    });
    expect(seeded.seeded).toBe(true);
    const liveApp = await serve(live);
    const token = await signIn(liveApp, seeded.password!);

    // Which charts: every widget's and page's, over the whole of the sample's weeks, with the
    // range written out so both reads ask for the same days whenever they run.
    const today = new Date().toISOString().slice(0, 10);
    const range = `startDate=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}&endDate=${today}`;
    const sample = await live.db
      .select({ id: widgets.id, kind: widgets.kind, companyId: widgets.companyId })
      .from(widgets);
    const companyId = sample[0]!.companyId;
    const sampledPages = await live.db.select({ id: pages.id }).from(pages);
    const links = await live.db
      .select({ pageId: pageRelationships.pageId, prospectId: pageRelationships.prospectId })
      .from(pageRelationships);
    expect(sample.length).toBe(4);
    expect(sampledPages.length).toBe(3);
    const urls = [
      `/web/analytic/page/${companyId}?${range}`,
      `/web/analytic/prospect/${companyId}?${range}`,
      `/web/salesrep/${companyId}/prospect`,
      `/web/analytic/duration/?companyId=${companyId}&${range}`,
      ...sample.flatMap((widget) => [
        `/web/analytic/widget/render/${companyId}?widgetID=${widget.id}&${range}`,
        `/web/analytic/widget/views/${companyId}?widgetID=${widget.id}&${range}`,
        `/web/analytic/widget/CTA/?widgetID=${widget.id}&${range}`,
        widget.kind === 'cyoa'
          ? `/web/analytic/widget/cyoa/?widgetID=${widget.id}&${range}`
          : `/web/analytic/widget/demo/duration?widgetID=${widget.id}&${range}`,
      ]),
      ...links.flatMap((link) =>
        link.prospectId ? [`/web/analytic/page/views/${link.pageId}/${link.prospectId}?${range}`] : [],
      ),
    ];
    const before = await readCharts(liveApp, token, urls);
    // The charts hold the sample's events, not empty answers that any database would give.
    const [events] = await rowsOf<{ n: number }>(
      live.db,
      sql`select count(*)::int as n from prospect_events`,
    );
    expect(events!.n).toBeGreaterThan(300);
    const renders = sample.map(
      (widget) =>
        (
          before[`/web/analytic/widget/render/${companyId}?widgetID=${widget.id}&${range}`] as {
            payload: { totals: { renders: number } };
          }
        ).payload.totals.renders,
    );
    expect(renders.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
    const migrations = await migrationsOf(live);

    // The backup, taken while the server runs (pg_dump reads one snapshot), in the custom format.
    const dump = path.join(dataDir, 'showroom.dump');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${source.url}`]);
    expect((await stat(dump)).size).toBeGreaterThan(0);
    // The deployment is lost: server and database gone before the restore begins.
    await liveApp.close();
    await live.close();
    await source.drop();

    // The restore: a fresh, empty database, then pg_restore, then a server on it as at any start.
    const target = await createPostgresDatabase(serverUrl);
    dropLater.push(target.drop);
    await run('pg_restore', ['--exit-on-error', '--no-owner', `--dbname=${target.url}`, dump]);
    const restored = await openDatabase({ databaseUrl: target.url });
    closeLater.push(() => restored.close());
    // Every migration came back with the data, so the start finds none to run.
    expect(await migrationsOf(restored)).toEqual(migrations);
    await restored.prepare();
    expect(await migrationsOf(restored)).toEqual(migrations);
    const restoredApp = await serve(restored);
    // The rep signs in with the same password (the hash came back), and the session works.
    const again = await signIn(restoredApp, seeded.password!);
    expect(await readCharts(restoredApp, again, urls)).toEqual(before);
  });
});
