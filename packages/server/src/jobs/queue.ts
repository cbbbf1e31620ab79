import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { jobs } from '../db/schema.ts';
import { type Claim, type JobRow, jobStore } from './store.ts';

/**
 * The durable job queue (docs/decisions/0015-job-queue.md): jobs are rows of `jobs`, claimed with
 * `FOR UPDATE SKIP LOCKED` and held for a lease that the worker renews while the handler runs.
 * A job whose worker died is claimed again when its lease ends; a failure is retried with
 * backoff until `maxAttempts`; two processes on one database never run one claim twice.
 *
 * It stays one piece over 500 lines: the `JobQueue` interface, which the pg-boss queue
 * (boss-queue.ts) implements too, and its implementation on the `jobs` table, which goes as a
 * whole when the app switches to pg-boss (docs/decisions/0019-pg-boss.md).
 */

/** Thrown by a handler when trying again cannot help (a file that is not a video): failed at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

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
  /** Aborted when the worker stops or loses the lease: stop work (kill ffmpeg) and throw. */
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
   * together). Required inside a transaction on PGlite, where the outer `db` waits for it to end.
   */
  tx?: Db;
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
  /** Names this worker in `locked_by`; unique per queue by default (host, process, random). */
  workerId?: string;
  /** How often an idle worker looks for due jobs (enqueueing in this process wakes it at once). */
  pollMs?: number;
  /** How long a claim holds without renewal; renewed every third of it while the handler runs. */
  leaseSeconds?: number;
  /** Jobs this worker runs at the same time. */
  concurrency?: number;
  /** Delay before attempt `attempt + 1`, in ms. */
  backoff?: (attempt: number) => number;
  log?: FastifyBaseLogger;
}

