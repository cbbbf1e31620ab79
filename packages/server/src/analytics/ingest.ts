import type { EmbedKind, ProspectEvent } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { Counter, Histogram } from 'prom-client';
import { type Db, rowsOf } from '../db/database.ts';
import { type Bucket, type BucketAsk, memoryBuckets, redisBuckets } from './event-limits.ts';
import {
  type LiveLink,
  LiveLookup,
  type LiveWidget,
  liveLinks,
  liveWidgets,
  pageSubjectKind,
} from './event-sources.ts';
import { EventPartitions, insertFreshWithPending, type RollupApplier } from './rollup.ts';

/**
 * The events ingest (issue 12, POST /events on the audience host): the hottest path in the
 * product. What it does to a batch the contract has already validated:
 *
 * 1. **Rate limits**, in events, with token buckets: per client address and per (widget, address)
 *    before anything is looked up, then per widget and per company (issue 26 §7: many addresses
 *    at one company's public widgets) on the events that are kept. In Redis when REDIS_URL is set
 *    (one script a check, so replicas share the buckets), else in this process's memory
 *    (`TokenBuckets`; a Redis that fails falls back to it). Not the shared `rate_counters` of the
 *    login: that costs a database write per request, which would double the writes of the path
 *    whose writes are the product. A batch over any limit is refused whole (429 and Retry-After);
 *    the frame sends it again later with the same ids.
 * 2. **Keeps only events of a live widget** whose company and kind are the ones the event names
 *    (`liveWidgets` through a `LiveLookup`: one query for the widgets a batch names, remembered for `widgetTtlMs`), and
 *    a prospect page's events whose link (its unguessable id) names a relationship that exists,
 *    of a live page (`liveLinks`, the same: one query for the links a batch names, remembered as
 *    long). A page's event takes its company, page and relationship from the link, never from the
 *    sender; one from an Embed page's embed must name that page's live embed. Others are dropped
 *    and counted, never refused: a draft, a deleted widget or relationship, another company's or
 *    an id that never existed all look the same to the sender. The reply's `accepted` and
 *    `duplicates` leave dropped events out, so a sender can tell whether a widget is live for
 *    that company and kind, which its public placeholder (GET /embed/{kind}/{id}) says anyway,
 *    or whether a link is alive, which the page it opens says anyway.
 * 3. **Takes the server's clock** for an event whose own time (the prospect's clock) is not within
 *    `clientClock` of it (issue 26 §3: `at=8640000000000001` was stored as the year 275760 and
 *    broke every list of the company's visitors): a week back (a tab that kept what it could not
 *    send), ten minutes ahead (a clock a little fast).
 * 4. **Writes** with one multi-row `INSERT ... ON CONFLICT DO NOTHING RETURNING id`, and
 *    coalesces the batches of concurrent requests into one statement (`EventWriter`): a request
 *    is answered only after the statement holding its events has committed, so a 2xx always
 *    means stored. The event's id is the frame's: a batch sent again (a retry after a lost reply,
 *    a beacon after a fetch) is counted once, and `duplicates` says how many were already there.
 *    An id is stored once per company whatever time comes with it (`prospect_event_ids`, issue
 *    26 §9): the first one kept.
 *    The same statement notes the events it inserted for the analytics rollups, which the
 *    rollup applier adds after the reply, many batches at once (analytics/rollup.ts).
 *
 * Raw events are kept `EVENTS_RETENTION_DAYS` (analytics/retention.ts); their rollups
 * for good.
 */

export interface IngestOptions {
  /** Per client address, over every widget. */
  perAddress: Bucket;
  /** Per widget and client address. */
  perWidgetAddress: Bucket;
  /** Per widget (a page's own events: per page), over every address: what one subject takes. */
  perWidget: Bucket;
  /** Per company, over all its widgets and pages. */
  perCompany: Bucket;
  /** When set, the buckets are kept in this Redis (shared by replicas). */
  redisUrl?: string | undefined;
  /** How far the prospect's clock may be from the server's before the server's is taken. */
  clientClock: { pastMs: number; futureMs: number };
  /** The server's clock (epoch milliseconds), for the events' times. */
  clock: () => number;
  /** How long a widget's liveness is remembered (a widget deleted stops taking events after this). */
  widgetTtlMs: number;
  /** Statements in flight at once (PGlite runs one at a time whatever this says). */
  maxInFlight: number;
  /** Rows in one statement. */
  maxRows: number;
  now: () => number;
}

/**
 * A prospect sends a few events a minute; 60 a second per widget and address leave room for an
 * office behind one address, and a burst of 600 for a tab that sends what it kept while offline.
 */
