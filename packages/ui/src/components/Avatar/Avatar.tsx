import { Avatar as RadixAvatar } from 'radix-ui';
import type * as React from 'react';
import styled from 'styled-components';
import { productColors } from '../../theme/tokens.ts';

/** First letter of a name, upper-cased; '?' for a blank name (spec 2: the rep's initial). */
export function initialOf(name: string | null | undefined): string {
  const first = Array.from((name ?? '').trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** Which of the seven product colours an id gets (0-6): FNV-1a of the id's text, so it never changes. */
export function avatarColorIndex(id: string | number): number {
  let hash = 0x811c9dc5;
  for (const char of String(id)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % productColors.length;
}

/** The product colour an id's avatar is painted with, e.g. avatarColor(salesrep_id) === '#2E71FD'. */
export function avatarColor(id: string | number): string {
  return productColors[avatarColorIndex(id)]!;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
};
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

// Pure black: on the blue and magenta product colours neither white nor slate-12 reaches 4.5:1.
const DARK_TEXT = '#000000';

/**
 * White or black, whichever reads better on the colour: several product colours are too
 * light for white text (WCAG AA needs 4.5:1 for a 12-16 px initial).
 */
export function avatarTextColor(background: string): string {
  const bg = luminance(background);
  return contrast(bg, 1) >= contrast(bg, luminance(DARK_TEXT)) ? '#ffffff' : DARK_TEXT;
}

// One static rule per product colour, built once: the id picks a rule through data-color.
const colourRules = productColors
  .map(
    (hex, i) =>
      `&[data-color='${i}'] { background: var(--color-product-${i + 1}); color: ${avatarTextColor(hex)}; }`,
  )
  .join('\n');

export type AvatarProps = Omit<React.ComponentPropsWithoutRef<typeof RadixAvatar.Root>, 'children'> & {
  ref?: React.Ref<HTMLSpanElement>;
  /** The person's name: its initial is shown and it is the avatar's accessible name. */
  name: string;
  /** Seeds the colour (e.g. salesrep_id), so one person has one colour everywhere. */
  colorId: string | number;
  /** A photo; the initial shows until (and unless) it loads. */
  src?: string;
  size?: 'sm' | 'md' | 'lg';
};

const Root = styled(RadixAvatar.Root)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  overflow: hidden;
  border-radius: var(--radius-full);
  font-size: var(--font-size-meta);
  line-height: 1;
  font-weight: var(--font-weight-semibold);
  user-select: none;
  vertical-align: middle;

  &[data-size='sm'] { width: 20px; height: 20px; font-size: 11px; }
  &[data-size='lg'] { width: 40px; height: 40px; font-size: var(--font-size-h3); }
  ${colourRules}
`;

const Image = styled(RadixAvatar.Image)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** A round avatar: a photo, or the initial of `name` on a product colour derived from `colorId`. */
export function Avatar({ name, colorId, src, size = 'md', ...props }: AvatarProps) {
  return (
    <Root
      role="img"
      aria-label={name.trim() || 'Unknown'}
      data-size={size}
      data-color={avatarColorIndex(colorId)}
      {...props}
    >
      {src && <Image src={src} alt="" />}
      <RadixAvatar.Fallback aria-hidden>{initialOf(name)}</RadixAvatar.Fallback>
    </Root>
  );
}
