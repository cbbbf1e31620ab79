import { describe, expect, it } from 'vitest';
import { sampleRecording } from '../player/stories/sample.ts';
import { annotationIndex, maxRanges, mergeRanges, startView, watchTracker } from './watch.ts';

describe('watchTracker', () => {
  it('keeps one range for steady playback and reports it once', () => {
    const tracker = watchTracker();
    tracker.start(0);
    for (let time = 0.25; time <= 3; time += 0.25) tracker.time(time);
    tracker.stop(3.1);
    expect(tracker.report()).toEqual({ ranges: [[0, 3.1]], watched: 3.1 });
    expect(tracker.report()).toBeNull();
  });

  it('starts a new range when the playhead jumps (a seek) and counts a stretch seen twice once', () => {
    const tracker = watchTracker();
    tracker.start(0);
    tracker.time(1);
    tracker.time(2);
    tracker.time(8); // seek forward
    tracker.time(9);
    tracker.time(1.5); // seek back into what was seen
    tracker.time(2.5);
    tracker.stop(3);
    expect(tracker.report()).toEqual({
      ranges: [
        [0, 3],
        [8, 9],
      ],
      watched: 4,
    });
  });

  it("reports the view's whole ranges each time, with what the last report said, across pauses", () => {
    const tracker = watchTracker();
    tracker.start(2);
    tracker.time(3);
    tracker.time(4);
    // The page hides while playing: what was seen so far.
    expect(tracker.report()).toEqual({ ranges: [[2, 4]], watched: 2 });
    tracker.time(5);
    tracker.stop(5.5);
    expect(tracker.report()).toEqual({ ranges: [[2, 5.5]], watched: 3.5, previous: 2 });
    // Resumed after a hotspot, and a replay of 2-5.5 after a seek back adds nothing new.
    tracker.start(5.5);
    tracker.time(6);
    tracker.time(2);
    tracker.time(3);
    tracker.stop(3.5);
    expect(tracker.report()).toEqual({ ranges: [[2, 6]], watched: 4, previous: 3.5 });
  });

  it('starts afresh once the view is over', () => {
    const tracker = watchTracker();
    tracker.start(0);
    tracker.time(1);
    tracker.stop(1.5);
    expect(tracker.report()).toEqual({ ranges: [[0, 1.5]], watched: 1.5 });
    tracker.reset();
    tracker.start(0);
    tracker.time(1);
    tracker.stop(1);
    expect(tracker.report()).toEqual({ ranges: [[0, 1]], watched: 1 });
  });

  it('counts nothing for a start and stop at the same place', () => {
    const tracker = watchTracker();
    tracker.start(4);
    tracker.stop(4);
    expect(tracker.seen()).toEqual([]);
    expect(tracker.report()).toBeNull();
  });

  it('caps the ranges at the contract limit', () => {
    const ranges = Array.from({ length: 250 }, (_, index) => [index * 2, index * 2 + 1] as [number, number]);
    const merged = mergeRanges(ranges);
    expect(merged).toHaveLength(maxRanges);
    expect(merged[0]).toEqual([0, 1]);
    expect(merged.at(-1)).toEqual([398, 499]);
  });
});

describe('startView', () => {
  it("says 'first' for a sender's first view and 'new' after, whatever the player", () => {
    const frame = {};
    const other = {};
    expect(startView(frame)).toBe('first');
    expect(startView(frame)).toBe('new');
    expect(startView(other)).toBe('first');
  });
});

describe('annotationIndex', () => {
  it('numbers annotations in the order a viewer meets them', () => {
    const { coordinates } = sampleRecording;
    // The sample's hotspot appears at 2 s, its click region at 5 s.
    expect(annotationIndex(coordinates, 'h1')).toBe(0);
    expect(annotationIndex(coordinates, 'r1')).toBe(1);
    const early = { ...coordinates, rectangles: [{ ...coordinates.rectangles[0]!, appearAt: 1 }] };
    expect(annotationIndex(early, 'r1')).toBe(0);
    expect(annotationIndex(early, 'h1')).toBe(1);
    expect(annotationIndex(coordinates, 'gone')).toBe(-1);
  });
});
