import type { Recording } from '@showroom/contract';

/**
 * What of a video was seen, as played ranges in seconds (spec 3 §3 duration: played ranges): the
 * playhead's reports while playing, a jump (a seek) starting a new range. `take` hands the ranges
 * seen since the last take and starts afresh, so each `watch` event counts its seconds once.
 */
export type WatchTracker = {
  /** Playback started (or resumed) at `time`. */
  start: (time: number) => void;
  /** The playhead, while playing. */
  time: (time: number) => void;
  /** Playback stopped at `time` (a pause, a hotspot, the end). */
  stop: (time: number) => void;
  /** The ranges since the last take, merged, oldest first; [] when nothing was seen. */
  take: () => [number, number][];
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
  const close = () => {
    if (open && open[1] > open[0]) done.push(open);
    open = null;
  };
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
    take: () => {
      const openNow = open;
      const taken = mergeRanges(openNow ? [...done, openNow] : done);
      done = [];
      if (openNow) open = [openNow[1], openNow[1]];
      return taken;
    },
  };
}

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
