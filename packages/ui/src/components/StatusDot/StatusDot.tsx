import type * as React from 'react';
import styled from 'styled-components';

export type StatusDotProps = React.ComponentPropsWithoutRef<'span'> & {
  ref?: React.Ref<HTMLSpanElement>;
  /** Live (published) or not. */
  active: boolean;
  /** Text for the active state; the word is always shown, so colour is never the only signal. */
  activeLabel?: string;
  inactiveLabel?: string;
};

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  font-weight: var(--font-weight-medium);
  color: var(--color-text-muted);
  white-space: nowrap;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: var(--radius-full);
    background: var(--color-neutral);
  }
  &[data-status='active'] { color: var(--color-text); }
  &[data-status='active']::before {
    background: var(--color-success);
    box-shadow: 0 0 0 3px var(--green-a4);
  }
`;

/** A green 'Active' or grey 'Inactive' dot with its word (spec 2: the live flag on cards and rows). */
export function StatusDot({
  active,
  activeLabel = 'Active',
  inactiveLabel = 'Inactive',
  ...props
}: StatusDotProps) {
  return (
    <Root data-status={active ? 'active' : 'inactive'} {...props}>
      {active ? activeLabel : inactiveLabel}
    </Root>
  );
}
