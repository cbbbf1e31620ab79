import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobs } from '../db/schema.ts';
import { bossJobs } from './boss-store.ts';
import { type JobQueue, recurringKey } from './queue.ts';

/**
 * The jobs the old queue left in its `jobs` table (ADR 0015), queued on pg-boss at start (ADR
 * 0019): our migrations run before pg-boss's schema exists, so this is a start-up step, after
 * the queue's `prepare()`, rather than a migration. Queued jobs keep their time and the attempts
 * they have left; running ones whose lease has ended are queued now without counting the attempt
 * under way (their worker is gone with the old release). A running job whose lease still holds
 * belongs to a server of the previous release still alive (a rolling upgrade): it is left to it,
 * and the next start copies it if that server died meanwhile (one that stops hands it back,
 * queued). A recurring run is not copied: its kind is a pg-boss schedule now.
 *
 * Each row is copied in one transaction with the job it becomes (same id), and marked done in
 * the old table, so a second start, or a second process starting at the same moment (the row is
 * locked, `skip locked`), copies nothing twice. The table itself is dropped a release later.
 * Answers how many jobs were queued.
 */
export async function copyLegacyJobs(db: Db, queue: JobQueue): Promise<number> {
  const orphaned = or(
    eq(jobs.state, 'queued'),
    and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, sql`now()`)),
  );
  const left = await db.select({ id: jobs.id, kind: jobs.kind }).from(jobs).where(orphaned);
  if (left.length === 0) return 0;
  // A kind enqueued inside a transaction needs its pg-boss queue first.
  await queue.prepare([...new Set(left.map((row) => row.kind))]);
  let copied = 0;
  for (const { id } of left) {
    const queued = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), orphaned))
        .for('update', { skipLocked: true });
      if (!row) return false;
      const [there] = await tx.select({ id: bossJobs.id }).from(bossJobs).where(eq(bossJobs.id, id));
      const recurring = row.singletonKey === recurringKey(row.kind);
      if (!there && !recurring) {
        // The attempt under way when the old worker stopped is not counted, as at a stop.
        const spent = row.state === 'running' ? Math.max(0, row.attempts - 1) : row.attempts;
        await queue.enqueue(row.kind, row.payload, {
          id: row.id,
          tx,
          maxAttempts: Math.max(1, row.maxAttempts - spent),
          ...(row.singletonKey ? { singletonKey: row.singletonKey } : {}),
          ...(row.state === 'queued' && row.runAt.getTime() > Date.now() ? { runAt: row.runAt } : {}),
        });
      }
      await tx
        .update(jobs)
        .set({
          state: 'done',
          singletonKey: null,
          lockedBy: 'pg-boss',
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(eq(jobs.id, id));
      return !there && !recurring;
    });
    if (queued) copied++;
  }
  return copied;
}
