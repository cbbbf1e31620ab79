import { Slot } from 'radix-ui';
import type * as React from 'react';
import styled from 'styled-components';

export type LinkProps = React.ComponentPropsWithoutRef<'a'> & {
  ref?: React.Ref<HTMLAnchorElement>;
  /**
   * Style the one child instead of rendering an <a>, e.g. a router link:
   * `<Link asChild><RouterLink to="/reset">Forgot Password</RouterLink></Link>`.
   */
  asChild?: boolean;
  /** default: brand blue; muted: grey meta text that turns blue on hover. */
  tone?: 'default' | 'muted';
};

const StyledLink = styled.a`
  color: var(--color-link);
  font-weight: var(--font-weight-medium);
  text-decoration: none;
  border-radius: 2px;
  cursor: pointer;
  transition: color var(--motion-fast) var(--motion-ease-out);

  &:hover {
    color: var(--color-link-hover);
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus-ring);
    outline-offset: 2px;
  }
  &[data-tone='muted'] {
    color: var(--color-text-muted);
    font-weight: var(--font-weight-regular);
  }
  &[data-tone='muted']:hover { color: var(--color-link); }
`;

/** A text link. Renders an <a>, or with `asChild` styles a router link and keeps its behaviour. */
export function Link({ asChild = false, tone = 'default', ref, ...props }: LinkProps) {
  return <StyledLink as={asChild ? Slot.Root : 'a'} ref={ref} data-tone={tone} {...props} />;
}
