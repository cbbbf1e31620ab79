import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AnalyticsLists, AnalyticsPage, PageCharts, Timeline, WidgetCharts } from './analytics.ts';
import { restoreSelections, uniqueProspects } from './analytics.ts';
import {
  analyticsMachine,
  type PageQuery,
  type TimelineQuery,
  type WidgetQuery,
} from './analyticsMachine.ts';

const range = { startDate: '2026-11-21', endDate: '2026-11-27' };
const hero = {
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Pricing tour',
  type: 'hero' as const,
  date_created: '2026-11-20 10:00:00',
};
const cyoa = {
  id: '22222222-2222-4222-8222-222222222222',
  label: 'Journey',
  type: 'cyoa' as const,
  date_created: '2026-11-21 10:00:00',
};
const prospectId = '33333333-3333-4333-8333-333333333333';
const linkId = '44444444-4444-4444-8444-444444444444';
const pageId = '55555555-5555-4555-8555-555555555555';
const lists: AnalyticsLists = {
  elements: [cyoa, hero],
  visitors: [
    { visitor: 'ann@example.com', name: 'Ann', prospectId, lastSeen: '2026-11-26 09:00:00', events: 4 },
  ],
  prospects: [
    { id: prospectId, email: 'ann@example.com', name: 'Ann', relationshipId: linkId, pageId },
    { id: prospectId, email: 'ann@example.com', name: 'Ann', relationshipId: pageId, pageId },
  ],
};
const page: AnalyticsPage = {
  id: linkId,
  page_id: pageId,
  title: 'Welcome Ann',
  type: 'customized',
  salesrep_id: prospectId,
};
const days = [{ date: '2026-11-27', views: 2 }];
const heroCharts: WidgetCharts = {
  kind: 'hero',
  views: { range, days, total: 2 },
  renders: {
    range,
    days: [{ date: '2026-11-27', renders: 3, plays: 2, rate: 66.667 }],
    totals: { renders: 3, plays: 2, rate: 66.667 },
  },
  duration: { range, buckets: [] },
  cta: { range, days: [{ date: '2026-11-27', clicks: 1 }], total: 1, labels: [] },
};
const cyoaCharts = (answers: string[]): WidgetCharts => ({
  kind: 'cyoa',
  cyoa: {
    range,
    steps: [],
    nodes: [],
    transitions: [],
    pdf: [],
    responses: [],
    questions: answers.map((answer) => ({
      at: '2026-11-27 10:00:00',
      visitor: 'ann@example.com',
      stepIndex: 1,
      question: 'Why?',
      answer,
    })),
  },
  durations: { range, demos: [] },
});
const pageCharts: PageCharts = {
  views: { range, days, total: 2 },
  recommendations: [],
  demos: { range, demos: [{ recordingId: hero.id, title: 'Tour', days, total: 2 }] },
  responses: {
    range,
    questions: [{ stepIndex: 3, question: 'Size?', choices: [{ choice: 'Big', count: 1 }], total: 1 }],
  },
  contact: [{ field: 'Email', value: 'ann@example.com' }],
};
const timeline: Timeline = {
  range,
  visitor: { email: 'ann@example.com', name: 'Ann', prospectId },
  items: [],
  truncated: false,
};

function start(
  options: {
    stored?: unknown;
    listsFail?: boolean;
    widget?: (q: WidgetQuery) => Promise<WidgetCharts>;
    lists?: AnalyticsLists;
  } = {},
) {
  const calls = {
    widget: [] as WidgetQuery[],
    page: [] as PageQuery[],
    timeline: [] as TimelineQuery[],
    pages: 0,
  };
  const stored: unknown[] = [];
  const download = vi.fn();
  const nothing = vi.fn();
  const actor = createActor(
    analyticsMachine.provide({
      delays: { restoreDelay: 0 },
      actors: {
        loadLists: fromPromise(async () => {
          if (options.listsFail) throw new Error('500');
          return options.lists ?? lists;
        }),
        readSelections: fromPromise<unknown>(async () => options.stored ?? null),
        loadWidget: fromPromise(async ({ input }: { input: WidgetQuery }) => {
          calls.widget.push(input);
          return options.widget
            ? options.widget(input)
            : input.widget.type === 'cyoa'
              ? cyoaCharts(['', ' ', 'Price'])
              : heroCharts;
        }),
        loadPages: fromPromise(async () => {
          calls.pages++;
          return [page];
        }),
        loadPage: fromPromise(async ({ input }: { input: PageQuery }) => {
          calls.page.push(input);
          return pageCharts;
        }),
        loadTimeline: fromPromise(async ({ input }: { input: TimelineQuery }) => {
          calls.timeline.push(input);
          return timeline;
        }),
      },
      actions: {
        storeSelections: (_, params) => stored.push(params),
        downloadQuestions: (_, params) => download(params),
        notifyNothingToDownload: nothing,
      },
    }),
    { input: { defaultRange: range } },
  );
  actor.start();
  return { actor, calls, stored, download, nothing };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('ready') && !s.hasTag('busy'));

