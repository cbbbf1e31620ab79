import {
  type BlinkerSize,
  type BlinkerStyle,
  type LaunchButton as LaunchColours,
  launchMark,
} from '@showroom/contract';
import type * as React from 'react';
import styled, { css, keyframes } from 'styled-components';

export type LaunchButtonProps = {
  /** spec 2 §3 blinker_style: PLAY, CUSTOM (the uploaded icon) or a preset. */
  style: BlinkerStyle;
  /** SMALL or LARGE (Solo and CYOA; Hero's is LARGE). */
  size?: BlinkerSize;
  colours: LaunchColours;
  /** The uploaded icon's address, drawn when the style is CUSTOM. */
  icon?: string | null;
  /** The button's accessible name; '' when it only illustrates a choice named beside it (decorative). */
  label: string;
  /** Without it the button is a picture (the console's preview): nothing to press. */
  onLaunch?: () => void;
  /** 'reduced' stops the pulse whatever the system says (stories, screenshots). */
  motion?: 'auto' | 'reduced';
};

/** The button's edge, in px. */
export const launchButtonSizes: Record<BlinkerSize, number> = { SMALL: 40, LARGE: 64 };

const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.55; }
  100% { transform: scale(1.8); opacity: 0; }
`;

/** A ring that grows from the button and fades: the 'blinker' that draws the eye. */
export const pulsing = css`
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    background: var(--launch-circle);
    animation: ${pulse} 1.6s ease-out infinite;
    pointer-events: none;
  }
  &[data-motion='reduced']::before { animation: none; opacity: 0; }
  @media (prefers-reduced-motion: reduce) {
    &::before { animation: none; opacity: 0; }
  }
`;

const Root = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: var(--launch-size);
  height: var(--launch-size);
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: var(--launch-triangle);
  cursor: pointer;

  &:is(span) { cursor: default; }
  &:focus-visible { outline: 2px solid var(--launch-circle); outline-offset: 3px; }

  & > svg, & > img { position: relative; width: 100%; height: 100%; display: block; }
  & > img { object-fit: contain; border-radius: 0; }
  & .circle { fill: var(--launch-circle); transition: fill 120ms ease-out; }
  &:is(button):hover .circle { fill: var(--launch-hover); }
  & .mark { fill: var(--launch-triangle); }
  & .stroke { stroke: var(--launch-triangle); fill: none; }

  &[data-style='PULSE'] { ${pulsing} }
`;

/**
 * The picture of each style, in a 64x64 box, from the contract's launchMarks (the loaders draw the
 * same data, sent with their placeholder):
 * `circle` takes the circle/hover colour, `mark` the triangle's (`stroke` for a stroked mark).
 */
function Mark({ style }: { style: Exclude<BlinkerStyle, 'CUSTOM'> }) {
  const { shape, path, stroke } = launchMark(style);
  return (
    <svg viewBox="0 0 64 64" aria-hidden focusable="false">
      {shape ? <path className="circle" d={shape} /> : <circle className="circle" cx="32" cy="32" r="32" />}
      {stroke ? (
        <path className="stroke" d={path} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path className="mark" d={path} />
      )}
    </svg>
  );
}

/**
 * The launch button a prospect presses to play (spec 2 §3 blinker_style and launch_button):
 * PLAY is a circle in circle_color (hover_color on hover) with a triangle in triangle_color, SMALL
 * or LARGE; CUSTOM is the rep's uploaded icon; the presets are drawn in the same colours. The
 * console's preview and the prospect's page draw this same component.
 */
export function LaunchButton({
  style,
  size = 'LARGE',
  colours,
  icon,
  label,
  onLaunch,
  motion = 'auto',
}: LaunchButtonProps) {
  const vars = {
    '--launch-size': `${launchButtonSizes[size]}px`,
    '--launch-circle': colours.circle_color,
    '--launch-hover': colours.hover_color,
    '--launch-triangle': colours.triangle_color,
  } as React.CSSProperties;
  const custom = style === 'CUSTOM' && icon;
  const content = custom ? <img src={icon} alt="" /> : <Mark style={style === 'CUSTOM' ? 'PLAY' : style} />;
  const common = {
    style: vars,
    'data-style': custom ? 'CUSTOM' : style,
    'data-size': size,
    'data-motion': motion,
  };
  return onLaunch ? (
    <Root type="button" aria-label={label} onClick={onLaunch} {...common}>
      {content}
    </Root>
  ) : (
    <Root as="span" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })} {...common}>
      {content}
    </Root>
  );
}
