import { currentSpeed, type PlayerEvent, type PlayerSnapshot, speedLabel } from '@showroom/machines';
import {
  CaptionsIcon,
  IconButton,
  MutedIcon,
  PauseIcon,
  PlayIcon,
  PointerIcon,
  PointerOffIcon,
  VolumeIcon,
} from '@showroom/ui';
import * as React from 'react';
import styled from 'styled-components';
import { clockTime, playerLabels } from './messages.ts';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  min-height: 48px;
  padding: var(--space-2) var(--space-2);
  border-top: var(--border-width) solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
`;

const Seek = styled.input`
  flex: 1 1 120px;
  min-width: 80px;
  height: 24px;
  margin: 0 var(--space-2);
  accent-color: var(--color-accent);
  cursor: pointer;

  &:disabled { cursor: default; }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; border-radius: var(--radius-sm); }
`;

const Time = styled.span`
  min-width: 76px;
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The speed shows as text ('1.5x'), so it is wider than the square icon buttons. */
const SpeedText = styled.span`
  font-size: var(--font-size-meta);
  font-weight: var(--font-weight-semibold);
  font-variant-numeric: tabular-nums;
`;

const Slot = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin-left: var(--space-2);

  &:empty { display: none; }
`;

/** A toggle shows it is on (the captions): the accent colour, beside aria-pressed for assistive tech. */
const ToggleButton = styled(IconButton)`
  &[aria-pressed='true'] { background: var(--color-accent-subtle); color: var(--color-accent); }
`;

type Send = (event: PlayerEvent) => void;

/**
 * The parts below are memoised on the few values each shows: while the video plays, the player
 * renders at every frame (the playhead moves), and only the seek bar and the time change then.
 */
const PlaybackButton = React.memo(function PlaybackButton({
  playing,
  waiting,
  send,
  playRef,
}: {
  playing: boolean;
  waiting: boolean;
  send: Send;
  playRef?: React.Ref<HTMLButtonElement>;
}) {
  return playing ? (
    <IconButton ref={playRef} label={playerLabels.pause} onClick={() => send({ type: 'PAUSE' })}>
      <PauseIcon />
    </IconButton>
  ) : (
    <IconButton
      ref={playRef}
      label={playerLabels.play}
      disabled={waiting}
      disabledReason={waiting ? playerLabels.waitingReason : undefined}
      onClick={() => send({ type: 'PLAY' })}
    >
      <PlayIcon />
    </IconButton>
  );
});

function SeekBar({ currentTime, duration, send }: { currentTime: number; duration: number; send: Send }) {
  const total = clockTime(duration);
  return (
    <>
      <Seek
        type="range"
        aria-label={playerLabels.seek}
        aria-valuetext={playerLabels.position(clockTime(currentTime), total)}
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(currentTime, duration || 0)}
        disabled={!duration}
        onChange={(event) => send({ type: 'SEEK', time: Number(event.currentTarget.value) })}
      />
      <Time aria-hidden="true">
        {clockTime(currentTime)} / {total}
      </Time>
    </>
  );
}

const Settings = React.memo(function Settings({
  speed,
  pointerVisible,
  muted,
  captionsOn,
  hasCaptions,
  send,
}: {
  speed: string;
  pointerVisible: boolean;
  muted: boolean;
  captionsOn: boolean;
  hasCaptions: boolean;
  send: Send;
}) {
  return (
    <>
      <IconButton
        label={playerLabels.speed(speed)}
        // Wide enough for '0.75x'.
        style={{ width: 48 }}
        onClick={() => send({ type: 'CYCLE_SPEED' })}
      >
        <SpeedText>{speed}</SpeedText>
      </IconButton>
      <IconButton
        label={pointerVisible ? playerLabels.hidePointer : playerLabels.showPointer}
        onClick={() => send({ type: 'TOGGLE_POINTER' })}
      >
        {pointerVisible ? <PointerIcon /> : <PointerOffIcon />}
      </IconButton>
      <IconButton
        label={muted ? playerLabels.unmute : playerLabels.mute}
        onClick={() => send({ type: 'TOGGLE_MUTE' })}
      >
        {muted ? <MutedIcon /> : <VolumeIcon />}
      </IconButton>
      {hasCaptions && (
        <ToggleButton
          label={playerLabels.captions}
          aria-pressed={captionsOn}
          onClick={() => send({ type: 'TOGGLE_CAPTIONS' })}
        >
          <CaptionsIcon />
        </ToggleButton>
      )}
    </>
  );
});

export type ControlBarProps = {
  snapshot: PlayerSnapshot;
  send: Send;
  /** The recording has a WebVTT track: offer the captions toggle. */
  hasCaptions: boolean;
  /** The host's controls at the end of the bar (the console's demo selector and close). */
  children?: React.ReactNode;
  playRef?: React.Ref<HTMLButtonElement>;
  /**
   * The rep turned the widget's controls off (spec 2 show_controls 0): only Play/Pause stays, with
   * the host's controls. Pausing moving content is the prospect's right (WCAG 2.2.2), so that
   * button never goes.
   */
  playbackOnly?: boolean;
};

/**
 * spec 3 §2.3 control bar: play/pause, speed cycle, hide/show mouse pointer, mute/unmute, then the
 * host's demo selector and close. A seek bar and the time readout are ours: a good video tool has them.
 */
export function ControlBar({
  snapshot,
  send,
  hasCaptions,
  children,
  playRef,
  playbackOnly = false,
}: ControlBarProps) {
  const { context } = snapshot;
  return (
    <Bar data-player-controls="">
      <PlaybackButton
        playing={snapshot.matches('playing')}
        waiting={snapshot.matches('annotation')}
        send={send}
        playRef={playRef}
      />
      {!playbackOnly && (
        <>
          <SeekBar currentTime={context.currentTime} duration={context.duration} send={send} />
          <Settings
            speed={speedLabel(currentSpeed(context))}
            pointerVisible={context.pointerVisible}
            muted={context.muted}
            captionsOn={context.captionsOn}
            hasCaptions={hasCaptions}
            send={send}
          />
        </>
      )}
      <Slot>{children}</Slot>
    </Bar>
  );
}
