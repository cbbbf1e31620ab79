import {
  type AnalyticsElement,
  type AnalyticsPage,
  type AnalyticsProspect,
  type AnalyticsVisitor,
  analyticsConstants as ac,
  anonymousVisitor,
  inboundVisitor,
  unverifiedVisitorKey,
} from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { asInt, wire } from './range.ts';
import type { Reader } from './shared.ts';

/**
 * The pickers (contract analytics/pickers.ts): lists of the company's visitors, widgets, pages and
 * links to choose a chart's subject from, each up to its cap.
 */
export function pickerQueries(reader: Reader) {
  const { rows, widgetOf, pageOf, prospectOf } = reader;
  return {
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
  };
}
