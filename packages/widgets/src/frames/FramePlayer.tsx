import {
  type BlinkerSize,
  type BlinkerStyle,
  type CtaType,
  type LaunchButton as LaunchColours,
  playerWidth,
  type Recording,
  type TeaserStyle,
} from '@showroom/contract';
import * as React from 'react';
import styled from 'styled-components';
import { LaunchButton, Teaser, teaserLabels } from '../teaser/index.ts';
import { type FrameActor, FrameContainer } from './FrameContainer.tsx';
import { loadPlayer } from './loadPlayer.ts';

/** What a prospect sees before playing (spec 2 §2 Teaser style), from the widget's fields. */
export type FrameTeaser = {
  style: TeaserStyle;
  /** The rep's custom thumbnail's address, or '' for the demo's own. */
  customThumbnail: string;
  launch: { style: BlinkerStyle; size: BlinkerSize; colours: LaunchColours; icon: string };
  /** The CTA teaser's look and text. */
  cta?: { type: CtaType; text: string };
};

export type FramePlayerProps = {
  recording: Recording;
  teaser: FrameTeaser;
  /** spec 2 §3 is_muted: the demo starts muted ('muted on launch'). */
  muted: boolean;
  /** spec 2 §3 show_controls: off leaves the player's bar with Play/Pause only. */
  showControls?: boolean;
  /** The teaser as a picture, nothing to press (the console's settings preview). */
  still?: boolean;
  motion?: 'auto' | 'reduced';
};

export type FramePlayerViewProps = FrameActor &
  Omit<FramePlayerProps, 'still'> & {
    /** The host's controls at the end of the player's bar (the lightbox's Close). */
    controls?: React.ReactNode;
    /** The e-mail gate, drawn in `launched.gate` (the widget is gated). */
    gate?: React.ReactNode;
  };

/**
 * The box the teaser stands in: the player's width and the video's proportions, so nothing moves
 * when the video mounts; never taller than the frame, so a portrait demo's teaser fits the box the
 * snippet reserved on the host page (no layout shift there).
 */
const Poster = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: min(calc(var(--player-width) * 1px), 100%, calc(var(--frame-room, 100vh) * var(--player-aspect)));
  aspect-ratio: var(--player-aspect);
  overflow: hidden;
  border: 1px solid var(--widget-border);
  border-radius: var(--widget-radius);
  background: #0f172a;

  & > img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
  & > :not(img) { position: relative; }
`;

const aspectOf = ({
  intrinsicVideoWidth: width,
  intrinsicVideoHeight: height,
}: Recording['coordinates']['intrinsic']) => (width > 0 && height > 0 ? `${width} / ${height}` : '16 / 9');

const reducedMotion = (motion: 'auto' | 'reduced') =>
  motion === 'reduced' ||
  (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);

/** The teaser on the demo's picture: heavy media waits for the prospect (issue 12). */
function TeaserPoster({
  recording,
  teaser,
  onLaunch,
  motion,
}: {
  recording: Recording;
  teaser: FrameTeaser;
  onLaunch?: () => void;
  motion: 'auto' | 'reduced';
}) {
  const { intrinsic } = recording.coordinates;
  const still = teaser.customThumbnail || recording.thumbnail;
  // The GIF moves: under reduced motion the still picture stands in for it.
  const picture =
    teaser.style === 'animation' && recording.preview && !reducedMotion(motion) ? recording.preview : still;
  const launch = {
    style: teaser.launch.style,
    size: teaser.launch.size,
    colours: teaser.launch.colours,
    icon: teaser.launch.icon || null,
  };
  return (
    <Poster
      data-teaser={teaser.style}
      style={
        {
          '--player-width': playerWidth(intrinsic),
          '--player-aspect': aspectOf(intrinsic),
        } as React.CSSProperties
      }
    >
      {picture ? <img src={picture} alt={teaserLabels.thumbnail(recording.title)} /> : null}
      {teaser.style === 'hotspot' || teaser.style === 'cta' ? (
        <Teaser
          teaser={teaser.style}
          demo={{ title: recording.title, thumbnail: recording.thumbnail }}
          cta={teaser.cta}
          launch={launch}
          onLaunch={onLaunch}
          motion={motion}
        />
      ) : (
        <LaunchButton
          {...launch}
          label={teaserLabels.launch(recording.title)}
          onLaunch={onLaunch}
          motion={motion}
        />
      )}
    </Poster>
  );
}

/** The player, from its own chunk (loadPlayer.ts). */
const LaunchedPlayer = React.lazy(() =>
  loadPlayer().then(({ LaunchedPlayer }) => ({ default: LaunchedPlayer })),
);

/**
 * The demo in a frame (Hero, Solo, Sneakpeek), from the frame's machine: the teaser first (a
 * still picture in the console's preview), the e-mail gate once pressed when the widget is gated,
 * then the one player (spec 3 §2.3). The video mounts only then, or at once when the loader
 * opened the frame to play (`#autoplay=1`). A keyboard press (`:focus-visible`) is recorded: the
 * player's Play/Pause takes the focus when it starts.
 */
export function FramePlayerView({
  snapshot,
  send,
  player,
  recording,
  teaser,
  muted,
  showControls = true,
  controls,
  gate,
  motion = 'auto',
}: FramePlayerViewProps) {
  if (snapshot.matches('teaser') || snapshot.matches('still'))
    return (
      <TeaserPoster
        recording={recording}
        teaser={teaser}
        motion={motion}
        onLaunch={
          snapshot.matches('still')
            ? undefined
            : () =>
                send({
                  type: 'launch',
                  keyboard: Boolean(document.activeElement?.matches(':focus-visible')),
                })
        }
      />
    );
  if (snapshot.matches({ launched: 'gate' })) return <>{gate}</>;
  return (
    // Until the player's code is there, the teaser's picture keeps the box (nothing moves).
    <React.Suspense fallback={<TeaserPoster recording={recording} teaser={teaser} motion={motion} />}>
      <LaunchedPlayer
        recording={recording}
        muted={muted}
        showControls={showControls}
        controls={controls}
        motion={motion}
        focusOnStart={snapshot.context.focusPlayer}
        playAgain={player}
      />
    </React.Suspense>
  );
}

/**
 * A frame's demo on its own (a prospect page's demos; ungated, no render of its own): the frame's
 * machine with the teaser, the player once pressed.
 */
export function FramePlayer({ still = false, ...props }: FramePlayerProps) {
  return (
    <FrameContainer still={still}>{(frame) => <FramePlayerView {...frame} {...props} />}</FrameContainer>
  );
}
