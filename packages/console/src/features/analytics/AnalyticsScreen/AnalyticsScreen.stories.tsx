import { unverifiedVisitorKey } from '@showroom/contract';
import {
  type AnalyticsContext,
  type AnalyticsLists,
  analyticsMachine,
  type PageCharts,
  type PageQuery,
  type Timeline as TimelineData,
  type TimelineQuery,
  type WidgetCharts,
  type WidgetQuery,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  cyoaCharts,
  emptyHeroCharts,
  heroCharts,
  ids,
  pageCharts,
  sampleLists,
  samplePages,
  sampleRange,
  sampleTimeline,
  sampleToday,
  soloCharts,
} from '../fixtures.ts';
import { analyticsLabels, analyticsMessages } from '../messages.ts';
import { useAnalyticsEffects } from '../toasts.ts';
import { AnalyticsScreen } from './AnalyticsScreen.tsx';

type Value = SnapshotFrom<typeof analyticsMachine>['value'];
type Regions = { embeds?: string; pages?: string; timeline?: string };

const ready = ({ embeds = 'idle', pages = 'idle', timeline = 'idle' }: Regions): Value =>
  ({ ready: { selections: 'kept', embeds, pages, timeline } }) as Value;

const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<never>(() => {}));

/** The analytics screen on a machine started in `state` with `context`; its calls never answer. */
function AnalyticsStory({ state, context = {} }: { state: Value; context?: Partial<AnalyticsContext> }) {
  const effects = useAnalyticsEffects();
  const machine = analyticsMachine.provide({
    actors: {
      loadLists: never<AnalyticsLists>(),
      readSelections: never<unknown>(),
      loadWidget: never<WidgetCharts, WidgetQuery>(),
      loadPages: never<typeof samplePages, { prospect: string }>(),
      loadPage: never<PageCharts, PageQuery>(),
      loadTimeline: never<TimelineData, TimelineQuery>(),
    },
    actions: { ...effects, storeSelections: () => {} },
  });
  const [snapshot, send] = useMachine(machine, {
    input: { defaultRange: sampleRange },
    snapshot: machine.resolveState({
      value: state,
      context: {
        tab: 'embeds',
        range: sampleRange,
        widget: null,
        visitor: null,
        prospect: null,
        page: null,
        demo: null,
        question: null,
        lists: sampleLists,
        pages: [],
        pagesOf: null,
        widgetCharts: null,
        pageCharts: null,
        timeline: null,
        timelineOf: null,
        tabPicked: false,
        ...context,
      },
    }),
  });
  return <AnalyticsScreen snapshot={snapshot} send={send} today={sampleToday} timeZone="UTC" />;
}

