import type { Recording } from '@showroom/contract';
import {
  currentSpeed,
  type PlayerContext,
  type PlayerEvent,
  type PlayerSnapshot,
  playerMachine,
} from '@showroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import * as React from 'react';
import { fromCallback } from 'xstate';

/** What the player needs of a recording (spec 3 §3): the console's list and the prospect frames both have it. */
export type PlayerRecording = Pick<
  Recording,
  'id' | 'title' | 'location' | 'thumbnail' | 'captions' | 'coordinates' | 'duration'
>;

type PlayerImplementations = NonNullable<Parameters<typeof playerMachine.provide>[0]>;

/**
 * What the player machine reports, as a prospect's player provides it (events/usePlayerEvents.ts):
 * its `report*` actions and the `pageLeave` actor. Without them the player reports nothing.
 */
export type PlayerReports = {
  actions: Pick<
    NonNullable<PlayerImplementations['actions']>,
    'reportPlay' | 'reportProgress' | 'reportPause' | 'reportWatch' | 'reportEnd'
  >;
  actors: Pick<NonNullable<PlayerImplementations['actors']>, 'pageLeave'>;
};

export type UseDemoPlayerOptions = {
  /** The host closes the player (the console's popup); the machine has reset speed, playing and pointer. */
  onClose?: () => void;
  /** Start from this state instead of paused at 0 (a story, or a frame resuming where it was). */
  snapshot?: PlayerSnapshot;
  /** What the viewer does, reported (a prospect's player); given once, with the player. */
  reports?: PlayerReports;
};

const duration = (video: HTMLVideoElement) => (Number.isFinite(video.duration) ? video.duration : undefined);

/** The playhead moves this much before the player draws again (the seek bar's step). */
const drawStep = 0.1;

/**
 * Whether two snapshots draw the same player. While the video plays the machine takes a TIME event
 * every frame (it must: an annotation is due to the frame); the player only draws again when the
 * playhead has moved a seek-bar step or anything else changed, so playback costs a few renders a
 * second instead of sixty (bench/player.bench.ts). `assign` keeps untouched context fields by
 * reference, so comparing references finds every other change.
 */
const sameView = (a: PlayerSnapshot, b: PlayerSnapshot) => {
  if (a === b) return true;
  if (a.status !== b.status || JSON.stringify(a.value) !== JSON.stringify(b.value)) return false;
  for (const key of Object.keys(a.context) as (keyof PlayerContext)[])
    if (key !== 'currentTime' && a.context[key] !== b.context[key]) return false;
  return Math.abs(a.context.currentTime - b.context.currentTime) < drawStep;
};

/**
 * The player's actor and its <video>. The console's popup and the prospect frames use the player
 * the same way: `DemoPlayer` calls this hook, so each player owns one actor.
 *
 * The video follows the machine through actions provided here (`playVideo` on entering playing,
 * `pauseVideo` on leaving it, `applySpeed`, `applyCaptions`, `seekVideo`), not through a React
 * effect that watches the snapshot: an effect runs after paint and once per render, so a hotspot
 * due at a frame would pause the video a frame late, and every render (60 per second while playing)
 * would have to diff the snapshot to find what changed. Actions run exactly at the transition, once
 * (CONVENTIONS.md: "a useEffect that watches a state to cause an effect is a sign the effect belongs
 * in the machine"). Muted is plain rendering (`<video muted>`), since React sets the property.
 * The clock is a callback actor the machine runs only while playing: each animation frame it reads
 * `video.currentTime` and sends TIME when it moved, so a paused player costs nothing.
 */
