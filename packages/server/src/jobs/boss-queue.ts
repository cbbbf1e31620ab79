import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type Db as BossDb, fromDrizzle, fromPglite, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import {
  type Attempt,
  bossJobSql,
  bossJobs,
  bossSchema,
  jobAttempts,
  jobLastError,
  jobProgress,
  jobState,
  jobStore,
  MAX_ERROR_LENGTH,
} from './boss-store.ts';
import type { EnqueueOptions, JobHandler, JobQueue, JobQueueOptions, JobRecord } from './queue.ts';

/**
 * The durable job queue on pg-boss 12 (docs/decisions/0019-pg-boss.md), the one createJobQueue
 * (queue.ts) makes: jobs live in pg-boss's schema, fetched with `FOR UPDATE SKIP LOCKED`; a
 * running job sends a heartbeat, and one whose worker died (no heartbeat for `heartbeatSeconds`)
 * is failed by pg-boss's monitor and retried; failures are retried with backoff until
 * `maxAttempts`; recurring jobs are pg-boss schedules.
 * It stays one piece over 500 lines because its parts (the start in turn, enqueue, the worker loop
 * with its heartbeat and lease, the schedules) share one pg-boss instance and the state around it.
 */

/** Thrown by a handler when trying again cannot help (a file that is not a video): failed at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** The singleton key of a recurring kind's runs: one queued or running at a time. */
export const recurringKey = (kind: string) => `recurring:${kind}`;

/** pg-boss's retry settings for every queue: from 1 s, doubling with jitter, capped at 10 minutes. */
const retryDefaults = { retryDelay: 1, retryBackoff: true, retryDelayMax: 600 } as const;

/** The RFC 5545 rule of a schedule every `everyMs` (whole minutes, at least one). */
export const everyRule = (everyMs: number) =>
  `FREQ=MINUTELY;INTERVAL=${Math.max(1, Math.round(everyMs / 60_000))}`;

/** How many jobs a settle or a heartbeat reached (pg-boss answers it, its type does not say). */
const affected = (answer: unknown) => (answer as { affected?: number }).affected ?? 0;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
} as unknown as FastifyBaseLogger;

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)) || (error as Error)?.name || 'Unknown error';

/**
 * pg-boss's connection is the app's own: the PGlite instance (pg-boss's adapter, which runs its
 * multi-statement DDL with `exec`), or the PostgreSQL pool with its timeouts.
 */
function bossDatabase(db: Db): { db: BossDb; backend: 'pglite' | 'postgres'; key: object } {
  const client = (db as unknown as { $client: object }).$client;
  if (client instanceof PGlite) return { db: fromPglite(client), backend: 'pglite', key: client };
  const pool = client as pg.Pool;
  return {
    db: { executeSql: (text, values) => pool.query(text, values) },
    backend: 'postgres',
    key: client,
  };
}

const starting = new WeakMap<object, Promise<unknown>>();

/**
 * pg-boss instances of one process on one database start one after the other: on PGlite's one
 * connection two installs at once interleave. Between processes pg-boss's own advisory lock
 * orders them, and a start that lost the race to install tries again (`attempts`) and finds the
 * schema there.
 */
function startInTurn<T>(key: object, start: () => Promise<T>): Promise<T> {
  const turn = (starting.get(key) ?? Promise.resolve()).catch(() => {}).then(start);
  starting.set(key, turn);
  return turn;
}

/** A transaction's statements, for a send that commits or rolls back with it. */
const inTransaction = (tx: Db): BossDb => fromDrizzle(tx as never, sql as never);

/** What `job` and `jobsOf` read of a job: one select shape for both. */
const recordColumns = {
  id: bossJobs.id,
  kind: bossJobs.name,
  payload: bossJobs.data,
  state: jobState,
  attempts: jobAttempts,
  lastError: jobLastError,
  progress: jobProgress,
};

const asRecord = <R extends { payload: Record<string, unknown> | null }>(row: R) => ({
  ...row,
  payload: row.payload ?? {},
});

interface Running {
  controller: AbortController;
  done: Promise<void>;
}

type Fetched = JobWithMetadata<Record<string, unknown>>;

