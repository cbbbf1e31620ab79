import type { AnalyticsMachine } from '@showroom/machines';
import { DateRangePicker, LoadingText, Tab, TabList, TabPanel, Tabs } from '@showroom/ui';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { analyticsLabels, analyticsMessages } from '../messages.ts';
import { EmbedsTab } from './EmbedsTab.tsx';
import { PagesTab } from './PagesTab.tsx';
import { FetchFailed } from './parts.tsx';
import { TimelineCard, type TimelineState } from './TimelineCard.tsx';

export type AnalyticsScreenProps = {
  /** The analytics machine's snapshot: the screen shows exactly what it says. */
  snapshot: SnapshotFrom<AnalyticsMachine>;
  send: (event: EventFrom<AnalyticsMachine>) => void;
  /** Today as an ISO day, for the date picker's presets and its last day; the rep's clock by default. */
  today?: string;
  /** The timeline's clock zone; the rep's own by default. */
  timeZone?: string;
};

const Page = styled.main`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  padding: var(--space-6) var(--space-8) var(--space-4);
  border-bottom: var(--border-width) solid var(--color-border);

  & p { color: var(--color-text-muted); }
`;

const Body = styled.div`
  padding: var(--space-4) var(--space-8) var(--space-8);
`;

const Panel = styled(TabPanel)`
  display: flex;
  flex-direction: column;
  gap: var(--space-5);
  padding-top: var(--space-5);
`;

/** spec 3 §2.11 Analytics: the heading, the Embeds and Pages tabs, and the visitor timeline. */
export function AnalyticsScreen({ snapshot, send, today, timeZone }: AnalyticsScreenProps) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const timeline = ready ? (snapshot.value as { ready: { timeline: TimelineState } }).ready.timeline : 'idle';
  const dates = (
    <DateRangePicker
      label={analyticsMessages.selectDate}
      today={today}
      disabled={!ready}
      value={{ start: context.range.startDate, end: context.range.endDate }}
      onChange={(range) => {
        if (range) send({ type: 'range.change', range: { startDate: range.start, endDate: range.end } });
      }}
    />
  );
  const body = snapshot.matches('failed') ? (
    <FetchFailed onRetry={() => send({ type: 'retry' })} />
  ) : !ready ? (
    <LoadingText block>{analyticsMessages.loadingAnalytics}</LoadingText>
  ) : null;
  return (
    <Page aria-labelledby="analytics-title">
      <Header>
        <h1 id="analytics-title">{analyticsMessages.heading}</h1>
        <p>{analyticsLabels.description}</p>
      </Header>
      <Body>
        <Tabs
          value={context.tab}
          onValueChange={(tab) => send({ type: 'tab.select', tab: tab as 'embeds' | 'pages' })}
        >
          <TabList aria-label={analyticsLabels.tabsLabel}>
            <Tab value="embeds">{analyticsMessages.embedsTab}</Tab>
            <Tab value="pages">{analyticsMessages.pagesTab}</Tab>
          </TabList>
          <Panel value="embeds">
            <EmbedsTab snapshot={snapshot} send={send} dates={dates} />
            {body}
            <TimelineCard
              state={timeline}
              timeline={context.timeline}
              onRetry={() => send({ type: 'retry' })}
              timeZone={timeZone}
            />
          </Panel>
          <Panel value="pages">
            <PagesTab snapshot={snapshot} send={send} dates={dates} />
            {body}
            <TimelineCard
              state={timeline}
              timeline={context.timeline}
              onRetry={() => send({ type: 'retry' })}
              timeZone={timeZone}
            />
          </Panel>
        </Tabs>
      </Body>
    </Page>
  );
}
