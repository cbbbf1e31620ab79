import {
  analyticsConstants as ac,
  analyticsServerMessages,
  anonymousVisitor,
  averageSeconds,
  type CyoaStep,
  clickthroughRate,
  type EventType,
  type TypedAnswer,
} from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { cyoaContentOf } from '../../plugins/app/widgets.ts';
import { invalid } from '../../services/errors.ts';
import { bucketsOf, type Fact, isClickthroughFact, noId, perDay, responsesOf } from './facts.ts';
import { type Bounds, wire } from './range.ts';
import { type Reader, uuidShape, type WidgetQuery } from './shared.ts';

/**
 * The Embeds tab's charts of one widget (contract analytics/widgets.ts): renders and clickthroughs,
 * views, CTA clicks, a CYOA's journey, answers and PDF pages, and view durations.
 */
export function widgetQueries(reader: Reader) {
  const { widgetFacts, recordingTitles, widgetRange } = reader;
  return {
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
        questions: await typedAnswers(reader, companyId, query.widgetID, bounds, query.prospect),
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
  };
}

/** The name a CYOA step goes by in the Audience Journey. */
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

/** The typed answers of a widget's questions in the range, newest first. */
async function typedAnswers(
  reader: Reader,
  companyId: string,
  widgetId: string,
  bounds: Bounds,
  visitorKey: string | undefined,
): Promise<TypedAnswer[]> {
  const condition = (await reader.visitorCondition(companyId, visitorKey)) ?? sql`true`;
  const found = await reader.rows<{
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
  const emails = await reader.identities(companyId, [...new Set(found.map((row) => row.visitor))]);
  return found.map((row) => ({
    at: wire(row.occurred_at),
    visitor: emails.get(row.visitor) ?? row.prospect_email ?? anonymousVisitor,
    stepIndex: Number(row.data.stepIndex ?? -1),
    question: String(row.type === 'answer' ? row.data.question : row.data.title),
    answer: String(row.data.inputText),
  }));
}
