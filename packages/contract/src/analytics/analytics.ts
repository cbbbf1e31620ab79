import * as z from 'zod/mini';
import { neutraliseFormula } from '../core/csv.ts';
import { defineRoute } from '../core/route.ts';
import { wireDate } from '../core/wire.ts';
import { cyoaStepTypes } from '../embeds/cyoa.ts';
import { embedKinds } from '../embeds/messages.ts';
import { exampleIds } from '../embeds/shared.ts';
import { pageTypes } from '../pages/style.ts';
import { eventTypes } from '../prospect/events.ts';
import { analyticsConstants as c, inboundVisitor, viewDurationBuckets } from './constants.ts';

/**
 * spec 3 §7.10: the analytics calls, with reply shapes designed for the charts of §2.11 (the spec
 * does not show them). Every chart call takes a date range of whole UTC days, `startDate` to
 * `endDate` inclusive ('YYYY-MM-DD'; both absent: the last 7 days, today included), and answers
 * every day of it, zeros included, so a line chart draws the range it was asked for. A call is
 * scoped to the caller's company: another company's ids answer like missing ones.
 *
 * A visitor (§2.11) is named by e-mail, or 'anonymous' for those nobody knows. `prospect`
 * filters a chart to one visitor: an e-mail (the addresses they gave a gate, and the prospect of
 * the links they opened), a prospect's id, or 'anonymous'; absent, every visitor counts.
 */

/** A UTC day, 'YYYY-MM-DD'. */
export const analyticsDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD'),
  z.refine((text: string) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'Expected a real date'),
);
/** An e-mail, a prospect's id, or 'anonymous'. */
export const visitorKey = z.string().check(z.minLength(1), z.maxLength(254 + 'unverified:'.length));

const range = {
  startDate: z.optional(analyticsDay),
  endDate: z.optional(analyticsDay),
};
const widgetQuery = z.object({ widgetID: z.uuid(), prospect: z.optional(visitorKey), ...range });
const companyParams = z.object({ companyId: z.uuid() });
const count = z.int().check(z.nonnegative());
const seconds = z.number().check(z.nonnegative());

/** The range a reply covers (the one asked for, or the default). */
export const analyticsRange = z.object({ startDate: analyticsDay, endDate: analyticsDay });
export type AnalyticsRange = z.infer<typeof analyticsRange>;

