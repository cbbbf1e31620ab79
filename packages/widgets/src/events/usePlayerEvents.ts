import * as React from 'react';
import { fromCallback } from 'xstate';
import type { PlayerRecording, PlayerReports } from '../player/index.ts';
import { type Emit, useEmit } from './index.ts';
import { annotationIndex, startView, watchTracker } from './watch.ts';

type Reporting = { emit: Emit; recordingId: string; endCompletes: boolean };

/**
 * The player machine's reports (machines demos/playerMachine.ts) as events: the view's state (what
 * it has seen, whether a view is on) is kept here, between the machine's actions.
 */
function playerReports(reporting: React.RefObject<Reporting>): PlayerReports {
  const tracker = watchTracker();
  let inView = false;
  // The video's length as the machine last reported it: what a watch sent on leaving carries.
  let length = 0;
  const sendWatch = (duration: number) => {
    const report = tracker.report();
    const { emit, recordingId } = reporting.current;
    if (report) emit('watch', { recordingId, duration, ...report });
  };
  const endView = () => {
    inView = false;
    tracker.reset();
  };
  return {
    actions: {
      reportPlay: (_, { position, duration }) => {
        length = duration;
        tracker.start(position);
        const { emit, recordingId } = reporting.current;
        const view = inView ? 'resume' : startView(emit);
        inView = true;
        emit('play', { recordingId, position, view });
      },
      reportProgress: (_, { position, duration }) => {
        length = duration;
        tracker.time(position);
      },
      reportPause: (_, { position, reason }) => {
        tracker.stop(position);
        const { emit, recordingId } = reporting.current;
        emit('pause', { recordingId, position, reason });
      },
      reportWatch: (_, { duration }) => {
        length = duration;
        sendWatch(duration);
      },
      reportEnd: () => {
        endView();
        if (reporting.current.endCompletes) reporting.current.emit('complete', {});
      },
    },
    actors: {
      // The page hiding may be a tab switched (the view goes on when it shows again) or the visitor
      // leaving: either way what was seen so far is reported now, while the page can still send.
      // The player going away (its machine stopped) ends the view.
      pageLeave: fromCallback(() => {
        const onLeave = () => sendWatch(length);
        const onHide = () => {
          if (document.visibilityState === 'hidden') onLeave();
        };
        document.addEventListener('visibilitychange', onHide);
        window.addEventListener('pagehide', onLeave);
        return () => {
          document.removeEventListener('visibilitychange', onHide);
          window.removeEventListener('pagehide', onLeave);
          sendWatch(length);
          endView();
        };
      }),
    },
  };
}

/**
 * What a prospect does with the player, as events (contract prospect/events.ts), by views
 * (contract analytics/views.ts): `play` on every start, saying whether it starts a view (the
 * visit's first, or a new one after the end) or resumes the view after a pause; `pause` with its
 * reason (the viewer, a hotspot, the end) on every stop, then `watch` with what the view has seen
 * so far (its played ranges merged, the seconds they cover, what the last report said); at the
 * end, `complete`, and the view is over. The player's machine says when (its `report*` actions
 * and `pageLeave`, given to `useDemoPlayer` as `reports`), so the player itself knows nothing of
 * events. What the view has seen is also sent when the page hides (the prospect leaves mid-video)
 * and when the player goes away (the popup closed, another demo), which ends the view. Returns
 * the `reports` for `useDemoPlayer` and the `onAnnotationClick` for DemoPlayer (the `hotspot`
 * event). Every player a prospect meets reports through this one hook: a frame's, and each demo
 * card of a CYOA, whose `complete` is its wrap-up rather than a video's end (`endCompletes: false`).
 */
export function usePlayerEvents(
  recording: PlayerRecording,
  { endCompletes = true }: { endCompletes?: boolean } = {},
) {
  const emit = useEmit();
  const recordingId = recording.id;
  const reporting = React.useRef<Reporting>({ emit, recordingId, endCompletes });
  reporting.current = { emit, recordingId, endCompletes };
  const [reports] = React.useState(() => playerReports(reporting));

  const coordinates = recording.coordinates;
  const onAnnotationClick = React.useCallback(
    ({ id }: { id: string }) => {
      const annotation = annotationIndex(coordinates, id);
      if (annotation >= 0) emit('hotspot', { recordingId, annotation });
    },
    [coordinates, recordingId, emit],
  );
  return { reports, onAnnotationClick };
}