describe('analyticsMachine', () => {
  it('loads the lists, then waits for a pick: nothing else is fetched', async () => {
    const { actor, calls } = start();
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({
      ready: { selections: 'kept', embeds: 'idle', pages: 'idle', timeline: 'idle' },
    });
    expect(actor.getSnapshot().context.range).toEqual(range);
    expect(calls.widget).toEqual([]);
  });

  it("a failed list is 'Error occurred while fetching data' until retried", async () => {
    const { actor } = start({ listsFail: true });
    await waitFor(actor, (s) => s.matches('failed'));
  });

  it('a picked widget loads its charts for the visitor and range, and the pick is stored', async () => {
    const { actor, calls, stored } = start();
    await settled(actor);
    actor.send({ type: 'widget.select', widget: hero.id });
    expect(actor.getSnapshot().matches({ ready: { embeds: 'loading' } })).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().context.widgetCharts).toEqual(heroCharts);
    actor.send({ type: 'visitor.select', visitor: 'ann@example.com' });
    await settled(actor);
    expect(calls.widget.at(-1)).toEqual({ widget: hero, visitor: 'ann@example.com', range });
    // The visitor's timeline loads beside the charts.
    expect(calls.timeline).toEqual([{ visitor: 'ann@example.com', range }]);
    expect(stored.at(-1)).toMatchObject({ widget: hero.id, visitor: 'ann@example.com', tab: 'embeds' });
  });

  it('a new range loads every shown query again', async () => {
    const { actor, calls } = start();
    await settled(actor);
    actor.send({ type: 'widget.select', widget: hero.id });
    actor.send({ type: 'visitor.select', visitor: 'ann@example.com' });
    await settled(actor);
    const next = { startDate: '2026-10-01', endDate: '2026-10-31' };
    actor.send({ type: 'range.change', range: next });
    await settled(actor);
    expect(calls.widget.at(-1)?.range).toEqual(next);
    expect(calls.timeline.at(-1)).toEqual({ visitor: 'ann@example.com', range: next });
  });

  it('a failed widget query shows in its place; retry loads it again', async () => {
    let fail = true;
    const { actor } = start({
      widget: async () => {
        if (fail) throw new Error('500');
        return heroCharts;
      },
    });
    await settled(actor);
    actor.send({ type: 'widget.select', widget: hero.id });
    await waitFor(actor, (s) => s.matches({ ready: { embeds: 'failed' } }));
    fail = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches({ ready: { embeds: 'shown' } }));
  });

  it('Pages tab: visitor, then their pages, then the page with its first demo and question', async () => {
    const { actor, calls } = start();
    await settled(actor);
    actor.send({ type: 'tab.select', tab: 'pages' });
    actor.send({ type: 'prospect.select', prospect: prospectId });
    await waitFor(actor, (s) => s.matches({ ready: { pages: 'choosing' } }));
    expect(actor.getSnapshot().context.pages).toEqual([page]);
    actor.send({ type: 'page.select', page: linkId });
    await waitFor(actor, (s) => s.matches({ ready: { pages: 'shown' } }));
    expect(calls.page).toEqual([{ page, prospect: lists.prospects[0], range }]);
    expect(actor.getSnapshot().context).toMatchObject({ demo: hero.id, question: 3 });
    // The timeline follows the visitor of the tab in view.
    expect(calls.timeline.at(-1)).toEqual({ visitor: prospectId, range });
    // Choosing a demo or a question fetches nothing.
    actor.send({ type: 'question.select', question: 3 });
    expect(calls.page).toHaveLength(1);
    expect(calls.pages).toBe(1);
  });

  it("Pages tab: the inbound link's visitors, with their page's cards and no timeline (issue 29 D.2)", async () => {
    const inbound = { id: 'inbound' as const, email: '', name: '', relationshipId: linkId, pageId };
    const { actor, calls } = start({ lists: { ...lists, prospects: [...lists.prospects, inbound] } });
    await settled(actor);
    actor.send({ type: 'tab.select', tab: 'pages' });
    actor.send({ type: 'prospect.select', prospect: 'inbound' });
    await waitFor(actor, (s) => s.matches({ ready: { pages: 'choosing' } }));
    actor.send({ type: 'page.select', page: linkId });
    await waitFor(actor, (s) => s.matches({ ready: { pages: 'shown' } }));
    expect(calls.page).toEqual([{ page, prospect: inbound, range }]);
    // Many people, none named: no one's timeline.
    expect(actor.getSnapshot().matches({ ready: { timeline: 'idle' } })).toBe(true);
    expect(calls.timeline).toEqual([]);
  });

  it('restores the stored selections that still hold, after the debounce', async () => {
    const { actor, calls } = start({
      stored: {
        tab: 'pages',
        widget: hero.id,
        visitor: 'gone@example.com',
        prospect: prospectId,
        page: linkId,
        range,
        demo: null,
        question: 3,
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: { pages: 'shown', embeds: 'shown' } }));
    expect(actor.getSnapshot().context).toMatchObject({
      tab: 'pages',
      widget: hero.id,
      visitor: null,
      page: linkId,
    });
    expect(calls.timeline).toEqual([{ visitor: prospectId, range }]);
  });

  it('a tab picked while the lists load shows at once and stays after the stored selections are restored', async () => {
    const { actor } = start({ stored: { tab: 'embeds', widget: hero.id, range } });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'tab.select', tab: 'pages' });
    expect(actor.getSnapshot().context.tab).toBe('pages');
    await waitFor(actor, (s) => s.matches({ ready: { embeds: 'shown' } }));
    // The rest of what was stored still comes back.
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'pages', widget: hero.id });
  });

  it('downloads only when a typed answer is not blank, else says there is nothing', async () => {
    const { actor, download, nothing } = start({
      widget: async (q) => (q.widget.type === 'cyoa' ? cyoaCharts([' ', '']) : heroCharts),
    });
    await settled(actor);
    actor.send({ type: 'questions.download' });
    expect(nothing).toHaveBeenCalledTimes(1);
    actor.send({ type: 'widget.select', widget: cyoa.id });
    await settled(actor);
    actor.send({ type: 'questions.download' });
    expect(nothing).toHaveBeenCalledTimes(2);
    expect(download).not.toHaveBeenCalled();
  });

  it('hands the typed answers to the download', async () => {
    const { actor, download } = start();
    await settled(actor);
    actor.send({ type: 'widget.select', widget: cyoa.id });
    await settled(actor);
    actor.send({ type: 'questions.download' });
    expect(download).toHaveBeenCalledWith(expect.objectContaining({ widget: 'Journey' }));
    expect(download.mock.calls[0]![0].rows).toHaveLength(3);
  });
});

describe('restoreSelections', () => {
  const current = {
    tab: 'embeds' as const,
    range,
    widget: null,
    visitor: null,
    prospect: null,
    page: null,
    demo: null,
    question: null,
  };
  it('ignores what is not an object, a range that is not one, and unknown ids', () => {
    expect(restoreSelections('x', lists, current)).toEqual(current);
    expect(
      restoreSelections({ range: { startDate: '2026-02-30', endDate: '2026-03-01' } }, lists, current),
    ).toEqual(current);
    expect(
      restoreSelections({ range: { startDate: '2026-03-02', endDate: '2026-03-01' } }, lists, current),
    ).toEqual(current);
    expect(restoreSelections({ tab: 'other', widget: 'nope' }, lists, current)).toEqual(current);
  });
  it('lists each prospect once', () => {
    expect(uniqueProspects(lists.prospects)).toHaveLength(1);
  });
});
