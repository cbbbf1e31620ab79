import { and, eq, inArray, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { jobs } from '../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;

/**
 * One claim of a job: the worker that holds it and the attempt it holds. A worker may claim the
 * same job again after its own lease ran out, so the worker id alone does not name a claim.
 */
export interface Claim {
  id: string;
  workerId: string;
  attempt: number;
}

// Longest reason kept in last_error: a stack of ffmpeg output must not bloat the row.
const MAX_ERROR_LENGTH = 2000;

/** `now() + ms` on the database's clock, the one clock every process shares. */
const fromNow = (ms: number) => sql`now() + make_interval(secs => ${Math.max(0, ms) / 1000})`;

/**
 * The statements of the queue, one SQL statement each and none inside a transaction: on PGlite
 * (one connection) a transaction held while a handler runs would stall every other query of the
 * process, and on PostgreSQL a single statement is atomic already. Every write after the claim is
 * conditional on the claim, so a worker that lost its lease cannot overwrite another's result.
 */
export function jobStore(db: Db) {
  const heldBy = (claim: Claim) =>
    and(
      eq(jobs.id, claim.id),
      eq(jobs.state, 'running'),
      eq(jobs.lockedBy, claim.workerId),
      eq(jobs.attempts, claim.attempt),
    );
  const updated = async (where: SQL | undefined, set: PgUpdateSetSource<typeof jobs>) => {
    const rows = await db
      .update(jobs)
      .set({ ...set, updatedAt: sql`now()` })
      .where(where)
      .returning({ id: jobs.id });
    return rows.length > 0;
  };

  return {
    /**
     * Takes up to `limit` due jobs of `kinds` for `workerId` in one statement: queued ones whose
     * time has come, and running ones whose lease ended (their worker died or hung). The row
     * locks of `FOR UPDATE SKIP LOCKED` make two workers that race pick disjoint rows, and a row
     * another worker claimed meanwhile is re-checked against the condition and dropped.
     *
     * Fair between companies (issue 26.2): jobs are grouped by their payload's `companyId` (a job
     * without one is a group of its own), and taken in order of the group's load, the jobs of the
     * group already running plus the job's place among the group's due ones, then by due time. So
     * a company running a job, or with one taken in this claim, waits while another company's job
     * is due; with nobody else waiting it gets the free slots.
     */
    async claim(options: {
      workerId: string;
      kinds: readonly string[];
      limit: number;
      leaseMs: number;
      exclude?: readonly string[];
    }): Promise<JobRow[]> {
      const { workerId, kinds, limit, leaseMs, exclude = [] } = options;
      if (kinds.length === 0 || limit <= 0) return [];
      const due = and(
        inArray(jobs.kind, [...kinds]),
        or(
          and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, sql`now()`)),
        ),
        exclude.length > 0 ? notInArray(jobs.id, [...exclude]) : undefined,
      );
      const group = sql`coalesce(${jobs.payload} ->> 'companyId', ${jobs.id}::text)`;
      // Each level reads `jobs` of its own: a column names the nearest one.
      const picked = sql`select ${jobs.id} from ${jobs} join (
          select d.id, d.run_at,
            row_number() over (partition by d.grp order by d.run_at, d.id) + coalesce(busy.n, 0) as load
          from (select ${jobs.id} as id, ${jobs.runAt} as run_at, ${group} as grp from ${jobs} where ${due}) d
          left join (
            select ${group} as grp, count(*) as n from ${jobs}
            where ${jobs.state} = 'running' and ${jobs.lockedUntil} >= now() group by 1
          ) busy on busy.grp = d.grp
        ) ranked on ranked.id = ${jobs.id}
        where ${due}
        order by ranked.load, ranked.run_at, ${jobs.id}
        limit ${limit}
        for update of ${jobs} skip locked`;
      return db
        .update(jobs)
        .set({
          state: 'running',
          lockedBy: workerId,
          lockedUntil: fromNow(leaseMs),
          attempts: sql`${jobs.attempts} + 1`,
          progress: 0,
          updatedAt: sql`now()`,
        })
        .where(sql`${jobs.id} in (${picked})`)
        .returning();
    },

    /** Extends the lease; false when the claim is no longer held (the lease went to another worker). */
    renew(claim: Claim, leaseMs: number): Promise<boolean> {
      return updated(heldBy(claim), { lockedUntil: fromNow(leaseMs) });
    },

    progress(claim: Claim, value: number): Promise<boolean> {
      return updated(heldBy(claim), { progress: Math.max(0, Math.round(value)) });
    },

    /** The handler finished. The singleton key is freed so the next job of that key can be queued. */
    complete(claim: Claim): Promise<boolean> {
      return updated(heldBy(claim), {
        state: 'done',
        lockedBy: null,
        lockedUntil: null,
        singletonKey: null,
        lastError: '',
      });
    },

    /** Out of attempts, or a permanent error: failed for good, with the reason. */
    fail(claim: Claim, reason: string): Promise<boolean> {
      return updated(heldBy(claim), {
        state: 'failed',
        lockedBy: null,
        lockedUntil: null,
        singletonKey: null,
        // A job reclaimed after its last attempt's worker died counts one claim past the limit.
        attempts: sql`least(${jobs.attempts}, ${jobs.maxAttempts})`,
        lastError: reason.slice(0, MAX_ERROR_LENGTH),
      });
    },

    /** Queued again for another attempt after `delayMs`, keeping the reason of this one. */
    retry(claim: Claim, reason: string, delayMs: number): Promise<boolean> {
      return updated(heldBy(claim), {
        state: 'queued',
        lockedBy: null,
        lockedUntil: null,
        runAt: fromNow(delayMs),
        lastError: reason.slice(0, MAX_ERROR_LENGTH),
      });
    },

    /**
     * Handed back untouched (the worker is stopping): due at once, and the attempt is not counted,
     * because the job did not fail; the next process, or another one, runs it from the start.
     */
    release(claim: Claim): Promise<boolean> {
      return updated(heldBy(claim), {
        state: 'queued',
        lockedBy: null,
        lockedUntil: null,
        runAt: sql`now()`,
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      });
    },
  };
}