export const defaultIngestOptions: IngestOptions = {
  perAddress: { burst: 3000, perSecond: 600 },
  perWidgetAddress: { burst: 600, perSecond: 60 },
  // A widget seen by 500 prospects at once sends about 250 events a second (the ingest bench
  // offers 10,000/s over 40 widgets); a forger at many addresses gets no more than this.
  perWidget: { burst: 5000, perSecond: 500 },
  perCompany: { burst: 10_000, perSecond: 1000 },
  clientClock: { pastMs: 7 * 86_400_000, futureMs: 10 * 60_000 },
  clock: () => Date.now(),
  widgetTtlMs: 30_000,
  maxInFlight: 2,
  maxRows: 2000,
  now: () => performance.now(),
};

// ---------------------------------------------------------------------------------------------
// What it stored, for GET /metrics
// ---------------------------------------------------------------------------------------------

/**
 * The ingest's own figures (issue 28 §4), kept as events are stored rather than read from
 * `prospect_events` at each scrape (that table has no index on `received_at`: a scrape would read
 * the day's partition). Kept by the process, whichever writer stored them: the app host's
 * GET /metrics registers them (plugins/app/metrics.ts); Prometheus' `rate()` makes the ingest rate
 * of the counter, and the histogram's quantiles the lag.
 */
export const ingestMetrics = {
  stored: new Counter({
    name: 'showroom_events_stored_total',
    help: 'Prospect events stored by this process (each id once: duplicates are not counted).',
    registers: [],
  }),
  lag: new Histogram({
    name: 'showroom_event_ingest_lag_seconds',
    help: 'Time from an event occurring (its time as stored) to its statement committing; a prospect clock ahead counts 0.',
    // A frame sends every few seconds; a tab sends what it kept offline up to a week later.
    buckets: [0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 3600, 86_400],
    registers: [],
  }),
};

// ---------------------------------------------------------------------------------------------
// The writer
// ---------------------------------------------------------------------------------------------

/** An event as stored: who made it is settled (the widget's, or the link's page and relationship). */
export type StoredEvent = ProspectEvent & { companyId: string; kind: EmbedKind; widgetId: string };

interface Job {
  events: ProspectEvent[];
  resolve: (result: IngestResult) => void;
  reject: (error: unknown) => void;
}

export interface IngestResult {
  accepted: number;
  duplicates: number;
}

/**
 * Writes batches, coalescing those that arrive while statements are in flight into the next
 * statement. Each `write` resolves once the statement holding its events has committed, with how
 * many of them that statement stored (`accepted`) and how many were already stored or appeared
 * earlier in the same statement (`duplicates`): across all writers, an id is accepted once.
 */
export class EventWriter {
  private queue: Job[] = [];
  private inFlight = 0;
  /** Statements run and rows written, for the bench and the tests. */
  readonly counts = { statements: 0, rows: 0 };
  private readonly partitions: EventPartitions;
  /** Adds the rollups of what was written, after the reply (rollup.ts). */
  readonly rollups: RollupApplier;
  private readonly db: Db;
  private readonly maxInFlight: number;
  private readonly maxRows: number;
  private readonly onRollupError: (error: unknown) => void;

  constructor(
    db: Db,
    rollups: RollupApplier,
    maxInFlight: number,
    maxRows: number,
    onRollupError: (error: unknown) => void = () => {},
  ) {
    this.db = db;
    this.maxInFlight = maxInFlight;
    this.maxRows = maxRows;
    this.onRollupError = onRollupError;
    this.partitions = new EventPartitions(db);
    this.rollups = rollups;
  }