export interface RegisterOptions {
  /**
   * A recurring job (the cleanups): one exists per kind however many processes run (its
   * singleton key), and after each run, done or failed, the next is queued this many ms later.
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
  /** Makes sure each recurring kind has its next run queued (the app does it before start()). */
  scheduleRecurring(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  runDue(): Promise<number>;
  readonly workerId: string;
}

/** Exponential from 1 s, doubling per attempt, capped at 10 minutes, with jitter so retries spread. */
export function defaultBackoff(attempt: number): number {
  const ceiling = Math.min(10 * 60_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

export const recurringKey = (kind: string) => `recurring:${kind}`;

const textOf = (value: SQLWrapper | string) => (typeof value === 'string' ? sql`${value}` : value);

/** This queue's reads as SQL (on the `jobs` table), for the repositories built without a queue. */
export const jobSql: JobSql = {
  runningProgress: (kind, field, value) =>
    sql<number>`coalesce((select max(${jobs.progress}) from ${jobs}
      where ${jobs.kind} = ${kind} and ${jobs.state} = 'running'
        and ${jobs.payload} ->> ${field} = (${textOf(value)})::text), 0)`.mapWith(Number),
  pending: (kind, field, value) =>
    sql<boolean>`exists (select 1 from ${jobs} where ${jobs.kind} = ${kind}
      and ${jobs.state} in ('queued', 'running') and ${jobs.payload} ->> ${field} = (${textOf(value)})::text)`,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
} as unknown as FastifyBaseLogger;

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)) || (error as Error)?.name || 'Unknown error';

interface Running {
  controller: AbortController;
  done: Promise<void>;
}

export function createJobQueue(db: Db, options: JobQueueOptions = {}): JobQueue {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = (options.leaseSeconds ?? 60) * 1000;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const backoff = options.backoff ?? defaultBackoff;
  const log = options.log ?? silentLog;
  const store = jobStore(db);

  const handlers = new Map<string, JobHandler<unknown>>();
  const recurring = new Map<string, number>();
  const running = new Set<Running>();
  // The abort reason of a stop: a handler that throws because of it is released, not failed.
  const stopping = new Error('The job worker is stopping');
  const leaseLost = new Error('The job lease was lost to another worker');

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let tickAgain = false;

  async function enqueue<P extends Record<string, unknown>>(
    kind: string,
    payload: P,
    enqueueOptions: EnqueueOptions = {},
  ): Promise<string> {
    const values = {
      kind,
      payload,
      ...(enqueueOptions.runAt ? { runAt: enqueueOptions.runAt } : {}),
      ...(enqueueOptions.maxAttempts ? { maxAttempts: Math.max(1, enqueueOptions.maxAttempts) } : {}),
      singletonKey: enqueueOptions.singletonKey ?? null,
    };
    const key = enqueueOptions.singletonKey;
    const into = enqueueOptions.tx ?? db;
    // A singleton's row may finish (and free its key) between the insert and the look-up: try again.
    for (let tries = 0; tries < 5; tries++) {
      const [inserted] = await into
        .insert(jobs)
        .values(values)
        .onConflictDoNothing({ target: jobs.singletonKey })
        .returning({ id: jobs.id });
      if (inserted) {
        wake();
        return inserted.id;
      }
      if (key === undefined) break;
      const [existing] = await into.select({ id: jobs.id }).from(jobs).where(eq(jobs.singletonKey, key));
      if (existing) return existing.id;
    }
    throw new Error(`Could not enqueue a ${kind} job`);
  }

  async function scheduleRecurring(): Promise<void> {
    for (const [kind, everyMs] of recurring) {
      await enqueue(kind, {}, { singletonKey: recurringKey(kind), runAt: new Date(Date.now() + everyMs) });
    }
  }

  /** Runs one claimed job to its outcome, renewing the lease meanwhile. Never throws. */
  async function execute(row: JobRow, controller: AbortController): Promise<void> {
    const claim: Claim = { id: row.id, workerId, attempt: row.attempts };
    const handler = handlers.get(row.kind);
    const recurringEvery = recurring.get(row.kind);
    let outcome: 'done' | 'failed' | 'retried' | 'released' | 'lost' = 'lost';
    let lastRenewal = Date.now();
    const renewal = setInterval(() => {
      store.renew(claim, leaseMs).then(
        (held) => {
          if (held) lastRenewal = Date.now();
          else controller.abort(leaseLost);
        },
        (error: unknown) => {
          log.warn({ err: error, jobId: row.id }, 'job lease renewal failed');
          // Past the lease without a renewal another worker may hold it: stop working on it.
          if (Date.now() - lastRenewal > leaseMs) controller.abort(leaseLost);
        },
      );
    }, leaseMs / 3);
    let failure: { error: unknown } | undefined;
    try {
      if (!handler) throw new PermanentJobError(`No handler for jobs of kind ${row.kind}`);
      if (row.attempts > row.maxAttempts) {
        // Claimed again after its last attempt's worker died: nothing left to try.
        throw new PermanentJobError(row.lastError || 'The job stopped before it finished, too many times');
      }
      await handler({
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        attempt: row.attempts,
        maxAttempts: row.maxAttempts,
        isLastAttempt: row.attempts >= row.maxAttempts,
        signal: controller.signal,
        async reportProgress(value) {
          try {
            await store.progress(claim, value);
          } catch (error) {
            log.warn({ err: error, jobId: row.id }, 'job progress not recorded');
          }
        },
      });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(renewal);
    }
    // Recording the outcome is apart from the handler: a database error here is not the job's failure.
    const reason = failure ? reasonOf(failure.error) : '';
    try {
      if (!failure) {
        // Finished, even if a stop was asked meanwhile: the work is done.
        if (await store.complete(claim)) outcome = 'done';
      } else if (controller.signal.reason === stopping) {
        if (await store.release(claim)) outcome = 'released';
      } else if (controller.signal.reason === leaseLost) {
        outcome = 'lost';
      } else if (failure.error instanceof PermanentJobError || row.attempts >= row.maxAttempts) {
        if (await store.fail(claim, reason)) outcome = 'failed';
      } else if (await store.retry(claim, reason, backoff(row.attempts))) {
        outcome = 'retried';
      }
    } catch (storeError) {
      // The lease runs out and the job is claimed again: nothing is lost.
      log.error({ err: storeError, jobId: row.id }, 'job outcome not recorded');
      return;
    }
    if (outcome === 'failed') log.warn({ jobId: row.id, kind: row.kind, reason }, 'job failed');
    else if (outcome === 'retried')
      log.info({ jobId: row.id, kind: row.kind, reason }, 'job will be retried');
    if (outcome === 'lost')
      log.warn({ jobId: row.id, kind: row.kind }, 'job lease lost; its result was dropped');
    if (recurringEvery !== undefined && (outcome === 'done' || outcome === 'failed')) {
      try {
        await enqueue(
          row.kind,
          {},
          {
            singletonKey: recurringKey(row.kind),
            runAt: new Date(Date.now() + recurringEvery),
          },
        );
      } catch (error) {
        // The next start schedules it again.
        log.error({ err: error, kind: row.kind }, 'next recurring job not scheduled');
      }
    }
  }

  function launch(row: JobRow): Running {
    const controller = new AbortController();
    const entry: Running = { controller, done: Promise.resolve() };
    entry.done = execute(row, controller).finally(() => {
      running.delete(entry);
      wake();
    });
    running.add(entry);
    return entry;
  }

  /** Claims what this worker has room for and starts it. */
  async function tick(): Promise<void> {
    do {
      tickAgain = false;
      const free = concurrency - running.size;
      if (free <= 0 || !started || stopped) return;
      const rows = await store.claim({ workerId, kinds: [...handlers.keys()], limit: free, leaseMs });
      if (stopped) {
        // Claimed while stopping: hand them straight back.
        await Promise.all(rows.map((row) => store.release({ id: row.id, workerId, attempt: row.attempts })));
        return;
      }
      for (const row of rows) launch(row);
    } while (tickAgain);
  }

  function poll() {
    if (!started || stopped) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    clearTimeout(timer);
    ticking = tick()
      .catch((error: unknown) => log.error({ err: error }, 'claiming jobs failed'))
      .finally(() => {
        ticking = undefined;
        if (!started || stopped) return;
        timer = setTimeout(poll, pollMs);
        // A forgotten queue must not keep a process (a test, a script) alive.
        timer.unref();
      });
  }

  /** Something changed here (a job queued or finished): look again now rather than at the next poll. */
  function wake() {
    if (started && !stopped) setImmediate(poll);
  }

  return {
    workerId,

    register(kind, handler, registerOptions = {}) {
      handlers.set(kind, handler as JobHandler<unknown>);
      if (registerOptions.everyMs !== undefined) recurring.set(kind, registerOptions.everyMs);
      else recurring.delete(kind);
    },

    enqueue,

    async state(jobId) {
      if (!uuidPattern.test(jobId)) return undefined;
      const [row] = await db
        .select({
          state: jobs.state,
          attempts: jobs.attempts,
          lastError: jobs.lastError,
          progress: jobs.progress,
        })
        .from(jobs)
        .where(eq(jobs.id, jobId));
      return row ? { ...row, progress: Number(row.progress) } : undefined;
    },

    async job(jobId) {
      if (!uuidPattern.test(jobId)) return undefined;
      const [row] = await db
        .select({
          kind: jobs.kind,
          payload: jobs.payload,
          state: jobs.state,
          attempts: jobs.attempts,
          lastError: jobs.lastError,
          progress: jobs.progress,
        })
        .from(jobs)
        .where(eq(jobs.id, jobId));
      return row ? { ...row, payload: row.payload ?? {}, progress: Number(row.progress) } : undefined;
    },

    async jobsOf(kind, field, value) {
      const rows = await db
        .select({
          id: jobs.id,
          kind: jobs.kind,
          payload: jobs.payload,
          state: jobs.state,
          attempts: jobs.attempts,
          lastError: jobs.lastError,
          progress: jobs.progress,
        })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), sql`${jobs.payload} ->> ${field} = ${value}`))
        .orderBy(jobs.createdAt, jobs.id);
      return rows.map((row) => ({ ...row, payload: row.payload ?? {}, progress: Number(row.progress) }));
    },

    async mergePayload(jobId, patch, mergeOptions = {}) {
      if (!uuidPattern.test(jobId)) return false;
      const rows = await (mergeOptions.tx ?? db)
        .update(jobs)
        .set({ payload: sql`coalesce(${jobs.payload}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb` })
        .where(eq(jobs.id, jobId))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async counts() {
      const rows = await db
        .select({
          kind: jobs.kind,
          due: sql<number>`count(*) filter (where ${jobs.state} = 'queued' and ${jobs.runAt} <= now())`.mapWith(
            Number,
          ),
          running: sql<number>`count(*) filter (where ${jobs.state} = 'running')`.mapWith(Number),
          failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')`.mapWith(Number),
        })
        .from(jobs)
        .groupBy(jobs.kind);
      return rows;
    },

    async removeFinished({ doneDays, failedDays }) {
      const olderThan = (days: number) =>
        lt(jobs.updatedAt, sql`now() - make_interval(secs => ${days * 86_400})`);
      const removed = await db
        .delete(jobs)
        .where(
          or(
            and(eq(jobs.state, 'done'), olderThan(doneDays)),
            and(eq(jobs.state, 'failed'), olderThan(failedDays)),
          ),
        )
        .returning({ id: jobs.id });
      return removed.length;
    },

    sql: jobSql,

    scheduleRecurring,

    start() {
      if (started || stopped) return;
      started = true;
      poll();
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      for (const entry of running) entry.controller.abort(stopping);
      await Promise.all([...running].map((entry) => entry.done));
    },

    async runDue() {
      const ran: string[] = [];
      while (!stopped) {
        const rows = await store.claim({
          workerId,
          kinds: [...handlers.keys()],
          limit: concurrency,
          leaseMs,
          exclude: ran,
        });
        if (rows.length === 0) break;
        ran.push(...rows.map((row) => row.id));
        await Promise.all(rows.map((row) => launch(row).done));
      }
      return ran.length;
    },
  };
}
