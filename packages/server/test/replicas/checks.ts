import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../src/db/database.ts';
import type { FfmpegRun } from './cluster.ts';

/**
 * What the replicas suite and its bench read back from the shared database to count events and
 * rollups: the raw events as stored, and the daily rollups beside what the raw events make of
 * them (analytics_facts, worked out here from the raw rows, not from what a pass recorded).
 */

/** Stored events of a company: rows and distinct ids (equal unless an event was stored twice). */
export async function storedEvents(db: Db, companyId: string) {
  const [row] = await rowsOf<{ rows: number; ids: number }>(
    db,
    sql`select count(*)::int as rows, count(distinct id)::int as ids from prospect_events where company_id = ${companyId}`,
  );
  return row!;
}

/** Which of `ids` are stored (one query for the lot). */
export async function storedIds(db: Db, companyId: string, ids: string[]): Promise<Set<string>> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id::text from prospect_events where company_id = ${companyId}
      and id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Set(rows.map((row) => row.id));
}

interface Line {
  type: string;
  dim: string;
  events: number;
}

const lines = (rows: Line[]) => rows.map((row) => `${row.type} ${row.dim} ${row.events}`).join('\n');

/**
 * The company's events as counted three ways, each by type and dim: worked out from the raw
 * events, and as the widget and company rollups hold them; plus the events still waiting for a
 * pass (their notes in analytics_pending). Rolled up exactly once: all three equal, none waiting.
 */
export async function rollupsOf(db: Db, companyId: string) {
  const [raw, widgetDaily, companyDaily, [waiting]] = await Promise.all([
    rowsOf<Line>(
      db,
      sql`select e.type, f.dim, sum(f.events)::int as events from prospect_events e
        left join recordings r on e.type = 'watch' and r.id = (e.data->>'recordingId')::uuid
        cross join lateral analytics_facts(e.type, e.data, r.duration_seconds) f
        where e.company_id = ${companyId} group by 1, 2 having sum(f.events) <> 0 order by 1, 2`,
    ),
    rowsOf<Line>(
      db,
      sql`select type, dim, sum(events)::int as events from analytics_widget_daily
        where company_id = ${companyId} group by 1, 2 having sum(events) <> 0 order by 1, 2`,
    ),
    rowsOf<Line>(
      db,
      sql`select type, dim, sum(events)::int as events from analytics_company_daily
        where company_id = ${companyId} group by 1, 2 having sum(events) <> 0 order by 1, 2`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from analytics_pending p
        join prospect_events e on e.id = p.event_id and e.occurred_at = p.occurred_at
        where e.company_id = ${companyId}`,
    ),
  ]);
  const total = (rows: Line[]) => rows.reduce((sum, row) => sum + row.events, 0);
  return {
    raw: lines(raw),
    widgetDaily: lines(widgetDaily),
    companyDaily: lines(companyDaily),
    /** Events the raw rows add to the rollups, and what each rollup holds. */
    totals: { raw: total(raw), widgetDaily: total(widgetDaily), companyDaily: total(companyDaily) },
    waiting: waiting!.n,
  };
}

/** Waits until the company's rollups hold what its raw events make, none waiting; answers the last look. */
export async function rolledUp(db: Db, companyId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = await rollupsOf(db, companyId);
    const settled = seen.waiting === 0 && seen.raw === seen.widgetDaily && seen.raw === seen.companyDaily;
    if (settled || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The conversions of one upload: ffmpeg runs whose input was those bytes, by server process. */
export function conversionsOf(runs: FfmpegRun[], inputMd5: string) {
  return runs.filter((run) => run.inputMd5 === inputMd5);
}
