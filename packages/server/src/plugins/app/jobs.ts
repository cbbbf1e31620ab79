import fp from 'fastify-plugin';
import { registerCleanup } from '../../jobs/cleanup.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';

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
    registerCleanup(
      queue,
      app.db,
      {
        loginWindowSeconds: app.config.accountLock.windowSeconds,
        keepDoneDays: settings.keepDoneDays,
        keepFailedDays: settings.keepFailedDays,
        everyMs: settings.cleanupIntervalMinutes * 60_000,
      },
      app.log.child({ component: 'cleanup' }),
    );
    app.decorate('jobs', queue);
    // JOBS_WORKER=off: this process only serves; jobs it enqueues run in a process with the worker.
    if (settings.worker) {
      app.addHook('onReady', async () => {
        await queue.scheduleRecurring();
        queue.start();
      });
    }
    // Stops claiming, aborts running handlers and waits for them, before the database closes.
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);
