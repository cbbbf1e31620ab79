import type * as React from 'react';
import styled from 'styled-components';

export type CardProps = React.ComponentPropsWithoutRef<'div'> & {
  ref?: React.Ref<HTMLDivElement>;
  /** Inner spacing: sm 16 px, md 24 px, lg 32 px (a sign-in panel). */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** flat: hairline border only; raised: the one elevation, for a panel alone on the canvas. */
  elevation?: 'flat' | 'raised';
};

const Root = styled.div`
  background: var(--color-surface);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  padding: var(--space-6);

  &[data-padding='none'] { padding: 0; }
  &[data-padding='sm'] { padding: var(--space-4); }
  &[data-padding='lg'] { padding: var(--space-8); }
  &[data-elevation='raised'] { box-shadow: var(--shadow-elevated); border-color: transparent; }
`;

/** A surface that groups content: a white panel with a hairline border. */
export function Card({ padding = 'md', elevation = 'flat', ...props }: CardProps) {
  return <Root data-padding={padding} data-elevation={elevation} {...props} />;
}
