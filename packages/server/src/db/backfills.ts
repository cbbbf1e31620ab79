import { sql } from 'drizzle-orm';
import type { JobQueue } from '../jobs/queue.ts';
import { type Db, rowsOf } from './database.ts';

/**
 * Backfills (issue 28 §4): a rewrite of existing rows (a new column filled from old ones, a value
 * recomputed) that would hold every replica's start for hours at scale if a migration did it, as
 * 0015 and 0016 did for every event. Migrations only add (a column, its default, a table); the
 * rewrite is declared here and runs after the server listens, as a job, in batches:
 *
 * - each batch is one transaction that takes the backfill's row of `backfills` `FOR UPDATE`, does
 *   the rows after its cursor, and moves the cursor: the batch's writes and its cursor commit
 *   together, so a process killed mid-batch leaves neither, and the next run starts where the last
 *   committed batch ended (each row is done once);
 * - one job per backfill at a time (its singleton key), and the row lock besides: replicas that
 *   start together, or an old job still running beside a new one, never do a batch twice;
 * - a backfill that finished has `done_at` and is not queued again.
 *
 * While it runs, the code reads both the old and the new form (the rows after the cursor are not
 * rewritten yet). docs/operations.md, "Upgrades with replicas running", says how an upgrade goes.
 */
export interface Backfill {
  /** Its row in `backfills`: never reused for another rewrite. */
  name: string;
  /** Rows per batch: one transaction, well within DATABASE_STATEMENT_TIMEOUT_MS. */
  batchSize: number;
  /**
   * One batch, in `tx`: rewrites at most `size` rows whose key comes after `after` (null: from the
   * first), in the backfill's key order, and answers the last key it took (`last`, null when
   * there was none: finished) and how many rows it changed. Idempotent: a row rewritten again
   * ends the same.
   */
  step(tx: Db, after: string | null, size: number): Promise<{ last: string | null; rows: number }>;
}

/**
 * The backfills of this build, in the order they run. None today: 0015 and 0016, the rewrites of
 * every event, were migrations before this existed (and migrations never change once released).
 */
export const declaredBackfills: readonly Backfill[] = [];

/** Where a backfill is, as its row says. */
export interface BackfillState {
  cursor: string | null;
  rowsDone: number;
  done: boolean;
}

export async function backfillState(db: Db, name: string): Promise<BackfillState | undefined> {
  const [row] = await rowsOf<{ cursor: string | null; rows_done: string | number; done_at: unknown }>(
    db,
    sql`select cursor, rows_done, done_at from backfills where name = ${name}`,
  );
  return row && { cursor: row.cursor, rowsDone: Number(row.rows_done), done: row.done_at !== null };
}

/** One batch of `backfill` (see above); answers whether it has finished. */
export async function runBackfillBatch(db: Db, backfill: Backfill): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into backfills (name) values (${backfill.name}) on conflict (name) do nothing`,
    );
    const [row] = await rowsOf<{ cursor: string | null; done_at: unknown }>(
      tx,
      sql`select cursor, done_at from backfills where name = ${backfill.name} for update`,
    );
    if (!row) throw new Error(`The backfill ${backfill.name} has no row`);
    if (row.done_at !== null) return true;
    const { last, rows } = await backfill.step(tx, row.cursor, backfill.batchSize);
    if (last === null) {
      await tx.execute(
        sql`update backfills set done_at = now(), updated_at = now() where name = ${backfill.name}`,
      );
      return true;
    }
    await tx.execute(sql`
      update backfills set cursor = ${last}, rows_done = rows_done + ${rows}, updated_at = now()
      where name = ${backfill.name}`);
    return false;
  });
}

/** `backfill`'s batches until it has finished, or `signal` stops it between two batches. */
export async function runBackfill(db: Db, backfill: Backfill, signal?: AbortSignal): Promise<void> {
  for (;;) {
    signal?.throwIfAborted();
    if (await runBackfillBatch(db, backfill)) return;
  }
}

export const backfillJobKind = 'backfill';

/** The job that runs a declared backfill by name (a worker of any replica may take it). */
export function registerBackfills(jobs: JobQueue, db: Db, backfills: readonly Backfill[]) {
  const byName = new Map(backfills.map((backfill) => [backfill.name, backfill]));
  jobs.register<{ name: string }>(backfillJobKind, async (job) => {
    const backfill = byName.get(job.payload.name);
    // A job queued by another build whose backfill this one does not declare: a newer replica's
    // during a rolling upgrade. That replica's workers run it; nothing to do here but let it be
    // queued again by them (it is not marked done).
    if (!backfill) throw new Error(`This build does not declare the backfill ${job.payload.name}`);
    await runBackfill(db, backfill, job.signal);
  });
}

/**
 * Queues each declared backfill that has not finished (the app does it once it listens): one job
 * per backfill however many replicas ask (its singleton key). Answers the names it queued.
 */
export async function queueBackfills(jobs: JobQueue, db: Db, backfills: readonly Backfill[]) {
  if (backfills.length === 0) return [];
  const finished = new Set(
    (
      await rowsOf<{ name: string }>(
        db,
        sql`select name from backfills where done_at is not null and name = any(${sql.param(backfills.map((backfill) => backfill.name))}::text[])`,
      )
    ).map((row) => row.name),
  );
  const queued: string[] = [];
  for (const backfill of backfills) {
    if (finished.has(backfill.name)) continue;
    await jobs.enqueue(
      backfillJobKind,
      { name: backfill.name },
      { singletonKey: `${backfillJobKind}:${backfill.name}`, maxAttempts: 10 },
    );
    queued.push(backfill.name);
  }
  return queued;
}
