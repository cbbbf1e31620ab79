import {
  type CallResult,
  defaultAnalyticsRange,
  listAnalyticsProspects,
  listElements,
  listProspectPages,
  listVisitors,
  pageContact,
  pageRecommendations,
  pageRecordingViews,
  pageResponses,
  pageViews,
  type RouteContract,
  visitorTimeline,
  widgetCta,
  widgetCyoa,
  widgetCyoaDemoDuration,
  widgetDemoDuration,
  widgetRenders,
  widgetViews,
} from '@showroom/contract';
import {
  type AnalyticsLists,
  type AnalyticsPage as AnalyticsPageRow,
  analyticsMachine,
  type PageCharts,
  type PageQuery,
  type Timeline,
  type TimelineQuery,
  type WidgetCharts,
  type WidgetQuery,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { startEarly, takeEarly } from '../../api/early.ts';
import { readSession } from '../../session/session.ts';
import { AnalyticsScreen } from './AnalyticsScreen/index.ts';
import { useAnalyticsEffects } from './toasts.ts';

const session = () => {
  const stored = readSession();
  if (!stored) throw new Error('The analytics screen needs a session (RequireSession guards it)');
  return stored;
};

/** spec 3 §8: any query that is not a success is 'Error occurred while fetching data' (the machine's failed state). */
async function settle<R extends RouteContract>(reply: Promise<CallResult<R>>) {
  const result = await reply;
  if (result.status !== 'success') throw new Error(result.message);
  return result.payload;
}

const callLists = async (): Promise<AnalyticsLists> => {
  const { companyId } = session();
  const [elements, visitors, prospects] = await Promise.all([
    settle(client.call(listElements, { params: { companyId } })),
    settle(client.call(listVisitors, { params: { companyId }, query: {} })),
    settle(client.call(listAnalyticsProspects, { params: { companyId }, query: {} })),
  ]);
  return { elements, visitors, prospects };
};

/**
 * A first load at /feature/analytics (shell/routeChunks.ts): the lists are asked for as this chunk
 * arrives, with the shell's calls, not after the shell has rendered.
 */
export function startFirstCalls() {
  startEarly('analytics lists', callLists);
}

const loadLists = fromPromise<AnalyticsLists>(() => takeEarly('analytics lists', callLists));

const loadWidget = fromPromise<WidgetCharts, WidgetQuery>(async ({ input }) => {
  const { companyId } = session();
  const query = {
    widgetID: input.widget.id,
    ...(input.visitor === null ? {} : { prospect: input.visitor }),
    ...input.range,
  };
  if (input.widget.type === 'cyoa') {
    const [cyoa, durations] = await Promise.all([
      settle(client.call(widgetCyoa, { query })),
      settle(client.call(widgetCyoaDemoDuration, { query })),
    ]);
    return { kind: 'cyoa', cyoa, durations };
  }
  const [views, renders, duration, cta] = await Promise.all([
    settle(client.call(widgetViews, { params: { companyId }, query })),
    settle(client.call(widgetRenders, { params: { companyId }, query })),
    settle(client.call(widgetDemoDuration, { query })),
    input.widget.type === 'hero' ? settle(client.call(widgetCta, { query })) : null,
  ]);
  return { kind: input.widget.type, views, renders, duration, cta };
});

const loadPages = fromPromise<AnalyticsPageRow[], { prospect: string }>(({ input }) =>
  settle(client.call(listProspectPages, { params: { prospectId: input.prospect } })),
);

const loadPage = fromPromise<PageCharts, PageQuery>(async ({ input }) => {
  const { companyId } = session();
  const pageId = input.page.page_id;
  const relationshipId = input.page.id;
  const embed = input.page.type === 'embed';
  const [views, recommendations, demos, responses, contact] = await Promise.all([
    settle(client.call(pageViews, { params: { pageId, prospectId: input.prospect.id }, query: input.range })),
    settle(
      client.call(pageRecommendations, { params: { pageId }, query: { relationshipId, ...input.range } }),
    ),
    // spec 3 §2.11: the demo, responses and contact cards are hidden for an embed page.
    embed
      ? null
      : settle(
          client.call(pageRecordingViews, { params: { pageId }, query: { relationshipId, ...input.range } }),
        ),
    embed
      ? null
      : settle(client.call(pageResponses, { params: { pageId, relationshipId }, query: input.range })),
    embed
      ? null
      : settle(client.call(pageContact, { params: { pageId, prospectId: input.prospect.id, companyId } })),
  ]);
  return { views, recommendations, demos, responses, contact };
});

const loadTimeline = fromPromise<Timeline, TimelineQuery>(({ input }) =>
  settle(
    client.call(visitorTimeline, {
      params: { companyId: session().companyId },
      query: { prospect: input.visitor, ...input.range },
    }),
  ),
);

/** One rep's selections per browser: two reps sharing a browser keep their own. */
const storageKey = () => `showroom.analytics.${session().sellerId}`;

const readSelections = fromPromise<unknown>(async () => {
  try {
    return JSON.parse(window.localStorage.getItem(storageKey()) ?? 'null');
  } catch {
    return null; // storage refused or text that is not JSON: the defaults stay
  }
});

const storeSelections = (_: unknown, params: unknown) => {
  try {
    window.localStorage.setItem(storageKey(), JSON.stringify(params));
  } catch {
    // Storage full or refused (private mode): the selections are simply not remembered.
  }
};

/**
 * /feature/analytics: the analytics machine with the real calls, the browser's storage for the
 * selections, and the questions download. Loaded on demand (routes.tsx), with its charts.
 */
export function AnalyticsPage() {
  const effects = useAnalyticsEffects();
  const [defaultRange] = useState(() => defaultAnalyticsRange(new Date()));
  const [snapshot, send] = useMachine(
    analyticsMachine.provide({
      actors: { loadLists, loadWidget, loadPages, loadPage, loadTimeline, readSelections },
      actions: { ...effects, storeSelections },
    }),
    { input: { defaultRange } },
  );
  return <AnalyticsScreen snapshot={snapshot} send={send} today={defaultRange.endDate} />;
}
