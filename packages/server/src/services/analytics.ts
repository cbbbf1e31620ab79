import {
  type AnalyticsElement,
  type AnalyticsPage,
  type AnalyticsProspect,
  type AnalyticsRange,
  type AnalyticsVisitor,
  analyticsConstants as ac,
  analyticsServerMessages,
  anonymousVisitor,
  averageSeconds,
  type CyoaStep,
  clickthroughRate,
  type DurationBuckets,
  defaultAnalyticsRange,
  type EmbedKind,
  type EventType,
  inboundVisitor,
  type PageType,
  type ResponseFrequency,
  type TimelineItem,
  type TypedAnswer,
  toWireDate,
  unverifiedVisitorKey,
  unverifiedVisitorPrefix,
  viewDurationBuckets,
  watchedSeconds,
  wireDateMax,
} from '@showroom/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/database.ts';
import { cyoaContentOf } from '../plugins/app/widgets.ts';
import type { RollupApplier } from './analytics-rollup.ts';
import { invalid, notFound } from './errors.ts';

/**
 * The analytics queries (spec 3 §7.10; issue 14; docs/analytics.md). Charts over every visitor
 * read the daily rollups the ingest keeps (services/analytics-rollup.ts); a chart of one visitor
 * (or of the anonymous ones) reads that visitor's raw events through the visitor and link
 * indexes, turning them into the same facts with the same SQL function, so both answer alike.
 * Every query names the caller's company: another company's ids find nothing, like missing ones.
 * Each call first waits for the rollups of every event stored before it (the ingest adds them
 * just after its reply), so a chart never misses an event the ingest has acknowledged.
 */

export const analyticsNotFound = () => notFound(analyticsServerMessages.notFound);

const dayMs = 86_400_000;
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface RangeQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

interface Bounds extends AnalyticsRange {
  /** The first instant of the range and the first after it. */
  low: string;
  high: string;
  days: string[];
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * The range asked for: both dates, either (a start alone runs to today, or to itself when later;
 * an end alone starts 6 days before it), or neither (the last 7 days).
 */
export function resolveRange(query: RangeQuery, now: Date): Bounds {
  const today = defaultAnalyticsRange(now).endDate;
  let { startDate, endDate } = query;
  if (!startDate && !endDate) ({ startDate, endDate } = defaultAnalyticsRange(now));
  else if (!endDate) endDate = [startDate!, today].sort()[1]!;
  else if (!startDate) startDate = addDays(endDate, 1 - ac.defaultRangeDays);
  if (startDate! > endDate!) throw invalid(analyticsServerMessages.badRange);
  const span = (Date.parse(endDate!) - Date.parse(startDate!)) / dayMs + 1;
  if (span > ac.maxRangeDays) throw invalid(analyticsServerMessages.rangeTooLong);
  const days: string[] = [];
  for (let i = 0; i < span; i++) days.push(addDays(startDate!, i));
  return {
    startDate: startDate!,
    endDate: endDate!,
    low: `${startDate}T00:00:00Z`,
    high: `${addDays(endDate!, 1)}T00:00:00Z`,
    days,
  };
}

/** One row per day of the range, zeros where nothing happened. */
function fill<T extends object>(bounds: Bounds, found: Map<string, T>, empty: () => T) {
  return bounds.days.map((date) => ({ date, ...(found.get(date) ?? empty()) }));
}

const asInt = (value: unknown) => Number(value ?? 0);
/**
 * A stored time in epoch milliseconds, whatever the row holds (issue 26 §3): PostgreSQL keeps
 * times up to the year 294276, which JavaScript cannot (its dates end in 275760) nor the wire
 * (four-digit years). A year past 9999 reads as the last wire date, anything unreadable as 0.
 */
export function storedTime(value: unknown): number {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 0 : value.getTime();
  const text = String(value);
  const time = new Date(text).getTime();
  if (!Number.isNaN(time)) return time;
  return /^\+?\d{5,}-/.test(text) ? wireDateMax : 0;
}

const wire = (value: unknown) => toWireDate(new Date(storedTime(value)));

/** Gate outcomes whose address names a visitor (issue 26 §6; migration 0017's `analytics_is_address` too). */
const namingOutcome = sql`outcome in ('allowed', 'confirmed') and analytics_is_address(email)`;

/** A rollup's facts: what the charts add up. */
interface Fact {
  day: string;
  type: EventType;
  recording_id: string;
  dim: string;
  events: number;
  seconds: number;
}

const noId = '00000000-0000-0000-0000-000000000000';

/** The facts of raw events `e` (filtered by `where`), as the rollups hold them. */
const rawFacts = (where: SQL) => sql`
  select to_char((e.occurred_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, e.type,
         f.recording_id, f.dim, f.events, f.seconds
  from prospect_events e
  left join recordings r on e.type = 'watch' and r.id = (e.data->>'recordingId')::uuid
  cross join lateral analytics_facts(e.type, e.data, r.duration_seconds) f
  where ${where}`;

/** The facts of a rollup `table` in the days of `bounds`, of the rows `where` picks. */
const rollupFacts = (table: SQL, bounds: Bounds, where: SQL) => sql`
  select to_char(day, 'YYYY-MM-DD') as day, type, recording_id, dim, events, seconds
  from ${table} where day between ${bounds.startDate}::date and ${bounds.endDate}::date and ${where}`;

/** An answer's choice rows hold [step, question, choice]; the answer's own row [step, question]. */
const isChoiceRow = (fact: Pick<Fact, 'type' | 'dim'>) =>
  fact.type === 'answer' && (JSON.parse(fact.dim) as unknown[]).length === 3;

/**
 * Views per view-duration bucket. A view's later report takes it out of its earlier bucket
 * (migration 0018), so a bucket holds each view once; a view whose first report was lost on the
 * way could leave a bucket below 0, which shows as none.
 */
function bucketsOf(facts: readonly Fact[]): DurationBuckets {
  const counts = viewDurationBuckets.map(() => 0);
  for (const fact of facts) {
    if (fact.type !== 'watch') continue;
    const index = Math.min(viewDurationBuckets.length - 1, Math.max(0, Number(fact.dim) || 0));
    counts[index]! += fact.events;
  }
  return viewDurationBuckets.map((bucket, i) => ({ bucket, sessions: Math.max(0, counts[i]!) }));
}

/** A play fact that is a clickthrough: the visit's first view of the widget (contract analytics/views.ts). */
const isClickthroughFact = (fact: Fact) => fact.type === 'play' && fact.dim === 'first';

function responsesOf(facts: readonly Fact[]): ResponseFrequency[] {
  const questions = new Map<string, ResponseFrequency>();
  const questionOf = (stepIndex: number, question: string) => {
    const key = JSON.stringify([stepIndex, question]);
    let entry = questions.get(key);
    if (!entry) {
      entry = { stepIndex, question, choices: [], total: 0 };
      questions.set(key, entry);
    }
    return entry;
  };
  for (const fact of facts) {
    if (fact.type !== 'answer') continue;
    const [stepIndex, question, choice] = JSON.parse(fact.dim) as [number, string, string?];
    const entry = questionOf(stepIndex, question);
    if (choice === undefined) entry.total += fact.events;
    else {
      const found = entry.choices.find((c) => c.choice === choice);
      if (found) found.count += fact.events;
      else entry.choices.push({ choice, count: fact.events });
    }
  }
  for (const entry of questions.values()) {
    entry.choices.sort((a, b) => b.count - a.count || a.choice.localeCompare(b.choice));
  }
  return [...questions.values()].sort(
    (a, b) => a.stepIndex - b.stepIndex || a.question.localeCompare(b.question),
  );
}

/** The name a CYOA step goes by in the Audience Journey. */
/** A contact form's message (`Field: value` lines, routes/sendmailform.ts) as Contact Information rows. */
export function contactLines(message: string): { field: string; value: string }[] {
  return message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(': ');
      return colon > 0
        ? { field: line.slice(0, colon), value: line.slice(colon + 2) }
        : { field: 'Message', value: line };
    });
}

