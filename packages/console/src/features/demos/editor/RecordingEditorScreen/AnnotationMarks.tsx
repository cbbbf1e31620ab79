import { formatTimestamp, type Hotspot, type Rectangle } from '@showroom/contract';
import type { AnnotationItem } from '@showroom/machines';
import { VideoFrameSpot } from '@showroom/ui';
import type * as React from 'react';
import styled from 'styled-components';
import { editorLabels } from '../../messages/editor.ts';

/** spec 3 §9: a hotspot is 45 px across whatever the player's size. */
const HOTSPOT_PX = 45;

const Mark = styled.button`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  pointer-events: auto;

  &:focus-visible { outline: 3px solid var(--color-focus-ring); outline-offset: 2px; }
  &[aria-pressed='true'] { outline: 2px dashed #fff; outline-offset: 3px; }
`;

const HotspotDot = styled.span`
  display: block;
  width: ${HOTSPOT_PX}px;
  height: ${HOTSPOT_PX}px;
  border-radius: 50%;
  border: 4px solid var(--hotspot-color);
  background: rgb(15 23 42 / 0.78);
  box-shadow: 0 0 0 2px rgb(255 255 255 / 0.7);

  &[data-style='LIGHT'] { background: rgb(255 255 255 / 0.85); }
  &[data-style='SOLID'] { background: var(--hotspot-color); }
  &[data-style='RING'] { background: transparent; border-width: 6px; }
  &[data-style='OUTLINE'] { background: transparent; border-style: dashed; }
  &[data-style='PULSE'] {
    background: var(--hotspot-color);
    animation: showroom-hotspot-pulse 1.4s ease-out infinite;
  }
  @keyframes showroom-hotspot-pulse {
    from { box-shadow: 0 0 0 0 rgb(255 255 255 / 0.8); }
    to { box-shadow: 0 0 0 14px rgb(255 255 255 / 0); }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-style='PULSE'] { animation: none; }
  }
`;

const HotspotSpot = styled(VideoFrameSpot)`
  width: ${HOTSPOT_PX}px;
  height: ${HOTSPOT_PX}px;
`;

const Region = styled.span`
  display: block;
  width: 100%;
  height: 100%;
  border: 2px solid var(--border-color);
  border-radius: 4px;
  background: color-mix(in srgb, var(--background-color) 30%, transparent);
`;

const Caption = styled(VideoFrameSpot)`
  min-height: 48px;
  padding: var(--space-1) var(--space-2);
  overflow: hidden;
  border-radius: var(--radius-sm);
  background: var(--caption-background);
  color: var(--caption-color);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  overflow-wrap: anywhere;
  pointer-events: none;
`;

export type AnnotationMarkProps = {
  item: AnnotationItem;
  selected: boolean;
  onSelect: () => void;
  /** Arrow keys, by percent of the video box. */
  onMove: (dx: number, dy: number) => void;
  onDelete: () => void;
};

/** The keys that work an annotation on the video (WCAG 2.1.1): arrows move, Delete removes. */
const keyMoves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * One annotation on the video: a hotspot (45 px circle in its style and colour) or a click region
 * (its box), with its caption box. A real button: focus it, arrows move it 1 % (Shift 10 %),
 * Delete asks to remove it. Caption text is text, never markup.
 */
export function AnnotationMark({ item, selected, onSelect, onMove, onDelete }: AnnotationMarkProps) {
  const kind = editorLabels.kind[item.kind];
  const time = formatTimestamp(item.annotation.appearAt);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const move = keyMoves[event.key];
    if (move) {
      event.preventDefault();
      const step = event.shiftKey ? 10 : 1;
      onMove(move[0] * step, move[1] * step);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onDelete();
    }
  };
  const button = (
    <Mark
      type="button"
      aria-label={editorLabels.onVideo(kind, time)}
      aria-pressed={selected}
      aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Delete"
      title={editorLabels.moveHint}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      data-annotation={item.annotation.id}
    >
      {item.kind === 'hotspot' ? <HotspotDot data-style={item.annotation.hotspotStyle} /> : <Region />}
    </Mark>
  );
  const caption = item.annotation.caption ? (
    <CaptionBox annotation={item.annotation} kind={item.kind} />
  ) : null;
  if (item.kind === 'hotspot') {
    const hotspot: Hotspot = item.annotation;
    return (
      <>
        {caption}
        <HotspotSpot
          anchor="center"
          top={hotspot.percentageFromTop}
          left={hotspot.percentageFromLeft}
          style={{ '--hotspot-color': hotspot.hotspotColor } as React.CSSProperties}
        >
          {button}
        </HotspotSpot>
      </>
    );
  }
  const region: Rectangle = item.annotation;
  return (
    <>
      {caption}
      <VideoFrameSpot
        top={region.percentageFromTop}
        left={region.percentageFromLeft}
        width={region.percentageWidth}
        height={region.percentageHeight}
        style={
          {
            '--border-color': region.borderColor,
            '--background-color': region.backgroundColor,
          } as React.CSSProperties
        }
      >
        {button}
      </VideoFrameSpot>
    </>
  );
}

function CaptionBox({ annotation, kind }: { annotation: Hotspot | Rectangle; kind: AnnotationItem['kind'] }) {
  const background = kind === 'rectangle' ? (annotation as Rectangle).captionBackgroundColor : '#FFFFFF';
  return (
    <Caption
      aria-hidden="true"
      top={annotation.captionPercentageFromTop}
      left={annotation.captionPercentageFromLeft}
      width={annotation.captionPercentageWidth}
      style={
        {
          '--caption-color': annotation.captionColor,
          '--caption-background': background,
        } as React.CSSProperties
      }
    >
      {annotation.caption}
    </Caption>
  );
}