export function useDemoPlayer(recording: PlayerRecording, options: UseDemoPlayerOptions = {}) {
  const videoRef = React.useRef<HTMLVideoElement | null>(null);
  const onClose = React.useRef(options.onClose);
  onClose.current = options.onClose;

  const [machine] = React.useState(() =>
    playerMachine.provide({
      actions: {
        playVideo: ({ self }) => {
          // A refused play (no source yet, or a browser that wants a gesture) leaves the player paused.
          videoRef.current?.play()?.catch((error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') return;
            self.send({ type: 'PAUSE' });
          });
        },
        pauseVideo: () => videoRef.current?.pause(),
        applySpeed: (_, { speed }) => {
          const video = videoRef.current;
          if (!video) return;
          // A new source resets playbackRate to defaultPlaybackRate: set both so a switch keeps the speed.
          video.defaultPlaybackRate = speed;
          video.playbackRate = speed;
        },
        applyCaptions: (_, { on }) => {
          const tracks = videoRef.current?.textTracks;
          if (!tracks) return;
          for (const track of Array.from(tracks)) track.mode = on ? 'showing' : 'hidden';
        },
        seekVideo: (_, { time }) => {
          if (videoRef.current) videoRef.current.currentTime = time;
        },
        close: () => onClose.current?.(),
        ...options.reports?.actions,
      },
      actors: {
        clock: fromCallback<PlayerEvent>(({ sendBack }) => {
          const video = videoRef.current;
          if (!video) return () => {};
          let last = video.currentTime;
          let frame = requestAnimationFrame(function tick() {
            if (video.currentTime !== last) {
              last = video.currentTime;
              sendBack({ type: 'TIME', currentTime: last, duration: duration(video) });
            }
            frame = requestAnimationFrame(tick);
          });
          return () => cancelAnimationFrame(frame);
        }),
        ...options.reports?.actors,
      },
    }),
  );

  const actorRef = useActorRef(machine, {
    input: { coordinates: recording.coordinates, duration: recording.duration },
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  });
  const snapshot = useSelector(actorRef, (current) => current, sameView);
  const send = actorRef.send;

  // Another demo chosen in the host's selector: the same player starts it over, keeping speed and mute.
  const loaded = React.useRef(recording.id);
  React.useEffect(() => {
    if (loaded.current === recording.id) return;
    loaded.current = recording.id;
    actorRef.send({ type: 'LOAD', coordinates: recording.coordinates, duration: recording.duration });
  }, [actorRef, recording.id, recording.coordinates, recording.duration]);

  /**
   * The <video>'s ref. When it mounts it takes the machine's speed and captions (properties with no
   * attribute to render), and the video's own reports go back to the machine.
   */
  const video = React.useCallback(
    (element: HTMLVideoElement | null) => {
      videoRef.current = element;
      if (!element) return;
      const { context } = actorRef.getSnapshot();
      element.defaultPlaybackRate = currentSpeed(context);
      element.playbackRate = currentSpeed(context);
    },
    [actorRef],
  );

  /** Event handlers for the <video>: its end, a pause it made itself, its clock when rAF sleeps. */
  const videoEvents = React.useMemo(
    () => ({
      onEnded: () => actorRef.send({ type: 'ENDED' }),
      // A pause the browser made (another tab's audio, a media key); our own pauses arrive in states
      // that ignore PAUSE. Still paused at dispatch, or a later play already overtook it.
      onPause: (event: React.SyntheticEvent<HTMLVideoElement>) => {
        if (event.currentTarget.paused && !event.currentTarget.ended) actorRef.send({ type: 'PAUSE' });
      },
      // timeupdate also fires in a background tab, where animation frames stop.
      onTimeUpdate: (event: React.SyntheticEvent<HTMLVideoElement>) =>
        actorRef.send({
          type: 'TIME',
          currentTime: event.currentTarget.currentTime,
          duration: duration(event.currentTarget),
        }),
      onLoadedMetadata: (event: React.SyntheticEvent<HTMLVideoElement>) => {
        const element = event.currentTarget;
        const { context } = actorRef.getSnapshot();
        element.defaultPlaybackRate = currentSpeed(context);
        element.playbackRate = currentSpeed(context);
        for (const track of Array.from(element.textTracks))
          track.mode = context.captionsOn ? 'showing' : 'hidden';
        actorRef.send({ type: 'TIME', currentTime: element.currentTime, duration: duration(element) });
      },
    }),
    [actorRef],
  );

  return { snapshot, send, actorRef, video, videoEvents };
}

export type DemoPlayerState = ReturnType<typeof useDemoPlayer>;
