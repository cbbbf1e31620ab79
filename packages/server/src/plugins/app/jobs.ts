import path from 'node:path';
import fp from 'fastify-plugin';
import { registerCleanup } from '../../jobs/cleanup.ts';
import { copyLegacyJobs } from '../../jobs/legacy.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { sweepAtStart } from '../../services/leftovers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The durable job queue on pg-boss (docs/decisions/0019-pg-boss.md). Plugins register their
     * kinds while loading (`dependencies: ['jobs']`); the queue is prepared, and the worker
     * started, when the app is ready.
     */
    jobs: JobQueue;
  }
}

export default fp(
  async (app) => {
    const settings = app.config.jobs;
    const log = app.log.child({ component: 'jobs' });
    const queue = createJobQueue(app.db, {
      worker: settings.worker,
      concurrency: settings.concurrency,
      pollMs: settings.pollMs,
      leaseSeconds: settings.leaseSeconds,
      // pg-boss's own deletion comes a day after our cleanup's (JOBS_KEEP_*_DAYS).
      keepSeconds: (Math.max(settings.keepDoneDays, settings.keepFailedDays) + 1) * 86_400,
      log,
    });
    // Issue 26 item 14: what uploads and transcodes killed mid-way left on disk.
    const leftoverPlaces = {
      mediaDir: app.config.media.dir,
      loadersDir: path.join(app.config.dataDir, 'loaders'),
    };
    registerCleanup(
      queue,
      app.db,
      {
        loginWindowSeconds: app.config.accountLock.windowSeconds,
        keepDoneDays: settings.keepDoneDays,
        keepFailedDays: settings.keepFailedDays,
        eventsRetentionDays: app.config.events.retentionDays,
        everyMs: settings.cleanupIntervalMinutes * 60_000,
        leftovers: { places: leftoverPlaces, idleMs: settings.leftoversIdleMinutes * 60_000 },
      },
      app.log.child({ component: 'cleanup' }),
    );
    app.decorate('jobs', queue);
    // At start, in the background (a large media tree must not hold the start): see sweepAtStart.
    app.addHook('onReady', async () => {
      const log = app.log.child({ component: 'cleanup' });
      sweepAtStart({
        dataDir: app.config.dataDir,
        places: leftoverPlaces,
        idleMs: settings.leftoversIdleMinutes * 60_000,
      }).then(
        (swept) => {
          if (swept.parts + swept.workDirs > 0)
            log.info({ swept }, 'files left by stopped uploads and transcodes removed');
        },
        (error) =>
          log.warn({ err: error }, 'could not remove the files left by stopped uploads and transcodes'),
      );
    });
    let retry: NodeJS.Timeout | undefined;
    let closing = false;
    app.addHook('onReady', async () => {
      // A database that is down at start must not stop the app from starting: it answers
      // /web/health with 503 and recovers when the database does. pg-boss's schema and queues
      // (which a kind enqueued inside a transaction needs, worker or not), the jobs left in the
      // old table, and the recurring schedules are made once it answers again (tried every 30
      // polls until then). A process without the worker (JOBS_WORKER=off) only enqueues.
      const prepare = async () => {
        if (closing) return;
        try {
          await queue.prepare();
          const copied = await copyLegacyJobs(app.db, queue);
          if (copied > 0) log.info({ copied }, 'jobs of the old jobs table queued on pg-boss');
          if (settings.worker) {
            await queue.scheduleRecurring();
            queue.start();
          }
        } catch (error) {
          log.error({ err: error }, 'could not prepare the job queue');
          retry = setTimeout(prepare, Math.max(settings.pollMs, 1000) * 30).unref();
        }
      };
      await prepare();
    });
    // Stops claiming, aborts running handlers and waits for them, before the database closes.
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      await queue.stop();
    });
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);
