import { useDroppable } from '@dnd-kit/core';
import { playerWidth, type Recording } from '@showroom/contract';
import type { AnnotationItem, Placement, RecordingEditorEvent } from '@showroom/machines';
import { VideoFrame, VideoFrameSpot } from '@showroom/ui';
import * as React from 'react';
import styled from 'styled-components';
import { editorLabels } from '../../messages/editor.ts';
import { AnnotationMark } from './AnnotationMarks.tsx';

/** The id the drag toolbox drops on. */
export const VIDEO_DROP_ID = 'recording-editor-video';

/** An annotation shows on the video this close to the playhead (seconds), and always when selected. */
const VISIBLE_WITHIN_SECONDS = 1;

const Stage = styled.div`
  position: relative;
  width: 100%;
  margin-inline: auto;
  border-radius: var(--radius-md);
  outline: 2px dashed transparent;
  outline-offset: 3px;
  transition: outline-color var(--motion-fast);

  &[data-over] { outline-color: var(--color-accent); }
`;

const PlacementMark = styled(VideoFrameSpot)`
  display: flex;
  gap: var(--space-2);
  padding: var(--space-1);
  border-radius: var(--radius-full);
  background: rgb(255 255 255 / 0.94);
  box-shadow: var(--shadow-elevated);
`;

const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  color: #fff;
  cursor: pointer;

  &[data-tone='confirm'] { background: #18794e; }
  &[data-tone='discard'] { background: #ce2c31; }
  &:focus-visible { outline: 3px solid var(--color-focus-ring); outline-offset: 2px; }
`;

export type VideoStageProps = {
  recording: Recording;
  annotations: AnnotationItem[];
  currentTime: number;
  selected: string | null;
  placement: Placement | null;
  send: (event: RecordingEditorEvent) => void;
  /** The page seeks the video through it. */
  videoRef?: React.RefObject<HTMLVideoElement | null>;
  /** The video box, measured by the keyboard's Add buttons and by drops. */
  boxRef: React.RefObject<HTMLDivElement | null>;
};

/**
 * The editor's video (spec 3 §2.4): the player with a big play button, the annotations near the
 * playhead (and the selected one) over it, the drop target of the toolbox, and the placement
 * overlay: the green dot adds the annotation at the current time, the red one discards it.
 */
export function VideoStage({
  recording,
  annotations,
  currentTime,
  selected,
  placement,
  send,
  videoRef,
  boxRef,
}: VideoStageProps) {
  const { setNodeRef, isOver } = useDroppable({ id: VIDEO_DROP_ID });
  const attached = React.useRef<HTMLVideoElement | null>(null);
  const detach = React.useRef<(() => void) | null>(null);
  React.useEffect(() => () => detach.current?.(), []);

  // The player reports its duration and time to the machine (timestamps are checked against them).
  // The frame hands its <video> over again on every render: only a new element is listened to, or
  // each report would render again and report again.
  const attach = React.useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video || video === attached.current) return;
      detach.current?.();
      attached.current = video;
      if (videoRef) videoRef.current = video;
      const ready = () => send({ type: 'media.ready', duration: video.duration });
      const time = () => send({ type: 'media.time', time: video.currentTime });
      video.addEventListener('loadedmetadata', ready);
      video.addEventListener('durationchange', ready);
      video.addEventListener('timeupdate', time);
      video.addEventListener('seeked', time);
      if (video.readyState >= 1) ready();
      detach.current = () => {
        video.removeEventListener('loadedmetadata', ready);
        video.removeEventListener('durationchange', ready);
        video.removeEventListener('timeupdate', time);
        video.removeEventListener('seeked', time);
      };
    },
    [send, videoRef],
  );

  const setBox = (element: HTMLDivElement | null) => {
    boxRef.current = element;
    setNodeRef(element);
  };

  const visible = annotations.filter(
    (item) =>
      item.annotation.id === selected ||
      Math.abs(item.annotation.appearAt - currentTime) <= VISIBLE_WITHIN_SECONDS,
  );
  const { intrinsicVideoWidth: width, intrinsicVideoHeight: height } = recording.coordinates.intrinsic;
  const known = width > 0 && height > 0;
  const toolName = placement ? editorLabels.kind[placement.tool] : '';

  return (
    <Stage
      ref={setBox}
      data-over={isOver || undefined}
      // The player's width rule (spec 3 §9: a portrait video 0.4 of its width, others 1100 px); the
      // stage is exactly the video box, so drops are measured against it.
      style={known ? { maxWidth: playerWidth(recording.coordinates.intrinsic) } : undefined}
    >
      <VideoFrame
        src={recording.location || undefined}
        poster={recording.thumbnail || undefined}
        label={editorLabels.videoLabel(recording.title)}
        playLabel={editorLabels.play}
        pauseLabel={editorLabels.pause}
        videoRef={attach}
        muted
        onPlayingChange={(playing) => send({ type: 'media.playing', playing })}
        // The box takes the video's own shape, so percentages mean the same spot in the player.
        style={known ? { aspectRatio: `${width} / ${height}` } : undefined}
      >
        {visible.map((item) => (
          <AnnotationMark
            key={item.annotation.id}
            item={item}
            selected={item.annotation.id === selected}
            onSelect={() => {
              if (selected !== item.annotation.id)
                send({ type: 'annotation.select', id: item.annotation.id });
            }}
            onMove={(dx, dy) => send({ type: 'annotation.move', id: item.annotation.id, dx, dy })}
            onDelete={() => send({ type: 'annotation.delete', id: item.annotation.id })}
          />
        ))}
        {placement && (
          <PlacementMark
            anchor="center"
            top={placement.top}
            left={placement.left}
            role="group"
            aria-label={editorLabels.placement(toolName)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') send({ type: 'placement.discard' });
            }}
          >
            <Dot
              type="button"
              data-tone="confirm"
              aria-label={editorLabels.confirmPlacement}
              title={editorLabels.confirmPlacement}
              // Focus goes to the overlay that just opened, so Enter confirms and Escape discards.
              autoFocus
              onClick={() => send({ type: 'placement.confirm' })}
            >
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Dot>
            <Dot
              type="button"
              data-tone="discard"
              aria-label={editorLabels.discardPlacement}
              title={editorLabels.discardPlacement}
              onClick={() => send({ type: 'placement.discard' })}
            >
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Dot>
          </PlacementMark>
        )}
      </VideoFrame>
    </Stage>
  );
}