  /** Events whose maker is settled (`StoredEvent`: the ingest's, or a test's and a bench's own). */
  write(events: ProspectEvent[]): Promise<IngestResult> {
    if (events.length === 0) return Promise.resolve({ accepted: 0, duplicates: 0 });
    return new Promise((resolve, reject) => {
      this.queue.push({ events, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < this.maxInFlight && this.queue.length) {
      let rows = 0;
      let taken = 0;
      while (
        taken < this.queue.length &&
        (taken === 0 || rows + this.queue[taken]!.events.length <= this.maxRows)
      ) {
        rows += this.queue[taken]!.events.length;
        taken += 1;
      }
      const jobs = this.queue.splice(0, taken);
      this.inFlight += 1;
      void this.run(jobs).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async run(jobs: Job[]) {
    try {
      this.settle(jobs, await this.insert(jobs));
    } catch (error) {
      if (jobs.length === 1) {
        jobs[0]!.reject(error);
        return;
      }
      // One batch the database refuses must not fail the others it was coalesced with: each
      // goes again alone, and only the one at fault fails.
      for (const job of jobs) {
        try {
          this.settle([job], await this.insert([job]));
        } catch (alone) {
          job.reject(alone);
        }
      }
    }
  }

  /** The ids the statement stored (the first of each id in it; those already there are skipped). */
  private async insert(jobs: Job[]): Promise<Set<string>> {
    const seen = new Set<string>();
    const columns = {
      id: [] as string[],
      companyId: [] as string[],
      kind: [] as string[],
      widgetId: [] as string[],
      type: [] as string[],
      visitor: [] as string[],
      pageId: [] as (string | null)[],
      relationshipId: [] as (string | null)[],
      at: [] as number[],
      data: [] as string[],
    };
    for (const job of jobs) {
      for (const event of job.events) {
        if (seen.has(event.id)) continue;
        seen.add(event.id);
        columns.id.push(event.id);
        columns.companyId.push(event.companyId as string);
        columns.kind.push(event.kind as string);
        columns.widgetId.push(event.widgetId as string);
        columns.type.push(event.type);
        columns.visitor.push(event.visitor);
        columns.pageId.push(event.pageId ?? null);
        columns.relationshipId.push(event.relationshipId ?? null);
        columns.at.push(event.at);
        columns.data.push(JSON.stringify(event.data));
      }
    }
    // Each month the batch holds has its partition (analytics, issue 14).
    await this.partitions.ensure(columns.at);
    // Ten array parameters whatever the number of rows (no limit of 65,535 parameters, one plan).
    // The same statement keeps each id once per company (whatever its time) and notes the
    // inserted rows, and only those, for the analytics rollups.
    const rows = await rowsOf<{ id: string }>(
      this.db,
      insertFreshWithPending(sql`
      select id, company_id, kind, widget_id, type, visitor, page_id, relationship_id,
             to_timestamp(at / 1000.0) as occurred_at, data
      from unnest(
        ${sql.param(columns.id)}::uuid[], ${sql.param(columns.companyId)}::uuid[],
        ${sql.param(columns.kind)}::text[], ${sql.param(columns.widgetId)}::uuid[],
        ${sql.param(columns.type)}::text[], ${sql.param(columns.visitor)}::text[],
        ${sql.param(columns.pageId)}::uuid[], ${sql.param(columns.relationshipId)}::uuid[],
        ${sql.param(columns.at)}::float8[], ${sql.param(columns.data)}::jsonb[]
      ) as t(id, company_id, kind, widget_id, type, visitor, page_id, relationship_id, at, data)`),
    );
    this.counts.statements += 1;
    this.counts.rows += rows.length;
    if (rows.length) this.rollups.kick(this.onRollupError);
    const inserted = new Set(rows.map((row) => row.id));
    this.measure(columns.id, columns.at, inserted);
    return inserted;
  }

  /** Counts the events the statement stored and how late each was (`ingestMetrics`). */
  private measure(ids: string[], times: number[], inserted: Set<string>) {
    if (inserted.size === 0) return;
    ingestMetrics.stored.inc(inserted.size);
    const committed = Date.now();
    for (let i = 0; i < ids.length; i += 1) {
      if (inserted.has(ids[i]!)) ingestMetrics.lag.observe(Math.max(0, committed - times[i]!) / 1000);
    }
  }

  private settle(jobs: Job[], inserted: Set<string>) {
    for (const job of jobs) {
      let accepted = 0;
      for (const event of job.events) {
        // The first event of an id in the statement takes the credit; any other is a duplicate.
        if (inserted.delete(event.id)) accepted += 1;
      }
      job.resolve({ accepted, duplicates: job.events.length - accepted });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The ingest
// ---------------------------------------------------------------------------------------------

export type IngestOutcome =
  | ({ outcome: 'stored'; dropped: number } & IngestResult)
  | { outcome: 'limited'; retryAfterSeconds: number };

export interface IngestStats {
  accepted: number;
  duplicates: number;
  dropped: number;
  limited: number;
}

export interface EventIngestDeps {
  /** The applier the writer kicks after each statement (`app.rollups`). */
  rollups: RollupApplier;
  /** Other limits than the defaults (the configuration's; tests' and benches' own). */
  options?: Partial<IngestOptions>;
  /** A failed rollup pass: its events stay noted for the next one. */
  onRollupError?: (error: unknown) => void;
  /** Redis unreachable: the limits are counted in this process meanwhile. */
  onLimitError?: (error: unknown) => void;
}

export function createEventIngest(db: Db, deps: EventIngestDeps) {
  const { rollups, onRollupError = () => {}, onLimitError = () => {} } = deps;
  const options = { ...defaultIngestOptions, ...deps.options };
  const memory = memoryBuckets(options.now);
  const buckets = options.redisUrl ? redisBuckets(options.redisUrl, memory, onLimitError) : memory;
  const live = new LiveLookup(liveWidgets(db), options.widgetTtlMs, options.now);
  const links = new LiveLookup(liveLinks(db), options.widgetTtlMs, options.now);
  const writer = new EventWriter(db, rollups, options.maxInFlight, options.maxRows, onRollupError);
  const stats: IngestStats = { accepted: 0, duplicates: 0, dropped: 0, limited: 0 };

  /** A page's events are limited per link and address, as a widget's are per widget and address. */
  const sourceKey = (event: ProspectEvent) =>
    event.link !== undefined ? `link:${event.link}` : (event.widgetId as string);

  /** The event as stored, or null when its widget or link is not live (or it names another's widget). */
  const storedOf = (
    event: ProspectEvent,
    widgets: Map<string, LiveWidget | null>,
    pages: Map<string, LiveLink | null>,
  ): StoredEvent | null => {
    if (event.link === undefined) {
      const widget = widgets.get(event.widgetId as string);
      if (!widget || widget.companyId !== event.companyId || widget.kind !== event.kind) return null;
      if (event.pageId === undefined && event.relationshipId === undefined) return event as StoredEvent;
      // A page's tags come from its link only.
      const { pageId: _page, relationshipId: _relationship, ...own } = event;
      return own as StoredEvent;
    }
    const link = pages.get(event.link);
    if (!link) return null;
    let subject: { kind: EmbedKind; widgetId: string };
    if (event.widgetId === undefined)
      subject = { kind: pageSubjectKind[link.pageType], widgetId: link.pageId };
    else if (link.embed && link.embed.id === event.widgetId && link.embed.kind === event.kind)
      subject = { kind: link.embed.kind, widgetId: link.embed.id };
    else return null;
    return {
      ...event,
      ...subject,
      companyId: link.companyId,
      pageId: link.pageId,
      relationshipId: link.relationshipId,
    } as StoredEvent;
  };

  const limited = (count: number, wait: number): IngestOutcome => {
    stats.limited += count;
    const seconds = Number.isFinite(wait) ? Math.max(1, Math.ceil(wait / 1000)) : 60;
    return { outcome: 'limited', retryAfterSeconds: seconds };
  };

  return {
    stats,
    writer,
    /** Lets go of Redis, when the buckets are there. */
    close: () => buckets.close(),
    async ingest(events: ProspectEvent[], address: string): Promise<IngestOutcome> {
      const bySource = new Map<string, number>();
      for (const event of events) {
        const key = sourceKey(event);
        bySource.set(key, (bySource.get(key) ?? 0) + 1);
      }
      // Every bucket is checked before any is taken from, so a refused batch costs nothing.
      const before: BucketAsk[] = [
        { key: `address ${address}`, bucket: options.perAddress, count: events.length },
      ];
      for (const [source, count] of bySource)
        before.push({ key: `source ${source} ${address}`, bucket: options.perWidgetAddress, count });
      const wait = await buckets.take(before);
      if (wait > 0) return limited(events.length, wait);

      // A frame's batch names widgets only, a page's links only: one lookup at most, cached.
      const widgetIds: string[] = [];
      const linkIds: string[] = [];
      for (const event of events) {
        if (event.link !== undefined) linkIds.push(event.link);
        else widgetIds.push(event.widgetId as string);
      }
      const [widgets, pages] = await Promise.all([
        widgetIds.length ? live.resolve(widgetIds) : new Map<string, LiveWidget | null>(),
        linkIds.length ? links.resolve(linkIds) : new Map<string, LiveLink | null>(),
      ]);
      const kept: StoredEvent[] = [];
      const now = options.clock();
      const earliest = now - options.clientClock.pastMs;
      const latest = now + options.clientClock.futureMs;
      const perWidget = new Map<string, number>();
      const perCompany = new Map<string, number>();
      for (const event of events) {
        const stored = storedOf(event, widgets, pages);
        if (!stored) continue;
        // The prospect's clock when it is near the server's; the server's otherwise (docs/analytics.md).
        kept.push(stored.at >= earliest && stored.at <= latest ? stored : { ...stored, at: now });
        perWidget.set(stored.widgetId, (perWidget.get(stored.widgetId) ?? 0) + 1);
        perCompany.set(stored.companyId, (perCompany.get(stored.companyId) ?? 0) + 1);
      }
      // What one widget and one company take, whatever the addresses (issue 26 §7).
      if (kept.length) {
        const asks: BucketAsk[] = [];
        for (const [widget, count] of perWidget)
          asks.push({ key: `widget ${widget}`, bucket: options.perWidget, count });
        for (const [company, count] of perCompany)
          asks.push({ key: `company ${company}`, bucket: options.perCompany, count });
        const over = await buckets.take(asks);
        if (over > 0) return limited(events.length, over);
      }
      const dropped = events.length - kept.length;
      const { accepted, duplicates } = await writer.write(kept);
      stats.accepted += accepted;
      stats.duplicates += duplicates;
      stats.dropped += dropped;
      return { outcome: 'stored', accepted, duplicates, dropped };
    },
  };
}
