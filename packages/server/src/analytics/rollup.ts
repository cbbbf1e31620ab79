import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../db/database.ts';
import {
  analyticsCompanyDaily,
  analyticsPageAnonymousDaily,
  analyticsPageDaily,
  analyticsPageTotalDaily,
  analyticsWidgetAnonymousDaily,
  analyticsWidgetDaily,
  noId,
} from '../db/schema.ts';

/**
 * The daily rollups of analytics (issue 14; docs/analytics.md), kept as events arrive, in two
 * steps so that a prospect's batch is answered as soon as its events are stored:
 *
 * 1. The ingest's insert (`insertFreshWithPending`) also notes each event it actually inserted
 *    (RETURNING) in `analytics_pending`, in the same statement: a plain append, no row another
 *    batch could be waiting on.
 * 2. The applier (`RollupApplier`) takes up to `passRows` noted events at once, and in one
 *    statement deletes those notes and adds what the events bring to `analytics_widget_daily`,
 *    `analytics_company_daily`, `analytics_page_daily`, `analytics_page_total_daily`,
 *    `analytics_visitors`, `analytics_widget_visitors` and the anonymous rollups (`rollupsOf`).
 *    A pass over thousands of events upserts each day's rollup row once instead of once per
 *    batch. An event sent again is not inserted, so it is not noted; a pass that fails adds
 *    nothing and leaves its notes.
 *
 * The same pass takes the e-mails given a gate (noted with their visitor in
 * `analytics_pending_visitors` by a trigger, migrations 0015 and 0016), keeps each known visitor's
 * latest address and link in `analytics_known_visitors`, and takes the events of visitors it
 * makes known out of the anonymous rollups, which the 'anonymous' filter reads instead of the raw
 * events.
 *
 * What one event adds is the SQL function `analytics_facts` (facts.sql beside this file, applied
 * on every start; made by migration 0009, views counted by 0018), which the migrations' backfills use too. Passes run one at a time under an advisory lock (two replicas
 * wait for each other), and upsert each rollup's rows in key order.
 */

/** The columns of a stored event `e` the rollups read: what `ins` holds. */
const storedEvent = sql`e.id, e.company_id, e.widget_id, e.type, e.visitor, e.page_id, e.relationship_id,
  e.occurred_at, e.data`;

/** The link of a page's visit that came by none, in analytics_page_daily's key (a literal: one plan). */
const noLink = sql.raw(`'${noId}'::uuid`);

/** The facts of each event of a CTE of events, with what keys them (analytics_facts, facts.sql). */
const factsOf = (events: SQL) => sql`
      select x.company_id, x.widget_id, x.visitor, x.type, x.page_id,
             coalesce(x.relationship_id, ${noLink}) as relationship_id,
             (x.occurred_at at time zone 'UTC')::date as day, f.recording_id, f.dim, f.events, f.seconds
      from ${events} x
      left join recordings r on x.type = 'watch' and r.id = (x.data->>'recordingId')::uuid
      cross join lateral analytics_facts(x.type, x.data, r.duration_seconds) f`;

/** The key of each daily rollup: its primary key's columns, in the order its rows are upserted. */
type Columns<K extends string> = Record<K, AnyPgColumn>;
const widgetKey = (t: Columns<'companyId' | 'widgetId' | 'day' | 'type' | 'recordingId' | 'dim'>) => [
  t.companyId,
  t.widgetId,
  t.day,
  t.type,
  t.recordingId,
  t.dim,
];
const companyKey = (t: Columns<'companyId' | 'type' | 'day' | 'recordingId' | 'dim'>) => [
  t.companyId,
  t.type,
  t.day,
  t.recordingId,
  t.dim,
];
type PageKey = 'companyId' | 'pageId' | 'day' | 'type' | 'widgetId' | 'recordingId' | 'dim';
const pageKey = (t: Columns<PageKey>) => [
  t.companyId,
  t.pageId,
  t.day,
  t.type,
  t.widgetId,
  t.recordingId,
  t.dim,
];
const pageLinkKey = (t: Columns<PageKey | 'relationshipId'>) => [
  t.companyId,
  t.pageId,
  t.day,
  t.relationshipId,
  t.type,
  t.widgetId,
  t.recordingId,
  t.dim,
];

/**
 * A CTE `name` adding the facts of `source` (a FROM clause over facts), summed by `key` (the
 * columns of its primary key, in the order its rows are upserted), to the daily rollup `table`, in key order (two passes lock rows in the same
 * order). Every rollup takes facts back as well as adding them: a view's later `watch` takes its
 * earlier report out of its bucket (migration 0018), and the anonymous rollups lose a visitor's
 * events when the visitor becomes known. A row whose events are all gone keeps no seconds either
 * (what was added and taken back may differ in the last bits of a float).
 */
