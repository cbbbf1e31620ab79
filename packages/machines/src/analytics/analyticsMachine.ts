import { assign, fromPromise, not, raise, setup } from 'xstate';
import {
  type AnalyticsElement,
  type AnalyticsLists,
  type AnalyticsPage,
  type AnalyticsProspect,
  type AnalyticsRange,
  type AnalyticsSelections,
  type AnalyticsTab,
  type PageCharts,
  pickPageFilters,
  restoreSelections,
  type Timeline,
  timelineKey,
  type WidgetCharts,
} from './analytics.ts';

export * from './analytics.ts';

export type AnalyticsInput = {
  /** The last 7 days ending today (spec 3 §9), as the page's clock says (contract `defaultAnalyticsRange`). */
  defaultRange: AnalyticsRange;
};

export type AnalyticsContext = AnalyticsSelections & {
  lists: AnalyticsLists;
  /** The pages of `pagesOf`'s links (GET salesrep/{prospectId}/prospect/page). */
  pages: AnalyticsPage[];
  pagesOf: string | null;
  widgetCharts: WidgetCharts | null;
  pageCharts: PageCharts | null;
  timeline: Timeline | null;
  /** The visitor `timeline` is of. */
  timelineOf: string | null;
  /** A tab the rep picked while the lists loaded: the restored selections keep it. */
  tabPicked: boolean;
};

export type AnalyticsEvent =
  | { type: 'retry' }
  | { type: 'tab.select'; tab: AnalyticsTab }
  | { type: 'range.change'; range: AnalyticsRange }
  | { type: 'widget.select'; widget: string }
  | { type: 'visitor.select'; visitor: string | null }
  | { type: 'prospect.select'; prospect: string | null }
  | { type: 'page.select'; page: string }
  | { type: 'demo.select'; demo: string }
  | { type: 'question.select'; question: number }
  | { type: 'questions.download' }
  /** Raised by the machine itself once a pick is kept: the region decides what to load again. */
  | { type: 'embeds.refresh' }
  | { type: 'pages.refresh' }
  | { type: 'timeline.refresh' };

type Refresh = 'refreshEmbeds' | 'refreshPages' | 'refreshTimeline';

export type WidgetQuery = { widget: AnalyticsElement; visitor: string | null; range: AnalyticsRange };
export type PageQuery = { page: AnalyticsPage; prospect: AnalyticsProspect; range: AnalyticsRange };
export type TimelineQuery = { visitor: string; range: AnalyticsRange };

const selectionsOf = (context: AnalyticsContext): AnalyticsSelections => ({
  tab: context.tab,
  range: context.range,
  widget: context.widget,
  visitor: context.visitor,
  prospect: context.prospect,
  page: context.page,
  demo: context.demo,
  question: context.question,
});

/**
 * A selection changed: kept, remembered (the page writes it to the browser's storage), and the
 * regions it concerns told to decide again (raised, so they decide on the kept value).
 */
const select = <E>(change: (event: E) => Partial<AnalyticsContext>, refresh: readonly Refresh[]) => ({
  actions: [
    { type: 'keep', params: ({ event }: { event: E }) => change(event) } as const,
    {
      type: 'storeSelections',
      params: ({ context }: { context: AnalyticsContext }) => selectionsOf(context),
    } as const,
    ...refresh,
  ],
});

const element = (context: AnalyticsContext) =>
  context.lists.elements.find((e) => e.id === context.widget) ?? null;
const prospectRow = (context: AnalyticsContext) =>
  context.lists.prospects.find((p) => p.id === context.prospect) ?? null;
const pageRow = (context: AnalyticsContext) => context.pages.find((p) => p.id === context.page) ?? null;

