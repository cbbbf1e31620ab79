import fp from 'fastify-plugin';
import { createEventIngest, type IngestOptions } from '../../analytics/ingest.ts';

export interface EventIngestPluginOptions {
  /** Tests and benches only: other limits than the configuration's (analytics/ingest.ts). */
  eventIngest?: Partial<IngestOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What frames and prospect pages report, limited and stored (analytics/ingest.ts). */
    eventIngest: ReturnType<typeof createEventIngest>;
  }
}

/**
 * The events ingest on the audience host (issue 12): its limits from the configuration, the
 * rollups it kicks after each write (`app.rollups`), and, when the host closes, the rollups of
 * what it stored before the database closes.
 */
export default fp<EventIngestPluginOptions>(
  async (app, pluginOptions) => {
    const { events: limits, redisUrl } = app.config;
    const ingest = createEventIngest(app.db, {
      rollups: app.rollups,
      options: {
        // Per widget and per company, whatever the addresses (issue 26 §7): ten seconds' worth at once.
        perWidget: { burst: limits.perWidgetPerSecond * 10, perSecond: limits.perWidgetPerSecond },
        perCompany: { burst: limits.perCompanyPerSecond * 10, perSecond: limits.perCompanyPerSecond },
        redisUrl,
        ...pluginOptions.eventIngest,
      },
      // A failed rollup pass leaves its events noted for the next one: logged, never the prospect's.
      onRollupError: (error) =>
        app.log.error({ err: error }, 'analytics rollup pass failed; its events stay noted for the next'),
      // Redis unreachable: the limits are counted in this process meanwhile.
      onLimitError: (error) =>
        app.log.warn(
          { err: { message: (error as Error).message } },
          'events limits: Redis error, counting in memory',
        ),
    });
    app.decorate('eventIngest', ingest);
    // What was stored before a shutdown is rolled up before the database closes.
    app.addHook('onClose', async () => {
      await ingest.writer.rollups
        .catchUp()
        .catch((error) => app.log.error({ err: error }, 'analytics rollup at close'));
      await ingest.close();
    });
  },
  { name: 'event-ingest', dependencies: ['config', 'db', 'rollups'] },
);
