import fp from 'fastify-plugin';
import { declaredBackfills, queueBackfills, registerBackfills } from '../../db/backfills.ts';

/**
 * Backfills (db/backfills.ts, issue 28 §4): their job kind, and, once this replica listens, a job
 * for each declared backfill that has not finished. In the background: the start never waits for
 * a rewrite; a database that does not answer now is tried again at the next start.
 */
export default fp(
  async (app) => {
    registerBackfills(app.jobs, app.db, declaredBackfills);
    app.addHook('onListen', async () => {
      const log = app.log.child({ component: 'backfills' });
      queueBackfills(app.jobs, app.db, declaredBackfills).then(
        (queued) => {
          if (queued.length > 0) log.info({ queued }, 'backfills queued');
        },
        (error) => log.error({ err: error }, 'could not queue the backfills; the next start tries again'),
      );
    });
  },
  { name: 'backfills', dependencies: ['db', 'jobs'] },
);