function addToDaily<T extends PgTable>(
  name: string,
  table: T,
  key: (columns: T['_']['columns']) => AnyPgColumn[],
  source: SQL,
) {
  const names = key(getTableColumns(table)).map((column) => column.name);
  const columns = sql.raw(names.join(', '));
  const positions = sql.raw(names.map((_, i) => i + 1).join(', '));
  const seconds = sql`case when d.events + excluded.events = 0 then 0 else d.seconds + excluded.seconds end`;
  return sql`${sql.raw(name)} as (
      insert into ${sql.raw(getTableName(table))} as d (${columns}, events, seconds)
      select ${columns}, sum(events), sum(seconds) from ${source}
      group by ${positions} order by ${positions}
      on conflict (${columns})
      do update set events = d.events + excluded.events, seconds = ${seconds}
    )`;
}

/**
 * The rollup CTEs over a CTE `ins` of events (id, company_id, widget_id, type, visitor, page_id,
 * relationship_id, occurred_at, data) and a query `noted` of visitors who gave a gate an e-mail.
 *
 * The anonymous rollups: a visitor is known from the first pass that sees them give a gate an
 * e-mail (`noted`) or come by a prospect's link. That pass adds them to analytics_known_visitors
 * (`newly`) and takes their events rolled up before, all anonymous then, back out of the anonymous
 * rollups (`earlier`: stored and no longer noted; the statement sees neither its own insert nor
 * its own deletes). The passes run one at a time (`RollupApplier.pass`), so no event is rolled up
 * as anonymous by one pass while another makes its visitor known.
 */
const rollupsOf = (noted: SQL) => sql`
    facts as (${factsOf(sql`ins`)}),
    identities as (
      select company_id, visitor, max(given_at) as given_at,
             (array_agg(email order by given_at desc) filter (where given_at is not null))[1] as email,
             (array_agg(relationship_id) filter (where relationship_id is not null))[1] as relationship_id
      from (
        select company_id, visitor, email, given_at, null::uuid as relationship_id from (${noted}) n
        union all
        select ins.company_id, ins.visitor, '', null, ins.relationship_id from ins
        join page_relationships pr on pr.id = ins.relationship_id and pr.prospect_id is not null
      ) c group by 1, 2
    ),
    newly as (
      select company_id, visitor from identities i
      where not exists (select 1 from analytics_known_visitors k
        where k.company_id = i.company_id and k.visitor = i.visitor)
    ),
    known as (
      insert into analytics_known_visitors as k (company_id, visitor, email, email_given_at, relationship_id)
      select company_id, visitor, coalesce(email, ''), given_at, relationship_id from identities
      order by 1, 2
      on conflict (company_id, visitor) do update set
        email = case when excluded.email_given_at > coalesce(k.email_given_at, '-infinity')
                     then excluded.email else k.email end,
        email_given_at = greatest(k.email_given_at, excluded.email_given_at),
        relationship_id = coalesce(k.relationship_id, excluded.relationship_id)
      where excluded.email_given_at > coalesce(k.email_given_at, '-infinity')
         or (k.relationship_id is null and excluded.relationship_id is not null)
    ),
    earlier as (
      select ${storedEvent}
      from prospect_events e
      join newly n on e.company_id = n.company_id and e.visitor = n.visitor
      where not exists (select 1 from analytics_pending p
        where p.event_id = e.id and p.occurred_at = e.occurred_at)
    ),
    anonymous_facts as (
      select company_id, widget_id, page_id, day, type, recording_id, dim, events, seconds from facts f
      where not exists (select 1 from analytics_known_visitors k
          where k.company_id = f.company_id and k.visitor = f.visitor)
        and not exists (select 1 from newly n where n.company_id = f.company_id and n.visitor = f.visitor)
      union all
      select company_id, widget_id, page_id, day, type, recording_id, dim, -events, -seconds
      from (${factsOf(sql`earlier`)}) gone
    ),
    ${addToDaily('widget_anonymous', analyticsWidgetAnonymousDaily, widgetKey, sql`anonymous_facts`)},
    ${addToDaily('page_anonymous', analyticsPageAnonymousDaily, pageKey, sql`anonymous_facts where page_id is not null`)},
    ${addToDaily('widget_daily', analyticsWidgetDaily, widgetKey, sql`facts`)},
    ${addToDaily('company_daily', analyticsCompanyDaily, companyKey, sql`facts`)},
    ${addToDaily('page_total', analyticsPageTotalDaily, pageKey, sql`facts where page_id is not null`)},
    ${addToDaily('page_daily', analyticsPageDaily, pageLinkKey, sql`facts where page_id is not null`)},
    visitors as (
      insert into analytics_visitors as v
        (company_id, visitor, first_seen, last_seen, events, relationship_id)
      select company_id, visitor, min(occurred_at), max(occurred_at), count(*),
             (array_agg(relationship_id) filter (where relationship_id is not null))[1]
      from ins group by 1, 2 order by 1, 2
      on conflict (company_id, visitor) do update set
        first_seen = least(v.first_seen, excluded.first_seen),
        last_seen = greatest(v.last_seen, excluded.last_seen),
        events = v.events + excluded.events,
        relationship_id = coalesce(excluded.relationship_id, v.relationship_id)
    ),
    widget_visitors as (
      insert into analytics_widget_visitors as wv (company_id, widget_id, visitor, last_seen, events)
      select company_id, widget_id, visitor, max(occurred_at), count(*)
      from ins group by 1, 2, 3 order by 1, 2, 3
      on conflict (company_id, widget_id, visitor) do update set
        last_seen = greatest(wv.last_seen, excluded.last_seen),
        events = wv.events + excluded.events
    )`;

