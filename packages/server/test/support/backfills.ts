import { sql } from 'drizzle-orm';
import type { Backfill } from '../../src/db/backfills.ts';
import { rowsOf } from '../../src/db/database.ts';

/**
 * A backfill over a real table, for the tests: the events of one widget, in id order, each
 * given `data.backfilled` plus one. Not idempotent on purpose (a real backfill is): a row done
 * twice shows 2, so a test sees whether each row was done exactly once. `pause` holds each batch
 * that long after its update, inside its transaction (a kill then lands mid-batch).
 */
export function countingBackfill(
  widgetId: string,
  { name = `test-${widgetId}`, batchSize = 20, pauseSeconds = 0 } = {},
): Backfill {
  return {
    name,
    batchSize,
    async step(tx, after, size) {
      const [row] = await rowsOf<{ last: string | null; rows: number }>(
        tx,
        sql`
        with batch as (
          select id, occurred_at from prospect_events
          where widget_id = ${widgetId} and (${after}::uuid is null or id > ${after}::uuid)
          order by id limit ${size}
        ), done as (
          update prospect_events e
          set data = e.data || jsonb_build_object('backfilled', coalesce((e.data->>'backfilled')::int, 0) + 1)
          from batch where e.id = batch.id and e.occurred_at = batch.occurred_at
          returning e.id
        )
        select (select id::text from batch order by id desc limit 1) as last,
               (select count(*)::int from done) as rows`,
      );
      if (pauseSeconds > 0) await tx.execute(sql`select pg_sleep(${pauseSeconds})`);
      return { last: row?.last ?? null, rows: row?.rows ?? 0 };
    },
  };
}

/** How many of the widget's events were done how many times: `{ 1: 250 }` when each was done once. */
export async function timesDone(db: Parameters<typeof rowsOf>[0], widgetId: string) {
  const rows = await rowsOf<{ times: number; events: number }>(
    db,
    sql`select coalesce((data->>'backfilled')::int, 0) as times, count(*)::int as events
        from prospect_events where widget_id = ${widgetId} group by 1 order by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.times, row.events]));
}
