import type { Db } from '../../db/database.ts';
import type { RollupApplier } from '../rollup.ts';
import { frequencyQueries } from './frequency.ts';
import { pageDetailQueries } from './pageDetail.ts';
import { pickerQueries } from './pickers.ts';
import { createReader } from './shared.ts';
import { timelineQueries } from './timeline.ts';
import { videoQueries } from './videos.ts';
import { widgetQueries } from './widgets.ts';

/**
 * The analytics queries (spec 3 §7.10; issue 14; docs/analytics.md). Charts over every visitor
 * read the daily rollups the ingest keeps (analytics/rollup.ts); a chart of one visitor
 * (or of the anonymous ones) reads that visitor's raw events through the visitor and link
 * indexes, turning them into the same facts with the same SQL function, so both answer alike.
 * Every query names the caller's company: another company's ids find nothing, like missing ones.
 * Each call first waits for the rollups of every event stored before it (the ingest adds them
 * just after its reply), so a chart never misses an event the ingest has acknowledged.
 *
 * One family of calls a file, as the contract splits them (contract analytics/): widgets,
 * pickers, pageDetail, frequency, videos, timeline; what they share in shared.ts (the reader),
 * range.ts and facts.ts.
 */

/**
 * The analytics calls over `db`; `rollups` is the applier whose passes each call waits for (the
 * ingest's, `app.rollups`), so a chart never misses an event the ingest has acknowledged.
 */
export function createAnalytics(
  db: Db,
  mediaUrl: string,
  rollups: RollupApplier,
  now: () => Date = () => new Date(),
) {
  const reader = createReader(db, mediaUrl, now);
  return caughtUp(rollups, {
    ...widgetQueries(reader),
    ...pickerQueries(reader),
    ...pageDetailQueries(reader),
    ...frequencyQueries(reader),
    ...videoQueries(reader),
    ...timelineQueries(reader),
  });
}

/** The calls of `calls`, each first waiting for the rollups of what was stored before it. */
function caughtUp<T extends Record<string, (...args: never[]) => Promise<unknown>>>(
  rollups: RollupApplier,
  calls: T,
): T {
  const wrapped: Record<string, (...args: never[]) => Promise<unknown>> = {};
  for (const [name, call] of Object.entries(calls)) {
    wrapped[name] = async (...args) => {
      await rollups.catchUp();
      return call(...args);
    };
  }
  return wrapped as T;
}
