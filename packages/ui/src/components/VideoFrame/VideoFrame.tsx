import * as React from 'react';
import styled from 'styled-components';

export type VideoFrameProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** The video's address (storage CDN host). */
  src?: string;
  /** The first frame shown before play (the demo's thumbnail). */
  poster?: string;
  /** Names the video for assistive tech (e.g. the demo title). */
  label: string;
  /** The overlay's content: hotspots and click regions placed with `VideoFrameSpot`. */
  children?: React.ReactNode;
  /** Reports play and pause (the annotation tools are disabled while playing). */
  onPlayingChange?: (playing: boolean) => void;
  /** The <video> element, for seeking and reading currentTime. */
  videoRef?: React.Ref<HTMLVideoElement>;
  muted?: boolean;
  playLabel?: string;
  pauseLabel?: string;
};

const Root = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: var(--radius-md);
  background: #000;
  aspect-ratio: 16 / 9;

  & > video { width: 100%; height: 100%; object-fit: contain; }
`;

/**
 * Children are placed in percentages of the video box (spec 3 §9: positions stored as percentages).
 * They lie above the Play button: an overlay placed in the middle of the video (the keyboard's way
 * in) must take its own clicks; the layer itself lets every other click through to the video.
 */
const Layer = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  pointer-events: none;

  & > * { pointer-events: auto; }
`;

const Spot = styled.div`
  position: absolute;
  top: calc(var(--spot-top) * 1%);
  left: calc(var(--spot-left) * 1%);
  width: calc(var(--spot-width) * 1%);
  height: calc(var(--spot-height) * 1%);

  &[data-anchor='center'] { transform: translate(-50%, -50%); }
`;

const PlayButton = styled.button`
  position: absolute;
  top: 50%;
  left: 50%;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-full);
  background: rgb(255 255 255 / 0.94);
  color: var(--color-accent);
  box-shadow: var(--shadow-elevated);
  cursor: pointer;
  transform: translate(-50%, -50%);
  transition: transform var(--motion-fast) var(--motion-ease-out), background-color var(--motion-fast);

  &:hover { background: #fff; transform: translate(-50%, -50%) scale(1.06); }
  &:active { transform: translate(-50%, -50%) scale(0.98); }
  &:focus-visible { outline: 3px solid var(--color-focus-ring); outline-offset: 3px; }
  & > svg { margin-left: 4px; }
`;

const PauseButton = styled.button`
  position: absolute;
  bottom: var(--space-3);
  left: var(--space-3);
  z-index: 1;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-full);
  background: rgb(0 0 0 / 0.56);
  color: #fff;
  cursor: pointer;
  opacity: 0;
  transition: opacity var(--motion-fast) var(--motion-ease-out);

  [data-state='playing']:hover > &, &:focus-visible { opacity: 1; }
  &:focus-visible { outline: 2px solid #fff; outline-offset: 2px; }
`;

export type VideoFrameSpotProps = React.ComponentPropsWithoutRef<'div'> & {
  /** From the top of the video box, in percent. */
  top: number;
  /** From the left of the video box, in percent. */
  left: number;
  /** Size in percent of the box (click regions); hotspots size themselves. */
  width?: number;
  height?: number;
  /** center: the point is the spot's centre (hotspots); start: its top-left corner (regions). */
  anchor?: 'center' | 'start';
};

/** One item on the overlay, placed in percentages so it stays put at any player size. */
export function VideoFrameSpot({
  top,
  left,
  width,
  height,
  anchor = 'start',
  style,
  ...props
}: VideoFrameSpotProps) {
  return (
    <Spot
      data-anchor={anchor}
      style={
        {
          ...style,
          '--spot-top': top,
          '--spot-left': left,
          '--spot-width': width ?? 'auto',
          '--spot-height': height ?? 'auto',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

/**
 * A <video> with a big play button and a layer above it for hotspots and click regions, placed in
 * percentages of the video box. Play and pause are real buttons, so the keyboard works them.
 */
export function VideoFrame({
  src,
  poster,
  label,
  children,
  onPlayingChange,
  videoRef,
  muted,
  playLabel = 'Play',
  pauseLabel = 'Pause',
  ...props
}: VideoFrameProps) {
  const ownRef = React.useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = React.useState(false);
  const pauseRef = React.useRef<HTMLButtonElement>(null);
  const playRef = React.useRef<HTMLButtonElement>(null);
  const focusNext = React.useRef<'play' | 'pause' | null>(null);

  const setRefs = (element: HTMLVideoElement | null) => {
    ownRef.current = element;
    if (typeof videoRef === 'function') videoRef(element);
    else if (videoRef) (videoRef as React.RefObject<HTMLVideoElement | null>).current = element;
  };

  React.useEffect(() => {
    // Keep focus on the control that replaced the one just pressed.
    if (focusNext.current === 'pause') pauseRef.current?.focus();
    if (focusNext.current === 'play') playRef.current?.focus();
    focusNext.current = null;
  });

  const update = (next: boolean) => {
    setPlaying(next);
    onPlayingChange?.(next);
  };

  return (
    <Root data-state={playing ? 'playing' : 'paused'} {...props}>
      <video
        ref={setRefs}
        // No address yet (a file still being read) is no src: an empty one makes the browser
        // fetch the page itself again.
        src={src || undefined}
        poster={poster}
        aria-label={label}
        muted={muted}
        playsInline
        preload="metadata"
        onPlay={() => update(true)}
        onPause={() => update(false)}
        onEnded={() => update(false)}
        onClick={() => ownRef.current?.pause()}
      />
      <Layer>{children}</Layer>
      {playing ? (
        <PauseButton
          ref={pauseRef}
          type="button"
          aria-label={pauseLabel}
          onClick={() => {
            focusNext.current = 'play';
            ownRef.current?.pause();
          }}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M3.5 2h2.5v10H3.5zM8 2h2.5v10H8z" fill="currentColor" />
          </svg>
        </PauseButton>
      ) : (
        <PlayButton
          ref={playRef}
          type="button"
          aria-label={playLabel}
          onClick={() => {
            focusNext.current = 'pause';
            // A source that cannot play rejects; the frame simply stays paused.
            ownRef.current?.play()?.catch(() => update(false));
          }}
        >
          <svg width="26" height="26" viewBox="0 0 26 26" aria-hidden="true">
            <path d="M7 4.5v17l14-8.5z" fill="currentColor" />
          </svg>
        </PlayButton>
      )}
    </Root>
  );
}
