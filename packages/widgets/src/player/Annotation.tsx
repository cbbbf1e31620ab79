import type { Hotspot, Rectangle } from '@showroom/contract';
import { VideoFrameSpot } from '@showroom/ui';
import * as React from 'react';
import styled from 'styled-components';
import { playerLabels } from './messages.ts';

/**
 * The annotation playback waits on (spec 3 §2.3: "Hotspots pause playback and show a tooltip
 * caption; a click resumes"), placed in percentages of the video box (spec 3 §9) with
 * `VideoFrameSpot`. Colours come from the annotation as CSS variables, so the styles stay static.
 * The caption is text a rep typed: rendered as text, never as HTML.
 */

const pulse = 'showroom-hotspot-pulse';

/** spec 3 §9: the hotspot overlay is 45x45 px. */
const HotspotButton = styled.button`
  position: relative;
  display: grid;
  place-items: center;
  width: 45px;
  height: 45px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-full);
  background: rgb(15 23 42 / 0.72);
  /* Lifts the hotspot off any picture, a white one included. */
  box-shadow: 0 0 0 1px rgb(15 23 42 / 0.18), 0 2px 8px rgb(15 23 42 / 0.35);
  cursor: pointer;
  transition: transform var(--motion-fast) var(--motion-ease-out);

  /* The dot in the middle, in the hotspot's colour. */
  &::before {
    content: '';
    width: 17px;
    height: 17px;
    border-radius: var(--radius-full);
    background: var(--hotspot-color);
    box-shadow: 0 0 0 2px rgb(255 255 255 / 0.9);
  }
  /* The halo that draws the eye: it pulses, unless motion is reduced. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    border: 2px solid var(--hotspot-color);
    opacity: 0;
    animation: ${pulse} 1.6s var(--motion-ease-out) infinite;
    pointer-events: none;
  }

  &:hover { transform: scale(1.06); }
  &:focus-visible { outline: 3px solid var(--color-focus-ring); outline-offset: 3px; box-shadow: 0 0 0 3px #fff; }

  &[data-style='LIGHT'] { background: rgb(255 255 255 / 0.88); }
  &[data-style='SOLID'] { background: var(--hotspot-color); }
  &[data-style='SOLID']::before { width: 9px; height: 9px; background: #fff; box-shadow: none; }
  &[data-style='RING'] { background: transparent; border: 4px solid var(--hotspot-color); }
  &[data-style='RING']::before { width: 9px; height: 9px; box-shadow: 0 0 0 2px rgb(15 23 42 / 0.6); }
  &[data-style='OUTLINE'] { background: rgb(255 255 255 / 0.2); border: 2px dashed var(--hotspot-color); }
  &[data-style='PULSE'] { background: color-mix(in srgb, var(--hotspot-color) 45%, transparent); }
  &[data-style='PULSE']::after { border-width: 4px; }

  @keyframes ${pulse} {
    0% { opacity: 0.9; transform: scale(1); }
    100% { opacity: 0; transform: scale(1.7); }
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::after { animation: none; }
    &:hover { transform: none; }
  }
  [data-motion='reduced'] & { transition: none; }
  [data-motion='reduced'] &::after { animation: none; }
  [data-motion='reduced'] &:hover { transform: none; }
`;

/**
 * The caption's room: the whole video box, a column of the space above the caption and its row.
 * The space before it (above, and to its left in the row) is the rep's position (spec 3 §9
 * percentages) and gives way when the caption would cross the box's edge, so the caption moves in
 * rather than being cut. A size container, so the caption's type can follow the box's width.
 */
const CaptionArea = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  container-type: size;
  /* Over the layer's rule that lets its children take clicks: only the caption itself does. */
  && { pointer-events: none; }

  & > [data-part='above'] { flex: 0 1 calc(var(--caption-top) * 1%); min-height: 0; }
  & > [data-part='row'] {
    display: flex;
    flex: 0 0 auto;
    /* The rep's height (spec 3 §9: at least 48 px), never more than the box. */
    min-height: min(max(48px, calc(var(--caption-height) * 1%)), 100%);
  }
  & > [data-part='row'] > [data-part='before'] { flex: 0 1 calc(var(--caption-left) * 1%); min-width: 0; }
