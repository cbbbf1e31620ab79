import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createPostgresDatabase, describeDatabases } from '../../test/support/databases.ts';
import { type Database, type Db, openDatabase } from '../db/database.ts';
import { everyRule } from './boss-queue.ts';
import { bossJobs, bossSchedules, jobAttempts, jobLastError, jobState, jobStore } from './boss-store.ts';
import { cleanupKind, registerCleanup } from './cleanup.ts';
import { createJobQueue, type JobQueueOptions, PermanentJobError, recurringKey } from './queue.ts';
import { queueReadersContract } from './readers.contract.ts';

/** Polls `check` until it holds: no timed assertion that a loaded two-core machine could miss. */
async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each test its own kind, so the queues of one test never claim another test's jobs. */
const newKind = () => `test.${randomUUID()}`;

describeDatabases('the job queue (pg-boss)', (ctx) => {
  /**
   * A queue that stops when the test that made it ends. A concurrent test passes its own
   * `onTestFinished`: Vitest's global one cannot tell which of the tests running at once asks.
   */
  const queue = (
    options: JobQueueOptions = {},
    {
      db = ctx.db,
      finished = onTestFinished,
    }: { db?: Db; finished?: (stop: () => Promise<void>) => void } = {},
  ) => {
    const created = createJobQueue(db, options);
    finished(() => created.stop());
    return created;
  };

  it('retries a failing job after its backoff, then finishes it', async () => {
    const kind = newKind();
    const backoffAsked: number[] = [];
    const q = queue({
      backoff: (attempt) => {
        backoffAsked.push(attempt);
        return 1500;
      },
    });
    const attempts: { attempt: number; payload: unknown; at: number }[] = [];
    q.register<{ n: number }>(kind, async (job) => {
      attempts.push({ attempt: job.attempt, payload: job.payload, at: Date.now() });
      if (job.attempt < 3) throw new Error(`flaky ${job.attempt}`);
    });
    const id = await q.enqueue(kind, { n: 7 }, { maxAttempts: 5 });
    expect(await q.state(id)).toEqual({ state: 'queued', attempts: 0, lastError: '', progress: 0 });

    expect(await q.runDue()).toBe(1);
    expect(await q.state(id)).toEqual({ state: 'queued', attempts: 1, lastError: 'flaky 1', progress: 0 });
    // Not due again before its backoff.
    expect(await q.runDue()).toBe(0);

    await until(async () => (await q.runDue()) > 0, 'the second attempt ran');
    await until(async () => (await q.runDue()) > 0, 'the third attempt ran');
    expect(await q.state(id)).toEqual({ state: 'done', attempts: 3, lastError: '', progress: 0 });
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(attempts.every((a) => (a.payload as { n: number }).n === 7)).toBe(true);
    expect(backoffAsked).toEqual([1, 2]);
    // pg-boss set start_after 2 s ahead (1.5 s in whole seconds); allow for the clocks' rounding.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1400);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1400);
  });

  it('fails a job at once, with its reason, on a PermanentJobError', async () => {
    const kind = newKind();
    const q = queue({ backoff: () => 0 });
    let calls = 0;
    q.register(kind, async () => {
      calls++;
      throw new PermanentJobError('The file is not a video');
    });
    const id = await q.enqueue(kind, {}, { maxAttempts: 5 });
    expect(await q.runDue()).toBe(1);
    expect(await q.runDue()).toBe(0);
    expect(calls).toBe(1);
    expect(await q.state(id)).toEqual({
      state: 'failed',
      attempts: 1,
      lastError: 'The file is not a video',
      progress: 0,
    });
  });

  it('fails a job that is out of attempts with the last error, telling the handler its last attempt', async () => {
    const kind = newKind();
    const q = queue({ backoff: () => 0 });
    const seen: { attempt: number; maxAttempts: number; isLastAttempt: boolean }[] = [];
    q.register(kind, async ({ attempt, maxAttempts, isLastAttempt }) => {
      seen.push({ attempt, maxAttempts, isLastAttempt });
      throw new Error(`boom ${attempt}`);
    });
    const id = await q.enqueue(kind, {}, { maxAttempts: 3 });
    await until(async () => {
      await q.runDue();
      return (await q.state(id))?.state === 'failed';
    }, 'the job failed');
    expect(seen).toEqual([
      { attempt: 1, maxAttempts: 3, isLastAttempt: false },
      { attempt: 2, maxAttempts: 3, isLastAttempt: false },
      { attempt: 3, maxAttempts: 3, isLastAttempt: true },
    ]);
    expect(await q.state(id)).toEqual({ state: 'failed', attempts: 3, lastError: 'boom 3', progress: 0 });
    expect(await q.runDue()).toBe(0);
  });

  /**
   * Worker A fetched the job and died: the row as pg-boss's fetch leaves it (active, started, its
   * heartbeat now), and nobody beats it again. No process is killed: on PGlite one process owns
   * the database; the replicas suite kills real ones on PostgreSQL.
   */
  const claimedByDeadWorker = async (id: string) => {
    const [claimed] = await ctx.db
      .update(bossJobs)
      .set({ state: 'active', startedOn: sql`now()`, heartbeatOn: sql`now()` } as never)
      .where(eq(bossJobs.id, id))
      .returning({ id: bossJobs.id, retryCount: bossJobs.retryCount });
    return claimed!;
  };

  // These three wait out a heartbeat (10 s, pg-boss's least) and use no CPU meanwhile, so they run
  // side by side: each has its own kind, and stops its own queues when it ends.
  describe.concurrent('past a heartbeat', () => {
    it('retries a job whose worker died after its heartbeat (seconds), not after the longest run, and ignores the dead worker after', async ({
      onTestFinished,
    }) => {
      const kind = newKind();
      const store = jobStore(ctx.db);
      // B's pg-boss monitor looks every second; the heartbeat is 10 s (pg-boss's least).
      const b = queue({ leaseSeconds: 10, superviseSeconds: 1 }, { finished: onTestFinished });
      const id = await b.enqueue(kind, { video: 'a.webm' });
      const a = await claimedByDeadWorker(id);
      const diedAt = Date.now();
      const runs: { attempt: number; payload: unknown; at: number }[] = [];
      b.register(kind, async (job) => {
        runs.push({ attempt: job.attempt, payload: job.payload, at: Date.now() });
        await job.reportProgress(42);
      });
      // While A's heartbeat is fresh, B cannot take it.
      expect(await b.runDue()).toBe(0);
      expect(await b.state(id)).toMatchObject({ state: 'running', attempts: 1 });
      await until(async () => (await b.runDue()) > 0, "worker B took the job after A's heartbeat stopped");
      expect(runs.map(({ attempt, payload }) => ({ attempt, payload }))).toEqual([
        { attempt: 2, payload: { video: 'a.webm' } },
      ]);
      // After the heartbeat (10 s), long before the ceiling of one run (12 hours).
      expect(runs[0]!.at - diedAt).toBeGreaterThanOrEqual(9_000);
      expect(runs[0]!.at - diedAt).toBeLessThan(25_000);
      expect(await b.state(id)).toEqual({ state: 'done', attempts: 2, lastError: '', progress: 42 });

      // A comes back to life: none of its writes lands, B's result stands.
      expect(await store.progress(a, 1)).toBe(false);
      expect(await store.release(a)).toBe(false);
      expect(await store.noMoreAttempts(a)).toBe(false);
      expect(await store.retryIn(a, 0)).toBe(false);
      expect(await b.state(id)).toEqual({ state: 'done', attempts: 2, lastError: '', progress: 42 });
    }, 40_000);

    it('fails a job whose worker died on its last attempt instead of running it once more', async ({
      onTestFinished,
    }) => {
      const kind = newKind();
      const b = queue({ leaseSeconds: 10, superviseSeconds: 1 }, { finished: onTestFinished });
      const id = await b.enqueue(kind, {}, { maxAttempts: 1 });
      await claimedByDeadWorker(id);
      let calls = 0;
      b.register(kind, async () => {
        calls++;
      });
      await until(
        async () => {
          await b.runDue();
          return (await b.state(id))?.state === 'failed';
        },
        'the monitor failed the job',
        30_000,
      );
      expect(calls).toBe(0);
      expect(await b.state(id)).toMatchObject({ state: 'failed', attempts: 1 });
    }, 40_000);

    it('keeps a job that outlives its lease by renewing it: no other worker takes it meanwhile', async ({
      onTestFinished,
    }) => {
      const kind = newKind();
      const a = queue({ leaseSeconds: 10, superviseSeconds: 1, pollMs: 20 }, { finished: onTestFinished });
      const b = queue({ leaseSeconds: 10, superviseSeconds: 1 }, { finished: onTestFinished });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const runs: string[] = [];
      a.register(kind, async () => {
        runs.push('a');
        await gate;
      });
      b.register(kind, async () => {
        runs.push('b');
      });
      const id = await a.enqueue(kind, {});
      a.start();
      await until(async () => (await a.state(id))?.state === 'running', 'A runs the job');
      // Past the heartbeat, with both monitors looking every second: B keeps trying and never gets it.
      const tryUntil = Date.now() + 13_000;
      while (Date.now() < tryUntil) {
        expect(await b.runDue()).toBe(0);
        await sleep(100);
      }
      release();
      await until(async () => (await a.state(id))?.state === 'done', 'A finished the job');
      expect(runs).toEqual(['a']);
    }, 40_000);
  });

  it('aborts the handler and drops its result when another worker took the lease', async () => {
    const kind = newKind();
    const a = queue({ leaseSeconds: 10, pollMs: 20 });
    let aborted: unknown;
    a.register(kind, async ({ signal }) => {
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      aborted = signal.reason;
      throw new Error('stopped');
    });
    const id = await a.enqueue(kind, {});
    a.start();
    await until(async () => (await a.state(id))?.state === 'running', 'A runs the job');
    // Another worker holds it now (as after A stalled past its heartbeat: the monitor retried it
    // and another worker fetched it, the next attempt).
    await ctx.db
      .update(bossJobs)
      .set({ retryCount: sql`${bossJobs.retryCount} + 1`, heartbeatOn: sql`now()` } as never)
      .where(eq(bossJobs.id, id));
    await until(() => aborted !== undefined, "A's heartbeat found the job gone and aborted the handler");
    expect((aborted as Error).message).toMatch(/lost to another worker/);
    await sleep(100);
    const [row] = await ctx.db
      .select({ state: jobState, attempts: jobAttempts, lastError: jobLastError })
      .from(bossJobs)
      .where(eq(bossJobs.id, id));
    expect(row).toEqual({ state: 'running', attempts: 2, lastError: '' });
  });

  it('hands a running job back when its worker stops, without counting the attempt', async () => {
    const kind = newKind();
    const a = queue({ pollMs: 20 });
    let started = false;
    a.register(kind, async ({ signal }) => {
      started = true;
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      throw signal.reason;
    });
    const id = await a.enqueue(kind, {});
    a.start();
    await until(() => started, 'A runs the job');
    await a.stop();
    expect(await a.state(id)).toMatchObject({ state: 'queued', attempts: 0 });

    const b = queue();
    const attempts: number[] = [];
    b.register(kind, async ({ attempt }) => {
      attempts.push(attempt);
    });
    expect(await b.runDue()).toBe(1);
    expect(attempts).toEqual([1]);
    expect(await b.state(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('dedupes by singleton key while the job is queued or running, and queues a new one after', async () => {
    const kind = newKind();
    const key = `media:${randomUUID()}`;
    const q = queue();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    q.register(kind, async () => {
      calls++;
      await gate;
    });
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => q.enqueue(kind, {}, { singletonKey: key })),
    );
    expect(new Set(ids).size).toBe(1);
    const id = ids[0]!;
    const rows = await ctx.db.select({ id: bossJobs.id }).from(bossJobs).where(eq(bossJobs.name, kind));
    expect(rows).toEqual([{ id }]);

    const running = q.runDue();
    await until(async () => (await q.state(id))?.state === 'running', 'the job runs');
    expect(await q.enqueue(kind, {}, { singletonKey: key })).toBe(id);
    release();
    expect(await running).toBe(1);
    expect(calls).toBe(1);

    const next = await q.enqueue(kind, {}, { singletonKey: key });
    expect(next).not.toBe(id);
    expect(await q.state(next)).toMatchObject({ state: 'queued' });
  });

  it("enqueues inside the caller's transaction: the job exists only if it commits", async () => {
    const kind = newKind();
    const q = queue();
    q.register(kind, async () => {});
    // The kind's queue exists before the transaction (on PGlite the transaction holds the one connection).
    await q.prepare();
    await expect(
      ctx.db.transaction(async (tx) => {
        await q.enqueue(kind, { n: 1 }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const id = await ctx.db.transaction((tx) => q.enqueue(kind, { n: 2 }, { tx }));
    const rows = await ctx.db
      .select({ id: bossJobs.id, payload: bossJobs.data })
      .from(bossJobs)
      .where(eq(bossJobs.name, kind));
    expect(rows).toEqual([{ id, payload: { n: 2 } }]);
    expect(await q.runDue()).toBe(1);
  });

  it('runs a job enqueued later at its time, and answers undefined for an unknown id', async () => {
    const kind = newKind();
    const q = queue({ pollMs: 20 });
    let ran = 0;
    q.register(kind, async () => {
      ran++;
    });
    const id = await q.enqueue(kind, {}, { runAt: new Date(Date.now() + 60 * 60_000) });
    expect(await q.runDue()).toBe(0);
    await ctx.db
      .update(bossJobs)
      .set({ startAfter: new Date(Date.now() - 1000) })
      .where(eq(bossJobs.id, id));
    q.start();
    await until(async () => (await q.state(id))?.state === 'done', 'the started worker ran it');
    expect(ran).toBe(1);
    expect(await q.state(randomUUID())).toBeUndefined();
    expect(await q.state('not-a-uuid')).toBeUndefined();
  });

  it('runs each of 50 jobs exactly once with two workers racing (two connections on PostgreSQL)', async () => {
    let second: Database | undefined;
    let first: Database | undefined;
    let drop: (() => Promise<void>) | undefined;
    // Stopped here, before their databases close.
    const stops: (() => Promise<void>)[] = [];
    const finished = (stop: () => Promise<void>) => void stops.push(stop);
    try {
      let dbA = ctx.db;
      let dbB = ctx.db;
      if (ctx.target === 'postgres') {
        // Two pools, as two server processes would have.
        const created = await createPostgresDatabase(process.env.DATABASE_URL!);
        drop = created.drop;
        first = await openDatabase({ databaseUrl: created.url });
        await first.prepare();
        second = await openDatabase({ databaseUrl: created.url });
        dbA = first.db;
        dbB = second.db;
      }
      const kind = newKind();
      const calls = new Map<string, number>();
      const byWorker = { a: 0, b: 0 };
      const handler = (worker: 'a' | 'b') => async (job: { id: string }) => {
        calls.set(job.id, (calls.get(job.id) ?? 0) + 1);
        byWorker[worker]++;
        await sleep(Math.random() * 15);
      };
      const a = queue({ workerId: 'racer-a', pollMs: 5, concurrency: 4 }, { db: dbA, finished });
      const b = queue({ workerId: 'racer-b', pollMs: 5, concurrency: 4 }, { db: dbB, finished });
      a.register(kind, handler('a'));
      b.register(kind, handler('b'));
      // Two processes starting together: on PostgreSQL a fresh database, where both install
      // pg-boss's schema at once (its advisory lock orders them; the loser finds it there).
      await Promise.all([a.prepare(), b.prepare()]);
      const ids: string[] = [];
      for (let i = 0; i < 50; i++) ids.push(await a.enqueue(kind, { i }));
      a.start();
      b.start();
      // runDue races the two pollers as well, on its own claims.
      await Promise.all([a.runDue(), b.runDue()]);
      await until(async () => {
        const done = await dbA
          .select({ id: bossJobs.id })
          .from(bossJobs)
          .where(and(eq(bossJobs.name, kind), eq(bossJobs.state, 'completed')));
        return done.length === 50;
      }, 'all 50 jobs are done');
      expect([...calls.keys()].sort()).toEqual([...ids].sort());
      expect([...calls.values()].every((count) => count === 1)).toBe(true);
      expect(byWorker.a + byWorker.b).toBe(50);
      const rows = await dbA
        .select({ state: jobState, attempts: jobAttempts })
        .from(bossJobs)
        .where(inArray(bossJobs.id, ids));
      expect(rows.every((row) => row.attempts === 1 && row.state === 'done')).toBe(true);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      await second?.close();
      await first?.close();
      await drop?.();
    }
  });

  it('shares the slots between companies: one company cannot hold every slot while another waits (issue 26.2)', async () => {
    const kind = newKind();
    const [a, b] = [randomUUID(), randomUUID()];
    const q = queue({ concurrency: 2, pollMs: 50 });
    const running: string[] = [];
    const releases = new Map<string, () => void>();
    q.register<{ companyId: string; name: string }>(kind, async (job) => {
      running.push(job.payload.name);
      await new Promise<void>((resolve) => releases.set(job.payload.name, resolve));
    });
    // Company A uploads three videos first (the attack's long jobs), then company B one.
    // A few ms apart: jobs due at the same instant may run in either order, and the test names the order.
    for (const name of ['a1', 'a2', 'a3']) {
      await q.enqueue(kind, { companyId: a, name });
      await sleep(5);
    }
    await sleep(20);
    await q.enqueue(kind, { companyId: b, name: 'b1' });
    q.start();
    await until(() => running.length === 2, 'two jobs run');
    // Without fairness a1 and a2 (the oldest) would take both slots and b1 would wait behind a3.
    expect(running.sort()).toEqual(['a1', 'b1']);
    // B is done: the free slot goes to A (nobody else waits), and then the last one too.
    releases.get('b1')!();
    await until(() => running.length === 3, 'a second job of A runs');
    expect(running[2]).toBe('a2');
    releases.get('a1')!();
    await until(() => running.length === 4, 'the third job of A runs');
    expect(running[3]).toBe('a3');
    // A holds both slots now; B's next job takes the first one that frees, ahead of A's next.
    await q.enqueue(kind, { companyId: a, name: 'a4' });
    await sleep(20);
    await q.enqueue(kind, { companyId: b, name: 'b2' });
    releases.get('a2')!();
    await until(() => running.length === 5, 'a fifth job runs');
    expect(running[4]).toBe('b2');
    for (const name of ['a3', 'b2']) releases.get(name)!();
    await until(() => running.length === 6, 'the last job runs');
    releases.get('a4')!();
  });

  it('makes the recurring cleanup one pg-boss schedule however many processes start, which queues a run each interval', async () => {
    // Every minute, the shortest interval; pg-boss looks at its schedules every second here.
    const cleanupQueue = () => {
      const q = queue({ scheduleCheckSeconds: 1 });
      registerCleanup(q, ctx.db, {
        loginWindowSeconds: 900,
        keepDoneDays: 7,
        keepFailedDays: 30,
        everyMs: 60_000,
      });
      return q;
    };
    const [first, second] = [cleanupQueue(), cleanupQueue()];
    await Promise.all([first.scheduleRecurring(), second.scheduleRecurring(), first.scheduleRecurring()]);
    const schedules = await ctx.db.select().from(bossSchedules).where(eq(bossSchedules.name, cleanupKind));
    expect(schedules).toEqual([{ name: cleanupKind, key: '', cron: 'FREQ=MINUTELY;INTERVAL=1' }]);
    // Not due yet: the schedule queues nothing before its time.
    expect(await first.runDue()).toBe(0);

    // The schedules run where a worker runs: within the minute, pg-boss queues one run, keyed so
    // that a run still waiting is not queued twice, and the worker runs it.
    first.start();
    const runs = async () =>
      ctx.db
        .select({ key: bossJobs.singletonKey, state: jobState, attempts: jobAttempts })
        .from(bossJobs)
        .where(eq(bossJobs.name, cleanupKind));
    await until(
      async () => (await runs()).some((run) => run.state === 'done'),
      'the scheduled cleanup ran',
      75_000,
    );
    expect(await runs()).toEqual([{ key: recurringKey(cleanupKind), state: 'done', attempts: 1 }]);
    // The interval in whole minutes, at least one.
    expect([everyRule(3_600_000), everyRule(1000), everyRule(90_000)]).toEqual([
      'FREQ=MINUTELY;INTERVAL=60',
      'FREQ=MINUTELY;INTERVAL=1',
      'FREQ=MINUTELY;INTERVAL=2',
    ]);
  }, 90_000);

  it('refuses a transactional enqueue of a kind whose queue is not ready, rather than wait on the transaction', async () => {
    const kind = newKind();
    const q = queue();
    await q.prepare();
    await expect(ctx.db.transaction((tx) => q.enqueue(kind, {}, { tx }))).rejects.toThrow(
      /queue is not ready/,
    );
    // Outside a transaction the queue is made on the way.
    const id = await q.enqueue(kind, { n: 1 });
    expect(await q.state(id)).toEqual({ state: 'queued', attempts: 0, lastError: '', progress: 0 });
  });

  queueReadersContract(queue, newKind, () => ctx.db);
});
