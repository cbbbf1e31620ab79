import type { PageType } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { asInt, wire } from './range.ts';
import { analyticsNotFound, type Reader } from './shared.ts';

/**
 * The older video analytics (contract analytics/videos.ts): a link's videos, a prospect's
 * relationships, and who watched a video through the prospect's links.
 */
export function videoQueries(reader: Reader) {
  const { rows, prospectOf, recordingTitles, identities } = reader;
  return {
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
  };
}