/** §9: the last `days` days ending today (UTC), today included. */
export const defaultAnalyticsRange = (now: Date, days: number = c.defaultRangeDays): AnalyticsRange => {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  return { startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
};

/** §9 view-duration buckets: sessions per bucket, the four in order. */
export const durationBuckets = z.array(z.object({ bucket: z.enum(viewDurationBuckets), sessions: count }));
export type DurationBuckets = z.infer<typeof durationBuckets>;

const example = {
  params: { companyId: exampleIds.companyId },
  query: { widgetID: exampleIds.embedId, startDate: '2026-11-01', endDate: '2026-11-07' },
};

// ---------------------------------------------------------------------------------------------
// Widgets (the Embeds tab)
// ---------------------------------------------------------------------------------------------

/** GET /analytic/widget/render/{companyId}?widgetID: renders and plays per day (Clickthrough Rate, §9). */
export const widgetRenders = defineRoute({
  method: 'GET',
  path: '/web/analytic/widget/render/{companyId}',
  auth: 'token',
  params: companyParams,
  query: widgetQuery,
  payload: z.object({
    range: analyticsRange,
    /** `rate`: plays / renders as a percent, 3 decimals (`clickthroughRate`). */
    days: z.array(z.object({ date: analyticsDay, renders: count, plays: count, rate: seconds })),
    totals: z.object({ renders: count, plays: count, rate: seconds }),
  }),
  example,
});

/** GET /analytic/widget/views/{companyId}?widgetID: demo views (plays) per day (Demo Views). */
export const widgetViews = defineRoute({
  method: 'GET',
  path: '/web/analytic/widget/views/{companyId}',
  auth: 'token',
  params: companyParams,
  query: widgetQuery,
  payload: z.object({
    range: analyticsRange,
    days: z.array(z.object({ date: analyticsDay, views: count })),
    total: count,
  }),
  example,
});

/** GET /analytic/widget/CTA/?widgetID: CTA clicks per day, and per button label (Hero's CTA Clicks). */
export const widgetCta = defineRoute({
  method: 'GET',
  path: '/web/analytic/widget/CTA/',
  auth: 'token',
  query: widgetQuery,
  payload: z.object({
    range: analyticsRange,
    days: z.array(z.object({ date: analyticsDay, clicks: count })),
    total: count,
    labels: z.array(z.object({ label: z.string(), clicks: count })),
  }),
  example: { query: example.query },
});

/** A CYOA's step as the Audience Journey draws it (the widget's own steps; `cyoaFlow` chains them). */
export const journeyStep = z.object({ index: z.int(), type: z.enum(cyoaStepTypes), title: z.string() });
/** An answered question: how often each choice was picked (Audience Responses). */
export const responseFrequency = z.object({
  stepIndex: z.int(),
  question: z.string(),
  choices: z.array(z.object({ choice: z.string(), count })),
  /** Answers given (an answer may pick several choices). */
  total: count,
});
export type ResponseFrequency = z.infer<typeof responseFrequency>;
/** A typed answer (a question's or a modal's input box): one row of the Audience Questions CSV. */
export const typedAnswer = z.object({
  at: wireDate,
  visitor: z.string(),
  stepIndex: z.int(),
  question: z.string(),
  answer: z.string(),
});
export type TypedAnswer = z.infer<typeof typedAnswer>;

/**
 * GET /analytic/widget/cyoa/?widgetID: a CYOA's Audience Journey (its steps; how many times each
 * was shown, index -1 being the 'Wrap up screen'; the moves between them), PDF Engagement
 * (average seconds per page, 2 decimals), Audience Responses and the typed answers of Audience
 * Questions (only non-empty texts, §5; newest first, at most `questionsMax`).
 */
export const widgetCyoa = defineRoute({
  method: 'GET',
  path: '/web/analytic/widget/cyoa/',
  auth: 'token',
  query: widgetQuery,
  payload: z.object({
    range: analyticsRange,
    steps: z.array(journeyStep),
    nodes: z.array(z.object({ index: z.int(), visits: count })),
    transitions: z.array(z.object({ from: z.int(), to: z.int(), count })),
    pdf: z.array(
      z.object({
        stepIndex: z.int(),
        title: z.string(),
        pages: z.array(z.object({ page: z.int(), views: count, averageSeconds: seconds })),
      }),
    ),
    responses: z.array(responseFrequency),
    questions: z.array(typedAnswer),
  }),
  example: { query: example.query },
});

/** GET /analytic/widget/cyoa/demo/duration?widgetID: View Duration per demo of a CYOA. */
export const widgetCyoaDemoDuration = defineRoute({
  method: 'GET',
  path: '/web/analytic/widget/cyoa/demo/duration',
  auth: 'token',
  query: widgetQuery,
  payload: z.object({
    range: analyticsRange,
    demos: z.array(z.object({ recordingId: z.uuid(), title: z.string(), buckets: durationBuckets })),
  }),
  example: { query: example.query },
});

/**
 * GET /analytic/widget/demo/duration?widgetID: a Hero's or Solo's View Duration (viewings per
 * bucket of the share of the demo each covered).
 */
export const widgetDemoDuration = defineRoute({
  method: 'GET',
  path: '/web/analytic/widget/demo/duration',
  auth: 'token',
  query: widgetQuery,
  payload: z.object({ range: analyticsRange, buckets: durationBuckets }),
  example: { query: example.query },
});

// ---------------------------------------------------------------------------------------------
// Visitors and pages (pickers)
// ---------------------------------------------------------------------------------------------

/** A visitor of the pickers: e-mail or 'anonymous', most recently seen first. */
export const analyticsVisitor = z.object({
  visitor: z.string(),
  name: z.string(),
  /** The prospect the rep sent links to, when the e-mail is one. */
  prospectId: z.nullable(z.uuid()),
  lastSeen: wireDate,
  events: count,
  /**
   * Issue 26 §6: the address was given a two-factor gate and never confirmed, so it names nobody
   * (`visitor` is then `unverifiedVisitorKey(address)`, `name` the address). Absent: named by an
   * address the gate let through, a prospect's link, or 'anonymous'.
   */
  unverified: z.optional(z.literal(true)),
});
export type AnalyticsVisitor = z.infer<typeof analyticsVisitor>;

/**
 * GET salesrep/{companyId}/prospect: the company's visitors (optionally of one widget), at most
 * `visitorsMax`, 'anonymous' among them when some visitor is unknown.
 */
export const listVisitors = defineRoute({
  method: 'GET',
  path: '/web/salesrep/{companyId}/prospect',
  auth: 'token',
  params: companyParams,
  query: z.object({ widgetID: z.optional(z.uuid()) }),
  payload: z.array(analyticsVisitor),
  example: { params: example.params, query: {} },
});

/**
 * A Pages tab visitor: a prospect's id or, for a page's inbound (website) link, `inboundVisitor`
 * (whoever came by it: issue 29 D.2).
 */
export const pagesTabVisitor = z.union([z.uuid(), z.literal(inboundVisitor)]);

/** spec 3 §3 Page record for analytics: `id` is the prospect link's id (the page's own id for a list of pages). */
export const analyticsPage = z.object({
  id: z.uuid(),
  page_id: z.uuid(),
  title: z.string(),
  type: z.enum(pageTypes),
  salesrep_id: z.uuid(),
});
export type AnalyticsPage = z.infer<typeof analyticsPage>;

/**
 * GET salesrep/{prospectId}/prospect/page: the pages a prospect has links to (`id` the link); for
 * 'inbound', the pages with an inbound link.
 */
export const listProspectPages = defineRoute({
  method: 'GET',
  path: '/web/salesrep/{prospectId}/prospect/page',
  auth: 'token',
  params: z.object({ prospectId: pagesTabVisitor }),
  payload: z.array(analyticsPage),
  example: { params: { prospectId: exampleIds.embedId } },
});

/**
 * spec 3 §3 Prospect (id, email, relationshipId), one row per link, with the page it opens. A
 * page's inbound link is a row too, `id` 'inbound' with no e-mail or name: its visitors have no
 * contact (issue 29 D.2).
 */
export const analyticsProspect = z.object({
  id: pagesTabVisitor,
  email: z.string(),
  name: z.string(),
  relationshipId: z.uuid(),
  pageId: z.uuid(),
});
export type AnalyticsProspect = z.infer<typeof analyticsProspect>;

/** GET /analytic/prospect/{companyId}: the prospects with links (Pages tab's Select Visitor). */
export const listAnalyticsProspects = defineRoute({
  method: 'GET',
  path: '/web/analytic/prospect/{companyId}',
  auth: 'token',
  params: companyParams,
  query: z.object({ page_id: z.optional(z.uuid()) }),
  payload: z.array(analyticsProspect),
  example: { params: example.params, query: {} },
});

/** spec 3 §3 Embed option: a widget of the picker (Hero, Solo or CYOA), newest first. */
export const analyticsElement = z.object({
  id: z.uuid(),
  label: z.string(),
  type: z.enum(['hero', 'solo', 'cyoa']),
  date_created: wireDate,
});
export type AnalyticsElement = z.infer<typeof analyticsElement>;

/** GET /analytic/element/{companyId}: the widget picker (§2.11, suffix by `type`). */
export const listElements = defineRoute({
  method: 'GET',
  path: '/web/analytic/element/{companyId}',
  auth: 'token',
  params: companyParams,
  payload: z.array(analyticsElement),
  example: { params: example.params },
});

/** GET /analytic/page/{companyId}: the page picker (`id` and `page_id` both the page's), newest first. */
export const listAnalyticsPages = defineRoute({
  method: 'GET',
  path: '/web/analytic/page/{companyId}',
  auth: 'token',
  params: companyParams,
  payload: z.array(analyticsPage),
  example: { params: example.params },
});

// ---------------------------------------------------------------------------------------------
// Page detail (the Pages tab). A page's events are those its frames sent with its id; a
// prospect's, those sent through their link (relationship).
// ---------------------------------------------------------------------------------------------

const pageRange = z.object(range);
const examplePage = '5d3c1b2a-4e6f-4a8b-9c0d-1e2f3a4b5c6d';

/**
 * A prospect's id, 'anonymous' (visits by nobody known), or 'inbound' (visits by the page's
 * website link, issue 29 D.2).
 */
export const pageVisitor = z.union([z.uuid(), z.literal('anonymous'), z.literal(inboundVisitor)]);

/** GET /analytic/page/views/{pageId}/{prospectId}: the page's views per day (frames shown on it). */
export const pageViews = defineRoute({
  method: 'GET',
  path: '/web/analytic/page/views/{pageId}/{prospectId}',
  auth: 'token',
  params: z.object({ pageId: z.uuid(), prospectId: pageVisitor }),
  query: pageRange,
  payload: z.object({
    range: analyticsRange,
    days: z.array(z.object({ date: analyticsDay, views: count })),
    total: count,
  }),
  example: { params: { pageId: examplePage, prospectId: 'anonymous' }, query: {} },
});

/** A recommended demo (§9: up to 3). */
export const recommendedDemo = z.object({
  recordingId: z.uuid(),
  title: z.string(),
  /** The demo's thumbnail address ('' while it has none), shown 234x132. */
  thumbnail: z.string(),
  plays: count,
});

/**
 * GET /analytic/page/fetch/recommendations/{pageId}: the demos the page showed (to one
 * prospect's link when `relationshipId` is given), most played first, up to 3; over the range
 * asked for, the last 7 days without one (§9).
 */
export const pageRecommendations = defineRoute({
  method: 'GET',
  path: '/web/analytic/page/fetch/recommendations/{pageId}',
  auth: 'token',
  params: z.object({ pageId: z.uuid() }),
  query: z.object({ relationshipId: z.optional(z.uuid()), ...range }),
  payload: z.array(recommendedDemo),
  example: { params: { pageId: examplePage }, query: {} },
});

/** GET /analytic/page/{pageId}/recording/views: plays per demo per day on the page (demo selector). */
export const pageRecordingViews = defineRoute({
  method: 'GET',
  path: '/web/analytic/page/{pageId}/recording/views',
  auth: 'token',
  params: z.object({ pageId: z.uuid() }),
  query: z.object({ relationshipId: z.optional(z.uuid()), ...range }),
  payload: z.object({
    range: analyticsRange,
    demos: z.array(
      z.object({
        recordingId: z.uuid(),
        title: z.string(),
        days: z.array(z.object({ date: analyticsDay, views: count })),
        total: count,
      }),
    ),
  }),
  example: { params: { pageId: examplePage }, query: {} },
});

/** GET analytic/page/{pageId}/response/{relationshipId}: the prospect's answers on the page, per question. */
export const pageResponses = defineRoute({
  method: 'GET',
  path: '/web/analytic/page/{pageId}/response/{relationshipId}',
  auth: 'token',
  params: z.object({ pageId: z.uuid(), relationshipId: z.uuid() }),
  query: pageRange,
  payload: z.object({ range: analyticsRange, questions: z.array(responseFrequency) }),
  example: { params: { pageId: examplePage, relationshipId: exampleIds.embedId }, query: {} },
});

/**
 * GET analytic/page/{pageId}/prospect/{prospectId}/contact/{companyId}: Contact Information
 * (Field, Value): what the prospect's link was made with (name, e-mail, the page's placeholders)
 * and the addresses they gave the page's gates; for 'inbound', the addresses given and the fields
 * sent by the visitors of the page's inbound link.
 */
export const pageContact = defineRoute({
  method: 'GET',
  path: '/web/analytic/page/{pageId}/prospect/{prospectId}/contact/{companyId}',
  auth: 'token',
  params: z.object({ pageId: z.uuid(), prospectId: pagesTabVisitor, companyId: z.uuid() }),
  payload: z.array(z.object({ field: z.string(), value: z.string() })),
  example: {
    params: { pageId: examplePage, prospectId: exampleIds.embedId, companyId: exampleIds.companyId },
  },
});

// ---------------------------------------------------------------------------------------------
// Frequency and duration
// ---------------------------------------------------------------------------------------------

const dailyCounts = z.object({
  range: analyticsRange,
  days: z.array(z.object({ date: analyticsDay, count })),
  total: count,
});

/** GET /analytic/frequency/element/: one event type's count per day on one widget. */
export const elementFrequency = defineRoute({
  method: 'GET',
  path: '/web/analytic/frequency/element/',
  auth: 'token',
  query: z.object({
    elementId: z.uuid(),
    companyId: z.uuid(),
    prospectId: z.optional(visitorKey),
    event: z.enum(eventTypes),
    ...range,
  }),
  payload: dailyCounts,
  example: {
    query: { elementId: exampleIds.embedId, companyId: exampleIds.companyId, event: 'render' },
  },
});

/** GET /analytic/frequency/page/: one event type's count per day on one page. */
export const pageFrequency = defineRoute({
  method: 'GET',
  path: '/web/analytic/frequency/page/',
  auth: 'token',
  query: z.object({
    companyId: z.uuid(),
    prospectId: z.optional(visitorKey),
    event: z.enum(eventTypes),
    page: z.uuid(),
    ...range,
  }),
  payload: dailyCounts,
  example: { query: { companyId: exampleIds.companyId, page: examplePage, event: 'play' } },
});

/** GET /analytic/duration/: time spent watching (on one page, or everywhere), with the buckets. */
export const watchDuration = defineRoute({
  method: 'GET',
  path: '/web/analytic/duration/',
  auth: 'token',
  query: z.object({
    companyId: z.uuid(),
    prospectId: z.optional(visitorKey),
    page: z.optional(z.uuid()),
    ...range,
  }),
  payload: z.object({
    range: analyticsRange,
    sessions: count,
    totalSeconds: seconds,
    averageSeconds: seconds,
    buckets: durationBuckets,
  }),
  example: { query: { companyId: exampleIds.companyId } },
});

// ---------------------------------------------------------------------------------------------
// Older video analytics
// ---------------------------------------------------------------------------------------------

/** A demo watched through a link: plays, seconds watched, when last. */
export const videoAnalytics = z.object({
  recordingId: z.uuid(),
  title: z.string(),
  views: count,
  seconds,
  lastViewed: wireDate,
});

/** GET video/analytics/{relationshipId}: the demos watched through one prospect link. */
export const getVideoAnalytics = defineRoute({
  method: 'GET',
  path: '/web/video/analytics/{relationshipId}',
  auth: 'token',
  params: z.object({ relationshipId: z.uuid() }),
  payload: z.array(videoAnalytics),
  example: { params: { relationshipId: exampleIds.embedId } },
});

/** GET salesrep/{salesRepId}/prospect/{prospectId}/relation/: the rep's links to one prospect. */
export const listProspectRelations = defineRoute({
  method: 'GET',
  path: '/web/salesrep/{salesRepId}/prospect/{prospectId}/relation/',
  auth: 'token',
  params: z.object({ salesRepId: z.uuid(), prospectId: z.uuid() }),
  payload: z.array(
    z.object({
      id: z.uuid(),
      page_id: z.uuid(),
      title: z.string(),
      type: z.enum(pageTypes),
      engaged: z.boolean(),
      date_created: wireDate,
    }),
  ),
  example: { params: { salesRepId: exampleIds.salesRepId, prospectId: exampleIds.embedId } },
});

/** Someone who watched a demo through a prospect's links: named by the e-mail they gave a gate. */
export const videoViewer = z.object({
  name: z.string(),
  email: z.string(),
  views: count,
  lastViewed: wireDate,
});
const viewerParams = z.object({ videoId: z.uuid(), prospectId: z.uuid() });

/**
 * GET video/analytics/forwarded/name/{videoId}/{prospectId}: the others who watched the demo
 * through the prospect's links (the link was forwarded): the e-mails they gave a gate, or
 * 'anonymous'.
 */
export const forwardedViewers = defineRoute({
  method: 'GET',
  path: '/web/video/analytics/forwarded/name/{videoId}/{prospectId}',
  auth: 'token',
  params: viewerParams,
  payload: z.array(videoViewer),
  example: { params: { videoId: exampleIds.recordingId, prospectId: exampleIds.embedId } },
});

/** GET video/analytics/received/name/{videoId}/{prospectId}: the prospect's own viewings of the demo. */
export const receivedViewers = defineRoute({
  method: 'GET',
  path: '/web/video/analytics/received/name/{videoId}/{prospectId}',
  auth: 'token',
  params: viewerParams,
  payload: z.array(videoViewer),
  example: { params: { videoId: exampleIds.recordingId, prospectId: exampleIds.embedId } },
});

// ---------------------------------------------------------------------------------------------
// Ours: one visitor's timeline
// ---------------------------------------------------------------------------------------------

/**
 * One thing a visitor did. `title` names it (the step, question, PDF, CTA label or hotspot);
 * `detail` what they did there (choices picked, text typed, the PDF page, the gate's answer and
 * the address given); `seconds` how long it lasted (watching, a PDF page), null otherwise.
 */
export const timelineItem = z.object({
  id: z.uuid(),
  /** Epoch milliseconds. */
  at: z.int(),
  type: z.enum(eventTypes),
  kind: z.enum(embedKinds),
  widgetId: z.uuid(),
  widgetName: z.string(),
  pageId: z.nullable(z.uuid()),
  pageTitle: z.nullable(z.string()),
  recordingId: z.nullable(z.uuid()),
  recordingTitle: z.nullable(z.string()),
  title: z.string(),
  detail: z.string(),
  seconds: z.nullable(seconds),
});
export type TimelineItem = z.infer<typeof timelineItem>;

/**
 * GET /analytic/visitor/{companyId}/timeline?prospect: everything one visitor (an e-mail or a
 * prospect's id) did across every widget and page of the company, oldest first, at most
 * `timelineMax` (`truncated` when there was more: narrow the range).
 */
export const visitorTimeline = defineRoute({
  method: 'GET',
  path: '/web/analytic/visitor/{companyId}/timeline',
  auth: 'token',
  params: companyParams,
  query: z.object({ prospect: visitorKey, ...range }),
  payload: z.object({
    range: analyticsRange,
    visitor: z.object({ email: z.string(), name: z.string(), prospectId: z.nullable(z.uuid()) }),
    items: z.array(timelineItem),
    truncated: z.boolean(),
  }),
  example: { params: example.params, query: { prospect: 'ann@example.com' } },
});

/**
 * §2.11 Audience Questions CSV: only non-empty typed texts (§5), RFC 4180 quoting, and every cell
 * that a spreadsheet would run as a formula neutralised (what prospects type reaches the rep's
 * spreadsheet: core/csv.ts, the rule the contacts' export follows).
 */
export const questionsCsv = (rows: readonly TypedAnswer[]): string => {
  const cell = (value: string | number) => {
    const text = neutraliseFormula(String(value));
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [['Date', 'Visitor', 'Question', 'Answer'].join(',')];
  for (const row of rows) {
    if (row.answer.trim() === '') continue;
    lines.push([row.at, row.visitor, row.question, row.answer].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
};
