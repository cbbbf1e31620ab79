import type { Recording } from '@showroom/contract';
import * as React from 'react';
import styled from 'styled-components';
import { usePlayerEvents } from '../events/usePlayerEvents.ts';
import { DemoPlayer, useDemoPlayer } from '../player/index.ts';

/** The player's own width rule (min(its width, 100%)) needs a box of the column's width around it. */
const PlayerBox = styled.div`
  display: grid;
  justify-items: center;
  width: 100%;

  /*
   * In an inline frame (a host page's box, issue 29 C.2) the player and its bar (48 px) fit the
   * box's height (the frame's room, --frame-room, or its viewport), so the bar is never scrolled out.
   */
  [data-mode='embed']:not([data-kind='solo']) & {
    max-width: calc((var(--frame-room, 100vh) - 50px) * var(--demo-aspect));
    margin-inline: auto;
  }
`;

const aspectOf = ({
  intrinsicVideoWidth: width,
  intrinsicVideoHeight: height,
}: Recording['coordinates']['intrinsic']) => (width > 0 && height > 0 ? width / height : 16 / 9);

/**
 * The player once the prospect asked for it: it starts at once (the press was the play). A chunk
 * of its own, which FramePlayer loads lazily.
 */
export function LaunchedPlayer({
  recording,
  muted,
  showControls,
  controls,
  motion,
  focusOnStart,
  playAgain,
}: {
  recording: Recording;
  muted: boolean;
  showControls: boolean;
  controls?: React.ReactNode;
  motion: 'auto' | 'reduced';
  focusOnStart: boolean;
  playAgain: React.RefObject<(() => void) | null>;
}) {
  const { reports, onAnnotationClick } = usePlayerEvents(recording);
  const player = useDemoPlayer(recording, { reports });
  const root = React.useRef<HTMLDivElement>(null);
  const started = React.useRef(false);
  const { send, actorRef } = player;

  // The frame's `playAgain` (the loader's play while playing) reaches this player.
  React.useEffect(() => {
    playAgain.current = () => send({ type: 'PLAY' });
    return () => {
      playAgain.current = null;
    };
  }, [playAgain, send]);

  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The rep's 'muted on launch' off: the press is the gesture a browser wants for sound.
    if (!muted && actorRef.getSnapshot().context.muted) send({ type: 'TOGGLE_MUTE' });
    send({ type: 'PLAY' });
    // The keyboard's place was the teaser, which is gone: it goes to the player's Play/Pause.
    if (focusOnStart) root.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [muted, send, actorRef, focusOnStart]);

  return (
    <PlayerBox
      ref={root}
      style={{ '--demo-aspect': aspectOf(recording.coordinates.intrinsic) } as React.CSSProperties}
    >
      <DemoPlayer
        player={player}
        recording={recording}
        motion={motion}
        controls={controls}
        showControls={showControls}
        onAnnotationClick={onAnnotationClick}
      />
    </PlayerBox>
  );
}
