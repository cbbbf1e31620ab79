import type * as React from 'react';
import styled from 'styled-components';

export type ScreenHeaderProps = Omit<React.ComponentPropsWithoutRef<'header'>, 'title'> & {
  /** The screen's heading (its one h1). */
  title: React.ReactNode;
  /** A muted line under the heading. */
  description?: React.ReactNode;
  /** The screen's main actions, on the right (e.g. 'Create', 'Upload'). */
  actions?: React.ReactNode;
  /**
   * sticky: the header stays in view, frosted, while a long body (cards) scrolls under it; it then
   * carries the screen's side padding itself. Otherwise it sits in a padded screen.
   */
  sticky?: boolean;
};

const Root = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--space-4);

  &[data-sticky] {
    position: sticky;
    top: 0;
    z-index: var(--z-sticky);
    padding: var(--space-6) var(--space-8) var(--space-4);
    background: rgb(255 255 255 / 0.94);
    backdrop-filter: saturate(1.4) blur(8px);
    border-bottom: var(--border-width) solid var(--color-border);
  }
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
`;

const Description = styled.p`
  color: var(--color-text-muted);
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-4);
`;

/** The heading row of a console screen (lists of contacts, demos, embeds, pages). */
export function ScreenHeader({ title, description, actions, sticky = false, ...rest }: ScreenHeaderProps) {
  return (
    <Root data-sticky={sticky || undefined} {...rest}>
      <Titles>
        <h1>{title}</h1>
        {description !== undefined && <Description>{description}</Description>}
      </Titles>
      {actions !== undefined && <Actions>{actions}</Actions>}
    </Root>
  );
}