`;

/**
 * spec 3 §9 caption box, sized to its text: the rep's share of the video box, wider only where
 * that share is too narrow to read (a phone's player: at least 10em) or too narrow for a long
 * caption's lines to fit the box's height (`--caption-measure`, from its length), never wider
 * than the box; it wraps and grows downwards, and it never scrolls (a scrolling caption showed
 * "Clic / k" on a phone and was a region the keyboard could not reach).
 */
const CaptionBox = styled.div`
  box-sizing: border-box;
  flex: 0 0 auto;
  width: fit-content;
  min-width: min(calc(var(--caption-width) * 1%), 100%);
  max-width: min(100%, max(calc(var(--caption-width) * 1%), 10em, var(--caption-measure)));
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-sm);
  background: var(--caption-background);
  color: var(--caption-color);
  /* The body size, a little smaller in a small player (a phone's) so a long caption still fits. */
  font-size: clamp(12px, 4cqi, var(--font-size-body));
  line-height: var(--line-height-body);
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  box-shadow: var(--shadow-elevated);
  pointer-events: auto;
  animation: showroom-caption-in var(--motion-normal) var(--motion-ease-out);

  @keyframes showroom-caption-in {
    from { opacity: 0; transform: translateY(2px); }
    to { opacity: 1; transform: none; }
  }
  @media (prefers-reduced-motion: reduce) { animation: none; }
  [data-motion='reduced'] & { animation: none; }
`;

/** The click region: the whole area is the button; a click inside it resumes. */
const RegionButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 2px solid var(--region-border);
  border-radius: var(--radius-sm);
  background: color-mix(in srgb, var(--region-background) 35%, transparent);
  cursor: pointer;
  transition: background-color var(--motion-fast) var(--motion-ease-out);

  &:hover { background: color-mix(in srgb, var(--region-background) 50%, transparent); }
  &:focus-visible { outline: 3px solid var(--color-focus-ring); outline-offset: 3px; box-shadow: 0 0 0 3px #fff; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

type AnnotationProps = {
  /** Resumes playback (HOTSPOT_CLICKED). */
  onContinue: (id: string) => void;
  /** The button to focus when it appears (focus was in the player, so a keyboard user lands on it). */
  buttonRef?: React.Ref<HTMLButtonElement>;
};

function Caption({
  id,
  annotation,
  background,
}: {
  id: string;
  annotation: Hotspot | Rectangle;
  background: string;
}) {
  if (!annotation.caption) return null;
  return (
    <CaptionArea
      style={
        {
          '--caption-top': annotation.captionPercentageFromTop,
          '--caption-left': annotation.captionPercentageFromLeft,
          '--caption-width': annotation.captionPercentageWidth,
          '--caption-height': annotation.captionPercentageHeight,
        } as React.CSSProperties
      }
    >
      <div data-part="above" />
      <div data-part="row">
        <div data-part="before" />
        <CaptionBox
          id={id}
          data-caption=""
          style={
            {
              '--caption-color': annotation.captionColor,
              '--caption-background': background,
              // About a third of its characters on a line: a long caption takes the box's width
              // (the longest, 250 characters, five or six lines) rather than running out of its height.
              '--caption-measure': `${Math.ceil(annotation.caption.length / 3)}ch`,
            } as React.CSSProperties
          }
        >
          {annotation.caption}
        </CaptionBox>
      </div>
    </CaptionArea>
  );
}

export const HotspotAnnotation = React.memo(function HotspotAnnotation({
  hotspot,
  onContinue,
  buttonRef,
}: AnnotationProps & { hotspot: Hotspot }) {
  const captionId = React.useId();
  return (
    <>
      <VideoFrameSpot top={hotspot.percentageFromTop} left={hotspot.percentageFromLeft} anchor="center">
        <HotspotButton
          ref={buttonRef}
          type="button"
          data-style={hotspot.hotspotStyle}
          aria-label={playerLabels.continue}
          aria-describedby={hotspot.caption ? captionId : undefined}
          style={{ '--hotspot-color': hotspot.hotspotColor } as React.CSSProperties}
          onClick={() => onContinue(hotspot.id)}
        />
      </VideoFrameSpot>
      <Caption id={captionId} annotation={hotspot} background="#ffffff" />
    </>
  );
});

export const RegionAnnotation = React.memo(function RegionAnnotation({
  region,
  onContinue,
  buttonRef,
}: AnnotationProps & { region: Rectangle }) {
  const captionId = React.useId();
  return (
    <>
      <VideoFrameSpot
        top={region.percentageFromTop}
        left={region.percentageFromLeft}
        width={region.percentageWidth}
        height={region.percentageHeight}
      >
        <RegionButton
          ref={buttonRef}
          type="button"
          data-region=""
          aria-label={playerLabels.continue}
          aria-describedby={region.caption ? captionId : undefined}
          style={
            {
              '--region-border': region.borderColor,
              '--region-background': region.backgroundColor,
            } as React.CSSProperties
          }
          onClick={() => onContinue(region.id)}
        />
      </VideoFrameSpot>
      <Caption id={captionId} annotation={region} background={region.captionBackgroundColor} />
    </>
  );
});