function stepTitle(step: CyoaStep, demoTitles: Map<string, string>): string {
  switch (step.type) {
    case 'demo':
      return step.label || demoTitles.get(step.value) || 'Demo';
    case 'question':
      return step.question;
    case 'modal':
      return step.title;
    case 'pdf':
      return step.pdf.title;
    case 'rule':
      return 'Rule';
  }
}

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
  const rows = <T>(query: SQL) => rowsOf<T>(db, query);
  const address = (key: string | null) => (key ? `${mediaUrl}/${key}` : '');

  async function widgetOf(companyId: string, widgetId: string) {
    const [row] = await rows<{ id: string; kind: EmbedKind; name: string; data: Record<string, unknown> }>(
      sql`select id, kind, name, data from widgets where id = ${widgetId} and company_id = ${companyId}`,
    );
    if (!row) throw analyticsNotFound();
    return row;
  }

  async function pageOf(companyId: string, pageId: string) {
    const [row] = await rows<{ id: string; type: PageType }>(
      sql`select id, type from pages where id = ${pageId} and company_id = ${companyId}`,
    );
    if (!row) throw analyticsNotFound();
    return row;
  }

  /** A visitor named by a prospect's id: their e-mail (404 for none of the company's). */
  async function prospectOf(companyId: string, prospectId: string) {
    const [row] = await rows<{ id: string; email: string; name: string }>(
      sql`select id, email, name from prospects where id = ${prospectId} and company_id = ${companyId}`,
    );
    if (!row) throw analyticsNotFound();
    return row;
  }

  /**
   * Whether raw event `e` came from a known visitor: one who gave a gate an e-mail or came by a
   * prospect's link, as the rollup pass has recorded them (every call catches up first), so the
   * raw events and the anonymous rollups agree on who is anonymous.
   */
  const identified = sql`exists (select 1 from analytics_known_visitors k
      where k.company_id = e.company_id and k.visitor = e.visitor)`;

  /**
   * The events of one e-mail: of the visitors who gave it a gate, and through the links of the
   * prospect it names. Both sets are found first, so the events are read by the visitor and link
   * indexes, not by scanning the company's range.
   */
  const byEmail = async (companyId: string, email: string): Promise<SQL> => {
    // Only visitors the gate let through with the address: typing someone's address into a gate
    // that refused it, or not confirming it, does not make their events that person's.
    const visitors = await rows<{ visitor: string }>(sql`select distinct visitor from gate_submissions
      where company_id = ${companyId} and lower(email) = lower(${email}) and ${namingOutcome}`);
    const links = await rows<{ id: string }>(sql`select pr.id from page_relationships pr
      join prospects p on p.id = pr.prospect_id
      where pr.company_id = ${companyId} and p.company_id = ${companyId}
        and p.email = any(${sql.param([email, email.toLowerCase()])}::text[])`);
    if (visitors.length === 0 && links.length === 0) return sql`false`;
    return sql`(e.visitor = any(${sql.param(visitors.map((v) => v.visitor))}::text[])
      or e.relationship_id = any(${sql.param(links.map((l) => l.id))}::uuid[]))`;
  };

  /** The raw-event condition of a visitor key (an e-mail, a prospect's id, 'anonymous'); null: everyone. */
  async function visitorCondition(companyId: string, key: string | undefined): Promise<SQL | null> {
    if (key === undefined || key === '') return null;
    if (key === anonymousVisitor) return sql`not ${identified}`;
    if (key.startsWith(unverifiedVisitorPrefix)) {
      // Who gave a two-factor gate this address and is known by no other (issue 26 §6).
      const address = key.slice(unverifiedVisitorPrefix.length).trim();
      const visitors = await rows<{ visitor: string }>(sql`select visitor from analytics_unverified_visitors
        where company_id = ${companyId} and lower(email) = lower(${address})`);
      if (visitors.length === 0) return sql`false`;
      return sql`(e.visitor = any(${sql.param(visitors.map((v) => v.visitor))}::text[]) and not ${identified})`;
    }
    if (uuidShape.test(key)) {
      const [row] = await rows<{ email: string }>(
        sql`select email from prospects where id = ${key} and company_id = ${companyId}`,
      );
      return row ? await byEmail(companyId, row.email) : sql`false`;
    }
    return await byEmail(companyId, key.trim());
  }

  /**
   * A widget's facts of the types a chart shows: a week of one widget's rollup holds a row per
   * type, demo and `dim` a day, and a chart of one type has no use for the others' (docs/analytics.md).
   */
  async function widgetFacts(
    companyId: string,
    widgetId: string,
    bounds: Bounds,
    visitor: string | undefined,
    types: readonly EventType[],
  ) {
    const ofTypes = sql.param(types);
    const ofWidget = sql`company_id = ${companyId} and widget_id = ${widgetId}
      and type = any(${ofTypes}::text[]) and events > 0`;
    // The anonymous visitors have rollups of their own (migration 0015); one visitor reads raw events.
    const anonymous = visitor === anonymousVisitor;
    const condition = anonymous ? null : await visitorCondition(companyId, visitor);
    const query = condition
      ? rawFacts(sql`e.company_id = ${companyId} and e.widget_id = ${widgetId}
          and e.occurred_at >= ${bounds.low} and e.occurred_at < ${bounds.high}
          and e.type = any(${ofTypes}::text[]) and ${condition}`)
      : rollupFacts(
          anonymous ? sql`analytics_widget_anonymous_daily` : sql`analytics_widget_daily`,
          bounds,
          ofWidget,
        );
    return (await rows<Fact>(query)).map(normalise);
  }

  /** A page's facts, of one prospect link or of all, or of a visitor. */
  async function pageFacts(
    companyId: string,
    pageId: string,
    bounds: Bounds,
    scope: { relationshipIds?: string[]; visitor?: string; types?: EventType[] },
  ) {
    const types = scope.types
      ? sql`and type in (${sql.join(
          scope.types.map((t) => sql`${t}`),
          sql`, `,
        )})`
      : sql``;
    const anonymous = scope.visitor === anonymousVisitor;
    const condition = anonymous ? null : await visitorCondition(companyId, scope.visitor);
    if (condition) {
      const raw = rawFacts(sql`e.company_id = ${companyId} and e.page_id = ${pageId}
        and e.occurred_at >= ${bounds.low} and e.occurred_at < ${bounds.high} and ${condition}`);
      return (await rows<Fact>(sql`select * from (${raw}) facts where true ${types}`)).map(normalise);
    }
    const links = scope.relationshipIds
      ? sql`and relationship_id = any(${sql.param(scope.relationshipIds)}::uuid[])`
      : sql``;
    // A prospect's links read the rollup per link; every visitor, its sum over the links (migration 0016).
    const table = anonymous
      ? sql`analytics_page_anonymous_daily`
      : scope.relationshipIds
        ? sql`analytics_page_daily`
        : sql`analytics_page_total_daily`;
    const query = rollupFacts(
      table,
      bounds,
      sql`company_id = ${companyId} and page_id = ${pageId} and events > 0 ${links} ${types}`,
    );
    return (await rows<Fact>(query)).map(normalise);
  }

  const normalise = (fact: Fact): Fact => ({
    ...fact,
    events: asInt(fact.events),
    seconds: Number(fact.seconds),
  });

  function perDay(facts: readonly Fact[], pick: (fact: Fact) => boolean) {
    const found = new Map<string, number>();
    let total = 0;
    for (const fact of facts) {
      if (!pick(fact)) continue;
      found.set(fact.day, (found.get(fact.day) ?? 0) + fact.events);
      total += fact.events;
    }
    return { found, total };
  }

  async function recordingTitles(companyId: string, ids: string[]) {
    const wanted = ids.filter((id) => id !== noId);
    if (wanted.length === 0) return new Map<string, { title: string; thumbnail: string }>();
    const found = await rows<{ id: string; title: string; thumbnail_key: string | null }>(
      sql`select id, title, thumbnail_key from recordings
        where company_id = ${companyId} and id = any(${sql.param(wanted)}::uuid[])`,
    );
    return new Map(found.map((row) => [row.id, { title: row.title, thumbnail: address(row.thumbnail_key) }]));
  }

  /**
   * The latest e-mail each visitor gave a gate. Looked up visitor by visitor through
   * gate_submissions_visitor_idx: given many visitors as one `= any(…)`, the planner read every
   * address the company was ever given instead, which grows with visits (docs/analytics.md).
   */
  async function identities(companyId: string, visitors: string[]) {
    if (visitors.length === 0) return new Map<string, string>();
    const found = await rows<{ visitor: string; email: string }>(sql`
      select x.visitor, g.email from unnest(${sql.param([...new Set(visitors)])}::text[]) as x(visitor)
      cross join lateral (select g.email from gate_submissions g
        where g.company_id = ${companyId} and g.visitor = x.visitor and g.email <> ''
          and ${namingOutcome}
        order by g.created_at desc limit 1) g`);
    return new Map(found.map((row) => [row.visitor, row.email]));
  }

  /** A Pages tab visitor's links to a page: a prospect's, or the page's inbound link ('inbound'). */
  const linksOf = (companyId: string, pageId: string, visitor: string) =>
    rows<{ id: string; mapping_data: Record<string, string> }>(sql`
      select id, mapping_data from page_relationships
      where company_id = ${companyId} and page_id = ${pageId}
        and ${visitor === inboundVisitor ? sql`prospect_id is null` : sql`prospect_id = ${visitor}`}`);

  const widgetRange = async (companyId: string, query: RangeQuery & { widgetID: string }) => {
    const widget = await widgetOf(companyId, query.widgetID);
    return { widget, bounds: resolveRange(query, now()) };
  };

  type WidgetQuery = RangeQuery & { widgetID: string; prospect?: string | undefined };

  return caughtUp(rollups, {
    async renders(companyId: string, query: WidgetQuery) {
      const { bounds } = await widgetRange(companyId, query);
      const facts = await widgetFacts(companyId, query.widgetID, bounds, query.prospect, ['render', 'play']);
      const renders = perDay(facts, (f) => f.type === 'render');
      // The plays of the rate are clickthroughs, one per render at most (a replay is a view, not a click).
      const plays = perDay(facts, isClickthroughFact);
      return {
        range: { startDate: bounds.startDate, endDate: bounds.endDate },
        days: bounds.days.map((date) => {
          const r = renders.found.get(date) ?? 0;
          const p = plays.found.get(date) ?? 0;
          return { date, renders: r, plays: p, rate: clickthroughRate(p, r) };
        }),
        totals: {
          renders: renders.total,
          plays: plays.total,
          rate: clickthroughRate(plays.total, renders.total),
        },
      };
    },

    async views(companyId: string, query: WidgetQuery) {
      const { bounds } = await widgetRange(companyId, query);
      const facts = await widgetFacts(companyId, query.widgetID, bounds, query.prospect, ['play']);
      const views = perDay(facts, (f) => f.type === 'play');
      return {
        range: { startDate: bounds.startDate, endDate: bounds.endDate },
        days: bounds.days.map((date) => ({ date, views: views.found.get(date) ?? 0 })),
        total: views.total,
      };
    },

    async cta(companyId: string, query: WidgetQuery) {
      const { bounds } = await widgetRange(companyId, query);
      const facts = (await widgetFacts(companyId, query.widgetID, bounds, query.prospect, ['cta'])).filter(
        (f) => f.type === 'cta',
      );
      const clicks = perDay(facts, () => true);
      const labels = new Map<string, number>();
      for (const fact of facts) labels.set(fact.dim, (labels.get(fact.dim) ?? 0) + fact.events);
      return {
        range: { startDate: bounds.startDate, endDate: bounds.endDate },
        days: bounds.days.map((date) => ({ date, clicks: clicks.found.get(date) ?? 0 })),
        total: clicks.total,
        labels: [...labels]
          .map(([label, count]) => ({ label, clicks: count }))
          .sort((a, b) => b.clicks - a.clicks || a.label.localeCompare(b.label)),
      };
    },

    async cyoa(companyId: string, query: WidgetQuery) {
      const { widget, bounds } = await widgetRange(companyId, query);
      if (widget.kind !== 'cyoa') throw invalid(analyticsServerMessages.widgetKind);
      const content = cyoaContentOf({ ...widget, data: widget.data } as Parameters<typeof cyoaContentOf>[0]);
      const demoIds = content.data.flatMap((step) => (step.type === 'demo' ? [step.value] : []));
      const titles = await recordingTitles(
        companyId,
        demoIds.filter((id) => uuidShape.test(id)),
      );
      const demoTitles = new Map([...titles].map(([id, t]) => [id, t.title]));
      const facts = await widgetFacts(companyId, query.widgetID, bounds, query.prospect, [
        'step',
        'pdfPage',
        'answer',
      ]);

      const visits = new Map<number, number>();
      const moves = new Map<string, number>();
      const pdf = new Map<
        string,
        { stepIndex: number; title: string; pages: Map<number, [number, number]> }
      >();
      for (const fact of facts) {
        if (fact.type === 'step') {
          const [from, to] = fact.dim.split('>').map(Number) as [number, number];
          visits.set(to, (visits.get(to) ?? 0) + fact.events);
          moves.set(`${from}>${to}`, (moves.get(`${from}>${to}`) ?? 0) + fact.events);
        } else if (fact.type === 'pdfPage') {
          const [stepIndex, title, page] = JSON.parse(fact.dim) as [number, string, number];
          const key = JSON.stringify([stepIndex, title]);
          let entry = pdf.get(key);
          if (!entry) {
            entry = { stepIndex, title, pages: new Map() };
            pdf.set(key, entry);
          }
          const [views, seconds] = entry.pages.get(page) ?? [0, 0];
          entry.pages.set(page, [views + fact.events, seconds + fact.seconds]);
        }
      }
      return {
        range: { startDate: bounds.startDate, endDate: bounds.endDate },
        steps: content.data.map((step) => ({
          index: step.index,
          type: step.type,
          title: stepTitle(step, demoTitles),
        })),
        nodes: [...visits]
          .map(([index, count]) => ({ index, visits: count }))
          .sort((a, b) => a.index - b.index),
        transitions: [...moves]
          .map(([key, count]) => {
            const [from, to] = key.split('>').map(Number) as [number, number];
            return { from, to, count };
          })
          .sort((a, b) => a.from - b.from || a.to - b.to),
        pdf: [...pdf.values()]
          .sort((a, b) => a.stepIndex - b.stepIndex || a.title.localeCompare(b.title))
          .map((entry) => ({
            stepIndex: entry.stepIndex,
            title: entry.title,
            pages: [...entry.pages]
              .sort((a, b) => a[0] - b[0])
              .map(([page, [views, seconds]]) => ({
                page,
                views,
                averageSeconds: averageSeconds(seconds, views),
              })),
          })),
        responses: responsesOf(facts),
        questions: await typedAnswers(companyId, query.widgetID, bounds, query.prospect),
      };
    },

    async cyoaDemoDuration(companyId: string, query: WidgetQuery) {
      const { widget, bounds } = await widgetRange(companyId, query);
      if (widget.kind !== 'cyoa') throw invalid(analyticsServerMessages.widgetKind);
      const facts = (await widgetFacts(companyId, query.widgetID, bounds, query.prospect, ['watch'])).filter(
        (f) => f.type === 'watch' && f.recording_id !== noId,
      );
      const byDemo = new Map<string, Fact[]>();
      for (const fact of facts)
        byDemo.set(fact.recording_id, [...(byDemo.get(fact.recording_id) ?? []), fact]);
      const titles = await recordingTitles(companyId, [...byDemo.keys()]);
      return {
        range: { startDate: bounds.startDate, endDate: bounds.endDate },
        demos: [...byDemo]
          .map(([recordingId, demoFacts]) => ({
            recordingId,
            title: titles.get(recordingId)?.title ?? '',
            buckets: bucketsOf(demoFacts),
          }))
          .sort((a, b) => a.title.localeCompare(b.title) || a.recordingId.localeCompare(b.recordingId)),
      };
    },

    async demoDuration(companyId: string, query: WidgetQuery) {
      const { bounds } = await widgetRange(companyId, query);
      const facts = await widgetFacts(companyId, query.widgetID, bounds, query.prospect, ['watch']);
      return { range: { startDate: bounds.startDate, endDate: bounds.endDate }, buckets: bucketsOf(facts) };
    },

    async visitors(companyId: string, widgetId?: string): Promise<AnalyticsVisitor[]> {
      if (widgetId) await widgetOf(companyId, widgetId);
      // The most recently seen visitors (bounded), of the company or of one widget (seen there,
      // with their events there: its own rollup, through its index), each named by one probe of
      // the known visitors: the latest e-mail they gave a gate, or their link's prospect (kept by
      // the rollup pass, migration 0016). An anonymous visitor has no row there.
      const recent = await rows<{
        visitor: string;
        last_seen: Date | string;
        events: string | number;
        gate_email: string | null;
        prospect_id: string | null;
        prospect_email: string | null;
        prospect_name: string | null;
        unverified_email: string | null;
      }>(sql`
        select s.visitor, s.last_seen, s.events, k.gate_email, k.prospect_id, k.prospect_email, k.prospect_name,
               u.email as unverified_email
        from (
          select visitor, last_seen, events from ${
            widgetId
              ? sql`analytics_widget_visitors where company_id = ${companyId} and widget_id = ${widgetId}`
              : sql`analytics_visitors where company_id = ${companyId}`
          }
          order by last_seen desc limit ${ac.visitorsMax * 2}
        ) s
        -- One probe per visitor ('limit 1' keeps it a lateral): as a plain join, the planner
        -- hashed every known visitor of the company, which grows with the visits.
        left join lateral (
          select nullif(k.email, '') as gate_email,
                 p.id as prospect_id, p.email as prospect_email, p.name as prospect_name
          from analytics_known_visitors k
          left join page_relationships pr on pr.id = k.relationship_id
          left join prospects p on p.id = pr.prospect_id
          where k.company_id = ${companyId} and k.visitor = s.visitor limit 1
        ) k on true
        -- An address given a two-factor gate and not confirmed (issue 26 §6): shown as unverified.
        left join lateral (
          select u.email from analytics_unverified_visitors u
          where u.company_id = ${companyId} and u.visitor = s.visitor limit 1
        ) u on k.gate_email is null and k.prospect_id is null
        order by s.last_seen desc`);
      const gate = new Map(recent.flatMap((row) => (row.gate_email ? [[row.visitor, row.gate_email]] : [])));
      const prospects = await rows<{ id: string; email: string; name: string }>(sql`
        select id, email, name from prospects where company_id = ${companyId}
        and email = any(${sql.param([...new Set([...gate.values()].map((e) => e.toLowerCase()))])}::text[])`);
      const prospectByEmail = new Map(prospects.map((p) => [p.email.toLowerCase(), p]));
      const merged = new Map<string, AnalyticsVisitor>();
      for (const row of recent) {
        if (!gate.has(row.visitor) && !row.prospect_email && row.unverified_email) {
          // Named by nobody: listed apart under the address it gave, marked unverified.
          const visitor = unverifiedVisitorKey(row.unverified_email);
          const key = visitor.toLowerCase();
          const lastSeen = wire(row.last_seen);
          const entry = merged.get(key);
          if (entry) {
            entry.events += asInt(row.events);
            if (lastSeen > entry.lastSeen) entry.lastSeen = lastSeen;
          } else
            merged.set(key, {
              visitor,
              name: row.unverified_email,
              prospectId: null,
              lastSeen,
              events: asInt(row.events),
              unverified: true,
            });
          continue;
        }
        const email = gate.get(row.visitor) ?? row.prospect_email ?? anonymousVisitor;
        const key = email.toLowerCase();
        const prospect =
          prospectByEmail.get(key) ??
          (row.prospect_id ? { id: row.prospect_id, name: row.prospect_name ?? '' } : null);
        const lastSeen = wire(row.last_seen);
        const entry = merged.get(key);
        if (entry) {
          entry.events += asInt(row.events);
          if (lastSeen > entry.lastSeen) entry.lastSeen = lastSeen;
        } else {
          merged.set(key, {
            visitor: email,
            name: email === anonymousVisitor ? anonymousVisitor : prospect?.name || email,
            prospectId: email === anonymousVisitor ? null : (prospect?.id ?? null),
            lastSeen,
            events: asInt(row.events),
          });
        }
      }
      return [...merged.values()]
        .sort((a, b) => b.lastSeen.localeCompare(a.lastSeen) || a.visitor.localeCompare(b.visitor))
        .slice(0, ac.visitorsMax);
    },

    /** The pages a prospect has links to; for 'inbound', the pages with an inbound (website) link. */
    async prospectPages(companyId: string, prospectId: string): Promise<AnalyticsPage[]> {
      if (prospectId !== inboundVisitor) await prospectOf(companyId, prospectId);
      const whose =
        prospectId === inboundVisitor ? sql`pr.prospect_id is null` : sql`pr.prospect_id = ${prospectId}`;
      return rows<AnalyticsPage>(sql`
        select pr.id, p.id as page_id, p.title, p.type, p.salesrep_id
        from page_relationships pr join pages p on p.id = pr.page_id
        where pr.company_id = ${companyId} and ${whose}
        order by pr.created_at desc, pr.id`);
    },

    /**
     * The Pages tab's visitors, one row per link: the prospects', and each page's inbound link as
     * 'inbound' (its visitors have no contact row: issue 29 D.2; before, they were left out).
     */
    async prospects(companyId: string, pageId?: string): Promise<AnalyticsProspect[]> {
      if (pageId) await pageOf(companyId, pageId);
      return rows<AnalyticsProspect>(sql`
        select coalesce(p.id::text, ${inboundVisitor}) as id, coalesce(p.email, '') as email,
               coalesce(p.name, '') as name, pr.id as "relationshipId", pr.page_id as "pageId"
        from page_relationships pr left join prospects p on p.id = pr.prospect_id
        where pr.company_id = ${companyId} ${pageId ? sql`and pr.page_id = ${pageId}` : sql``}
        order by pr.created_at desc, pr.id limit ${ac.visitorsMax}`);
    },

    async elements(companyId: string): Promise<AnalyticsElement[]> {
      const found = await rows<{
        id: string;
        label: string;
        type: AnalyticsElement['type'];
        created_at: Date | string;
      }>(
        sql`select id, name as label, kind as type, created_at from widgets
          where company_id = ${companyId} and kind in ('hero', 'solo', 'cyoa')
          order by created_at desc, id`,
      );
      return found.map((row) => ({
        id: row.id,
        label: row.label,
        type: row.type,
        date_created: wire(row.created_at),
      }));
    },

    async pages(companyId: string): Promise<AnalyticsPage[]> {
      return rows<AnalyticsPage>(sql`
        select id, id as page_id, title, type, salesrep_id from pages
        where company_id = ${companyId} order by created_at desc, id`);
    },

    /** The links of a prospect to a page (none: the prospect is the company's but has no link there). */
    async pageViews(companyId: string, pageId: string, prospectId: string, query: RangeQuery) {
      await pageOf(companyId, pageId);
      const bounds = resolveRange(query, now());
      let facts: Fact[];
      if (prospectId === anonymousVisitor) {
        facts = await pageFacts(companyId, pageId, bounds, { visitor: anonymousVisitor, types: ['render'] });
      } else {
        if (prospectId !== inboundVisitor) await prospectOf(companyId, prospectId);
        const links = await linksOf(companyId, pageId, prospectId);
        facts = await pageFacts(companyId, pageId, bounds, {
          relationshipIds: links.map((l) => l.id),
          types: ['render'],
        });
      }
      const views = perDay(facts, () => true);
      return {
        range: { startDate: bounds.startDate, endDate: bounds.endDate },
        days: bounds.days.map((date) => ({ date, views: views.found.get(date) ?? 0 })),
        total: views.total,
      };
    },

    async linkOf(companyId: string, pageId: string, relationshipId: string) {
      const [row] = await rows<{ id: string }>(sql`select id from page_relationships
        where id = ${relationshipId} and page_id = ${pageId} and company_id = ${companyId}`);
      if (!row) throw analyticsNotFound();
    },

    async recommendations(
      companyId: string,
      pageId: string,
      query: RangeQuery & { relationshipId?: string },
    ) {
      await pageOf(companyId, pageId);
      if (query.relationshipId) await this.linkOf(companyId, pageId, query.relationshipId);
      // Without dates, the last 7 days like every other chart (spec 3 §9): reading the page's
      // whole history grew with it (docs/analytics.md, the three-million run).
      const bounds = resolveRange(query, now());
      const facts = await pageFacts(companyId, pageId, bounds, {
        types: ['play'],
        ...(query.relationshipId ? { relationshipIds: [query.relationshipId] } : {}),
      });
      const plays = new Map<string, number>();
      for (const fact of facts) {
        if (fact.recording_id !== noId)
          plays.set(fact.recording_id, (plays.get(fact.recording_id) ?? 0) + fact.events);
      }
      const titles = await recordingTitles(companyId, [...plays.keys()]);
      return [...plays]
        .filter(([id]) => titles.has(id))
        .sort((a, b) => b[1] - a[1] || titles.get(a[0])!.title.localeCompare(titles.get(b[0])!.title))
        .slice(0, ac.maxRecommendations)
        .map(([recordingId, count]) => ({ recordingId, ...titles.get(recordingId)!, plays: count }));
    },

    async recordingViews(companyId: string, pageId: string, query: RangeQuery & { relationshipId?: string }) {
      await pageOf(companyId, pageId);
      if (query.relationshipId) await this.linkOf(companyId, pageId, query.relationshipId);
      const bounds = resolveRange(query, now());
      const facts = await pageFacts(companyId, pageId, bounds, {
        types: ['play'],
        ...(query.relationshipId ? { relationshipIds: [query.relationshipId] } : {}),
      });
      const byDemo = new Map<string, Fact[]>();
      for (const fact of facts) {
        if (fact.recording_id !== noId)
          byDemo.set(fact.recording_id, [...(byDemo.get(fact.recording_id) ?? []), fact]);
      }
      const titles = await recordingTitles(companyId, [...byDemo.keys()]);
      return {
        range: { startDate: bounds.startDate, endDate: bounds.endDate },
        demos: [...byDemo]
          .map(([recordingId, demoFacts]) => {
            const views = perDay(demoFacts, () => true);
            return {
              recordingId,
              title: titles.get(recordingId)?.title ?? '',
              days: fill(bounds, new Map([...views.found].map(([d, n]) => [d, { views: n }])), () => ({
                views: 0,
              })),
              total: views.total,
            };
          })
          .sort((a, b) => b.total - a.total || a.title.localeCompare(b.title)),
      };
    },

    async responses(companyId: string, pageId: string, relationshipId: string, query: RangeQuery) {
      await pageOf(companyId, pageId);
      await this.linkOf(companyId, pageId, relationshipId);
      const bounds = resolveRange(query, now());
      const facts = await pageFacts(companyId, pageId, bounds, {
        relationshipIds: [relationshipId],
        types: ['answer'],
      });
      return {
        range: { startDate: bounds.startDate, endDate: bounds.endDate },
        questions: responsesOf(facts),
      };
    },

    async contact(companyId: string, pageId: string, prospectId: string) {
      await pageOf(companyId, pageId);
      // The inbound link's visitors have no contact: only what they gave the page (issue 29 D.2).
      const prospect =
        prospectId === inboundVisitor ? { name: '', email: '' } : await prospectOf(companyId, prospectId);
      const links = await linksOf(companyId, pageId, prospectId);
      if (links.length === 0) throw analyticsNotFound();
      const fields =
        prospectId === inboundVisitor
          ? []
          : [
              { field: 'Name', value: prospect.name },
              { field: 'Email', value: prospect.email },
            ];
      for (const link of links) {
        for (const [field, value] of Object.entries(link.mapping_data ?? {})) {
          if (field === 'prospect_email' || field === 'prospect_name') continue;
          fields.push({ field, value });
        }
      }
      // The addresses given the page's gates by visitors who came by the prospect's link, that
      // the gate let through (issue 26 §6: a refused or unconfirmed one names nobody).
      const given = await rows<{ email: string }>(sql`
        select distinct g.email from gate_submissions g
        where g.company_id = ${companyId} and g.email <> '' and ${namingOutcome} and g.visitor in (
          select v.visitor from analytics_visitors v
          where v.company_id = ${companyId} and v.relationship_id = any(${sql.param(links.map((l) => l.id))}::uuid[]))
        order by g.email`);
      for (const { email } of given) {
        if (prospectId === inboundVisitor || email.toLowerCase() !== prospect.email.toLowerCase())
          fields.push({ field: 'Email given', value: email });
      }
      // The contact fields sent on the page (POST /web/sendmailform), oldest first: each line is
      // `Field: value` as the page wrote it; a line without a field name is the message.
      const sent = await rows<{ message: string }>(sql`
        select message from contact_submissions
        where company_id = ${companyId} and relationship_id = any(${sql.param(links.map((l) => l.id))}::uuid[])
        order by created_at, id`);
      for (const { message } of sent) fields.push(...contactLines(message));
      return fields;
    },

    async elementFrequency(
      companyId: string,
      query: RangeQuery & { elementId: string; prospectId?: string; event: EventType },
    ) {
      await widgetOf(companyId, query.elementId);
      const bounds = resolveRange(query, now());
      const facts = await widgetFacts(companyId, query.elementId, bounds, query.prospectId, [query.event]);
      return countsPerDay(bounds, facts, query.event);
    },

    async pageFrequency(
      companyId: string,
      query: RangeQuery & { page: string; prospectId?: string; event: EventType },
    ) {
      await pageOf(companyId, query.page);
      const bounds = resolveRange(query, now());
      const facts = await pageFacts(companyId, query.page, bounds, {
        ...(query.prospectId ? { visitor: query.prospectId } : {}),
        types: [query.event],
      });
      return countsPerDay(bounds, facts, query.event);
    },

    async duration(companyId: string, query: RangeQuery & { page?: string; prospectId?: string }) {
      const bounds = resolveRange(query, now());
      let facts: Fact[];
      if (query.page) {
        await pageOf(companyId, query.page);
        facts = await pageFacts(companyId, query.page, bounds, {
          ...(query.prospectId ? { visitor: query.prospectId } : {}),
          types: ['watch'],
        });
      } else {
        const condition = await visitorCondition(companyId, query.prospectId);
        facts = (
          await rows<Fact>(
            condition
              ? sql`select * from (${rawFacts(sql`e.company_id = ${companyId} and e.type = 'watch'
                  and e.occurred_at >= ${bounds.low} and e.occurred_at < ${bounds.high} and ${condition}`)}) f`
              : sql`select to_char(day, 'YYYY-MM-DD') as day, type, recording_id, dim, events, seconds
                  from analytics_company_daily where company_id = ${companyId} and type = 'watch'
                  and day between ${bounds.startDate}::date and ${bounds.endDate}::date`,
          )
        ).map(normalise);
      }
      const watches = facts.filter((f) => f.type === 'watch');
      // Views, each once whatever its reports (bucketsOf); a lost first report cannot make them negative.
      const sessions = Math.max(
        0,
        watches.reduce((n, f) => n + f.events, 0),
      );
      const totalSeconds = Math.max(0, Number(watches.reduce((n, f) => n + f.seconds, 0).toFixed(3)));
      return {
        range: { startDate: bounds.startDate, endDate: bounds.endDate },
        sessions,
        totalSeconds,
        averageSeconds: averageSeconds(totalSeconds, sessions),
        buckets: bucketsOf(watches),
      };
    },

    async videoAnalytics(companyId: string, relationshipId: string) {
      const [link] = await rows<{ id: string }>(
        sql`select id from page_relationships where id = ${relationshipId} and company_id = ${companyId}`,
      );
      if (!link) throw analyticsNotFound();
      const found = await rows<{
        recording_id: string;
        views: string;
        seconds: number | null;
        last: Date | string;
      }>(sql`
        -- Views and seconds watched as the charts count them (the facts, migration 0018): a
        -- resumed play is no view, and each view's seconds count once.
        select (e.data->>'recordingId')::uuid as recording_id,
               coalesce(sum(f.events) filter (where e.type = 'play'), 0) as views,
               coalesce(sum(f.seconds) filter (where e.type = 'watch'), 0) as seconds,
               max(e.occurred_at) as last
        from prospect_events e
        left join recordings r on e.type = 'watch' and r.id = (e.data->>'recordingId')::uuid
        cross join lateral analytics_facts(e.type, e.data, r.duration_seconds) f
        where e.relationship_id = ${relationshipId} and e.company_id = ${companyId} and e.type in ('play', 'watch')
        group by 1`);
      const titles = await recordingTitles(
        companyId,
        found.map((row) => row.recording_id),
      );
      return found
        .filter((row) => titles.has(row.recording_id))
        .map((row) => ({
          recordingId: row.recording_id,
          title: titles.get(row.recording_id)!.title,
          views: asInt(row.views),
          seconds: Number(Number(row.seconds ?? 0).toFixed(3)),
          lastViewed: wire(row.last),
        }))
        .sort((a, b) => b.lastViewed.localeCompare(a.lastViewed) || a.title.localeCompare(b.title));
    },

    async prospectRelations(companyId: string, salesRepId: string, prospectId: string) {
      await prospectOf(companyId, prospectId);
      const found = await rows<{
        id: string;
        page_id: string;
        title: string;
        type: PageType;
        engaged: boolean;
        created_at: Date | string;
      }>(sql`
        select pr.id, pr.page_id, p.title, p.type, pr.engaged, pr.created_at
        from page_relationships pr join pages p on p.id = pr.page_id
        where pr.company_id = ${companyId} and pr.salesrep_id = ${salesRepId} and pr.prospect_id = ${prospectId}
        order by pr.created_at desc, pr.id`);
      return found.map(({ created_at, ...row }) => ({ ...row, date_created: wire(created_at) }));
    },

    /** Who watched `videoId` through the prospect's links: the prospect ('received') or others ('forwarded'). */
    async viewers(companyId: string, videoId: string, prospectId: string, which: 'received' | 'forwarded') {
      const prospect = await prospectOf(companyId, prospectId);
      const found = await rows<{ visitor: string; views: string; last: Date | string }>(sql`
        select e.visitor, count(*) as views, max(e.occurred_at) as last from prospect_events e
        where e.company_id = ${companyId} and e.type = 'play' and e.data->>'recordingId' = ${videoId}
          and coalesce(e.data->>'view', '') <> 'resume'
          and e.relationship_id in (select id from page_relationships
            where company_id = ${companyId} and prospect_id = ${prospectId})
        group by e.visitor`);
      const emails = await identities(
        companyId,
        found.map((row) => row.visitor),
      );
      const viewers = new Map<string, { name: string; email: string; views: number; lastViewed: string }>();
      for (const row of found) {
        const given = emails.get(row.visitor);
        // A visitor of the link who gave no other address is taken for the prospect.
        const own = given === undefined || given.toLowerCase() === prospect.email.toLowerCase();
        if (own !== (which === 'received')) continue;
        const email = own ? prospect.email : given!;
        const key = email.toLowerCase();
        const entry = viewers.get(key);
        const lastViewed = wire(row.last);
        if (entry) {
          entry.views += asInt(row.views);
          if (lastViewed > entry.lastViewed) entry.lastViewed = lastViewed;
        } else
          viewers.set(key, { name: own ? prospect.name : email, email, views: asInt(row.views), lastViewed });
      }
      return [...viewers.values()].sort((a, b) => b.lastViewed.localeCompare(a.lastViewed));
    },

    async timeline(companyId: string, query: RangeQuery & { prospect: string }) {
      const bounds = resolveRange(query, now());
      let visitor = {
        email: query.prospect.trim(),
        name: query.prospect.trim(),
        prospectId: null as string | null,
      };
      if (uuidShape.test(query.prospect)) {
        const prospect = await prospectOf(companyId, query.prospect);
        visitor = { email: prospect.email, name: prospect.name, prospectId: prospect.id };
      } else if (query.prospect !== anonymousVisitor) {
        const [prospect] = await rows<{ id: string; name: string }>(sql`select id, name from prospects
          where company_id = ${companyId} and lower(email) = lower(${visitor.email}) limit 1`);
        if (prospect) visitor = { ...visitor, name: prospect.name, prospectId: prospect.id };
      }
      const condition = (await visitorCondition(companyId, query.prospect)) ?? sql`true`;
      const found = await rows<{
        id: string;
        occurred_at: Date | string;
        type: EventType;
        kind: EmbedKind;
        widget_id: string;
        widget_name: string | null;
        page_id: string | null;
        page_title: string | null;
        recording_title: string | null;
        visitor: string;
        data: Record<string, unknown>;
      }>(sql`
        select e.id, e.occurred_at, e.type, e.kind, e.widget_id, w.name as widget_name, e.page_id,
               p.title as page_title, rec.title as recording_title, e.visitor, e.data
        from prospect_events e
        left join widgets w on w.id = e.widget_id and w.company_id = e.company_id
        left join pages p on p.id = e.page_id and p.company_id = e.company_id
        left join recordings rec on rec.id = (e.data->>'recordingId')::uuid and rec.company_id = e.company_id
        where e.company_id = ${companyId} and e.occurred_at >= ${bounds.low} and e.occurred_at < ${bounds.high}
          and ${condition}
        order by e.occurred_at, e.id
        limit ${ac.timelineMax + 1}`);
      const gateEmails = await identities(companyId, [...new Set(found.map((row) => row.visitor))]);
      const items = found.slice(0, ac.timelineMax).map((row): TimelineItem => {
        const data = row.data;
        const recordingId = typeof data.recordingId === 'string' ? data.recordingId : null;
        const described = describe(row.type, data, gateEmails.get(row.visitor));
        return {
          id: row.id,
          at: storedTime(row.occurred_at),
          type: row.type,
          kind: row.kind,
          widgetId: row.widget_id,
          widgetName: row.widget_name ?? '',
          pageId: row.page_id,
          pageTitle: row.page_id ? (row.page_title ?? '') : null,
          recordingId,
          recordingTitle: recordingId ? (row.recording_title ?? '') : null,
          ...described,
        };
      });
      return {
        range: { startDate: bounds.startDate, endDate: bounds.endDate },
        visitor,
        items,
        truncated: found.length > ac.timelineMax,
      };
    },
  });

  async function typedAnswers(
    companyId: string,
    widgetId: string,
    bounds: Bounds,
    visitorKey: string | undefined,
  ): Promise<TypedAnswer[]> {
    const condition = (await visitorCondition(companyId, visitorKey)) ?? sql`true`;
    const found = await rows<{
      occurred_at: Date | string;
      visitor: string;
      type: EventType;
      data: Record<string, unknown>;
      prospect_email: string | null;
    }>(sql`
      select e.occurred_at, e.visitor, e.type, e.data, p.email as prospect_email
      from prospect_events e
      left join page_relationships pr on pr.id = e.relationship_id
      left join prospects p on p.id = pr.prospect_id
      where e.company_id = ${companyId} and e.widget_id = ${widgetId} and e.type in ('answer', 'modalInput')
        and e.occurred_at >= ${bounds.low} and e.occurred_at < ${bounds.high}
        and btrim(coalesce(e.data->>'inputText', '')) <> '' and ${condition}
      order by e.occurred_at desc, e.id limit ${ac.questionsMax}`);
    const emails = await identities(companyId, [...new Set(found.map((row) => row.visitor))]);
    return found.map((row) => ({
      at: wire(row.occurred_at),
      visitor: emails.get(row.visitor) ?? row.prospect_email ?? anonymousVisitor,
      stepIndex: Number(row.data.stepIndex ?? -1),
      question: String(row.type === 'answer' ? row.data.question : row.data.title),
      answer: String(row.data.inputText),
    }));
  }
}

