import * as React from 'react';
import { type AriaButtonProps, useButton } from 'react-aria';
import styled from 'styled-components';
import { bareIconButton } from '../IconButton/bareIconButton.ts';

/** The square icon button: the calendar button in the field and the month arrows. */
export const IconButton = styled.button`
  ${bareIconButton}
  margin-left: var(--space-1);

  &:focus-visible { outline-offset: 0; }
  &:disabled { color: var(--color-text-disabled); }
`;

/** The bordered text button under the calendar ('Last 7 days'). */
export const TextButton = styled.button`
  height: 28px;
  padding: 0 var(--space-3);
  border: var(--border-width) solid var(--color-border-strong);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  font-weight: var(--font-weight-medium);
  cursor: pointer;

  &:hover { background: var(--color-surface-hover); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 1px; }
`;

/** react-aria's press handling (pointer, keyboard, virtual clicks) on our own button. */
export function AriaButton({
  children,
  as: Component = IconButton,
  ...props
}: AriaButtonProps & { as?: typeof IconButton }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <Component {...buttonProps} ref={ref}>
      {children}
    </Component>
  );
}

export function CalendarIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <rect x="2.5" y="3.5" width="11" height="10" rx="1.5" />
      <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3" strokeLinecap="round" />
    </svg>
  );
}

export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path
        d={direction === 'left' ? 'm10 4-4 4 4 4' : 'm6 4 4 4-4 4'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
