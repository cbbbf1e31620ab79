import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import type { JobSql } from './queue.ts';

/**
 * Where the job queue (boss-queue.ts) keeps its jobs: pg-boss's own table. pg-boss
 * creates and migrates its schema when it starts; this is a typed view of the columns Showroom
 * reads (a job's state, payload, attempts, error and progress), so the console, the metrics and
 * the tests ask the one store the queue runs on. It is not in db/schema.ts: Drizzle's migrations
 * do not own it.
 */
export const bossSchema = 'pgboss';

const boss = pgSchema(bossSchema);

export type BossState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export const bossJobs = boss.table('job', {
  id: uuid('id').notNull().defaultRandom(),
  /** The queue: our job kind. */
  name: text('name').notNull(),
  /** The payload; a bulk run also keeps its cursor and result here (services/bulk-links.ts). */
  data: jsonb('data').$type<Record<string, unknown>>(),
  state: text('state').$type<BossState>().notNull().default('created'),
  retryLimit: integer('retry_limit').notNull().default(2),
  retryCount: integer('retry_count').notNull().default(0),
  retryDelay: integer('retry_delay').notNull().default(0),
  retryBackoff: boolean('retry_backoff').notNull().default(false),
  startAfter: timestamp('start_after', { withTimezone: true }).notNull().defaultNow(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  startedOn: timestamp('started_on', { withTimezone: true }),
  completedOn: timestamp('completed_on', { withTimezone: true }),
  singletonKey: text('singleton_key'),
  /** `{ progress }` while it runs; `{ progress }` when done; `{ message, progress }` after a failure. */
  output: jsonb('output').$type<{ progress?: number; message?: string }>(),
  heartbeatOn: timestamp('heartbeat_on', { withTimezone: true }),
});

/** pg-boss's schedules: the recurring jobs (the cleanups), one per queue and key. */
export const bossSchedules = boss.table('schedule', {
  name: text('name').notNull(),
  key: text('key').notNull(),
  /** A cron expression or an RFC 5545 rule (`FREQ=MINUTELY;INTERVAL=60`). */
  cron: text('cron').notNull(),
});

/** Our four states, as the console and the tests name them, from pg-boss's six. */
export const jobState = sql<'queued' | 'running' | 'done' | 'failed'>`(case
  when ${bossJobs.state} in ('created', 'retry') then 'queued'
  when ${bossJobs.state} = 'active' then 'running'
  when ${bossJobs.state} = 'completed' then 'done'
  else 'failed' end)`;

/** Attempts started: pg-boss counts retries, and a job that never started has none. */
export const jobAttempts = sql<number>`(case when ${bossJobs.startedOn} is null then 0
  else ${bossJobs.retryCount} + 1 end)`.mapWith(Number);

/** Progress of the attempt under way (or of the finished one), 0 when none was reported. */
export const jobProgress = sql<number>`coalesce((${bossJobs.output} ->> 'progress')::bigint, 0)`.mapWith(
  Number,
);

/** The reason of the last failed attempt, kept while the job waits for the next. */
export const jobLastError = sql<string>`(case when ${bossJobs.state} = 'completed' then ''
  else coalesce(${bossJobs.output} ->> 'message', '') end)`;

const textOf = (value: SQLWrapper | string) => (typeof value === 'string' ? sql`${value}` : value);

/** The queue's reads as SQL (queue.ts's JobSql) on pg-boss's table. */
export const bossJobSql: JobSql = {
  runningProgress: (kind, field, value) =>
    sql<number>`coalesce((select max((${bossJobs.output} ->> 'progress')::bigint) from ${bossJobs}
      where ${bossJobs.name} = ${kind} and ${bossJobs.state} = 'active'
        and ${bossJobs.data} ->> ${field} = (${textOf(value)})::text), 0)`.mapWith(Number),
  pending: (kind, field, value) =>
    sql<boolean>`exists (select 1 from ${bossJobs} where ${bossJobs.name} = ${kind}
      and ${bossJobs.state} in ('created', 'retry', 'active') and ${bossJobs.data} ->> ${field} = (${textOf(value)})::text)`,
};

/**
 * One attempt of a job, as pg-boss names it: a worker that lost the job (its heartbeat stopped and
 * the monitor handed it to another worker) holds an older `retryCount`, so none of its writes land.
 */
export interface Attempt {
  id: string;
  retryCount: number;
}

// Longest reason kept: a stack of ffmpeg output must not bloat the row.
export const MAX_ERROR_LENGTH = 2000;

/**
 * The few writes pg-boss has no call for, each one statement conditional on the attempt (the job
 * still active with that retry count), so a worker that lost its job changes nothing.
 */
export function jobStore(db: Db) {
  const held = (attempt: Attempt) =>
    and(
      eq(bossJobs.id, attempt.id),
      eq(bossJobs.state, 'active'),
      eq(bossJobs.retryCount, attempt.retryCount),
    );
  const updated = async (where: SQL | undefined, set: Record<string, SQL | number | boolean>) => {
    const rows = await db
      .update(bossJobs)
      .set(set as never)
      .where(where)
      .returning({ id: bossJobs.id });
    return rows.length > 0;
  };

  return {
    /** A new attempt starts at 0 progress; the last attempt's reason stays until it ends. */
    resetProgress(attempt: Attempt): Promise<boolean> {
      return updated(held(attempt), { output: sql`coalesce(${bossJobs.output}, '{}'::jsonb) - 'progress'` });
    },

    progress(attempt: Attempt, value: number): Promise<boolean> {
      return updated(held(attempt), {
        output: sql`coalesce(${bossJobs.output}, '{}'::jsonb) || jsonb_build_object('progress', ${Math.max(0, Math.round(value))}::bigint)`,
      });
    },

    /** A permanent error: no attempt is left, so pg-boss's fail() that follows fails it for good. */
    noMoreAttempts(attempt: Attempt): Promise<boolean> {
      return updated(held(attempt), { retryLimit: sql`${bossJobs.retryCount}` });
    },

    /** The queue's own backoff, when one was given: the retry that fail() queues waits `delayMs`. */
    retryIn(attempt: Attempt, delayMs: number): Promise<boolean> {
      return updated(held(attempt), {
        retryDelay: Math.max(0, Math.ceil(delayMs / 1000)),
        retryBackoff: false,
      });
    },

    /**
     * Handed back untouched (the worker is stopping): due at once, and the attempt is not counted,
     * because the job did not fail (pg-boss counts a retry when it fetches a job that had started).
     */
    release(attempt: Attempt): Promise<boolean> {
      return updated(held(attempt), {
        state: sql`(case when ${bossJobs.retryCount} > 0 then 'retry' else 'created' end)::${sql.raw(bossSchema)}.job_state`,
        startedOn: sql`(case when ${bossJobs.retryCount} > 0 then ${bossJobs.startedOn} else null end)`,
        retryCount: sql`greatest(${bossJobs.retryCount} - 1, 0)`,
        heartbeatOn: sql`null`,
        startAfter: sql`now()`,
      });
    },
  };
}
