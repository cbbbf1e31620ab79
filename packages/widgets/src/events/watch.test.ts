import { describe, expect, it } from 'vitest';
import { sampleRecording } from '../player/stories/sample.ts';
import { annotationIndex, maxRanges, mergeRanges, watchTracker } from './watch.ts';

describe('watchTracker', () => {
  it('keeps one range for steady playback and hands it over once', () => {
    const tracker = watchTracker();
    tracker.start(0);
    for (let time = 0.25; time <= 3; time += 0.25) tracker.time(time);
    tracker.stop(3.1);
    expect(tracker.take()).toEqual([[0, 3.1]]);
    expect(tracker.take()).toEqual([]);
  });

  it('starts a new range when the playhead jumps (a seek) and merges overlaps', () => {
    const tracker = watchTracker();
    tracker.start(0);
    tracker.time(1);
    tracker.time(2);
    tracker.time(8); // seek forward
    tracker.time(9);
    tracker.time(1.5); // seek back into what was seen
    tracker.time(2.5);
    tracker.stop(3);
    expect(tracker.take()).toEqual([
      [0, 3],
      [8, 9],
    ]);
  });

  it('hands over what was seen so far while playing, and only the rest at the stop', () => {
    const tracker = watchTracker();
    tracker.start(2);
    tracker.time(3);
    tracker.time(4);
    expect(tracker.take()).toEqual([[2, 4]]);
    tracker.time(5);
    tracker.stop(5.5);
    expect(tracker.take()).toEqual([[4, 5.5]]);
  });

  it('counts nothing for a start and stop at the same place', () => {
    const tracker = watchTracker();
    tracker.start(4);
    tracker.stop(4);
    expect(tracker.take()).toEqual([]);
  });

  it('caps the ranges at the contract limit', () => {
    const ranges = Array.from({ length: 250 }, (_, index) => [index * 2, index * 2 + 1] as [number, number]);
    const merged = mergeRanges(ranges);
    expect(merged).toHaveLength(maxRanges);
    expect(merged[0]).toEqual([0, 1]);
    expect(merged.at(-1)).toEqual([398, 499]);
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
