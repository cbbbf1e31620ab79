import {
  analyticsServerMessages,
  anonymousVisitor,
  type EmbedKind,
  type EventType,
  inboundVisitor,
  type PageType,
  unverifiedVisitorPrefix,
} from '@showroom/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import { notFound } from '../../services/errors.ts';
import { type Fact, noId, normalise, rawFacts, rollupFacts } from './facts.ts';
import { type Bounds, type RangeQuery, resolveRange } from './range.ts';

/**
 * What every family of analytics calls reads through (contract analytics/shared.ts): the company's
 * widget, page or prospect a call names (404 for another company's), who a visitor key means,
 * and the facts of a widget or a page over a range, from the rollups or one visitor's raw events.
 */

export const analyticsNotFound = () => notFound(analyticsServerMessages.notFound);

export const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Gate outcomes whose address names a visitor (issue 26 §6; migration 0017's `analytics_is_address` too). */
export const namingOutcome = sql`outcome in ('allowed', 'confirmed') and analytics_is_address(email)`;

/** A widget chart's query: its range, the widget and, for one visitor's chart, their key. */
export type WidgetQuery = RangeQuery & { widgetID: string; prospect?: string | undefined };

/** The readers over `db` the calls share; `mediaUrl` makes a stored key an address. */
export function createReader(db: Db, mediaUrl: string, now: () => Date) {
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

  async function recordingTitles(companyId: string, ids: string[]) {
    const wanted = ids.filter((id) => id !== noId);
    if (wanted.length === 0) return new Map<string, { title: string; thumbnail: string }>();
    // Shown at the demo card's size: its own still when the media job made one (issue 30).
    const found = await rows<{ id: string; title: string; thumbnail_key: string | null }>(
      sql`select id, title, coalesce(card_thumbnail_key, thumbnail_key) as thumbnail_key from recordings
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

  return {
    rows,
    now,
    widgetOf,
    pageOf,
    prospectOf,
    visitorCondition,
    widgetFacts,
    pageFacts,
    recordingTitles,
    identities,
    linksOf,
    widgetRange,
  };
}

export type Reader = ReturnType<typeof createReader>;
