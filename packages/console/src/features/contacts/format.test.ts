import { describe, expect, it } from 'vitest';
import { formatContactDate, formatToday } from './format.ts';

describe('contact dates (spec 1 §9: long US date)', () => {
  it('shows a wire date as a long US date', () => {
    expect(formatContactDate('2026-11-20 15:04:05')).toMatch(/^November 2[01], 2026$/);
  });

  it("shows today's date the same way", () => {
    expect(formatToday(new Date(2026, 0, 5, 12))).toBe('January 5, 2026');
  });
});
