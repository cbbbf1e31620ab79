import { inboundVisitor } from '@showroom/contract';
import type { AnalyticsMachine, PageCharts } from '@showroom/machines';
import { uniqueProspects } from '@showroom/machines';
import { BarChart, LineChart, Select } from '@showroom/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { dayDate } from '../charts.ts';
import { analyticsLabels, analyticsMessages } from '../messages.ts';
import { ChartCard, FetchFailed, Grid, Loading, Prompt, Toolbar } from './parts.tsx';

type Props = {
  snapshot: SnapshotFrom<AnalyticsMachine>;
  send: (event: EventFrom<AnalyticsMachine>) => void;
  dates: ReactNode;
};

const Recommendations = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;

  & li { display: flex; flex-direction: column; gap: var(--space-1); width: 234px; }
  & img, & [data-thumb] {
    width: 234px;
    height: 132px;
    object-fit: cover;
    border-radius: var(--radius-md);
    background: var(--color-surface-subtle);
    border: var(--border-width) solid var(--color-border);
  }
  & span { color: var(--color-text-muted); font-size: var(--font-size-meta); }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  & th, & td { padding: var(--space-2) var(--space-3); text-align: left; border-bottom: var(--border-width) solid var(--color-border); }
  & thead th { color: var(--color-text-muted); font-weight: var(--font-weight-medium); font-size: var(--font-size-meta); }
  & td { overflow-wrap: anywhere; }
`;

function PageCards({
  charts,
  embed,
  demo,
  question,
  send,
}: {
  charts: PageCharts;
  embed: boolean;
  demo: string | null;
  question: number | null;
  send: Props['send'];
}) {
  const views =
    charts.views.total > 0 ? charts.views.days.map((d) => ({ date: dayDate(d.date), value: d.views })) : [];
  const demos = charts.demos?.demos ?? [];
  const shownDemo = demos.find((d) => d.recordingId === demo);
  const questions = charts.responses?.questions ?? [];
  const shownQuestion = questions.find((q) => q.stepIndex === question);
  return (
    <Grid>
      <ChartCard title={analyticsMessages.pageViews}>
        <LineChart title={analyticsMessages.pageViews} data={views} valueLabel={analyticsLabels.views} />
      </ChartCard>
      {!embed && (
        <ChartCard
          title={analyticsMessages.demoViews}
          control={
            demos.length > 0 && (
              <Select
                label={analyticsLabels.demo}
                hideLabel
                value={demo ?? undefined}
                onValueChange={(value) => send({ type: 'demo.select', demo: value })}
                options={demos.map((d) => ({ value: d.recordingId, label: d.title }))}
              />
            )
          }
        >
          <LineChart
            title={analyticsMessages.demoViews}
            data={
              shownDemo && shownDemo.total > 0
                ? shownDemo.days.map((d) => ({ date: dayDate(d.date), value: d.views }))
                : []
            }
            valueLabel={analyticsLabels.views}
          />
        </ChartCard>
      )}
      {!embed && (
        <ChartCard
          title={analyticsMessages.audienceResponses}
          control={
            questions.length > 0 && (
              <Select
                label={analyticsLabels.question}
                hideLabel
                value={question === null ? undefined : String(question)}
                onValueChange={(value) => send({ type: 'question.select', question: Number(value) })}
                options={questions.map((q) => ({ value: String(q.stepIndex), label: q.question }))}
              />
            )
          }
        >
          <BarChart
            title={analyticsMessages.frequencyOfResponses}
            data={
              shownQuestion ? shownQuestion.choices.map((c) => ({ label: c.choice, value: c.count })) : []
            }
            valueLabel={analyticsLabels.responses}
          />
        </ChartCard>
      )}
      <ChartCard title={analyticsMessages.recommendations}>
        {charts.recommendations.length > 0 ? (
          <Recommendations>
            {charts.recommendations.map((r) => (
              <li key={r.recordingId}>
                {r.thumbnail ? (
                  <img src={r.thumbnail} alt="" width={234} height={132} />
                ) : (
                  <div data-thumb="" />
                )}
                <strong>{r.title}</strong>
                <span>{analyticsLabels.plays(r.plays)}</span>
              </li>
            ))}
          </Recommendations>
        ) : (
          <Prompt>{analyticsMessages.noData}</Prompt>
        )}
      </ChartCard>
      {!embed && charts.contact && (
        <ChartCard title={analyticsMessages.contactInformation}>
          {charts.contact.length > 0 ? (
            <Table>
              <thead>
                <tr>
                  <th scope="col">{analyticsMessages.field}</th>
                  <th scope="col">{analyticsMessages.value}</th>
                </tr>
              </thead>
              <tbody>
                {charts.contact.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a field may be given twice (two gates).
                  <tr key={index}>
                    <th scope="row">{row.field}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <Prompt>{analyticsMessages.noData}</Prompt>
          )}
        </ChartCard>
      )}
    </Grid>
  );
}

/** spec 3 §2.11 Pages tab: Select Visitor, Select page, Select Date, then the page's cards. */
export function PagesTab({ snapshot, send, dates }: Props) {
  const { context } = snapshot;
  const listing = !snapshot.matches('ready');
  const pages = snapshot.matches('ready')
    ? (snapshot.value as { ready: { pages: string } }).ready.pages
    : null;
  const page = context.pages.find((p) => p.id === context.page) ?? null;
  return (
    <>
      <Toolbar>
        <Select
          label={analyticsMessages.selectVisitor}
          placeholder={analyticsMessages.selectVisitor}
          disabled={listing}
          value={context.prospect ?? undefined}
          onValueChange={(prospect) => send({ type: 'prospect.select', prospect })}
          options={uniqueProspects(context.lists.prospects).map((p) => ({
            value: p.id,
            label: p.id === inboundVisitor ? analyticsLabels.inboundVisitors : p.email,
          }))}
        />
        <Select
          label={analyticsMessages.selectPage}
          placeholder={analyticsMessages.selectPage}
          disabled={context.pages.length === 0}
          value={context.page ?? undefined}
          onValueChange={(value) => send({ type: 'page.select', page: value })}
          options={context.pages.map((p) => ({ value: p.id, label: p.title }))}
        />
        {dates}
      </Toolbar>
      {pages === 'idle' && <Prompt>{analyticsLabels.selectVisitorPrompt}</Prompt>}
      {(pages === 'loadingPages' || pages === 'loading') && (
        <Loading>{analyticsMessages.loadingAnalytics}</Loading>
      )}
      {pages === 'choosing' && (
        <Prompt>
          {context.pages.length > 0 ? analyticsLabels.selectPagePrompt : analyticsLabels.noPages}
        </Prompt>
      )}
      {pages === 'failed' && <FetchFailed onRetry={() => send({ type: 'retry' })} />}
      {pages === 'shown' && context.pageCharts && page && (
        <PageCards
          charts={context.pageCharts}
          embed={page.type === 'embed'}
          demo={context.demo}
          question={context.question}
          send={send}
        />
      )}
    </>
  );
}
