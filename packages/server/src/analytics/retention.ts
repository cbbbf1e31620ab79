import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/database.ts';
import type { CleanupSettings } from '../jobs/cleanup.ts';

/** EVENTS_RETENTION_DAYS by default (docs/configuration.md): a year and a month of raw events. */
export const defaultEventsRetentionDays = 400;

/** Rows one statement deletes at most, so no statement holds PGlite's one connection long. */
const chunkRows = 5000;

export interface EventsRetentionCounts {
  /** Monthly partitions dropped whole (prospect_events_YYYY_MM). */
  partitions: number;
  /** Raw events deleted row by row (the month the cutoff falls in, and the default partition). */
  events: number;
  /** Ids of the ingest's de-duplication (prospect_event_ids) deleted with them. */
  ids: number;
}

/**
 * Deletes raw events (prospect_events) that happened more than `days` days ago, on the cleanup
 * schedule (jobs/cleanup.ts; issue 26 §7). The rollups are kept: every chart over all visitors
 * still reads those days; what goes is what reads raw events (one visitor's charts, the
 * timeline, the questions CSV) for days before the cutoff. A month wholly before the cutoff is
 * dropped as its partition (docs/analytics.md); the rest goes in chunks of `chunkRows`. Events
 * still noted for the rollups are kept until the pass has added them. `days` 0 keeps everything.
 */
export async function deleteExpiredEvents(
  db: Db,
  days: number = defaultEventsRetentionDays,
  now: Date = new Date(),
): Promise<EventsRetentionCounts> {
  const counts: EventsRetentionCounts = { partitions: 0, events: 0, ids: 0 };
  if (!(days > 0)) return counts;
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(db, query);

  // Whole months before the cutoff: their partitions, by name (prospect_events_partition makes them).
  const partitions = await rows<{ name: string }>(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'prospect_events'::regclass and c.relname ~ '^prospect_events_[0-9]{4}_[0-9]{2}$'`);
  for (const { name } of partitions) {
    const [year, month] = name.slice('prospect_events_'.length).split('_').map(Number) as [number, number];
    const end = Date.UTC(year, month, 1); // the first instant after the month
    if (end > cutoff.getTime()) continue;
    const [noted] = await rows<{ n: number }>(sql`select count(*)::int as n from analytics_pending p
      where p.occurred_at >= ${new Date(Date.UTC(year, month - 1, 1)).toISOString()}
        and p.occurred_at < ${new Date(end).toISOString()}`);
    if (Number(noted?.n ?? 0) > 0) continue;
    await db.execute(sql`drop table if exists ${sql.identifier(name)}`);
    counts.partitions += 1;
  }

  // The rest, a chunk at a time.
  for (;;) {
    const deleted = await rows<{ id: string }>(sql`
      delete from prospect_events e where (e.id, e.occurred_at) in (
        select x.id, x.occurred_at from prospect_events x
        where x.occurred_at < ${cutoff.toISOString()}
          and not exists (select 1 from analytics_pending p where p.event_id = x.id and p.occurred_at = x.occurred_at)
        limit ${chunkRows})
      returning e.id`);
    counts.events += deleted.length;
    if (deleted.length < chunkRows) break;
  }
  for (;;) {
    const deleted = await rows<{ id: string }>(sql`
      delete from prospect_event_ids where (company_id, id) in (
        select company_id, id from prospect_event_ids where occurred_at < ${cutoff.toISOString()} limit ${chunkRows})
      returning id`);
    counts.ids += deleted.length;
    if (deleted.length < chunkRows) break;
  }
  return counts;
}

/**
 * The cleanup schedule's call (jobs/cleanup.ts): `eventsRetentionDays` of the cleanup's settings
 * (config `events.retentionDays`, EVENTS_RETENTION_DAYS), 400 when they do not say.
 */
export const deleteExpiredEventsOnSchedule = (
  db: Db,
  settings: Pick<CleanupSettings, 'eventsRetentionDays'>,
) => deleteExpiredEvents(db, settings.eventsRetentionDays ?? defaultEventsRetentionDays);