/**
 * spec 3 §2.11 Analytics, §4.6, §9, and the visitor timeline (issue 14, ours).
 *
 * - `loading`: the pickers' lists ('Loading Analytics...'; the widget picker 'Loading Widgets...');
 *   any failure is 'Error occurred while fetching data' (`failed`, retry).
 * - `restoring`: the selections the browser kept are read after a short pause (§9: 200-300 ms
 *   debounce, `restoreDelay`) and applied as far as they still hold.
 * - `ready`, four regions: `selections` keeps each pick and asks the page to store it; `embeds`
 *   loads the chosen widget's charts for the visitor and range ('Loading Widget...'); `pages`
 *   lists the chosen prospect's pages and loads the chosen page's cards; `timeline` loads what
 *   the visitor picked on the tab in view did, in time order. Each query that fails shows
 *   'Error occurred while fetching data' in its place, with retry.
 *
 * The page provides the calls (`loadLists`, `loadWidget`, `loadPages`, `loadPage`,
 * `loadTimeline`), the storage (`readSelections` actor, `storeSelections` action) and the
 * questions CSV (`downloadQuestions`, or `notifyNothingToDownload`: 'No Data To Download').
 */
export const analyticsMachine = setup({
  types: {
    context: {} as AnalyticsContext,
    events: {} as AnalyticsEvent,
    input: {} as AnalyticsInput,
  },
  actors: {
    loadLists: fromPromise<AnalyticsLists>(async () => {
      throw new Error('analyticsMachine needs a `loadLists` actor');
    }),
    readSelections: fromPromise<unknown>(async () => {
      throw new Error('analyticsMachine needs a `readSelections` actor');
    }),
    loadWidget: fromPromise<WidgetCharts, WidgetQuery>(async () => {
      throw new Error('analyticsMachine needs a `loadWidget` actor');
    }),
    loadPages: fromPromise<AnalyticsPage[], { prospect: string }>(async () => {
      throw new Error('analyticsMachine needs a `loadPages` actor');
    }),
    loadPage: fromPromise<PageCharts, PageQuery>(async () => {
      throw new Error('analyticsMachine needs a `loadPage` actor');
    }),
    loadTimeline: fromPromise<Timeline, TimelineQuery>(async () => {
      throw new Error('analyticsMachine needs a `loadTimeline` actor');
    }),
  },
  delays: {
    /** spec 3 §9: selections restored with a 200-300 ms debounce. */
    restoreDelay: 250,
  },
  guards: {
    hasWidget: ({ context }) => element(context) !== null,
    hasProspect: ({ context }) => prospectRow(context) !== null,
    pagesListed: ({ context }) => context.pagesOf === context.prospect,
    hasPage: ({ context }) => pageRow(context) !== null,
    hasTimelineVisitor: ({ context }) => timelineKey(context) !== null,
    timelineKept: ({ context }) => context.timeline !== null && context.timelineOf === timelineKey(context),
    hasQuestions: ({ context }) =>
      context.widgetCharts?.kind === 'cyoa' &&
      context.widgetCharts.cyoa.questions.some((row) => row.answer.trim() !== ''),
  },
  actions: {
    /** A pick kept (`select`). */
    keep: assign((_, params: Partial<AnalyticsContext>) => params),
    refreshEmbeds: raise({ type: 'embeds.refresh' }),
    refreshPages: raise({ type: 'pages.refresh' }),
    refreshTimeline: raise({ type: 'timeline.refresh' }),
    keepLists: assign((_, params: { lists: AnalyticsLists }) => ({ lists: params.lists })),
    restore: assign(({ context }, params: { stored: unknown }) => {
      const restored = restoreSelections(params.stored, context.lists, selectionsOf(context));
      return context.tabPicked ? { ...restored, tab: context.tab } : restored;
    }),
    keepWidget: assign((_, params: { charts: WidgetCharts }) => ({ widgetCharts: params.charts })),
    forgetWidget: assign({ widgetCharts: null }),
    keepPages: assign(({ context }, params: { pages: AnalyticsPage[] }) => ({
      pages: params.pages,
      pagesOf: context.prospect,
      page: params.pages.some((p) => p.id === context.page) ? context.page : null,
    })),
    forgetPages: assign({ pages: [], pagesOf: null }),
    keepPage: assign(({ context }, params: { charts: PageCharts }) => ({
      pageCharts: params.charts,
      ...pickPageFilters(params.charts, context),
    })),
    forgetPage: assign({ pageCharts: null }),
    keepTimeline: assign(({ context }, params: { timeline: Timeline }) => ({
      timeline: params.timeline,
      timelineOf: timelineKey(context),
    })),
    forgetTimeline: assign({ timeline: null, timelineOf: null }),
    storeSelections: (_, _params: AnalyticsSelections) => {},
    downloadQuestions: (
      _,
      _params: { rows: Extract<WidgetCharts, { kind: 'cyoa' }>['cyoa']['questions']; widget: string },
    ) => {},
    notifyNothingToDownload: () => {},
  },
}).createMachine({
  id: 'analytics',
  context: ({ input }) => ({
    tab: 'embeds',
    range: input.defaultRange,
    widget: null,
    visitor: null,
    prospect: null,
    page: null,
    demo: null,
    question: null,
    lists: { elements: [], visitors: [], prospects: [] },
    pages: [],
    pagesOf: null,
    widgetCharts: null,
    pageCharts: null,
    timeline: null,
    timelineOf: null,
    tabPicked: false,
  }),
  initial: 'loading',
  // A tab is a place, not a query: it answers at once, even before the lists are in.
  on: {
    'tab.select': {
      actions: { type: 'keep', params: ({ event }) => ({ tab: event.tab, tabPicked: true }) },
    },
  },
  states: {
    /** 'Loading Analytics...'; the widget picker says 'Loading Widgets...'. */
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadLists',
        onDone: {
          target: 'restoring',
          actions: { type: 'keepLists', params: ({ event }) => ({ lists: event.output }) },
        },
        onError: 'failed',
      },
    },
    /** 'Error occurred while fetching data'. */
    failed: {
      on: { retry: 'loading' },
    },
    /** spec 3 §9: the kept selections, read after the debounce; what cannot be read is ignored. */
    restoring: {
      tags: ['busy'],
      initial: 'waiting',
      states: {
        waiting: {
          after: { restoreDelay: 'reading' },
        },
        reading: {
          invoke: {
            src: 'readSelections',
            onDone: {
              target: '#analytics.ready',
              actions: { type: 'restore', params: ({ event }) => ({ stored: event.output }) },
            },
            onError: '#analytics.ready',
          },
        },
      },
    },
    ready: {
      type: 'parallel',
      // Each region decides what to load from the selections restored.
      entry: ['refreshEmbeds', 'refreshPages', 'refreshTimeline'],
      states: {
        /** First in order: each pick is kept before the regions below decide what to load. */
        selections: {
          initial: 'kept',
          states: {
            kept: {
              on: {
                'tab.select': select(
                  (event: { tab: AnalyticsTab }) => ({ tab: event.tab }),
                  ['refreshTimeline'],
                ),
                'range.change': select(
                  (event: { range: AnalyticsRange }) => ({
                    range: event.range,
                    timeline: null,
                    timelineOf: null,
                  }),
                  ['refreshEmbeds', 'refreshPages', 'refreshTimeline'],
                ),
                'widget.select': select(
                  (event: { widget: string }) => ({ widget: event.widget }),
                  ['refreshEmbeds'],
                ),
                'visitor.select': select(
                  (event: { visitor: string | null }) => ({ visitor: event.visitor }),
                  ['refreshEmbeds', 'refreshTimeline'],
                ),
                'prospect.select': select(
                  (event: { prospect: string | null }) => ({ prospect: event.prospect, page: null }),
                  ['refreshPages', 'refreshTimeline'],
                ),
                'page.select': select((event: { page: string }) => ({ page: event.page }), ['refreshPages']),
                'demo.select': select((event: { demo: string }) => ({ demo: event.demo }), []),
                'question.select': select(
                  (event: { question: number }) => ({ question: event.question }),
                  [],
                ),
                'questions.download': [
                  {
                    guard: 'hasQuestions',
                    actions: {
                      type: 'downloadQuestions',
                      params: ({ context }) => ({
                        rows:
                          context.widgetCharts?.kind === 'cyoa' ? context.widgetCharts.cyoa.questions : [],
                        widget: element(context)?.label ?? '',
                      }),
                    },
                  },
                  { actions: 'notifyNothingToDownload' },
                ],
              },
            },
          },
        },
        /** The Embeds tab's charts for the chosen widget. */
        embeds: {
          initial: 'idle',
          on: {
            'embeds.refresh': [{ guard: 'hasWidget', target: '.loading' }, { target: '.idle' }],
          },
          states: {
            /** No widget chosen (or none exists): 'No Data To Display'. */
            idle: {},
            /** 'Loading Widget...' */
            loading: {
              tags: ['busy'],
              entry: 'forgetWidget',
              invoke: {
                src: 'loadWidget',
                input: ({ context }) => ({
                  widget: element(context)!,
                  visitor: context.visitor,
                  range: context.range,
                }),
                onDone: {
                  target: 'shown',
                  actions: { type: 'keepWidget', params: ({ event }) => ({ charts: event.output }) },
                },
                onError: 'failed',
              },
            },
            shown: {},
            /** 'Error occurred while fetching data' */
            failed: {
              on: { retry: { actions: 'refreshEmbeds' } },
            },
          },
        },
        /** The Pages tab: the prospect's pages, then the chosen page's cards. */
        pages: {
          initial: 'idle',
          on: {
            'pages.refresh': [
              { guard: not('hasProspect'), target: '.idle' },
              { guard: not('pagesListed'), target: '.loadingPages' },
              { guard: 'hasPage', target: '.loading' },
              { target: '.choosing' },
            ],
          },
          states: {
            /** No visitor chosen: 'Select Visitor'. */
            idle: {},
            /** The visitor's pages, for the page picker. */
            loadingPages: {
              tags: ['busy'],
              entry: ['forgetPages', 'forgetPage'],
              invoke: {
                src: 'loadPages',
                input: ({ context }) => ({ prospect: context.prospect! }),
                onDone: {
                  // A kept page of the list loads at once (the raised refresh).
                  target: 'choosing',
                  actions: [
                    { type: 'keepPages', params: ({ event }) => ({ pages: event.output }) },
                    'refreshPages',
                  ],
                },
                onError: 'failed',
              },
            },
            /** The visitor's pages are listed; none chosen: 'Select page'. */
            choosing: {},
            /** 'Loading Analytics...' for the page's cards. */
            loading: {
              tags: ['busy'],
              entry: 'forgetPage',
              invoke: {
                src: 'loadPage',
                input: ({ context }) => ({
                  page: pageRow(context)!,
                  prospect: prospectRow(context)!,
                  range: context.range,
                }),
                onDone: {
                  target: 'shown',
                  actions: { type: 'keepPage', params: ({ event }) => ({ charts: event.output }) },
                },
                onError: 'failed',
              },
            },
            shown: {},
            /** 'Error occurred while fetching data' */
            failed: {
              on: { retry: { actions: 'refreshPages' } },
            },
          },
        },
        /** What the visitor picked on the tab in view did, across every widget and page. */
        timeline: {
          initial: 'idle',
          on: {
            'timeline.refresh': [
              { guard: 'timelineKept', target: '.shown' },
              { guard: 'hasTimelineVisitor', target: '.loading' },
              { target: '.idle', actions: 'forgetTimeline' },
            ],
          },
          states: {
            /** No visitor picked on this tab. */
            idle: {},
            loading: {
              tags: ['busy'],
              entry: 'forgetTimeline',
              invoke: {
                src: 'loadTimeline',
                input: ({ context }) => ({ visitor: timelineKey(context)!, range: context.range }),
                onDone: {
                  target: 'shown',
                  actions: { type: 'keepTimeline', params: ({ event }) => ({ timeline: event.output }) },
                },
                onError: 'failed',
              },
            },
            shown: {},
            /** 'Error occurred while fetching data' */
            failed: {
              on: { retry: { actions: 'refreshTimeline' } },
            },
          },
        },
      },
    },
  },
});

export type AnalyticsMachine = typeof analyticsMachine;
