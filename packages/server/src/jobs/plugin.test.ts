import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { bossSchedules } from './boss-store.ts';
import { cleanupKind } from './cleanup.ts';

const jobSettings = (worker: boolean): Config['jobs'] => ({
  worker,
  concurrency: 2,
  pollMs: 50,
  leaseSeconds: 10,
  cleanupIntervalMinutes: 60,
  keepDoneDays: 7,
  keepFailedDays: 30,
  leftoversIdleMinutes: 60,
});

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeDatabases('app.jobs', (ctx) => {
  const apps: FastifyInstance[] = [];
  const app = async (worker: boolean) => {
    const built = buildApp({
      config: testConfig({ jobs: jobSettings(worker) }),
      database: ctx.database,
      logger: false,
    });
    apps.push(built);
    await built.ready();
    return built;
  };
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((built) => built.close()));
  });

  it('runs jobs once the app is ready, schedules the cleanup, and stops with the app', async () => {
    const served = await app(true);
    const kind = `test.${randomUUID()}`;
    const payloads: unknown[] = [];
    served.jobs.register(kind, async ({ payload }) => {
      payloads.push(payload);
    });
    const id = await served.jobs.enqueue(kind, { recordingId: 'r-1' });
    await until(async () => (await served.jobs.state(id))?.state === 'done', 'the worker ran the job');
    expect(payloads).toEqual([{ recordingId: 'r-1' }]);
    // The cleanup is pg-boss's schedule, every JOBS_CLEANUP_INTERVAL_MINUTES (60).
    const cleanup = await ctx.db.select().from(bossSchedules).where(eq(bossSchedules.name, cleanupKind));
    expect(cleanup).toEqual([{ name: cleanupKind, key: '', cron: 'FREQ=MINUTELY;INTERVAL=60' }]);

    apps.splice(apps.indexOf(served), 1);
    await served.close();
    const after = await served.jobs.enqueue(kind, { recordingId: 'r-2' });
    expect(await served.jobs.runDue()).toBe(0);
    expect(await served.jobs.state(after)).toMatchObject({ state: 'queued' });
  });

  it('only enqueues with JOBS_WORKER=off; runDue still runs what is due', async () => {
    const servingOnly = await app(false);
    const kind = `test.${randomUUID()}`;
    let calls = 0;
    servingOnly.jobs.register(kind, async () => {
      calls++;
    });
    const id = await servingOnly.jobs.enqueue(kind, {});
    // Ten polls' worth of time: a running worker would have taken it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls).toBe(0);
    expect(await servingOnly.jobs.state(id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await servingOnly.jobs.runDue()).toBe(1);
    expect(await servingOnly.jobs.state(id)).toMatchObject({ state: 'done', attempts: 1 });
  });
});
