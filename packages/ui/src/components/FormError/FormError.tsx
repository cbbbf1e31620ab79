import type * as React from 'react';
import styled from 'styled-components';

export type FormErrorProps = React.ComponentPropsWithoutRef<'div'> & {
  ref?: React.Ref<HTMLDivElement>;
};

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3);
  border: var(--border-width) solid var(--red-6);
  border-radius: var(--radius-sm);
  background: var(--color-danger-subtle);
  color: var(--red-12);
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);

  & svg { width: 16px; height: 16px; margin-top: 2px; color: var(--color-danger); }
`;

/**
 * A form-level error (e.g. a failed login), announced with role="alert".
 * Renders nothing without children, so it can stay mounted.
 */
export function FormError({ children, ...props }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Root role="alert" {...props}>
      <svg viewBox="0 0 16 16" fill="none" aria-hidden focusable="false">
        <circle cx="8" cy="8" r="6.5" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.75v3.75" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        <circle cx="8" cy="11" r="0.9" fill="currentColor" />
      </svg>
      <span>{children}</span>
    </Root>
  );
}
