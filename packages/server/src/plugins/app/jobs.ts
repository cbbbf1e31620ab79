import path from 'node:path';
import fp from 'fastify-plugin';
import { registerCleanup } from '../../jobs/cleanup.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { sweepAtStart } from '../../services/leftovers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The durable job queue (docs/decisions/0015-job-queue.md). Plugins register their kinds while
     * loading (`dependencies: ['jobs']`); the worker starts when the app is ready.
     */
    jobs: JobQueue;
  }
}

export default fp(
  async (app) => {
    const settings = app.config.jobs;
    const queue = createJobQueue(app.db, {
      concurrency: settings.concurrency,
      pollMs: settings.pollMs,
      leaseSeconds: settings.leaseSeconds,
      log: app.log.child({ component: 'jobs' }),
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
    // JOBS_WORKER=off: this process only serves; jobs it enqueues run in a process with the worker.
    if (settings.worker) {
      app.addHook('onReady', async () => {
        // A database that is down at start must not stop the app from starting: it answers
        // /web/health with 503 and recovers when the database does; the recurring jobs are
        // scheduled once it answers again (tried each poll interval until then).
        const schedule = async () => {
          try {
            await queue.scheduleRecurring();
          } catch (error) {
            app.log.error({ err: error, component: 'jobs' }, 'could not schedule the recurring jobs');
            retry = setTimeout(schedule, Math.max(settings.pollMs, 1000) * 30).unref();
          }
        };
        await schedule();
        queue.start();
      });
    }
    // Stops claiming, aborts running handlers and waits for them, before the database closes.
    app.addHook('onClose', async () => {
      clearTimeout(retry);
      await queue.stop();
    });
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);