export function createBossJobQueue(db: Db, options: JobQueueOptions = {}): JobQueue {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const pollMs = options.pollMs ?? 1000;
  const heartbeatSeconds = Math.max(10, Math.ceil(options.leaseSeconds ?? 60));
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const backoff = options.backoff;
  const worker = options.worker ?? true;
  const log = options.log ?? silentLog;
  const store = jobStore(db);
  const superviseSeconds = Math.max(1, options.superviseSeconds ?? Math.min(60, heartbeatSeconds));
  const bossConnection = bossDatabase(db);
  const boss = new PgBoss({
    db: bossConnection.db,
    backend: bossConnection.backend,
    schema: bossSchema,
    // The monitor (heartbeats, expiry) and the schedules run where the worker runs.
    supervise: worker,
    schedule: worker,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    registerInstance: false,
    ...(options.scheduleCheckSeconds
      ? {
          cronWorkerIntervalSeconds: options.scheduleCheckSeconds,
          cronMonitorIntervalSeconds: options.scheduleCheckSeconds,
        }
      : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const queueOptions = {
    policy: 'exclusive' as const,
    heartbeatSeconds,
    // The ceiling of one attempt; a dead worker is noticed by its heartbeat long before.
    expireInSeconds: 12 * 3600,
    deleteAfterSeconds: options.keepSeconds ?? 30 * 86_400,
    retryLimit: 4,
    ...retryDefaults,
  };

  const handlers = new Map<string, JobHandler<unknown>>();
  const recurring = new Map<string, number>();
  const running = new Set<Running>();
  const ready = new Map<string, Promise<void>>();
  const readyDone = new Set<string>();
  // The abort reason of a stop: a handler that throws because of it is released, not failed.
  const stopping = new Error('The job worker is stopping');
  const leaseLost = new Error('The job lease was lost to another worker');

  let booted: Promise<void> | undefined;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let tickAgain = false;

  const boot = () => {
    booted ??= startInTurn(bossConnection.key, () => boss.start({ attempts: 3 })).then(
      () => undefined,
      (error: unknown) => {
        // The database may be down: the next caller tries again.
        booted = undefined;
        throw error;
      },
    );
    return booted;
  };

  /** The kind's pg-boss queue exists and is known to this instance (once per kind). */
  function ensureQueue(kind: string): Promise<void> {
    let made = ready.get(kind);
    if (!made) {
      made = boot()
        .then(() => boss.createQueue(kind, queueOptions))
        .then(() => boss.getQueue(kind))
        .then(() => {
          readyDone.add(kind);
        });
      // A failure is retried by the next caller.
      made.catch(() => ready.delete(kind));
      ready.set(kind, made);
    }
    return made;
  }

  async function prepare(kinds: readonly string[] = []): Promise<void> {
    await boot();
    await Promise.all(
      [...new Set([...handlers.keys(), ...(options.kinds ?? []), ...kinds])].map(ensureQueue),
    );
  }

  async function enqueue<P extends Record<string, unknown>>(
    kind: string,
    payload: P,
    enqueueOptions: EnqueueOptions = {},
  ): Promise<string> {
    const { tx } = enqueueOptions;
    if (tx && !readyDone.has(kind)) {
      // On PGlite (one connection) creating the queue outside the transaction would wait for it.
      throw new Error(
        `The ${kind} queue is not ready: register or declare the kind, and prepare() the queue`,
      );
    }
    await ensureQueue(kind);
    const id = enqueueOptions.id ?? randomUUID();
    // Every queue is pg-boss's `exclusive` policy: one job per key queued or running. A job
    // without a key of its own gets its id as key, so only keyed jobs dedupe.
    const key = enqueueOptions.singletonKey ?? `job:${id}`;
    const companyId = typeof payload.companyId === 'string' ? payload.companyId : undefined;
    const into = tx ? inTransaction(tx) : undefined;
    // A singleton's job may finish (and free its key) between the send and the look-up: try again.
    for (let tries = 0; tries < 5; tries++) {
      const sent = await boss.send(kind, payload, {
        id: tries === 0 ? id : randomUUID(),
        singletonKey: key,
        // This process's settings, not the queue's (made once by the first process).
        heartbeatSeconds,
        expireInSeconds: queueOptions.expireInSeconds,
        deleteAfterSeconds: queueOptions.deleteAfterSeconds,
        retryLimit: Math.max(1, enqueueOptions.maxAttempts ?? 5) - 1,
        ...(enqueueOptions.runAt ? { startAfter: enqueueOptions.runAt } : {}),
        // Fair between companies (issue 26.2): see fetchOne.
        ...(companyId ? { group: { id: companyId } } : {}),
        ...(into ? { db: into } : {}),
      });
      if (sent) {
        if (!tx) wake();
        return sent;
      }
      const [existing] = await (tx ?? db)
        .select({ id: bossJobs.id })
        .from(bossJobs)
        .where(
          and(
            eq(bossJobs.name, kind),
            eq(bossJobs.singletonKey, key),
            inArray(bossJobs.state, ['created', 'retry', 'active']),
          ),
        );
      if (existing) return existing.id;
    }
    throw new Error(`Could not enqueue a ${kind} job`);
  }

  async function scheduleRecurring(): Promise<void> {
    await prepare();
    for (const [kind, everyMs] of recurring) {
      await boss.schedule(kind, everyRule(everyMs), {}, { singletonKey: recurringKey(kind) });
    }
  }

  /**
   * One due job for a free slot, fair between companies (issue 26.2): first a job of a company
   * (pg-boss's group) with nothing running, then, when there is none, any due job. So a company
   * running a job waits while another company's job is due; with nobody else waiting it gets the
   * free slots.
   */
  async function fetchOne(): Promise<{ kind: string; job: Fetched } | undefined> {
    const kinds = [...handlers.keys()].filter((kind) => readyDone.has(kind));
    for (const groupConcurrency of [1, undefined]) {
      for (const kind of kinds) {
        const [job] = await boss.fetch<Record<string, unknown>>(kind, {
          batchSize: 1,
          includeMetadata: true,
          ...(groupConcurrency ? { groupConcurrency } : {}),
        });
        if (job) return { kind, job };
      }
    }
    return undefined;
  }

  /** Runs one fetched job to its outcome, beating its heartbeat meanwhile. Never throws. */
  async function execute(kind: string, job: Fetched, controller: AbortController): Promise<void> {
    const attempt: Attempt = { id: job.id, retryCount: job.retryCount };
    const attemptNumber = job.retryCount + 1;
    const maxAttempts = job.retryLimit + 1;
    const handler = handlers.get(kind);
    let outcome: 'done' | 'failed' | 'retried' | 'released' | 'lost' = 'lost';
    let progress = 0;
    let lastBeat = Date.now();
    const heartbeatMs = heartbeatSeconds * 1000;
    const beat = setInterval(() => {
      boss.touch(kind, attempt).then(
        (answer) => {
          if (affected(answer) > 0) lastBeat = Date.now();
          else controller.abort(leaseLost);
        },
        (error: unknown) => {
          log.warn({ err: error, jobId: job.id }, 'job heartbeat failed');
          // Past the heartbeat the monitor may have handed it to another worker: stop working on it.
          if (Date.now() - lastBeat > heartbeatMs) controller.abort(leaseLost);
        },
      );
    }, heartbeatMs / 3);
    let failure: { error: unknown } | undefined;
    try {
      if (!handler) throw new PermanentJobError(`No handler for jobs of kind ${kind}`);
      await store.resetProgress(attempt);
      await handler({
        id: job.id,
        kind,
        payload: job.data ?? {},
        attempt: attemptNumber,
        maxAttempts,
        isLastAttempt: attemptNumber >= maxAttempts,
        signal: controller.signal,
        async reportProgress(value) {
          try {
            if (await store.progress(attempt, value)) progress = Math.max(0, Math.round(value));
          } catch (error) {
            log.warn({ err: error, jobId: job.id }, 'job progress not recorded');
          }
        },
      });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(beat);
    }
    // Recording the outcome is apart from the handler: a database error here is not the job's failure.
    const reason = failure ? reasonOf(failure.error).slice(0, MAX_ERROR_LENGTH) : '';
    try {
      if (!failure) {
        // Finished, even if a stop was asked meanwhile: the work is done.
        if (affected(await boss.complete(kind, attempt, { progress })) > 0) outcome = 'done';
      } else if (controller.signal.reason === stopping) {
        if (await store.release(attempt)) outcome = 'released';
      } else if (controller.signal.reason === leaseLost) {
        outcome = 'lost';
      } else {
        const final = failure.error instanceof PermanentJobError || attemptNumber >= maxAttempts;
        if (failure.error instanceof PermanentJobError) await store.noMoreAttempts(attempt);
        else if (!final && backoff) await store.retryIn(attempt, backoff(attemptNumber));
        if (affected(await boss.fail(kind, attempt, { message: reason, progress })) > 0)
          outcome = final ? 'failed' : 'retried';
      }
    } catch (storeError) {
      // The heartbeat stops and the monitor retries the job: nothing is lost.
      log.error({ err: storeError, jobId: job.id }, 'job outcome not recorded');
      return;
    }
    if (outcome === 'failed') log.warn({ jobId: job.id, kind, reason }, 'job failed');
    else if (outcome === 'retried') log.info({ jobId: job.id, kind, reason }, 'job will be retried');
    if (outcome === 'lost')
      log.warn({ jobId: job.id, kind }, 'job lost to another worker; its result was dropped');
  }

  function launch(kind: string, job: Fetched): Running {
    const controller = new AbortController();
    const entry: Running = { controller, done: Promise.resolve() };
    entry.done = execute(kind, job, controller).finally(() => {
      running.delete(entry);
      wake();
    });
    running.add(entry);
    return entry;
  }

  /** Fetches what this worker has room for and starts it. */
  async function tick(): Promise<void> {
    do {
      tickAgain = false;
      while (running.size < concurrency && started && !stopped) {
        const next = await fetchOne();
        if (!next) break;
        if (stopped) {
          // Fetched while stopping: hand it straight back.
          await store.release({ id: next.job.id, retryCount: next.job.retryCount });
          return;
        }
        launch(next.kind, next.job);
      }
    } while (tickAgain && started && !stopped);
  }

  function poll() {
    if (!started || stopped) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    clearTimeout(timer);
    ticking = prepare()
      .then(tick)
      .catch((error: unknown) => log.error({ err: error }, 'fetching jobs failed'))
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

  async function job(jobId: string): Promise<JobRecord | undefined> {
    if (!uuidPattern.test(jobId)) return undefined;
    await boot();
    const [row] = await db.select(recordColumns).from(bossJobs).where(eq(bossJobs.id, jobId));
    if (!row) return undefined;
    const { id: _id, ...record } = asRecord(row);
    return record;
  }

  return {
    workerId,

    register(kind, handler, registerOptions = {}) {
      handlers.set(kind, handler as JobHandler<unknown>);
      if (registerOptions.everyMs !== undefined) recurring.set(kind, registerOptions.everyMs);
      else recurring.delete(kind);
      // Ready as soon as pg-boss is (prepare() waits for it and reports a failure).
      if (booted) ensureQueue(kind).catch(() => {});
    },

    enqueue,

    state: async (jobId) => {
      const record = await job(jobId);
      if (!record) return undefined;
      const { kind: _kind, payload: _payload, ...status } = record;
      return status;
    },

    job,

    async jobsOf(kind, field, value) {
      await boot();
      const rows = await db
        .select(recordColumns)
        .from(bossJobs)
        .where(and(eq(bossJobs.name, kind), sql`${bossJobs.data} ->> ${field} = ${value}`))
        .orderBy(bossJobs.createdOn, bossJobs.id);
      return rows.map(asRecord);
    },

    async mergePayload(jobId, patch, mergeOptions = {}) {
      if (!uuidPattern.test(jobId)) return false;
      // No boot here: inside a transaction on PGlite, pg-boss's start would wait for it to end.
      const rows = await (mergeOptions.tx ?? db)
        .update(bossJobs)
        .set({ data: sql`coalesce(${bossJobs.data}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb` })
        .where(eq(bossJobs.id, jobId))
        .returning({ id: bossJobs.id });
      return rows.length > 0;
    },

    async counts() {
      await boot();
      return db
        .select({
          kind: bossJobs.name,
          due: sql<number>`count(*) filter (where ${bossJobs.state} in ('created', 'retry')
            and ${bossJobs.startAfter} <= now())`.mapWith(Number),
          running: sql<number>`count(*) filter (where ${bossJobs.state} = 'active')`.mapWith(Number),
          failed: sql<number>`count(*) filter (where ${bossJobs.state} = 'failed')`.mapWith(Number),
        })
        .from(bossJobs)
        .groupBy(bossJobs.name);
    },

    async removeFinished({ doneDays, failedDays }) {
      await boot();
      const olderThan = (days: number) =>
        lt(bossJobs.completedOn, sql`now() - make_interval(secs => ${days * 86_400})`);
      const finished = await db
        .select({ id: bossJobs.id, kind: bossJobs.name })
        .from(bossJobs)
        .where(
          or(
            and(eq(bossJobs.state, 'completed'), olderThan(doneDays)),
            and(inArray(bossJobs.state, ['failed', 'cancelled']), olderThan(failedDays)),
          ),
        );
      const byKind = new Map<string, string[]>();
      for (const { id, kind } of finished) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
      let removed = 0;
      // Through pg-boss, which keeps each queue's counts of the jobs it holds.
      for (const [kind, ids] of byKind) removed += affected(await boss.deleteJob(kind, ids));
      return removed;
    },

    sql: bossJobSql,

    prepare,

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
      if (booted) {
        await booted.catch(() => {});
        await boss.stop({ graceful: false, close: false }).catch((error: unknown) => {
          log.warn({ err: error }, 'pg-boss did not stop cleanly');
        });
      }
    },

    async runDue() {
      await prepare();
      const ran = new Set<string>();
      while (!stopped) {
        const batch: { kind: string; job: Fetched }[] = [];
        while (batch.length < concurrency) {
          const next = await fetchOne();
          if (!next) break;
          if (ran.has(next.job.id)) {
            // Run once per call: a job retried at once waits for the next call.
            await store.release({ id: next.job.id, retryCount: next.job.retryCount });
            break;
          }
          ran.add(next.job.id);
          batch.push(next);
        }
        if (batch.length === 0) break;
        await Promise.all(batch.map(({ kind, job }) => launch(kind, job).done));
      }
      return ran.size;
    },
  };
}
