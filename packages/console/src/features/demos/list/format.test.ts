import { describe, expect, it } from 'vitest';
import { formatElapsed } from './format.ts';

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [3, '0:03'],
    [59.9, '0:59'],
    [61, '1:01'],
    [600, '10:00'],
    [3661, '1:01:01'],
    [-4, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatElapsed(seconds)).toBe(text);
  });
});
