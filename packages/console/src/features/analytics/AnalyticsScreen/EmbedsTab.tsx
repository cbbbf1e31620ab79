import { analyticsConstants } from '@showroom/contract';
import type { AnalyticsMachine, CyoaCharts, PlayerCharts } from '@showroom/machines';
import { BarChart, BucketChart, Button, FlowDiagram, formatDay, LineChart, Select } from '@showroom/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { bucketSessions, dayDate, formatRate, formatSeconds, journeyDiagram } from '../charts.ts';
import { analyticsLabels, analyticsMessages, visitorLabel } from '../messages.ts';
import { ChartCard, FetchFailed, Grid, Loading, Prompt, Toolbar } from './parts.tsx';

type Props = {
  snapshot: SnapshotFrom<AnalyticsMachine>;
  send: (event: EventFrom<AnalyticsMachine>) => void;
  /** The date range picker, shared by both tabs (drawn by the screen). */
  dates: React.ReactNode;
};

const ALL = '*';

/** spec 3 §2.11: the widget picker's label carries the kind's suffix (Hero, Solo, CYOA). */
export const widgetOptionLabel = (element: { label: string; type: 'hero' | 'solo' | 'cyoa' }) =>
  `${element.label} (${analyticsMessages.kindSuffix[element.type]})`;

function PlayerPanels({ charts }: { charts: PlayerCharts }) {
  const views =
    charts.views.total > 0 ? charts.views.days.map((d) => ({ date: dayDate(d.date), value: d.views })) : [];
  const rates =
    charts.renders.totals.renders > 0
      ? charts.renders.days.map((d) => ({ label: formatDay(dayDate(d.date)), value: d.rate }))
      : [];
  const clicks =
    charts.cta && charts.cta.total > 0
      ? charts.cta.days.map((d) => ({ label: formatDay(dayDate(d.date)), value: d.clicks }))
      : [];
  return (
    <Grid>
      <ChartCard title={analyticsMessages.demoViews}>
        <LineChart title={analyticsMessages.demoViews} data={views} valueLabel={analyticsLabels.views} />
      </ChartCard>
      <ChartCard title={analyticsMessages.clickthroughRate}>
        <BarChart
          title={analyticsMessages.clickthroughRate}
          data={rates}
          valueLabel={analyticsLabels.rate}
          categoryLabel="Date"
          yStep={analyticsConstants.clickthroughAxisStep}
          formatValue={formatRate}
        />
      </ChartCard>
      <ChartCard title={analyticsMessages.viewDuration}>
        <BucketChart
          title={analyticsMessages.viewDuration}
          sessions={bucketSessions(charts.duration.buckets)}
        />
      </ChartCard>
      {charts.kind === 'hero' && (
        <ChartCard title={analyticsMessages.ctaClicks}>
          <BarChart
            title={analyticsMessages.ctaClicks}
            data={clicks}
            valueLabel={analyticsLabels.clicks}
            categoryLabel="Date"
            color="var(--color-product-2)"
          />
        </ChartCard>
      )}
    </Grid>
  );
}

const Download = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  color: var(--color-text-muted);
`;

/** One demo's View Duration inside the CYOA's card, headed by the demo's title (issue 29 D.9). */
function DemoDuration({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <DemoSection aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </DemoSection>
  );
}

const DemoSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  min-width: 0;

  & > h3 {
    margin: 0;
    font-size: var(--font-size-body);
    font-weight: var(--font-weight-semibold);
    overflow-wrap: anywhere;
  }
`;

