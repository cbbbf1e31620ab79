/**
 * What the job queue answers its readers (ADR 0019): the callers outside src/jobs (a demo's
 * conversion progress, a bulk run's record, the metrics, the cleanup) read jobs through these,
 * never through a table. Kept apart from queue.test.ts so that a queue behind the same interface
 * is held to the same answers.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type Db, rowsOf } from '../db/database.ts';
import { type JobQueue, type JobQueueOptions, PermanentJobError } from './queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Declares the readers' test in the caller's describe block. `queue` makes a queue the caller
 * stops after each test; `newKind` a kind no other test uses; `db()` the database of the block.
 */
export function queueReadersContract(
  queue: (options?: JobQueueOptions) => JobQueue,
  newKind: () => string,
  db: () => Db,
) {
  it('answers its readers: a job with its payload, the jobs of a payload field, counts per kind, progress and pending as SQL, a payload merged in a transaction, and removes finished jobs by age', async () => {
    const kind = newKind();
    const other = newKind();
    const q = queue({ concurrency: 1, backoff: () => 0 });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reported = () => {};
    const progressed = new Promise<void>((resolve) => {
      reported = resolve;
    });
    q.register<{ recordingId: string }>(kind, async (job) => {
      if (job.payload.recordingId === 'r-fail') throw new PermanentJobError('Not a video');
      await job.reportProgress(40);
      reported();
      await held;
    });
    const failed = await q.enqueue(kind, { recordingId: 'r-fail' });
    expect(await q.runDue()).toBe(1);
    const running = await q.enqueue(kind, { recordingId: 'r-run' });
    const ran = q.runDue();
    await progressed;
    // A kind this worker has no handler for: one due, one later.
    await q.enqueue(other, { recordingId: 'r-due' });
    await q.enqueue(other, { recordingId: 'r-later' }, { runAt: new Date(Date.now() + 3_600_000) });

    expect(await q.job(running)).toEqual({
      kind,
      payload: { recordingId: 'r-run' },
      state: 'running',
      attempts: 1,
      lastError: '',
      progress: 40,
    });
    expect(await q.job('not-a-job-id')).toBeUndefined();
    expect(await q.job(randomUUID())).toBeUndefined();
    expect(await q.jobsOf(kind, 'recordingId', 'r-fail')).toEqual([
      {
        id: failed,
        kind,
        payload: { recordingId: 'r-fail' },
        state: 'failed',
        attempts: 1,
        lastError: 'Not a video',
        progress: 0,
      },
    ]);
    expect(await q.jobsOf(kind, 'recordingId', 'r-none')).toEqual([]);
    const counts = (await q.counts()).filter((row) => row.kind === kind || row.kind === other);
    expect(counts.sort((a, b) => (a.kind === kind ? -1 : b.kind === kind ? 1 : 0))).toEqual([
      { kind, due: 0, running: 1, failed: 1 },
      { kind: other, due: 1, running: 0, failed: 0 },
    ]);

    const [read] = await rowsOf<Record<string, unknown>>(
      db(),
      sql`select ${q.sql.runningProgress(kind, 'recordingId', 'r-run')} as progress,
        ${q.sql.runningProgress(kind, 'recordingId', 'r-fail')} as "failedProgress",
        ${q.sql.pending(kind, 'recordingId', 'r-run')} as "runPending",
        ${q.sql.pending(kind, 'recordingId', 'r-fail')} as "failedPending",
        ${q.sql.pending(other, 'recordingId', 'r-later')} as "laterPending"`,
    );
    expect({
      ...read,
      progress: Number(read!.progress),
      failedProgress: Number(read!.failedProgress),
    }).toEqual({
      progress: 40,
      failedProgress: 0,
      runPending: true,
      failedPending: false,
      laterPending: true,
    });

    // Merged with the transaction's work: kept when it commits, gone when it rolls back.
    await db().transaction((tx) => q.mergePayload(running, { cursor: { next: 3 } }, { tx }));
    await expect(
      db().transaction(async (tx) => {
        await q.mergePayload(running, { cursor: { next: 9 } }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await q.job(running))?.payload).toEqual({ recordingId: 'r-run', cursor: { next: 3 } });
    expect(await q.mergePayload(randomUUID(), { cursor: 1 })).toBe(false);

    release();
    expect(await ran).toBe(1);
    expect(await q.job(running)).toMatchObject({ state: 'done', attempts: 1 });
    // Younger than a day: kept.
    await q.removeFinished({ doneDays: 1, failedDays: 1 });
    expect((await q.jobsOf(kind, 'recordingId', 'r-run')).map((job) => job.state)).toEqual(['done']);
    expect((await q.jobsOf(kind, 'recordingId', 'r-fail')).map((job) => job.state)).toEqual(['failed']);
    // Past their age (0 days: any finished before now): gone; the queued ones stay.
    await sleep(20);
    expect(await q.removeFinished({ doneDays: 0, failedDays: 0 })).toBeGreaterThanOrEqual(2);
    expect(await q.jobsOf(kind, 'recordingId', 'r-run')).toEqual([]);
    expect(await q.jobsOf(kind, 'recordingId', 'r-fail')).toEqual([]);
    expect((await q.jobsOf(other, 'recordingId', 'r-due')).map((job) => job.state)).toEqual(['queued']);
  });
}
