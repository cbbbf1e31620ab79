import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { createBossJobQueue } from './boss-queue.ts';
import { bossJobSql } from './boss-store.ts';

/**
 * The durable job queue (docs/decisions/0019-pg-boss.md): the interface the app and its plugins
 * use, and the factory that makes it. Jobs are pg-boss 12's (boss-queue.ts): fetched with
 * `FOR UPDATE SKIP LOCKED`, kept alive by a heartbeat while the handler runs, retried with
 * backoff until `maxAttempts`; a job whose worker died is retried once its heartbeat stops.
 */

export { PermanentJobError, recurringKey } from './boss-queue.ts';

export interface JobContext<P> {
  id: string;
  kind: string;
  payload: P;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  isLastAttempt: boolean;
  /** Bytes or steps done in this attempt, shown to the console; best effort, one write per call. */
  reportProgress(value: number): Promise<void>;
  /** Aborted when the worker stops or loses the job to another worker: stop work (kill ffmpeg) and throw. */
  signal: AbortSignal;
}

export type JobHandler<P> = (job: JobContext<P>) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** While a job with this key is queued or running, enqueueing again returns that job's id. */
  singletonKey?: string;
  /**
   * The caller's transaction: the job exists only if it commits (a recording and its media job
   * together). Required inside a transaction on PGlite, where the outer `db` waits for it to end;
   * the kind must be registered (or declared in `kinds`) and the queue prepared before.
   */
  tx?: Db;
  /** The job's id, instead of a new one: a job copied from the old `jobs` table keeps its own (legacy.ts). */
  id?: string;
}

export interface JobStatus {
  state: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  lastError: string;
  progress: number;
}

/** A job as its readers see it: a bulk run's record (its payload keeps the cursor and counts). */
export interface JobRecord extends JobStatus {
  kind: string;
  payload: Record<string, unknown>;
}

/** One queue (job kind) as the metrics count it. */
export interface JobCounts {
  kind: string;
  /** Due and waiting for a worker. */
  due: number;
  running: number;
  /** Out of attempts, kept until `removeFinished` takes them. */
  failed: number;
}

/**
 * SQL over the queue's store, for a query that reads jobs beside its own rows in one statement:
 * a demo's conversion progress in every demo read, the hand-over check inside a delete's
 * transaction. Each names jobs by their kind and one text field of their payload.
 */
export interface JobSql {
  /** The progress reported by the running jobs of `kind` whose payload's `field` is `value`; 0 if none. */
  runningProgress(kind: string, field: string, value: SQLWrapper | string): SQL<number>;
  /** Whether a job of `kind` whose payload's `field` is `value` is queued or running. */
  pending(kind: string, field: string, value: SQLWrapper | string): SQL<boolean>;
}

export interface JobQueueOptions {
  /** Names this worker in the logs; unique per queue by default (host, process, random). */
  workerId?: string;
  /** How often an idle worker looks for due jobs (enqueueing in this process wakes it at once). */
  pollMs?: number;
  /**
   * pg-boss's `heartbeatSeconds` (JOBS_LEASE_SECONDS, at least 10): a running job whose worker
   * sent no heartbeat for this long is failed by the monitor and retried. The worker beats every
   * third of it.
   */
  leaseSeconds?: number;
  /** How often this process's pg-boss monitor looks for jobs whose heartbeat stopped (default: the heartbeat, at most 60 s). */
  superviseSeconds?: number;
  /** Jobs this worker runs at the same time. */
  concurrency?: number;
  /**
   * Delay before attempt `attempt + 1`, in ms, rounded up to whole seconds. By default pg-boss's
   * own exponential backoff: from 1 s, doubling per attempt with jitter, capped at 10 minutes.
   */
  backoff?: (attempt: number) => number;
  /**
   * This process runs the worker (JOBS_WORKER): pg-boss's monitor and schedules run where the
   * worker does. A process that only serves still enqueues and reads jobs. Default true.
   */
  worker?: boolean;
  /** How often pg-boss looks for schedules that are due (default 5 s; tests use 1). */
  scheduleCheckSeconds?: number;
  /** Kinds this process enqueues without registering them (enqueued in a transaction, see `tx`). */
  kinds?: readonly string[];
  /** A finished or failed job is kept this long (pg-boss deletes it after); default 30 days. */
  keepSeconds?: number;
  log?: FastifyBaseLogger;
}

export interface RegisterOptions {
  /**
   * A recurring job (the cleanups): one pg-boss schedule per kind however many processes run,
   * every `everyMs` in whole minutes (at least one); a run still queued or running is not queued
   * twice (its singleton key).
   */
  everyMs?: number;
}

export interface JobQueue {
  register<P>(kind: string, handler: JobHandler<P>, options?: RegisterOptions): void;
  enqueue<P extends Record<string, unknown>>(
    kind: string,
    payload: P,
    options?: EnqueueOptions,
  ): Promise<string>;
  /** `job(id)` without its kind and payload. */
  state(jobId: string): Promise<JobStatus | undefined>;
  /** The job with its kind and payload; undefined when there is none. */
  job(jobId: string): Promise<JobRecord | undefined>;
  /** The jobs of `kind` whose payload's `field` is `value` (a company's bulk runs), oldest first. */
  jobsOf(kind: string, field: string, value: string): Promise<(JobRecord & { id: string })[]>;
  /**
   * Merges `patch` into a job's payload (a bulk run's cursor and counts), in the caller's
   * transaction when `tx` is given, so it commits with the work it records. False when no job.
   */
  mergePayload(jobId: string, patch: Record<string, unknown>, options?: { tx?: Db }): Promise<boolean>;
  /** Per kind with any job: due, running and failed jobs (GET /metrics). */
  counts(): Promise<JobCounts[]>;
  /**
   * Deletes the jobs done more than `doneDays` ago and those failed more than `failedDays` ago
   * (JOBS_KEEP_DONE_DAYS, JOBS_KEEP_FAILED_DAYS); answers how many.
   */
  removeFinished(ages: { doneDays: number; failedDays: number }): Promise<number>;
  /** The queue's reads as SQL, for queries of other tables (see JobSql). */
  readonly sql: JobSql;
  /**
   * Starts pg-boss (which creates or migrates its schema, under its own advisory lock) and
   * creates the queue of each kind registered or declared so far, and of `kinds`. Reads and
   * enqueues outside a transaction wait for it; a kind enqueued inside a transaction must be
   * ready before it.
   */
  prepare(kinds?: readonly string[]): Promise<void>;
  /** Makes each recurring kind's pg-boss schedule (the app does it before start()). */
  scheduleRecurring(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  runDue(): Promise<number>;
  readonly workerId: string;
}

/** The queue on pg-boss (boss-queue.ts), on the app's own connection. */
export function createJobQueue(db: Db, options: JobQueueOptions = {}): JobQueue {
  return createBossJobQueue(db, options);
}

/**
 * Installs (or migrates) pg-boss's schema, as the app's start does, for code that reads jobs
 * before the app has started: the seed, whose demo reads name pg-boss's table (`jobSql`), and
 * the test snapshots.
 */
export async function prepareJobStore(db: Db): Promise<void> {
  const queue = createJobQueue(db, { worker: false });
  try {
    await queue.prepare();
  } finally {
    await queue.stop();
  }
}

/** The queue's reads as SQL, for the repositories built without a queue (recordings). */
export const jobSql: JobSql = bossJobSql;
