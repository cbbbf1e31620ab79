import type * as React from 'react';
import styled from 'styled-components';

export type BrandMarkProps = React.ComponentPropsWithoutRef<'span'> & {
  size?: 'sm' | 'md' | 'lg';
  /** Show the word 'Showroom' beside the mark; turn off for the collapsed navigation. */
  wordmark?: boolean;
  /** Accessible name of the logo. */
  label?: string;
};

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: var(--color-text);
  font-weight: var(--font-weight-semibold);
  font-size: 16px;
  line-height: 24px;
  letter-spacing: -0.02em;

  & svg { width: 24px; height: 24px; }

  &[data-size='sm'] { gap: 6px; font-size: 14px; line-height: 20px; }
  &[data-size='sm'] svg { width: 20px; height: 20px; }
  &[data-size='lg'] { gap: 10px; font-size: 24px; line-height: 32px; }
  &[data-size='lg'] svg { width: 36px; height: 36px; }
`;

/**
 * Showroom's logo: a rounded brand-blue tile framing a stage with a play mark, and the word.
 * One image to assistive technology, named by `label`.
 */
export function BrandMark({ size = 'md', wordmark = true, label = 'Showroom', ...props }: BrandMarkProps) {
  return (
    <Root role="img" aria-label={label} data-size={size} {...props}>
      <svg viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
        <path
          d="M7 10.5A2.5 2.5 0 0 1 9.5 8h13a2.5 2.5 0 0 1 2.5 2.5V19a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 7 19z"
          fill="#fff"
          fillOpacity="0.18"
        />
        <path d="M14 11.6v6.3a.6.6 0 0 0 .9.5l5-3.15a.6.6 0 0 0 0-1l-5-3.15a.6.6 0 0 0-.9.5z" fill="#fff" />
        <path d="M11 24.5h10" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {wordmark && <span aria-hidden>Showroom</span>}
    </Root>
  );
}
