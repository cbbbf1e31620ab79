import {
  analyticsConstants as ac,
  anonymousVisitor,
  type EmbedKind,
  type EventType,
  type TimelineItem,
  watchedSeconds,
} from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { type RangeQuery, resolveRange, storedTime } from './range.ts';
import { type Reader, uuidShape } from './shared.ts';

/** One visitor's timeline (contract analytics/timeline.ts): their events in the range, oldest first. */
export function timelineQueries(reader: Reader) {
  const { rows, now, prospectOf, visitorCondition, identities } = reader;
  return {
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