const meta = {
  title: 'console/Analytics',
  component: AnalyticsStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnalyticsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const cyoaWithoutAnswers: WidgetCharts =
  cyoaCharts.kind === 'cyoa' ? { ...cyoaCharts, cyoa: { ...cyoaCharts.cyoa, questions: [] } } : cyoaCharts;
const noLists = { lists: { elements: [], visitors: [], prospects: [] } };
const heroShown = { widget: ids.hero, widgetCharts: heroCharts };
const annEmbeds = {
  visitor: 'ann@northwind.example',
  timeline: sampleTimeline,
  timelineOf: 'ann@northwind.example',
};
const annPages = {
  tab: 'pages' as const,
  prospect: ids.prospect,
  pages: samplePages,
  pagesOf: ids.prospect,
};

export const Loading: Story = {
  args: { state: 'loading', context: noLists },
  parameters: { machine: { id: 'analytics', state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: analyticsMessages.heading })).toBeVisible();
    await expect(canvas.getByText(analyticsMessages.loadingAnalytics)).toBeVisible();
    await expect(canvas.getByText(analyticsMessages.loadingWidgets)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'failed', context: noLists },
  parameters: { machine: { id: 'analytics', state: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(analyticsMessages.fetchError);
    await expect(canvas.getByRole('button', { name: analyticsLabels.retry })).toBeEnabled();
  },
};

/** spec 3 §9: the stored selections are read after a 200-300 ms debounce; still loading meanwhile. */
export const RestoringWaiting: Story = {
  name: 'Restoring (debounce)',
  args: { state: { restoring: 'waiting' } },
  parameters: { machine: { id: 'analytics', state: { restoring: 'waiting' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(analyticsMessages.loadingAnalytics)).toBeVisible();
  },
};

export const RestoringReading: Story = {
  name: 'Restoring (reading storage)',
  args: { state: { restoring: 'reading' } },
  parameters: { machine: { id: 'analytics', state: { restoring: 'reading' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(analyticsMessages.loadingAnalytics)).toBeVisible();
  },
};

export const NoWidgetChosen: Story = {
  name: 'Embeds: no widget chosen',
  args: { state: ready({}) },
  parameters: { machine: { id: 'analytics', state: ready({}) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(analyticsLabels.selectWidgetPrompt)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: analyticsMessages.embedsTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // spec 3 §2.11: the widget picker's options carry the kind's suffix, newest first.
    await userEvent.click(canvas.getByRole('combobox', { name: analyticsLabels.widget }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Choose your plan (CYOA)',
      'Onboarding in 2 minutes (Solo)',
      'Pricing tour (Hero)',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Issue 26 §6: a visitor who gave a two-factor gate an address and never confirmed it is listed
 * as unverified, never as the address's owner; the one the gate let through is named plainly.
 */
export const UnverifiedVisitor: Story = {
  name: 'Embeds: an unverified visitor',
  args: {
    state: ready({}),
    context: {
      visitor: unverifiedVisitorKey('cfo@northwind.example'),
      lists: {
        ...sampleLists,
        visitors: [
          ...sampleLists.visitors,
          {
            visitor: unverifiedVisitorKey('cfo@northwind.example'),
            name: 'cfo@northwind.example',
            prospectId: null,
            lastSeen: '2026-11-26 17:05:00',
            events: 4,
            unverified: true,
          },
        ],
      },
    },
  },
  parameters: { machine: { id: 'analytics', state: ready({}) } },
  play: async ({ canvas }) => {
    const picker = canvas.getByRole('combobox', { name: analyticsMessages.selectVisitor });
    await expect(picker).toHaveTextContent(analyticsLabels.unverifiedVisitor('cfo@northwind.example'));
    await userEvent.click(picker);
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      analyticsLabels.allVisitors,
      'ann@northwind.example',
      'anonymous',
      'cfo@northwind.example (unverified: two-factor link not confirmed)',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

export const NoWidgets: Story = {
  name: 'Embeds: no widget at all',
  args: { state: ready({}), context: { lists: { ...sampleLists, elements: [] } } },
  parameters: { machine: { id: 'analytics', state: ready({}) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(analyticsMessages.noData)).toBeVisible();
  },
};

export const WidgetLoading: Story = {
  name: 'Embeds: loading a widget',
  args: { state: ready({ embeds: 'loading' }), context: { widget: ids.hero } },
  parameters: { machine: { id: 'analytics', state: ready({ embeds: 'loading' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(analyticsMessages.loadingWidget)).toBeVisible();
  },
};

export const HeroCharts: Story = {
  name: 'Embeds: Hero',
  args: { state: ready({ embeds: 'shown' }), context: heroShown },
  parameters: { machine: { id: 'analytics', state: ready({ embeds: 'shown' }) } },
  play: async ({ canvas }) => {
    for (const title of [
      analyticsMessages.demoViews,
      analyticsMessages.clickthroughRate,
      analyticsMessages.viewDuration,
      analyticsMessages.ctaClicks,
    ]) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    // §9: the rate in percent with 3 decimals, in the chart's table.
    const rates = canvas.getByRole('table', { name: analyticsMessages.clickthroughRate });
    await expect(within(rates).getAllByText('33.333%')).toHaveLength(3);
    await expect(within(rates).getByText('Nov 21')).toBeInTheDocument();
  },
};

export const SoloCharts: Story = {
  name: 'Embeds: Solo (no CTA Clicks)',
  args: { state: ready({ embeds: 'shown' }), context: { widget: ids.solo, widgetCharts: soloCharts } },
  parameters: { machine: { id: 'analytics', state: ready({ embeds: 'shown' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: analyticsMessages.demoViews })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: analyticsMessages.ctaClicks })).toBeNull();
  },
};

export const EmptyRange: Story = {
  name: 'Embeds: nothing in the range',
  args: { state: ready({ embeds: 'shown' }), context: { widget: ids.hero, widgetCharts: emptyHeroCharts } },
  parameters: { machine: { id: 'analytics', state: ready({ embeds: 'shown' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(analyticsMessages.noData)).toHaveLength(4);
  },
};

export const CyoaPanels: Story = {
  name: 'Embeds: CYOA',
  args: { state: ready({ embeds: 'shown' }), context: { widget: ids.cyoa, widgetCharts: cyoaCharts } },
  parameters: { machine: { id: 'analytics', state: ready({ embeds: 'shown' }) } },
  play: async ({ canvas }) => {
    // §4.6: the rule chained before the next step, the last step to 'Wrap up screen'.
    const journey = canvas.getByRole('table', { name: analyticsMessages.audienceJourney });
    await expect(
      within(journey).getByRole('rowheader', { name: /Rule: Over 200 seats/ }),
    ).toBeInTheDocument();
    await expect(within(journey).getByText('Wrap up screen (5)')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(canvas.getByRole('button', { name: /Reset zoom/ })).toHaveTextContent('110%');
    // §9: average PDF page time with 2 decimals.
    await expect(canvas.getByText('34.25 s')).toBeInTheDocument();
    await expect(canvas.getByText(analyticsLabels.typedAnswers(1))).toBeVisible();
    // Issue 29 D.9: each demo's View Duration is headed, on screen, by the demo's title.
    const durations = canvas.getByRole('region', { name: analyticsMessages.viewDuration });
    for (const demo of cyoaCharts.kind === 'cyoa' ? cyoaCharts.durations.demos : []) {
      const section = within(durations).getByRole('region', { name: demo.title });
      await expect(within(section).getByRole('heading', { name: demo.title })).toBeVisible();
      await expect(
        within(section).getByRole('figure', { name: analyticsLabels.viewDurationOf(demo.title) }),
      ).toBeInTheDocument();
    }
  },
};

export const NothingToDownload: Story = {
  name: 'Embeds: CYOA, no typed answer',
  args: {
    state: ready({ embeds: 'shown' }),
    context: {
      widget: ids.cyoa,
      widgetCharts: cyoaWithoutAnswers,
    },
  },
  parameters: {
    machine: { id: 'analytics', state: ready({ embeds: 'shown' }) },
    toast: { duration: Infinity },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(analyticsMessages.noDataToDownload)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: analyticsLabels.downloadCsv }));
    await waitFor(() => expect(screen.getAllByText(analyticsMessages.noDataToDownload)).toHaveLength(2));
  },
};

export const WidgetFailed: Story = {
  name: 'Embeds: a query failed',
  args: {
    state: ready({ embeds: 'failed', timeline: 'failed' }),
    context: { widget: ids.hero, visitor: 'ann@northwind.example' },
  },
  parameters: { machine: { id: 'analytics', state: ready({ embeds: 'failed', timeline: 'failed' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByText(analyticsMessages.fetchError)[0]).toBeVisible();
  },
};

export const Timeline: Story = {
  name: 'Visitor timeline',
  args: { state: ready({ embeds: 'shown', timeline: 'shown' }), context: { ...heroShown, ...annEmbeds } },
  parameters: { machine: { id: 'analytics', state: ready({ embeds: 'shown', timeline: 'shown' }) } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: analyticsLabels.timeline });
    const items = within(card).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[3]).toHaveTextContent('Watched');
    await expect(items[3]).toHaveTextContent('48 s');
    await expect(items[5]).toHaveTextContent('34 s');
  },
};

export const TimelineLoading: Story = {
  name: 'Visitor timeline: loading',
  args: { state: ready({ timeline: 'loading' }), context: { visitor: 'ann@northwind.example' } },
  parameters: { machine: { id: 'analytics', state: ready({ timeline: 'loading' }) } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: analyticsLabels.timeline });
    await expect(within(card).getByText(analyticsMessages.loadingAnalytics)).toBeVisible();
  },
};

export const PagesNoVisitor: Story = {
  name: 'Pages: no visitor chosen',
  args: { state: ready({}), context: { tab: 'pages' } },
  parameters: { machine: { id: 'analytics', state: ready({}) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: analyticsMessages.pagesTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText(analyticsLabels.selectVisitorPrompt)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: analyticsMessages.selectPage })).toBeDisabled();
  },
};

export const PagesListing: Story = {
  name: 'Pages: listing the visitor’s pages',
  args: {
    state: ready({ pages: 'loadingPages', timeline: 'loading' }),
    context: { tab: 'pages', prospect: ids.prospect },
  },
  parameters: { machine: { id: 'analytics', state: ready({ pages: 'loadingPages', timeline: 'loading' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(analyticsMessages.loadingAnalytics)).toHaveLength(2);
  },
};

export const PagesChoosing: Story = {
  name: 'Pages: choose a page',
  args: { state: ready({ pages: 'choosing' }), context: annPages },
  parameters: { machine: { id: 'analytics', state: ready({ pages: 'choosing' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(analyticsLabels.selectPagePrompt)).toBeVisible();
  },
};

export const PageLoading: Story = {
  name: 'Pages: loading a page',
  args: { state: ready({ pages: 'loading' }), context: { ...annPages, page: ids.link } },
  parameters: { machine: { id: 'analytics', state: ready({ pages: 'loading' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(analyticsMessages.loadingAnalytics)).toBeVisible();
  },
};

export const PageShown: Story = {
  name: 'Pages: a Q&A page',
  args: {
    state: ready({ pages: 'shown' }),
    context: { ...annPages, page: ids.link, pageCharts, demo: ids.demoA, question: 0 },
  },
  parameters: { machine: { id: 'analytics', state: ready({ pages: 'shown' }) } },
  play: async ({ canvas }) => {
    for (const title of [
      analyticsMessages.pageViews,
      analyticsMessages.demoViews,
      analyticsMessages.audienceResponses,
      analyticsMessages.recommendations,
      analyticsMessages.contactInformation,
    ]) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(
      canvas.getByRole('table', { name: analyticsMessages.frequencyOfResponses }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: analyticsMessages.field })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'company' })).toBeVisible();
    // The question selector changes the chart without a new query.
    await userEvent.click(canvas.getByRole('combobox', { name: analyticsLabels.question }));
    await userEvent.click(await screen.findByRole('option', { name: 'Team size?' }));
    const table = canvas.getByRole('table', { name: analyticsMessages.frequencyOfResponses });
    await waitFor(() => expect(within(table).getByText('Over 200')).toBeInTheDocument());
  },
};

export const EmbedPageShown: Story = {
  name: 'Pages: an embed page (no demo, responses or contact cards)',
  args: {
    state: ready({ pages: 'shown' }),
    context: {
      ...annPages,
      page: ids.embedLink,
      pageCharts: { ...pageCharts, demos: null, responses: null, contact: null },
    },
  },
  parameters: { machine: { id: 'analytics', state: ready({ pages: 'shown' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: analyticsMessages.pageViews })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: analyticsMessages.recommendations })).toBeVisible();
    for (const hidden of [
      analyticsMessages.demoViews,
      analyticsMessages.audienceResponses,
      analyticsMessages.contactInformation,
    ]) {
      await expect(canvas.queryByRole('heading', { name: hidden })).toBeNull();
    }
  },
};

export const PageFailed: Story = {
  name: 'Pages: a query failed',
  args: { state: ready({ pages: 'failed' }), context: { ...annPages, page: ids.link } },
  parameters: { machine: { id: 'analytics', state: ready({ pages: 'failed' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(analyticsMessages.fetchError);
  },
};
