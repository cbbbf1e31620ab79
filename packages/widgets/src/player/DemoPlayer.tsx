import { playerWidth } from '@showroom/contract';
import { activeAnnotation } from '@showroom/machines';
import * as React from 'react';
import styled from 'styled-components';
import { HotspotAnnotation, RegionAnnotation } from './Annotation.tsx';
import { ControlBar } from './ControlBar.tsx';
import { playerLabels } from './messages.ts';
import type { DemoPlayerState, PlayerRecording } from './useDemoPlayer.ts';

const Root = styled.section`
  width: min(calc(var(--player-width) * 1px), 100%);
  max-width: 100%;
  overflow: hidden;
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
`;

/**
 * The video box. It takes the video's own proportions (its intrinsic size, spec 3 §3), so the
 * annotations' percentages land on the same spot of the picture at any width.
 */
const Stage = styled.div`
  position: relative;
  aspect-ratio: var(--player-aspect);
  background: #000;

  & > video { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain; }
  &[data-pointer='hidden'],
  &[data-pointer='hidden'] > video { cursor: none; }
`;

/** Above the video; only the annotation itself takes clicks. */
const Layer = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;

  & > * { pointer-events: auto; }
`;

const Status = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export type DemoPlayerProps = Omit<React.ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** The player's state and its video wiring, from `useDemoPlayer`. */
  player: DemoPlayerState;
  recording: PlayerRecording;
  /** The host's controls at the end of the control bar (the console's demo selector, a close). */
  controls?: React.ReactNode;
  /** false: the widget's controls are off (spec 2 show_controls 0), the bar keeps Play/Pause only. */
  showControls?: boolean;
  /**
   * 'reduced' turns the hotspot's pulse and the transitions off whatever the OS says (a prospect
   * page's own setting); 'auto' follows prefers-reduced-motion.
   */
  motion?: 'auto' | 'reduced';
  /** The viewer clicked the annotation playback waits on (a prospect frame reports it); called before playback resumes. */
  onAnnotationClick?: (annotation: { kind: 'hotspot' | 'rectangle'; id: string }) => void;
};

/**
 * spec 3 §2.3 The demo player: the video, the annotation playback waits on, and the control bar.
 * A pure function of the player's snapshot (`useDemoPlayer`) plus its <video>: the video follows
 * the machine through the actions the hook provides, and reports back through `videoEvents`.
 */
export function DemoPlayer({
  player,
  recording,
  controls,
  showControls = true,
  motion = 'auto',
  onAnnotationClick,
  style,
  ...props
}: DemoPlayerProps) {
  const { snapshot, send, video, videoEvents } = player;
  const { context } = snapshot;
  const { intrinsic } = recording.coordinates;
  const active = activeAnnotation(context);
  const waiting = snapshot.matches('annotation') ? active : undefined;

  // A captions file on the media origin is fetched with CORS, which needs the video fetched so too.
  // Should that origin refuse CORS, the video itself would not load: it is loaded again without
  // the track, so the demo still plays (only its captions are lost).
  const [corsRefused, setCorsRefused] = React.useState<string | null>(null);
  const captions = recording.captions && corsRefused !== recording.id ? recording.captions : '';

  const rootRef = React.useRef<HTMLElement>(null);
  const annotationRef = React.useRef<HTMLButtonElement>(null);
  const playRef = React.useRef<HTMLButtonElement>(null);
  const refocusPlay = React.useRef(false);
  const annotationClicked = React.useRef(onAnnotationClick);
  annotationClicked.current = onAnnotationClick;

  // Keyboard users land on the annotation that stopped the video (when their focus was in the
  // player: it never takes focus from the page around it), and back on Play/Pause once it is gone.
  // A mouse user's focus stays put (it would open the focused button's tooltip for nothing).
  const activeId = waiting?.annotation.id;
  React.useLayoutEffect(() => {
    const focused = document.activeElement;
    if (activeId && focused && rootRef.current?.contains(focused) && focused.matches(':focus-visible'))
      annotationRef.current?.focus();
    if (!activeId && refocusPlay.current) playRef.current?.focus();
    refocusPlay.current = false;
  }, [activeId]);

  // Stable, so the memoised annotation is not drawn again at every frame.
  const onContinue = React.useCallback(
    (id: string) => {
      const annotation = annotationRef.current;
      refocusPlay.current =
        document.activeElement === annotation && Boolean(annotation?.matches(':focus-visible'));
      const { active } = player.actorRef.getSnapshot().context;
      if (active?.id === id) annotationClicked.current?.(active);
      send({ type: 'HOTSPOT_CLICKED', id });
    },
    [send, player.actorRef],
  );

  const aspect =
    intrinsic.intrinsicVideoWidth > 0 && intrinsic.intrinsicVideoHeight > 0
      ? `${intrinsic.intrinsicVideoWidth} / ${intrinsic.intrinsicVideoHeight}`
      : '16 / 9';

  return (
    <Root
      ref={rootRef}
      aria-label={playerLabels.player(recording.title)}
      data-motion={motion}
      data-state={snapshot.matches('annotation') ? 'waiting' : String(snapshot.value)}
      style={
        {
          ...style,
          '--player-width': playerWidth(intrinsic),
          '--player-aspect': aspect,
        } as React.CSSProperties
      }
      {...props}
    >
      <Stage data-pointer={context.pointerVisible ? 'shown' : 'hidden'}>
        <video
          key={captions ? 'with-captions' : 'plain'}
          ref={video}
          src={recording.location || undefined}
          poster={recording.thumbnail || undefined}
          aria-label={playerLabels.video(recording.title)}
          muted={context.muted}
          playsInline
          preload="metadata"
          crossOrigin={captions ? 'anonymous' : undefined}
          {...videoEvents}
          onError={() => {
            if (captions) setCorsRefused(recording.id);
          }}
        >
          {captions && (
            <track kind="captions" src={captions} srcLang="en" label={playerLabels.captions} default />
          )}
        </video>
        <Layer>
          {waiting?.kind === 'hotspot' && (
            <HotspotAnnotation
              hotspot={waiting.annotation}
              onContinue={onContinue}
              buttonRef={annotationRef}
            />
          )}
          {waiting?.kind === 'rectangle' && (
            <RegionAnnotation region={waiting.annotation} onContinue={onContinue} buttonRef={annotationRef} />
          )}
        </Layer>
      </Stage>
      <ControlBar
        snapshot={snapshot}
        send={send}
        hasCaptions={Boolean(captions)}
        playRef={playRef}
        playbackOnly={!showControls}
      >
        {controls}
      </ControlBar>
      <Status role="status">
        {waiting
          ? playerLabels.waiting(waiting.annotation.caption)
          : snapshot.matches('ended')
            ? playerLabels.ended
            : ''}
      </Status>
    </Root>
  );
}
