import type * as React from 'react';
import styled from 'styled-components';

export type EmptyStateProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'title'> & {
  ref?: React.Ref<HTMLDivElement>;
  /** The spec's wording, e.g. 'No Data To Display'. */
  title: string;
  description?: React.ReactNode;
  /** An action that fills the emptiness, e.g. a 'New demo' button. */
  action?: React.ReactNode;
  /** A decorative illustration; a neutral one is shown by default. */
  icon?: React.ReactNode;
  /** compact: inside a chart or small panel. */
  size?: 'md' | 'sm';
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  padding: var(--space-12) var(--space-6);
  text-align: center;

  &[data-size='sm'] { padding: var(--space-6) var(--space-4); gap: var(--space-1); }
`;

const Icon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-bottom: var(--space-2);
  border-radius: var(--radius-md);
  background: var(--color-surface-subtle);
  border: var(--border-width) solid var(--color-border);
  color: var(--color-text-muted);

  & svg { width: 20px; height: 20px; }
  [data-size='sm'] > & { width: 32px; height: 32px; margin-bottom: var(--space-1); }
  [data-size='sm'] > & svg { width: 16px; height: 16px; }
`;

const Title = styled.p`
  font-size: var(--font-size-h3);
  line-height: var(--line-height-h3);
  font-weight: var(--font-weight-semibold);
  color: var(--color-text);

  [data-size='sm'] > & { font-size: var(--font-size-body); line-height: var(--line-height-body); font-weight: var(--font-weight-medium); }
`;

const Description = styled.div`
  max-width: 360px;
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  color: var(--color-text-muted);

  [data-size='sm'] > & { font-size: var(--font-size-meta); line-height: var(--line-height-meta); }
`;

const Action = styled.div`
  margin-top: var(--space-3);
`;

function Tray() {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden focusable="false">
      <path
        d="M3 11.5 5 4.75A1.5 1.5 0 0 1 6.45 3.75h7.1A1.5 1.5 0 0 1 15 4.75l2 6.75v3.75a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 15.25V11.5Z"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M3 11.5h4l1 2h4l1-2h4" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

/** What a list, table or chart shows when it has nothing to show. */
export function EmptyState({ title, description, action, icon, size = 'md', ...props }: EmptyStateProps) {
  return (
    <Root data-size={size} {...props}>
      <Icon aria-hidden>{icon ?? <Tray />}</Icon>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
