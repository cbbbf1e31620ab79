import type * as React from 'react';
import styled from 'styled-components';
import { CheckMark } from '../IconButton/marks.tsx';

export type StepperProps = React.ComponentPropsWithoutRef<'nav'> & {
  ref?: React.Ref<HTMLElement>;
  /** Names the navigation landmark (default 'Progress, Step n of m'); give two steppers on one page different names. */
  'aria-label'?: string;
  /** Step titles in order, e.g. ['Upload Contact List', 'Verify']. */
  steps: string[];
  /** The current step, counted from 1. */
  current: number;
};

const Root = styled.nav`
  display: grid;
  gap: var(--space-3);
`;

const Count = styled.p`
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  font-weight: var(--font-weight-medium);
  color: var(--color-text-muted);
`;

const List = styled.ol`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--color-text-muted);
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);

  &[data-state='current'] { color: var(--color-text); font-weight: var(--font-weight-medium); }
  &[data-state='done'] { color: var(--color-text); }

  & + &::before {
    content: '';
    width: 32px;
    height: 1px;
    margin-right: var(--space-1);
    background: var(--color-border-strong);
  }
  &[data-state='done'] + &::before,
  &[data-state='current']::before { background: var(--color-accent); }
`;

const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: var(--radius-full);
  border: var(--border-width) solid var(--color-border-strong);
  background: var(--color-surface);
  font-size: var(--font-size-meta);
  font-weight: var(--font-weight-semibold);
  font-variant-numeric: tabular-nums;

  [data-state='current'] > & { border-color: var(--color-accent); background: var(--color-accent); color: #ffffff; }
  [data-state='done'] > & { border-color: var(--color-accent); background: var(--blue-3); color: var(--color-accent); }
  & svg { width: 12px; height: 12px; }
`;

/** Where a multi-step flow is: 'Step 1 of 2' and the named steps, the current one marked. */
export function Stepper({ steps, current, ...props }: StepperProps) {
  const label = `Step ${current} of ${steps.length}`;
  return (
    <Root aria-label={`Progress, ${label}`} {...props}>
      <Count>{label}</Count>
      <List>
        {steps.map((title, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'upcoming';
          return (
            <Item key={title} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Marker aria-hidden>{state === 'done' ? <CheckMark /> : step}</Marker>
              <span>{title}</span>
            </Item>
          );
        })}
      </List>
    </Root>
  );
}
