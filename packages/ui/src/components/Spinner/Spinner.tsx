import type * as React from 'react';
import styled from 'styled-components';

export type SpinnerProps = React.ComponentPropsWithoutRef<'svg'> & {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; without one the spinner is decorative (the busy control says it is busy). */
  label?: string;
};

const Svg = styled.svg`
  width: 16px;
  height: 16px;
  color: currentColor;
  animation: showroom-spin 700ms linear infinite;

  &[data-size='sm'] { width: 12px; height: 12px; }
  &[data-size='lg'] { width: 20px; height: 20px; }

  @keyframes showroom-spin {
    to { transform: rotate(360deg); }
  }

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 1.6s;
  }
`;

/** An indeterminate progress ring in the current text colour. */
export function Spinner({ size = 'md', label, ...props }: SpinnerProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Svg viewBox="0 0 16 16" fill="none" data-size={size} {...a11y} {...props}>
      <circle cx="8" cy="8" r="6.25" stroke="currentColor" strokeOpacity="0.25" strokeWidth="1.5" />
      <path
        d="M14.25 8A6.25 6.25 0 0 0 8 1.75"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </Svg>
  );
}