function CyoaPanels({ charts, onDownload }: { charts: CyoaCharts; onDownload: () => void }) {
  const journey = journeyDiagram(charts.cyoa);
  const typed = charts.cyoa.questions.filter((q) => q.answer.trim() !== '').length;
  return (
    <Grid>
      <ChartCard title={analyticsMessages.audienceJourney} wide>
        <FlowDiagram title={analyticsMessages.audienceJourney} nodes={journey.nodes} edges={journey.edges} />
      </ChartCard>
      <ChartCard title={analyticsMessages.viewDuration}>
        {charts.durations.demos.some((d) => d.buckets.some((b) => b.sessions > 0)) ? (
          charts.durations.demos.map((demo) => (
            <DemoDuration key={demo.recordingId} title={demo.title || analyticsLabels.deletedDemo}>
              <BucketChart
                title={analyticsLabels.viewDurationOf(demo.title || analyticsLabels.deletedDemo)}
                sessions={bucketSessions(demo.buckets)}
                height={200}
              />
            </DemoDuration>
          ))
        ) : (
          <BucketChart title={analyticsMessages.viewDuration} sessions={[]} />
        )}
      </ChartCard>
      <ChartCard title={analyticsMessages.pdfEngagement}>
        {charts.cyoa.pdf.length > 0 ? (
          charts.cyoa.pdf.map((pdf) => (
            <BarChart
              key={pdf.stepIndex}
              title={`${analyticsMessages.pdfEngagement}: ${pdf.title}`}
              data={pdf.pages.map((p) => ({ label: analyticsLabels.page(p.page), value: p.averageSeconds }))}
              valueLabel={analyticsLabels.averageSeconds}
              categoryLabel="Page"
              formatValue={formatSeconds}
              color="var(--color-product-3)"
              height={200}
            />
          ))
        ) : (
          <BarChart title={analyticsMessages.pdfEngagement} data={[]} />
        )}
      </ChartCard>
      <ChartCard title={analyticsMessages.audienceResponses}>
        {charts.cyoa.responses.length > 0 ? (
          charts.cyoa.responses.map((question) => (
            <BarChart
              key={question.stepIndex}
              title={question.question}
              data={question.choices.map((c) => ({ label: c.choice, value: c.count }))}
              valueLabel={analyticsLabels.responses}
              height={200}
            />
          ))
        ) : (
          <BarChart title={analyticsMessages.audienceResponses} data={[]} />
        )}
      </ChartCard>
      <ChartCard title={analyticsMessages.audienceQuestions}>
        <Download>
          <span>{typed > 0 ? analyticsLabels.typedAnswers(typed) : analyticsMessages.noDataToDownload}</span>
          <Button variant="secondary" onClick={onDownload}>
            {analyticsLabels.downloadCsv}
          </Button>
        </Download>
      </ChartCard>
    </Grid>
  );
}

/** spec 3 §2.11 Embeds tab: visitor, widget and date pickers, then the widget's charts. */
export function EmbedsTab({ snapshot, send, dates }: Props) {
  const { context } = snapshot;
  const listing = !snapshot.matches('ready');
  const embeds = snapshot.matches('ready')
    ? (snapshot.value as { ready: { embeds: string } }).ready.embeds
    : null;
  return (
    <>
      <Toolbar>
        <Select
          label={analyticsMessages.selectVisitor}
          placeholder={analyticsLabels.allVisitors}
          disabled={listing}
          value={context.visitor ?? ALL}
          onValueChange={(value) => send({ type: 'visitor.select', visitor: value === ALL ? null : value })}
          options={[
            { value: ALL, label: analyticsLabels.allVisitors },
            ...context.lists.visitors.map((v) => ({ value: v.visitor, label: visitorLabel(v.visitor) })),
          ]}
        />
        <Select
          label={analyticsLabels.widget}
          placeholder={listing ? analyticsMessages.loadingWidgets : analyticsLabels.widget}
          disabled={listing}
          value={context.widget ?? undefined}
          onValueChange={(widget) => send({ type: 'widget.select', widget })}
          options={context.lists.elements.map((e) => ({ value: e.id, label: widgetOptionLabel(e) }))}
        />
        {dates}
      </Toolbar>
      {embeds === 'idle' &&
        (context.lists.elements.length === 0 ? (
          <Prompt>{analyticsMessages.noData}</Prompt>
        ) : (
          <Prompt>{analyticsLabels.selectWidgetPrompt}</Prompt>
        ))}
      {embeds === 'loading' && <Loading>{analyticsMessages.loadingWidget}</Loading>}
      {embeds === 'failed' && <FetchFailed onRetry={() => send({ type: 'retry' })} />}
      {embeds === 'shown' && context.widgetCharts?.kind === 'cyoa' && (
        <CyoaPanels charts={context.widgetCharts} onDownload={() => send({ type: 'questions.download' })} />
      )}
      {embeds === 'shown' && context.widgetCharts && context.widgetCharts.kind !== 'cyoa' && (
        <PlayerPanels charts={context.widgetCharts} />
      )}
    </>
  );
}