/** No visitor noted: the loader's statement makes visitors known by their links alone (the bench makes its gate e-mails known by a pass first). */
const noneNoted = sql`select null::uuid as company_id, null::text as visitor, null::text as email,
  null::timestamptz as given_at where false`;

/** The advisory lock the rollup passes take, one at a time (any number; this one spells 'roll'). */
const rollupLock = 0x726f6c6c;

const insColumns = sql`id, company_id, widget_id, type, visitor, page_id, relationship_id, occurred_at, data`;

/**
 * An insert of events and their rollups in one statement, for loading many events at once (the
 * analytics bench): the ingest notes them instead (`insertFreshWithPending`). Answers the ids inserted.
 */
export function insertWithRollups(insertReturning: SQL): SQL {
  return sql`
    with ins as (${insertReturning} returning ${insColumns}),
    ${rollupsOf(noneNoted)}
    select id from ins`;
}

/**
 * The ingest's insert (issue 26 §9): the rows of `rows` (a select of prospect_events' columns
 * but received_at, `occurred_at` computed) whose id the company has not had yet, whatever the
 * time that came with it. `prospect_event_ids` keeps each (company, id) once, so the same id
 * sent again with another time is a duplicate (prospect_events' key is (id, occurred_at), as its
 * partitions need). The same statement notes each event inserted for the applier. Answers the
 * ids inserted.
 */
export function insertFreshWithPending(rows: SQL): SQL {
  return sql`
    with t as (${rows}),
    fresh as (
      insert into prospect_event_ids (company_id, id, occurred_at)
      select company_id, id, occurred_at from t
      on conflict do nothing
      returning company_id, id
    ),
    ins as (
      insert into prospect_events
        (id, company_id, kind, widget_id, type, visitor, page_id, relationship_id, occurred_at, data)
      select t.id, t.company_id, t.kind, t.widget_id, t.type, t.visitor, t.page_id, t.relationship_id,
             t.occurred_at, t.data
      from t join fresh f on f.company_id = t.company_id and f.id = t.id
      on conflict do nothing
      returning id, occurred_at
    ),
    noted as (insert into analytics_pending (event_id, occurred_at) select id, occurred_at from ins)
    select id from ins`;
}

/**
 * Adds the rollups of noted events, in passes of up to `passRows`, and makes noted visitors known,
 * up to `visitorRows` a pass. `kick` starts a pass soon, without waiting (the ingest, after each
 * statement); `catchUp` returns once every event and visitor noted before it was called is in the
 * rollups (the analytics calls, before reading them). One applier per process
 * (`createRollupApplier`, made by main.ts and given to both hosts as `app.rollups`), so a reader
 * waits for the pass under way rather than skipping the notes it holds.
 */
export class RollupApplier {
  private running: Promise<void> | undefined;
  private again = false;
  /** Passes run and events they rolled up, for the bench and the tests. */
  readonly counts = { passes: 0, events: 0 };

  /** When the last pass began (performance.now()), and the pass a kick has asked for, if any. */
  private lastPassAt = Number.NEGATIVE_INFINITY;
  private kicked: ReturnType<typeof setTimeout> | undefined;

  private readonly db: Db;
  private readonly passRows: number;
  private readonly visitorRows: number;
  private readonly cadenceMs: number;

  constructor(db: Db, passRows = 20_000, visitorRows = 5_000, cadenceMs = 200) {
    this.db = db;
    this.passRows = passRows;
    this.visitorRows = visitorRows;
    this.cadenceMs = cadenceMs;
  }

