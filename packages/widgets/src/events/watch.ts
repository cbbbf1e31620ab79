import { type PlayView, type Recording, watchedSeconds } from '@showroom/contract';

/**
 * What a view has seen of a video, as played ranges in seconds (spec 3 §3 duration: played
 * ranges; a view: contract analytics/views.ts): the playhead's reports while playing, a jump (a
 * seek) starting a new range. The ranges are the view's, from its first play on, merged: a stretch
 * seen twice (a seek back) counts once. `report` says what a `watch` event carries: the view's
 * ranges, the seconds they cover and what the last report said, or null when nothing new was seen
 * since (a pause then the page hiding says nothing twice). `reset` ends the view.
 */
export type WatchTracker = {
  /** Playback started (or resumed) at `time`. */
  start: (time: number) => void;
  /** The playhead, while playing. */
  time: (time: number) => void;
  /** Playback stopped at `time` (a pause, a hotspot, the end). */
  stop: (time: number) => void;
  /** The view's ranges so far, merged, oldest first; [] when nothing was seen. */
  seen: () => [number, number][];
  /** What to report of the view now, or null when nothing more was seen since the last report. */
  report: () => { ranges: [number, number][]; watched: number; previous?: number } | null;
  /** The view is over: the next play starts another. */
  reset: () => void;
};

/** A playhead that moves further than this between two reports jumped (a seek), in seconds. */
export const jumpSeconds = 1.5;
/** The contract's cap on ranges in one event (events.ts `watch`). */
export const maxRanges = 200;

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Overlapping and touching ranges as one, in order; at most `maxRanges` (the last ones merged). */
export const mergeRanges = (ranges: readonly [number, number][]): [number, number][] => {
  const sorted = ranges
    .filter(([from, to]) => to > from)
    .map(([from, to]) => [round(from), round(to)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  while (merged.length > maxRanges) {
    const tail = merged.pop()!;
    merged[merged.length - 1]![1] = tail[1];
  }
  return merged;
};

export function watchTracker(): WatchTracker {
  let done: [number, number][] = [];
  let open: [number, number] | null = null;
  let reported: number | undefined;
  const close = () => {
    if (open && open[1] > open[0]) done = mergeRanges([...done, open]);
    open = null;
  };
  const seen = () => mergeRanges(open ? [...done, open] : done);
  return {
    start: (time) => {
      close();
      open = [time, time];
    },
    time: (time) => {
      if (!open) return;
      if (time >= open[1] && time - open[1] <= jumpSeconds) open[1] = time;
      else {
        close();
        open = [time, time];
      }
    },
    stop: (time) => {
      if (open && time >= open[1] && time - open[1] <= jumpSeconds) open[1] = time;
      close();
    },
    seen,
    report: () => {
      const ranges = seen();
      const watched = watchedSeconds(ranges);
      if (!(watched > (reported ?? 0))) return null;
      const report = { ranges, watched, ...(reported === undefined ? {} : { previous: reported }) };
      reported = watched;
      return report;
    },
    reset: () => {
      done = [];
      open = null;
      reported = undefined;
    },
  };
}

/**
 * The senders whose visit has started a view (one per frame's visit, or per embed of a prospect
 * page: contract analytics/views.ts), so a play says whether it is the visit's first view, the
 * clickthrough of the Clickthrough Rate. Kept by sender rather than by player: a CYOA's demo
 * cards and a Solo's popup opened twice are players of one visit.
 */
const viewed = new WeakSet<object>();

/** What a play that starts a view is: the first of its sender's visit, or a new one. */
export const startView = (sender: object): Exclude<PlayView, 'resume'> => {
  if (viewed.has(sender)) return 'new';
  viewed.add(sender);
  return 'first';
};

/** The n-th annotation of a demo in the order a viewer meets them (by time, a hotspot first): the `hotspot` event's number. */
export const annotationIndex = (coordinates: Recording['coordinates'], id: string) => {
  const all = [
    ...coordinates.hotspots.map((hotspot, order) => ({
      id: hotspot.id,
      at: hotspot.appearAt,
      kind: 0,
      order,
    })),
    ...coordinates.rectangles.map((region, order) => ({
      id: region.id,
      at: region.appearAt,
      kind: 1,
      order,
    })),
  ].sort((a, b) => a.at - b.at || a.kind - b.kind || a.order - b.order);
  return all.findIndex((annotation) => annotation.id === id);
};
