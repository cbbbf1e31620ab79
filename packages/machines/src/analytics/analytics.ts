import type {
  AnalyticsElement,
  AnalyticsPage,
  AnalyticsProspect,
  AnalyticsRange,
  AnalyticsVisitor,
  CallResult,
  inboundVisitor,
  pageContact,
  pageRecommendations,
  pageRecordingViews,
  pageResponses,
  pageViews,
  RouteContract,
  visitorTimeline,
  widgetCta,
  widgetCyoa,
  widgetCyoaDemoDuration,
  widgetDemoDuration,
  widgetRenders,
  widgetViews,
} from '@showroom/contract';

/** What a call answers when it succeeds. */
export type PayloadOf<R extends RouteContract> = Extract<CallResult<R>, { status: 'success' }>['payload'];

export const analyticsTabs = ['embeds', 'pages'] as const;
export type AnalyticsTab = (typeof analyticsTabs)[number];

/** The pickers' lists, loaded once when the screen opens ('Loading Analytics...', 'Loading Widgets...'). */
export type AnalyticsLists = {
  /** The widget picker: Hero, Solo and CYOA, newest first (GET /analytic/element/{companyId}). */
  elements: AnalyticsElement[];
  /** The Embeds tab's visitors, by e-mail or 'anonymous' (GET salesrep/{companyId}/prospect). */
  visitors: AnalyticsVisitor[];
  /** The Pages tab's visitors: prospects with links, one row per link (GET /analytic/prospect/{companyId}). */
  prospects: AnalyticsProspect[];
};

/** A Hero's or Solo's charts (spec 3 §2.11): Demo Views, Clickthrough Rate, View Duration, CTA Clicks (Hero). */
export type PlayerCharts = {
  kind: 'hero' | 'solo';
  views: PayloadOf<typeof widgetViews>;
  renders: PayloadOf<typeof widgetRenders>;
  duration: PayloadOf<typeof widgetDemoDuration>;
  /** Hero only. */
  cta: PayloadOf<typeof widgetCta> | null;
};

/** A CYOA's panels: Audience Journey, View Duration per demo, PDF Engagement, Responses, Questions. */
export type CyoaCharts = {
  kind: 'cyoa';
  cyoa: PayloadOf<typeof widgetCyoa>;
  durations: PayloadOf<typeof widgetCyoaDemoDuration>;
};

export type WidgetCharts = PlayerCharts | CyoaCharts;

/**
 * One page seen by one prospect (spec 3 §2.11 Pages tab). The demo, responses and contact cards
 * are not fetched, and are null, for a page of type embed.
 */
export type PageCharts = {
  views: PayloadOf<typeof pageViews>;
  recommendations: PayloadOf<typeof pageRecommendations>;
  demos: PayloadOf<typeof pageRecordingViews> | null;
  responses: PayloadOf<typeof pageResponses> | null;
  contact: PayloadOf<typeof pageContact> | null;
};

export type Timeline = PayloadOf<typeof visitorTimeline>;

/** What the screen remembers in the browser's storage and restores (spec 3 §2.11). */
export type AnalyticsSelections = {
  tab: AnalyticsTab;
  range: AnalyticsRange;
  /** Embeds tab: a widget's id. */
  widget: string | null;
  /** Embeds tab: a visitor's key (e-mail or 'anonymous'); null for every visitor. */
  visitor: string | null;
  /** Pages tab: a prospect's id. */
  prospect: string | null;
  /** Pages tab: the prospect link's id (`AnalyticsPage.id`). */
  page: string | null;
  /** Pages tab: the demo of the Demo Views chart (a recording id). */
  demo: string | null;
  /** Pages tab: the question of the Audience Responses chart (its step index). */
  question: number | null;
};

const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Stored selections as far as they still hold: a widget, visitor or prospect that is gone, a range
 * that is not one, and anything of another shape are dropped (the default stays). The page and
 * the Pages tab's demo and question are checked when their lists arrive.
 */
export function restoreSelections(
  stored: unknown,
  lists: AnalyticsLists,
  current: AnalyticsSelections,
): AnalyticsSelections {
  if (typeof stored !== 'object' || stored === null) return current;
  const s = stored as Record<string, unknown>;
  const range = s.range as Record<string, unknown> | undefined;
  const validRange =
    typeof range === 'object' &&
    range !== null &&
    isDay(range.startDate) &&
    isDay(range.endDate) &&
    range.startDate <= range.endDate;
  const widget = textOrNull(s.widget);
  const visitor = textOrNull(s.visitor);
  const prospect = textOrNull(s.prospect);
  return {
    tab: analyticsTabs.includes(s.tab as AnalyticsTab) ? (s.tab as AnalyticsTab) : current.tab,
    range: validRange
      ? { startDate: range.startDate as string, endDate: range.endDate as string }
      : current.range,
    widget: widget && lists.elements.some((e) => e.id === widget) ? widget : current.widget,
    visitor: visitor && lists.visitors.some((v) => v.visitor === visitor) ? visitor : current.visitor,
    prospect: prospect && lists.prospects.some((p) => p.id === prospect) ? prospect : current.prospect,
    page: prospect && lists.prospects.some((p) => p.id === prospect) ? textOrNull(s.page) : null,
    demo: textOrNull(s.demo),
    question: typeof s.question === 'number' && Number.isInteger(s.question) ? s.question : null,
  };
}

/** The Pages tab's visitors: one per prospect (the list has one row per link), in the list's order. */
export const uniqueProspects = (prospects: readonly AnalyticsProspect[]) => {
  const seen = new Set<string>();
  return prospects.filter((p) => !seen.has(p.id) && seen.add(p.id));
};

/** The contract's `inboundVisitor` (a machine takes the contract's types only: the literal is checked against it). */
const inbound: typeof inboundVisitor = 'inbound';

/**
 * The visitor the timeline follows: the one picked on the tab in view. The inbound link's visitors
 * are many people, none named: no timeline (issue 29 D.2).
 */
export const timelineKey = (selections: Pick<AnalyticsSelections, 'tab' | 'visitor' | 'prospect'>) =>
  selections.tab === 'embeds'
    ? selections.visitor
    : selections.prospect === inbound
      ? null
      : selections.prospect;

/** The demo and question the Pages tab shows: the stored ones when the page has them, else the first. */
export function pickPageFilters(
  charts: PageCharts,
  selections: Pick<AnalyticsSelections, 'demo' | 'question'>,
): Pick<AnalyticsSelections, 'demo' | 'question'> {
  const demos = charts.demos?.demos ?? [];
  const questions = charts.responses?.questions ?? [];
  return {
    demo: demos.some((d) => d.recordingId === selections.demo)
      ? selections.demo
      : (demos[0]?.recordingId ?? null),
    question: questions.some((q) => q.stepIndex === selections.question)
      ? selections.question
      : (questions[0]?.stepIndex ?? null),
  };
}

export type { AnalyticsElement, AnalyticsPage, AnalyticsProspect, AnalyticsRange, AnalyticsVisitor };
