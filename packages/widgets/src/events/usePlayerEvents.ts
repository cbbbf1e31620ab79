import type { PlayerSnapshot } from '@showroom/machines';
import * as React from 'react';
import type { DemoPlayerState, PlayerRecording } from '../player/index.ts';
import { useEmit } from './index.ts';
import { annotationIndex, watchTracker } from './watch.ts';

type Phase = 'paused' | 'playing' | 'annotation' | 'ended';

const phaseOf = (snapshot: PlayerSnapshot): Phase =>
  snapshot.matches('playing')
    ? 'playing'
    : snapshot.matches('annotation')
      ? 'annotation'
      : snapshot.matches('ended')
        ? 'ended'
        : 'paused';

const pauseReason = { paused: 'user', annotation: 'hotspot', ended: 'end' } as const;

/**
 * What a prospect does with the player, as events (contract prospect/events.ts): play on every
 * start, pause with its reason (the viewer, a hotspot, the end) on every stop, then `watch` with
 * the ranges seen since the last one, `complete` at the end. Read from the player's actor as its
 * state changes, so the player itself knows nothing of events. The ranges seen so far are also
 * sent when the page hides (the prospect leaves mid-video) and when the player goes away.
 * Returns the `onAnnotationClick` for DemoPlayer (the `hotspot` event). Every player a prospect
 * meets reports through this one hook: a frame's, and each demo card of a CYOA, whose `complete`
 * is its wrap-up rather than a video's end (`endCompletes: false`).
 */
export function usePlayerEvents(
  player: DemoPlayerState,
  recording: PlayerRecording,
  { endCompletes = true }: { endCompletes?: boolean } = {},
) {
  const emit = useEmit();
  const { actorRef } = player;
  const recordingId = recording.id;

  React.useEffect(() => {
    const tracker = watchTracker();
    let previous = actorRef.getSnapshot();
    const sendWatch = (snapshot: PlayerSnapshot) => {
      const ranges = tracker.take();
      if (ranges.length > 0) emit('watch', { recordingId, duration: snapshot.context.duration, ranges });
    };

    const subscription = actorRef.subscribe((snapshot) => {
      const was = phaseOf(previous);
      const now = phaseOf(snapshot);
      previous = snapshot;
      const { currentTime, duration } = snapshot.context;
      if (now === 'playing') {
        if (was === 'playing') tracker.time(currentTime);
        else {
          tracker.start(currentTime);
          emit('play', { recordingId, position: currentTime });
        }
        return;
      }
      if (was !== 'playing') return;
      // ENDED keeps no time of its own: the last report may be a frame short of the end.
      const stoppedAt = now === 'ended' && duration > 0 ? duration : currentTime;
      tracker.stop(stoppedAt);
      emit('pause', { recordingId, position: stoppedAt, reason: pauseReason[now] });
      sendWatch(snapshot);
      if (now === 'ended' && endCompletes) emit('complete', {});
    });

    // `take` starts afresh, so a range sent at hiding is not sent again at the next stop.
    const onLeave = () => sendWatch(actorRef.getSnapshot());
    const onHide = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    return () => {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      sendWatch(actorRef.getSnapshot());
    };
  }, [actorRef, recordingId, emit, endCompletes]);

  const coordinates = recording.coordinates;
  return React.useCallback(
    ({ id }: { id: string }) => {
      const annotation = annotationIndex(coordinates, id);
      if (annotation >= 0) emit('hotspot', { recordingId, annotation });
    },
    [coordinates, recordingId, emit],
  );
}
