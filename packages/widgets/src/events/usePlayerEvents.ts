import type { PlayerSnapshot } from '@showroom/machines';
import * as React from 'react';
import type { DemoPlayerState, PlayerRecording } from '../player/index.ts';
import { useEmit } from './index.ts';
import { annotationIndex, startView, watchTracker } from './watch.ts';

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
 * What a prospect does with the player, as events (contract prospect/events.ts), by views
 * (contract analytics/views.ts): `play` on every start, saying whether it starts a view (the
 * visit's first, or a new one after the end) or resumes the view after a pause; `pause` with its
 * reason (the viewer, a hotspot, the end) on every stop, then `watch` with what the view has seen
 * so far (its played ranges merged, the seconds they cover, what the last report said); at the
 * end, `complete`, and the view is over. Read from the player's actor as its state changes, so the
 * player itself knows nothing of events. What the view has seen is also sent when the page hides
 * (the prospect leaves mid-video) and when the player goes away (the popup closed, another demo),
 * which ends the view. Returns the `onAnnotationClick` for DemoPlayer (the `hotspot` event). Every
 * player a prospect meets reports through this one hook: a frame's, and each demo card of a
 * CYOA, whose `complete` is its wrap-up rather than a video's end (`endCompletes: false`).
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
    let inView = false;
    let previous = actorRef.getSnapshot();
    const sendWatch = (snapshot: PlayerSnapshot) => {
      const report = tracker.report();
      if (report) emit('watch', { recordingId, duration: snapshot.context.duration, ...report });
    };
    const endView = () => {
      inView = false;
      tracker.reset();
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
          const view = inView ? 'resume' : startView(emit);
          inView = true;
          emit('play', { recordingId, position: currentTime, view });
        }
        return;
      }
      if (was !== 'playing') return;
      // ENDED keeps no time of its own: the last report may be a frame short of the end.
      const stoppedAt = now === 'ended' && duration > 0 ? duration : currentTime;
      tracker.stop(stoppedAt);
      emit('pause', { recordingId, position: stoppedAt, reason: pauseReason[now] });
      sendWatch(snapshot);
      if (now === 'ended') {
        endView();
        if (endCompletes) emit('complete', {});
      }
    });

    // The page hiding may be a tab switched (the view goes on when it shows again) or the visitor
    // leaving: either way what was seen so far is reported now, while the page can still send.
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
      endView();
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
