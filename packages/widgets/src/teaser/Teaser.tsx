import { type CtaType, embedConstants, type TeaserStyle } from '@showroom/contract';
import type * as React from 'react';
import styled, { keyframes } from 'styled-components';
import { LaunchButton, type LaunchButtonProps } from './LaunchButton.tsx';
import { teaserLabels } from './messages.ts';

export type TeaserDemo = {
  title: string;
  /** The demo's own thumbnail. */
  thumbnail: string;
  /** The demo's GIF (its `preview`), the Animation teaser. */
  preview?: string;
};

export type TeaserProps = {
  /** spec 2 §4: one of Thumbnail, Animation, Hotspot or CTA. */
  teaser: TeaserStyle;
  /** The chosen demo; without one the box is empty (a new widget). */
  demo: TeaserDemo | null;
  /** The custom thumbnail's address when the rep chose Custom, or null for the demo's own. */
  customThumbnail?: string | null;
  /** The CTA teaser's look and text. */
  cta?: { type: CtaType; text: string };
  /** The launch button on the thumbnail and animation teasers (its colours also paint the hotspot and the CTA). */
  launch: Omit<LaunchButtonProps, 'label' | 'onLaunch' | 'motion'>;
  /** Opens the demo; without it the teaser is a picture (the console's preview). */
  onLaunch?: () => void;
  motion?: 'auto' | 'reduced';
};

const { width, height } = embedConstants.thumbnailBox;

const Box = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: ${width}px;
  height: ${height}px;
  overflow: hidden;
  border-radius: 8px;
  background: #e2e8f0;

  & > img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
  & > :not(img) { position: relative; }
`;

const ping = keyframes`
  0% { transform: scale(1); opacity: 0.6; }
  100% { transform: scale(2.6); opacity: 0; }
`;

/** The Hotspot teaser: a dot in hotspot_color with a ring that keeps pulsing. */
const Dot = styled.span`
  position: relative;
  display: inline-block;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: var(--teaser-hotspot);
  box-shadow: 0 0 0 3px rgb(255 255 255 / 0.9);

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    background: var(--teaser-hotspot);
    animation: ${ping} 1.4s ease-out infinite;
  }
  &[data-motion='reduced']::after { animation: none; opacity: 0; }
  @media (prefers-reduced-motion: reduce) {
    &::after { animation: none; opacity: 0; }
  }
`;

const HotspotButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
  &:is(span) { cursor: default; }
  &:focus-visible { outline: 2px solid var(--teaser-hotspot); outline-offset: 2px; }
`;

/** The CTA teaser: a link or a button in the launch colours, with the rep's text. */
const Cta = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 16px;
  border: 0;
  border-radius: 6px;
  font: 600 14px/1.2 system-ui, sans-serif;
  cursor: pointer;

  &[data-look='button'] { background: var(--teaser-circle); color: var(--teaser-triangle); }
  &[data-look='button']:hover { background: var(--teaser-hover); }
  &[data-look='link'] {
    padding: 0 4px;
    background: none;
    color: var(--teaser-circle);
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &[data-look='link']:hover { color: var(--teaser-hover); }
  &:is(span) { cursor: default; }
  &:focus-visible { outline: 2px solid var(--teaser-circle); outline-offset: 2px; }
`;

/**
 * What a prospect sees before playing (spec 2 §2 Teaser style), as the console's live preview and
 * the prospect's page both draw it: Thumbnail (the demo's own or the custom image, in the 234x132
 * box) or Animation (the demo's GIF), each with the launch button on it; Hotspot, a pulsing dot
 * in hotspot_color; CTA, a link or a button with the rep's text. Motion stops under
 * prefers-reduced-motion (and with `motion='reduced'`); the Animation then shows the thumbnail.
 */
export function Teaser({
  teaser,
  demo,
  customThumbnail,
  cta,
  launch,
  onLaunch,
  motion = 'auto',
}: TeaserProps) {
  const title = demo?.title ?? '';
  const label = teaserLabels.launch(title);
  const vars = {
    '--teaser-hotspot': launch.colours.hotspot_color,
    '--teaser-circle': launch.colours.circle_color,
    '--teaser-hover': launch.colours.hover_color,
    '--teaser-triangle': launch.colours.triangle_color,
  } as React.CSSProperties;
  const interactive = onLaunch
    ? { type: 'button' as const, onClick: onLaunch }
    : { as: 'span' as const, role: 'img' };

  if (teaser === 'hotspot')
    return (
      <HotspotButton {...interactive} aria-label={label} style={vars} data-teaser="hotspot">
        <Dot data-motion={motion} />
      </HotspotButton>
    );

  if (teaser === 'cta') {
    const look = cta?.type ?? 'button';
    return (
      <Cta
        {...interactive}
        aria-label={onLaunch ? undefined : cta?.text || label}
        style={vars}
        data-look={look}
        data-teaser="cta"
      >
        {cta?.text || label}
      </Cta>
    );
  }

  const still = customThumbnail || demo?.thumbnail;
  // The GIF moves: with reduced motion the still picture stands in for it.
  const picture = teaser === 'animation' && demo?.preview && !reducedMotion(motion) ? demo.preview : still;
  return (
    <Box style={vars} data-teaser={teaser}>
      {picture && <img src={picture} alt={teaserLabels.thumbnail(title)} />}
      <LaunchButton {...launch} label={label} onLaunch={onLaunch} motion={motion} />
    </Box>
  );
}

/** Whether moving pictures should stand still: the prop, or the system's setting. */
function reducedMotion(motion: 'auto' | 'reduced') {
  if (motion === 'reduced') return true;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
