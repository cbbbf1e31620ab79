import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { createPostgresDatabase, describeDatabases } from '../../test/support/databases.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { jobs } from '../db/schema.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions, PermanentJobError } from './queue.ts';
import { queueReadersContract } from './readers.contract.ts';
import { jobStore } from './store.ts';

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
const newKind = () => `test:${randomUUID()}`;

describeDatabases('the job queue', (ctx) => {
  const queues: JobQueue[] = [];
  const queue = (options: JobQueueOptions = {}, db = ctx.db) => {
    const created = createJobQueue(db, options);
    queues.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });

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
    // The database's clock set run_at 1.5 s ahead; allow for the two clocks' rounding.
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

  it('finishes a job whose worker died mid-run once its lease has ended, and ignores the dead worker after', async () => {
    const kind = newKind();
    const store = jobStore(ctx.db);
    const id = await queue().enqueue(kind, { video: 'a.webm' });
    // Worker A claims the job with a 1 s lease and dies: no renewal, no result.
    const [claimedByA] = await store.claim({ workerId: 'worker-a', kinds: [kind], limit: 1, leaseMs: 1000 });
    expect(claimedByA).toMatchObject({ id, state: 'running', lockedBy: 'worker-a', attempts: 1 });

    const b = queue({ workerId: 'worker-b' });
    const runs: { attempt: number; payload: unknown }[] = [];
    b.register(kind, async (job) => {
      runs.push({ attempt: job.attempt, payload: job.payload });
      await job.reportProgress(42);
    });
    // While A's lease holds, B cannot take it.
    expect(await b.runDue()).toBe(0);
    await until(async () => (await b.runDue()) > 0, "worker B took the job after A's lease");
    expect(runs).toEqual([{ attempt: 2, payload: { video: 'a.webm' } }]);
    expect(await b.state(id)).toEqual({ state: 'done', attempts: 2, lastError: '', progress: 42 });

    // A comes back to life: none of its writes lands, B's result stands.
    const a = { id, workerId: 'worker-a', attempt: 1 };
    expect(await store.complete(a)).toBe(false);
    expect(await store.fail(a, 'late')).toBe(false);
    expect(await store.retry(a, 'late', 0)).toBe(false);
    expect(await store.progress(a, 1)).toBe(false);
    expect(await b.state(id)).toEqual({ state: 'done', attempts: 2, lastError: '', progress: 42 });
  });

  it('fails a job whose worker died on its last attempt instead of running it once more', async () => {
    const kind = newKind();
    const store = jobStore(ctx.db);
    const id = await queue().enqueue(kind, {}, { maxAttempts: 1 });
    await store.claim({ workerId: 'worker-a', kinds: [kind], limit: 1, leaseMs: 300 });
    const b = queue();
    let calls = 0;
    b.register(kind, async () => {
      calls++;
    });
    await until(async () => (await b.runDue()) > 0, "worker B took the job after A's lease");
    expect(calls).toBe(0);
    expect(await b.state(id)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('keeps a job that outlives its lease by renewing it: no other worker takes it meanwhile', async () => {
    const kind = newKind();
    const a = queue({ leaseSeconds: 2, pollMs: 20 });
    const b = queue({ leaseSeconds: 2 });
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
    // Twice the lease: B keeps trying and never gets it.
    const tryUntil = Date.now() + 4000;
    while (Date.now() < tryUntil) {
      expect(await b.runDue()).toBe(0);
      await sleep(100);
    }
    release();
    await until(async () => (await a.state(id))?.state === 'done', 'A finished the job');
    expect(runs).toEqual(['a']);
  });

  it('aborts the handler and drops its result when another worker took the lease', async () => {
    const kind = newKind();
    const a = queue({ leaseSeconds: 0.6, pollMs: 20 });
    let aborted: unknown;
    a.register(kind, async ({ signal }) => {
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      aborted = signal.reason;
      throw new Error('stopped');
    });
    const id = await a.enqueue(kind, {});
    a.start();
    await until(async () => (await a.state(id))?.state === 'running', 'A runs the job');
    // Another worker holds it now (as after A stalled past its lease).
    await ctx.db
      .update(jobs)
      .set({ lockedBy: 'worker-thief', lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(jobs.id, id));
    await until(() => aborted !== undefined, "A's handler was aborted");
    expect((aborted as Error).message).toMatch(/lease was lost/);
    await sleep(100);
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'running', lockedBy: 'worker-thief', lastError: '' });
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
    const rows = await ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, kind));
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
    await expect(
      ctx.db.transaction(async (tx) => {
        await q.enqueue(kind, { n: 1 }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const id = await ctx.db.transaction((tx) => q.enqueue(kind, { n: 2 }, { tx }));
    const rows = await ctx.db
      .select({ id: jobs.id, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, kind));
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
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
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
      const a = queue({ workerId: 'racer-a', pollMs: 5, concurrency: 4 }, dbA);
      const b = queue({ workerId: 'racer-b', pollMs: 5, concurrency: 4 }, dbB);
      a.register(kind, handler('a'));
      b.register(kind, handler('b'));
      const ids: string[] = [];
      for (let i = 0; i < 50; i++) ids.push(await a.enqueue(kind, { i }));
      a.start();
      b.start();
      // runDue races the two pollers as well, on its own claims.
      await Promise.all([a.runDue(), b.runDue()]);
      await until(async () => {
        const done = await dbA
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.kind, kind), eq(jobs.state, 'done')));
        return done.length === 50;
      }, 'all 50 jobs are done');
      expect([...calls.keys()].sort()).toEqual([...ids].sort());
      expect([...calls.values()].every((count) => count === 1)).toBe(true);
      expect(byWorker.a + byWorker.b).toBe(50);
      const rows = await dbA.select().from(jobs).where(inArray(jobs.id, ids));
      expect(rows.every((row) => row.attempts === 1 && row.lockedBy === null)).toBe(true);
    } finally {
      await Promise.all(queues.splice(0).map((q) => q.stop()));
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

  queueReadersContract(queue, newKind, () => ctx.db);
});
