import type { Timeline } from '@showroom/machines';
import styled from 'styled-components';
import { formatDuration } from '../charts.ts';
import { analyticsLabels, analyticsMessages, visitorLabel } from '../messages.ts';
import { ChartCard, FetchFailed, Loading, Prompt } from './parts.tsx';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: grid;
    grid-template-columns: 150px 110px 1fr auto;
    gap: var(--space-3);
    align-items: baseline;
    padding: var(--space-2) 0;
    border-bottom: var(--border-width) solid var(--color-border);
  }
  & time, & [data-where], & [data-detail] { color: var(--color-text-muted); font-size: var(--font-size-meta); }
  & [data-type] { font-weight: var(--font-weight-medium); }
  & [data-what] { display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }
  & [data-seconds] { font-variant-numeric: tabular-nums; }
`;

const Note = styled.p`
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
`;

export type TimelineState = 'idle' | 'loading' | 'shown' | 'failed';

/**
 * The visitor timeline (issue 14, ours): every render, play, hotspot, CYOA step, answer, PDF page,
 * page visit and gate answer of one visitor, oldest first, where it happened and how long it lasted.
 */
export function TimelineCard({
  state,
  timeline,
  onRetry,
  timeZone,
}: {
  state: TimelineState;
  timeline: Timeline | null;
  onRetry: () => void;
  /** The clock times' zone; the rep's own by default (stories pin it). */
  timeZone?: string;
}) {
  if (state === 'idle') return null;
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return (
    <ChartCard title={analyticsLabels.timeline} wide>
      {state === 'loading' && <Loading>{analyticsMessages.loadingAnalytics}</Loading>}
      {state === 'failed' && <FetchFailed onRetry={onRetry} />}
      {state === 'shown' && timeline && (
        <>
          <Note>
            {analyticsLabels.timelineOf(visitorLabel(timeline.visitor.email || analyticsMessages.anonymous))}
          </Note>
          {timeline.items.length === 0 ? (
            <Prompt>{analyticsLabels.timelineEmpty}</Prompt>
          ) : (
            <List>
              {timeline.items.map((item) => (
                <li key={item.id}>
                  <time dateTime={new Date(item.at).toISOString()}>{format.format(item.at)}</time>
                  <span data-type="">{analyticsLabels.eventTypes[item.type]}</span>
                  <span data-what="">
                    <span>{item.title || item.widgetName}</span>
                    <span data-where="">
                      {[item.pageTitle, item.widgetName, item.recordingTitle].filter(Boolean).join(' · ')}
                    </span>
                    {item.detail && <span data-detail="">{item.detail}</span>}
                  </span>
                  <span data-seconds="">{item.seconds === null ? '' : formatDuration(item.seconds)}</span>
                </li>
              ))}
            </List>
          )}
          {timeline.truncated && <Note>{analyticsLabels.timelineTruncated}</Note>}
        </>
      )}
    </ChartCard>
  );
}
