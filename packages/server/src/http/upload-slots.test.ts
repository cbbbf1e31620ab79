import { describe, expect, it } from 'vitest';
import { uploadSlots } from './upload-slots.ts';

// Issue 15 §10: four 17.7 MB lists at once took 912 MB; the limits bound how many are read at once.
describe('upload slots', () => {
  it('lets a rep have 2 large uploads at once and the process 4, and frees a slot once', () => {
    const slots = uploadSlots({ perRep: 2, perProcess: 4 });
    const ada = [slots.tryAcquire('ada'), slots.tryAcquire('ada')];
    expect(ada.every(Boolean)).toBe(true);
    expect(slots.tryAcquire('ada')).toBeUndefined();

    const grace = [slots.tryAcquire('grace'), slots.tryAcquire('grace')];
    expect(grace.every(Boolean)).toBe(true);
    expect(slots.tryAcquire('linus')).toBeUndefined();
    expect(slots.inProgress).toBe(4);

    // Releasing twice (onResponse and onRequestAbort both fire) frees one slot, not two.
    ada[0]!();
    ada[0]!();
    expect(slots.inProgress).toBe(3);
    expect(slots.tryAcquire('linus')).toBeDefined();
    expect(slots.tryAcquire('ada')).toBeUndefined();
  });
});
