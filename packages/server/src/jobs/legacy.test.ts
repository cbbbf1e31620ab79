import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { jobs } from '../db/schema.ts';
import { bossJobs } from './boss-store.ts';
import { cleanupKind } from './cleanup.ts';
import { copyLegacyJobs } from './legacy.ts';
import { createJobQueue, type JobContext, type JobQueue, recurringKey } from './queue.ts';

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const HOUR = 3_600_000;

describeDatabases('the jobs of the old jobs table (ADR 0019)', (ctx) => {
  const apps: FastifyInstance[] = [];
  const queues: JobQueue[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  });
  const start = async () => {
    const app = buildApp({
      config: testConfig({
        jobs: { ...testConfig().jobs, worker: true, pollMs: 50, leaseSeconds: 10 },
      }),
      database: ctx.database,
      logger: false,
    });
    apps.push(app);
    await app.ready();
    return app;
  };

  /** What the old release left: its worker died with one job running; others wait, or are over. */
  const leftByTheOldRelease = async (kind: string) => {
    const rows = await ctx.db
      .insert(jobs)
      .values([
        // Waiting for its third attempt: two were spent.
        { kind, payload: { n: 1 }, state: 'queued', attempts: 2, maxAttempts: 5, lastError: 'flaky' },
        // Its worker went with the old release in the middle of its only attempt: its lease ended.
        {
          kind,
          payload: { n: 2 },
          state: 'running',
          attempts: 1,
          maxAttempts: 1,
          lockedBy: 'old-worker',
          lockedUntil: new Date(Date.now() - 1000),
          singletonKey: `media:${randomUUID()}`,
        },
        // Due in an hour.
        { kind, payload: { n: 3 }, state: 'queued', runAt: new Date(Date.now() + HOUR) },
        // Over: not copied.
        { kind, payload: { n: 4 }, state: 'done', attempts: 1 },
        { kind, payload: { n: 5 }, state: 'failed', attempts: 5, lastError: 'Not a video' },
        // A server of the old release still runs it (a rolling upgrade): its lease holds, left to it.
        {
          kind,
          payload: { n: 6 },
          state: 'running',
          attempts: 1,
          lockedBy: 'old-worker-alive',
          lockedUntil: new Date(Date.now() + HOUR),
        },
      ])
      .returning({ id: jobs.id });
    return rows.map((row) => row.id);
  };

  it('queues the waiting and running jobs on pg-boss at start, each worked once; a second start copies nothing twice', async () => {
    const kind = `legacy.${randomUUID()}`;
    const [retrying, interrupted, later, done, failed, stillRunning] = await leftByTheOldRelease(kind);
    // The old queue's next cleanup run: a pg-boss schedule now, so not copied.
    const [oldCleanup] = await ctx.db
      .insert(jobs)
      .values({
        kind: cleanupKind,
        singletonKey: recurringKey(cleanupKind),
        runAt: new Date(Date.now() + HOUR),
      })
      .returning({ id: jobs.id });

    const first = await start();
    const copies = await ctx.db
      .select({ id: bossJobs.id, startAfter: bossJobs.startAfter })
      .from(bossJobs)
      .where(eq(bossJobs.name, kind));
    expect(copies.map((copy) => copy.id).sort()).toEqual([retrying, interrupted, later].sort());
    expect(await first.jobs.job(retrying!)).toEqual({
      kind,
      payload: { n: 1 },
      state: 'queued',
      attempts: 0,
      lastError: '',
      progress: 0,
    });
    expect(await first.jobs.state(interrupted!)).toMatchObject({ state: 'queued', attempts: 0 });
    const laterCopy = copies.find((copy) => copy.id === later)!;
    expect(laterCopy.startAfter.getTime()).toBeGreaterThan(Date.now() + 0.9 * HOUR);
    expect(await first.jobs.job(oldCleanup!.id)).toBeUndefined();
    // The old table keeps its rows, marked over, until it is dropped a release later.
    const old = await ctx.db
      .select({ id: jobs.id, state: jobs.state })
      .from(jobs)
      .where(
        inArray(jobs.id, [retrying!, interrupted!, later!, done!, failed!, stillRunning!, oldCleanup!.id]),
      );
    expect(new Map(old.map((row) => [row.id, row.state]))).toEqual(
      new Map([
        [retrying, 'done'],
        [interrupted, 'done'],
        [later, 'done'],
        [done, 'done'],
        [failed, 'failed'],
        [stillRunning, 'running'],
        [oldCleanup!.id, 'done'],
      ]),
    );

    // The worker runs the due ones, with the attempts they had left.
    const runs: Pick<JobContext<unknown>, 'id' | 'payload' | 'attempt' | 'maxAttempts'>[] = [];
    first.jobs.register(kind, async ({ id, payload, attempt, maxAttempts }) => {
      runs.push({ id, payload, attempt, maxAttempts });
    });
    await until(
      async () =>
        (await first.jobs.state(retrying!))?.state === 'done' &&
        (await first.jobs.state(interrupted!))?.state === 'done',
      'the copied jobs ran',
    );
    await first.close();

    // A second start (or a second process) finds nothing left to copy.
    const second = await start();
    second.jobs.register(kind, async ({ id, payload, attempt, maxAttempts }) => {
      runs.push({ id, payload, attempt, maxAttempts });
    });
    expect(await copyLegacyJobs(ctx.db, second.jobs)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      await ctx.db.select({ id: bossJobs.id }).from(bossJobs).where(eq(bossJobs.name, kind)),
    ).toHaveLength(3);
    expect(runs.sort((a, b) => (a.payload as { n: number }).n - (b.payload as { n: number }).n)).toEqual([
      { id: retrying, payload: { n: 1 }, attempt: 1, maxAttempts: 3 },
      { id: interrupted, payload: { n: 2 }, attempt: 1, maxAttempts: 1 },
    ]);
    expect(await second.jobs.state(later!)).toMatchObject({ state: 'queued' });
  });

  it('copies each job once when two processes start at the same moment', async () => {
    const kind = `legacy.${randomUUID()}`;
    const [retrying, interrupted, later] = await leftByTheOldRelease(kind);
    const [a, b] = [createJobQueue(ctx.db, { worker: false }), createJobQueue(ctx.db, { worker: false })];
    queues.push(a, b);
    await Promise.all([a.prepare(), b.prepare()]);
    const copied = await Promise.all([copyLegacyJobs(ctx.db, a), copyLegacyJobs(ctx.db, b)]);
    expect(copied[0] + copied[1]).toBe(3);
    const copies = await ctx.db.select({ id: bossJobs.id }).from(bossJobs).where(eq(bossJobs.name, kind));
    expect(copies.map((copy) => copy.id).sort()).toEqual([retrying, interrupted, later].sort());
  });
});