/** The calls of `calls`, each first waiting for the rollups of what was stored before it. */
function caughtUp<T extends Record<string, (...args: never[]) => Promise<unknown>>>(
  rollups: RollupApplier,
  calls: T,
): T {
  const wrapped: Record<string, (...args: never[]) => Promise<unknown>> = {};
  for (const [name, call] of Object.entries(calls)) {
    // Called on the calls object, as some calls use another one through `this`.
    wrapped[name] = async (...args) => {
      await rollups.catchUp();
      return call.apply(calls, args);
    };
  }
  return wrapped as T;
}

function countsPerDay(bounds: Bounds, facts: readonly Fact[], event: EventType) {
  const found = new Map<string, number>();
  let total = 0;
  for (const fact of facts) {
    if (fact.type !== event || isChoiceRow(fact)) continue;
    found.set(fact.day, (found.get(fact.day) ?? 0) + fact.events);
    total += fact.events;
  }
  return {
    range: { startDate: bounds.startDate, endDate: bounds.endDate },
    days: bounds.days.map((date) => ({ date, count: found.get(date) ?? 0 })),
    total,
  };
}

/** What a timeline row says about one event. */
function describe(
  type: EventType,
  data: Record<string, unknown>,
  email: string | undefined,
): Pick<TimelineItem, 'title' | 'detail' | 'seconds'> {
  const text = (value: unknown) =>
    typeof value === 'string' ? value : value === undefined ? '' : String(value);
  switch (type) {
    case 'play':
      return { title: '', detail: `from ${Number(data.position ?? 0).toFixed(1)} s`, seconds: null };
    case 'pause':
      return { title: '', detail: text(data.reason), seconds: null };
    case 'watch':
      // What the view has seen so far (older frames: what this report's ranges cover), never the video's length.
      return {
        title: '',
        detail: '',
        seconds:
          typeof data.watched === 'number'
            ? data.watched
            : watchedSeconds(Array.isArray(data.ranges) ? (data.ranges as [number, number][]) : []),
      };
    case 'hotspot':
      return { title: `Hotspot ${Number(data.annotation ?? 0) + 1}`, detail: '', seconds: null };
    case 'step':
      return { title: text(data.title), detail: text(data.episode), seconds: null };
    case 'answer': {
      const choices = Array.isArray(data.selectedChoices) ? (data.selectedChoices as string[]) : [];
      const typed = text(data.inputText).trim();
      return {
        title: text(data.question),
        detail: [...choices, ...(typed ? [typed] : [])].join(', '),
        seconds: null,
      };
    }
    case 'modalInput':
      return { title: text(data.title), detail: text(data.inputText), seconds: null };
    case 'pdfPage':
      return {
        title: text(data.title),
        detail: `page ${text(data.page)}`,
        seconds: Number(data.seconds ?? 0),
      };
    case 'cta':
      return { title: text(data.ctaLabel), detail: text(data.url), seconds: null };
    case 'gate':
      return {
        title: '',
        detail: email ? `${text(data.outcome)}: ${email}` : text(data.outcome),
        seconds: null,
      };
    default:
      return { title: '', detail: '', seconds: null };
  }
}
