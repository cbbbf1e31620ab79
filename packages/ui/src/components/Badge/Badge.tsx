import { teal, violet } from '@radix-ui/colors';
import type * as React from 'react';
import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'blue' | 'green' | 'amber' | 'red' | 'teal' | 'violet';

export type BadgeProps = React.ComponentPropsWithoutRef<'span'> & {
  ref?: React.Ref<HTMLSpanElement>;
  tone?: BadgeTone;
  /** Show a leading dot (a state such as 'Published'), not just a label. */
  dot?: boolean;
};

/** The widget kinds' badge tones, so every list shows Hero, Solo, Sneakpeek and CYOA alike. */
export const widgetKindTone = {
  hero: 'blue',
  solo: 'teal',
  sneakpeek: 'amber',
  cyoa: 'violet',
} as const satisfies Record<string, BadgeTone>;

// Two extra Radix hues for the kinds; fixed at module load, so the styles stay static.
const Root = styled.span`
  --badge-bg: var(--slate-3);
  --badge-fg: var(--slate-11);
  --badge-dot: var(--slate-9);
  --badge-border: var(--slate-a5);

  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 20px;
  padding: 0 var(--space-2);
  border-radius: var(--radius-full);
  border: var(--border-width) solid var(--badge-border);
  background: var(--badge-bg);
  color: var(--badge-fg);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  font-weight: var(--font-weight-medium);
  white-space: nowrap;

  /* Text on step 12: step 11 on a tinted step 3 falls under 4.5:1 for several hues at 12 px. */
  &[data-tone='blue'] { --badge-bg: var(--blue-3); --badge-fg: var(--blue-12); --badge-dot: var(--blue-9); --badge-border: var(--blue-a5); }
  &[data-tone='green'] { --badge-bg: var(--green-3); --badge-fg: var(--green-12); --badge-dot: var(--green-9); --badge-border: var(--green-a5); }
  &[data-tone='amber'] { --badge-bg: var(--amber-3); --badge-fg: var(--amber-12); --badge-dot: var(--amber-9); --badge-border: var(--amber-a6); }
  &[data-tone='red'] { --badge-bg: var(--red-3); --badge-fg: var(--red-12); --badge-dot: var(--red-9); --badge-border: var(--red-a5); }
  &[data-tone='teal'] { --badge-bg: ${teal.teal3}; --badge-fg: ${teal.teal12}; --badge-dot: ${teal.teal9}; --badge-border: ${teal.teal6}; }
  &[data-tone='violet'] { --badge-bg: ${violet.violet3}; --badge-fg: ${violet.violet12}; --badge-dot: ${violet.violet9}; --badge-border: ${violet.violet6}; }

  &[data-dot]::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: var(--radius-full);
    background: var(--badge-dot);
  }
`;

/** A small label: a widget's type (Hero, Solo, CYOA) or a state ('Published'). */
export function Badge({ tone = 'neutral', dot = false, ...props }: BadgeProps) {
  return <Root data-tone={tone} data-dot={dot ? '' : undefined} {...props} />;
}