  /**
   * One pass: up to `passRows` noted events and `visitorRows` noted visitors taken, deleted and
   * rolled up in one statement. Passes run one at a time, across replicas too: the statement
   * starts once the lock is held, so it sees what the pass before it made known. Answers how many
   * of each it took.
   */
  async pass(): Promise<{ events: number; visitors: number }> {
    this.lastPassAt = performance.now();
    const taken = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${rollupLock})`);
      const [counts] = await rowsOf<{ events: number; visitors: number }>(
        tx,
        sql`
        with moved as (
          delete from analytics_pending
          where ctid = any(array(
            select ctid from analytics_pending limit ${this.passRows} for update skip locked))
          returning event_id, occurred_at
        ),
        noted as (
          delete from analytics_pending_visitors
          where ctid = any(array(
            select ctid from analytics_pending_visitors limit ${this.visitorRows} for update skip locked))
          returning company_id, visitor, email, given_at
        ),
        ins as (
          select ${storedEvent}
          from prospect_events e
          join moved m on e.id = m.event_id and e.occurred_at = m.occurred_at
        ),
        ${rollupsOf(sql`select company_id, visitor, email, given_at from noted`)}
        select (select count(*) from moved)::int as events, (select count(*) from noted)::int as visitors`,
      );
      return { events: Number(counts?.events ?? 0), visitors: Number(counts?.visitors ?? 0) };
    });
    this.counts.passes += 1;
    this.counts.events += taken.events;
    return taken;
  }

  /** Passes until none is left; a kick while running asks for one more round. */
  private drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          // A full pass may have left more behind.
          let taken = { events: this.passRows, visitors: 0 };
          while (taken.events >= this.passRows || taken.visitors >= this.visitorRows)
            taken = await this.pass();
        } while (this.again);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /**
   * Rolls up what is noted, soon: kicks start at most one pass per `cadenceMs`, however many
   * batches the ingest writes meanwhile. A pass is one statement upserting into every rollup, with
   * a fixed cost beside its cost per event (measured at 10,000 events/s: 15 ms for 160 events,
   * 50 ms for 2,000), so passes back to back after every batch kept a core busy, and the ingest's
   * statements waited for the CPU (docs/analytics.md). Errors are the next pass's to retry (the
   * notes stay).
   */
  kick(onError: (error: unknown) => void = () => {}) {
    if (this.kicked) return;
    const wait = Math.max(0, this.lastPassAt + this.cadenceMs - performance.now());
    this.kicked = setTimeout(() => {
      this.kicked = undefined;
      this.drain().catch(onError);
    }, wait);
    // A process may end with notes left: the next pass (here or in a replica) takes them.
    this.kicked.unref?.();
  }

  /** Every event noted before this call has its rollups once this resolves. */
  async catchUp(): Promise<void> {
    // This drains now what a kick would have drained later.
    clearTimeout(this.kicked);
    this.kicked = undefined;
    // A pass under way may have started before the latest notes: wait for it, then drain again.
    if (this.running) await this.running.catch(() => {});
    await this.drain();
  }
}

/**
 * An applier for `db`. The process makes one (main.ts) and gives it to both hosts, so the
 * ingest's writer and the analytics calls share it: a reader waits for the pass under way rather
 * than running one of its own behind it. Appliers that do not share one still add each event once
 * (their passes take the advisory lock one at a time).
 */
export function createRollupApplier(db: Db): RollupApplier {
  return new RollupApplier(db);
}

const monthMs = 31 * 86_400_000;

/**
 * Months of prospect_events whose partition this process has made sure of. Before a batch is
 * written, each month it holds that is not known yet gets its partition (`prospect_events_partition`,
 * migration 0009; made once whoever asks). Months far from now (a prospect's clock years off)
 * are left to the default partition rather than making a partition each.
 */
export class EventPartitions {
  private readonly known = new Set<string>();
  private readonly db: Db;
  private readonly clock: () => number;

  constructor(db: Db, clock: () => number = Date.now) {
    this.db = db;
    this.clock = clock;
  }

  async ensure(times: Iterable<number>) {
    const now = this.clock();
    const months = new Set<string>();
    for (const at of times) {
      if (at < now - 24 * monthMs || at > now + 2 * monthMs) continue;
      const month = new Date(at).toISOString().slice(0, 7);
      if (!this.known.has(month)) months.add(month);
    }
    for (const month of [...months].sort()) {
      await this.db.execute(sql`select prospect_events_partition(${`${month}-01`}::date)`);
      this.known.add(month);
    }
  }
}
