import type * as React from 'react';
import styled from 'styled-components';
import { inertButtonProps } from '../Button/inert.ts';
import { Spinner } from '../Spinner/index.ts';
import { Tooltip } from '../Tooltip/index.ts';

export type IconButtonProps = Omit<React.ComponentPropsWithoutRef<'button'>, 'aria-label'> & {
  ref?: React.Ref<HTMLButtonElement>;
  /** Accessible name (an icon alone says nothing to a screen reader); also shown as a tooltip. */
  label: string;
  /** ghost: no chrome until hovered (toolbars, table rows); secondary: bordered like Button; danger: destroys. */
  variant?: 'ghost' | 'secondary' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  loading?: boolean;
  /** With `disabled`, keeps focus (aria-disabled) and shows this reason instead of the label. */
  disabledReason?: string;
  /** Show the label in a tooltip on hover and focus (default true). */
  showTooltip?: boolean;
};

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: var(--border-width) solid transparent;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-text-muted);
  cursor: pointer;
  transition-property: background-color, border-color, color;
  transition-duration: var(--motion-fast);
  transition-timing-function: var(--motion-ease-out);

  & svg { width: 16px; height: 16px; }
  &[data-size='sm'] { width: 28px; height: 28px; }
  &[data-size='sm'] svg { width: 14px; height: 14px; }
  &[data-size='lg'] { width: 40px; height: 40px; }
  &[data-size='lg'] svg { width: 20px; height: 20px; }

  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; }

  &[data-variant='ghost']:not([data-inert]):hover { background: var(--color-surface-hover); color: var(--color-text); }
  &[data-variant='ghost']:not([data-inert]):active { background: var(--color-surface-pressed); }

  &[data-variant='secondary'] {
    background: var(--color-surface);
    border-color: var(--color-border-strong);
    color: var(--color-text);
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.04);
  }
  &[data-variant='secondary']:not([data-inert]):hover { background: var(--color-surface-hover); border-color: var(--color-border-hover); }
  &[data-variant='secondary']:not([data-inert]):active { background: var(--color-surface-pressed); }

  &[data-variant='danger'] { color: var(--color-danger-text); }
  &[data-variant='danger']:not([data-inert]):hover { background: var(--color-danger-subtle); }
  &[data-variant='danger']:not([data-inert]):active { background: var(--red-4); }

  &[data-inert] { cursor: not-allowed; }
  &[data-loading] { cursor: progress; }
  &[data-disabled] { opacity: 0.5; box-shadow: none; }
`;

/**
 * A square button that shows only an icon. `label` is required: it names the button for
 * assistive technology and appears as a tooltip for everyone else.
 */
export function IconButton({
  label,
  variant = 'ghost',
  size = 'md',
  loading = false,
  disabled = false,
  disabledReason,
  showTooltip = true,
  type = 'button',
  onClick,
  children,
  ref,
  ...props
}: IconButtonProps) {
  const { explained, props: inertProps } = inertButtonProps({ disabled, loading, disabledReason, onClick });
  const button = (
    <Root
      ref={ref}
      type={type}
      aria-label={label}
      data-variant={variant}
      data-size={size}
      {...inertProps}
      {...props}
    >
      {loading ? <Spinner size={size === 'lg' ? 'md' : 'sm'} /> : children}
    </Root>
  );
  if (explained) return <Tooltip content={disabledReason}>{button}</Tooltip>;
  if (showTooltip && !disabled) return <Tooltip content={label}>{button}</Tooltip>;
  return button;
}
