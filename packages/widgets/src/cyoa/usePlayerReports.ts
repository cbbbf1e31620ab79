import type { PlayerSnapshot } from '@showroom/machines';
import * as React from 'react';
import { useEmit } from '../events/index.ts';
import type { DemoPlayerState, PlayerRecording } from '../player/index.ts';

type Phase = 'paused' | 'playing' | 'annotation' | 'ended';

const phaseOf = (snapshot: PlayerSnapshot): Phase =>
  snapshot.matches('playing')
    ? 'playing'
    : snapshot.matches('annotation')
      ? 'annotation'
      : snapshot.matches('ended')
        ? 'ended'
        : 'paused';

const reason = { paused: 'user', annotation: 'hotspot', ended: 'end' } as const;
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
/** A playhead that moved further than this between two reports jumped (a seek): a new range. */
const jump = 1.5;

/** The n-th annotation a viewer meets (by time, a hotspot first at the same time): the `hotspot` event's number. */
const annotationNumber = (coordinates: PlayerRecording['coordinates'], id: string) =>
  [
    ...coordinates.hotspots.map((spot, order) => ({ id: spot.id, at: spot.appearAt, kind: 0, order })),
    ...coordinates.rectangles.map((region, order) => ({
      id: region.id,
      at: region.appearAt,
      kind: 1,
      order,
    })),
  ]
    .sort((a, b) => a.at - b.at || a.kind - b.kind || a.order - b.order)
    .findIndex((annotation) => annotation.id === id);

/**
 * What a prospect does with a CYOA demo's player, as events (contract prospect/events.ts): `play`
 * on each start, `pause` with its reason (the viewer, a hotspot, the end), `watch` with the ranges
 * seen since the last one at each stop and when the card goes away or the page hides, `hotspot`
 * when an annotation that stopped the video is clicked. Read from the player's actor as it moves,
 * so the player knows nothing of events. A CYOA's `complete` is its wrap-up, not a video's end.
 */
export function usePlayerReports(player: DemoPlayerState, recording: PlayerRecording) {
  const emit = useEmit();
  const { actorRef } = player;
  const { id: recordingId, coordinates } = recording;

  React.useEffect(() => {
    let previous = actorRef.getSnapshot();
    let ranges: [number, number][] = [];
    let open: [number, number] | null = null;
    const close = (at: number) => {
      if (open && at >= open[1] && at - open[1] <= jump) open[1] = at;
      if (open && open[1] > open[0]) ranges.push([round(open[0]), round(open[1])]);
      open = null;
    };
    const sendWatch = () => {
      const seen =
        open && open[1] > open[0]
          ? [...ranges, [round(open[0]), round(open[1])] as [number, number]]
          : ranges;
      if (open) open = [open[1], open[1]];
      ranges = [];
      if (seen.length)
        emit('watch', {
          recordingId,
          duration: actorRef.getSnapshot().context.duration,
          ranges: seen.slice(-200),
        });
    };

    const subscription = actorRef.subscribe((snapshot) => {
      const was = phaseOf(previous);
      const now = phaseOf(snapshot);
      const { currentTime, duration } = snapshot.context;
      // An annotation waits for its click, which resumes the video where it stood (a seek moves it).
      if (
        was === 'annotation' &&
        now === 'playing' &&
        previous.context.active &&
        currentTime === previous.context.currentTime
      ) {
        const number = annotationNumber(coordinates, previous.context.active.id);
        if (number >= 0) emit('hotspot', { recordingId, annotation: number });
      }
      previous = snapshot;
      if (now === 'playing') {
        if (was !== 'playing') {
          open = [currentTime, currentTime];
          emit('play', { recordingId, position: round(currentTime) });
        } else if (open && currentTime >= open[1] && currentTime - open[1] <= jump) open[1] = currentTime;
        else {
          close(currentTime);
          open = [currentTime, currentTime];
        }
        return;
      }
      if (was !== 'playing') return;
      const stoppedAt = now === 'ended' && duration > 0 ? duration : currentTime;
      close(stoppedAt);
      emit('pause', { recordingId, position: round(stoppedAt), reason: reason[now] });
      sendWatch();
    });

    const onHide = () => {
      if (document.visibilityState === 'hidden') sendWatch();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', sendWatch);
    return () => {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', sendWatch);
      sendWatch();
    };
  }, [actorRef, recordingId, coordinates, emit]);
}
