import { Button, Card, LoadingText } from '@showroom/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { analyticsLabels, analyticsMessages } from '../messages.ts';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(420px, 1fr));
  gap: var(--space-5);
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-4);

  & > * { min-width: 220px; }
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: 0;

  &[data-wide] { grid-column: 1 / -1; }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);

  & h2, & h3 { font-size: var(--font-size-h3); line-height: var(--line-height-h3); font-weight: var(--font-weight-semibold); }
`;

/** One chart's card: its title as a heading, an optional control beside it, the chart. */
export function ChartCard({
  title,
  control,
  wide = false,
  children,
}: {
  title: string;
  control?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Panel as="section" aria-labelledby={id} data-wide={wide ? '' : undefined}>
      <PanelHead>
        <h2 id={id}>{title}</h2>
        {control}
      </PanelHead>
      {children}
    </Panel>
  );
}

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-10) var(--space-4);
  color: var(--color-danger-text, var(--color-danger));
  text-align: center;
`;

/** spec 3 §8: any failed query says 'Error occurred while fetching data', with a way to try again. */
export function FetchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Failure role="alert">
      <p>{analyticsMessages.fetchError}</p>
      <Button variant="secondary" onClick={onRetry}>
        {analyticsLabels.retry}
      </Button>
    </Failure>
  );
}

export function Loading({ children }: { children: string }) {
  return <LoadingText block>{children}</LoadingText>;
}

export const Prompt = styled.p`
  padding: var(--space-10) var(--space-4);
  border: var(--border-width) dashed var(--color-border);
  border-radius: var(--radius-md);
  color: var(--color-text-muted);
  text-align: center;
`;
