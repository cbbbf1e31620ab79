import type * as React from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner/index.ts';
import { LazyTooltip } from '../Tooltip/LazyTooltip.tsx';
import { inertButtonProps } from './inert.ts';

export type ButtonProps = React.ComponentPropsWithoutRef<'button'> & {
  ref?: React.Ref<HTMLButtonElement>;
  /** primary: the one main action (brand blue); secondary: everything else; danger: destroys; link: looks like a link. */
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner, sets aria-busy and ignores clicks while an action runs; keeps focus. */
  loading?: boolean;
  /**
   * Why the button is disabled. With `disabled`, the button stays focusable (aria-disabled)
   * and shows this text in a tooltip on hover and focus.
   */
  disabledReason?: string;
};

const StyledButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  height: 32px;
  padding: 0 var(--space-3);
  border: var(--border-width) solid transparent;
  border-radius: var(--radius-sm);
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  font-weight: var(--font-weight-medium);
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  text-decoration: none;
  transition-property: background-color, border-color, color, box-shadow;
  transition-duration: var(--motion-fast);
  transition-timing-function: var(--motion-ease-out);

  &:focus-visible {
    outline: 2px solid var(--color-focus-ring);
    outline-offset: 2px;
  }

  &[data-size='sm'] { height: 28px; padding: 0 var(--space-2); font-size: var(--font-size-meta); gap: var(--space-1); }
  &[data-size='lg'] { height: 40px; padding: 0 var(--space-4); }

  &[data-variant='primary'] {
    background: var(--color-accent);
    color: var(--color-accent-contrast);
    box-shadow: inset 0 1px 0 rgb(255 255 255 / 0.12);
  }
  &[data-variant='primary']:not([data-inert]):hover { background: var(--color-accent-hover); }
  &[data-variant='primary']:not([data-inert]):active { background: var(--color-accent-pressed); }

  &[data-variant='secondary'] {
    background: var(--color-surface);
    color: var(--color-text);
    border-color: var(--color-border-strong);
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.04);
  }
  &[data-variant='secondary']:not([data-inert]):hover { background: var(--color-surface-hover); border-color: var(--color-border-hover); }
  &[data-variant='secondary']:not([data-inert]):active { background: var(--color-surface-pressed); }

  &[data-variant='danger'] {
    background: var(--color-danger);
    color: #ffffff;
  }
  &[data-variant='danger']:not([data-inert]):hover { background: var(--color-danger-hover); }
  &[data-variant='danger']:not([data-inert]):active { background: var(--color-danger-pressed); }

  &[data-variant='link'] {
    height: auto;
    padding: 0;
    border: 0;
    background: none;
    color: var(--color-link);
    border-radius: 2px;
  }
  &[data-variant='link']:not([data-inert]):hover { color: var(--color-link-hover); text-decoration: underline; text-underline-offset: 3px; }

  /* Both refuse clicks; disabled also dims, loading keeps its colour and shows a spinner. */
  &[data-inert] { cursor: not-allowed; }
  &[data-loading] { cursor: progress; }
  &[data-disabled] { opacity: 0.5; box-shadow: none; }
`;

/**
 * The console's button. Disabled with a `disabledReason` and loading both use aria-disabled
 * rather than the disabled attribute, so the button keeps focus and stays discoverable.
 */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  disabled = false,
  disabledReason,
  type = 'button',
  onClick,
  children,
  ref,
  ...props
}: ButtonProps) {
  const { explained, props: inertProps } = inertButtonProps({ disabled, loading, disabledReason, onClick });

  const button = (
    <StyledButton ref={ref} type={type} data-variant={variant} data-size={size} {...inertProps} {...props}>
      {loading && <Spinner size={size === 'lg' ? 'md' : 'sm'} />}
      {children}
    </StyledButton>
  );

  // The tooltip's code comes when a button first needs it (LazyTooltip, issue 30).
  if (explained) return <LazyTooltip content={disabledReason}>{button}</LazyTooltip>;
  return button;
}
