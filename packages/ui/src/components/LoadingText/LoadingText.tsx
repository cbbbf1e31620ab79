import type * as React from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner/index.ts';

export type LoadingTextProps = React.ComponentPropsWithoutRef<'div'> & {
  ref?: React.Ref<HTMLDivElement>;
  /** The spec's wording, e.g. 'Loading Demos...'. */
  children: React.ReactNode;
  /** Fill the space it is given and centre itself (a list or panel loading). */
  block?: boolean;
};

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--color-text-muted);
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);

  &[data-block] {
    display: flex;
    justify-content: center;
    width: 100%;
    padding: var(--space-12) var(--space-4);
  }
`;

/** A loading message with a spinner, announced politely (role="status"). */
export function LoadingText({ children, block = false, ...props }: LoadingTextProps) {
  return (
    <Root role="status" aria-live="polite" data-block={block ? '' : undefined} {...props}>
      <Spinner />
      <span>{children}</span>
    </Root>
  );
}
