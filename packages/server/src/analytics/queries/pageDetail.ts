import { analyticsConstants as ac, anonymousVisitor, inboundVisitor } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { type Fact, noId, perDay, responsesOf } from './facts.ts';
import { fill, type RangeQuery, resolveRange } from './range.ts';
import { analyticsNotFound, namingOutcome, type Reader } from './shared.ts';

/**
 * The Pages tab's charts of one page (contract analytics/pageDetail.ts): a prospect's views,
 * recommendations and demo views, answers, and what the prospect's contact holds.
 */
export function pageDetailQueries(reader: Reader) {
  const { rows, now, pageOf, prospectOf, pageFacts, recordingTitles, linksOf } = reader;
  /** The link `relationshipId` of the page (404 for none of the company's). */
  async function linkOf(companyId: string, pageId: string, relationshipId: string) {
    const [row] = await rows<{ id: string }>(sql`select id from page_relationships
      where id = ${relationshipId} and page_id = ${pageId} and company_id = ${companyId}`);
    if (!row) throw analyticsNotFound();
  }

  return {
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

    linkOf,

    async recommendations(
      companyId: string,
      pageId: string,
      query: RangeQuery & { relationshipId?: string },
    ) {
      await pageOf(companyId, pageId);
      if (query.relationshipId) await linkOf(companyId, pageId, query.relationshipId);
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
      if (query.relationshipId) await linkOf(companyId, pageId, query.relationshipId);
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
      await linkOf(companyId, pageId, relationshipId);
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
  };
}

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
