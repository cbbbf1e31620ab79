import { describe, expect, it } from 'vitest';
import { toWireDate, wireDate, wireDateMax, wireDateMin } from './wire.ts';

describe('toWireDate on stored dates (issue 26 §3)', () => {
  it('never throws, and always answers a date the wire accepts', () => {
    const cases: [Date, string][] = [
      [new Date(Number.NaN), '1970-01-01 00:00:00'],
      [new Date(8640000000000000), '9999-12-31 23:59:59'],
      [new Date(-8640000000000000), '0000-01-01 00:00:00'],
      [new Date(wireDateMax + 1000), '9999-12-31 23:59:59'],
      [new Date(wireDateMin - 1), '0000-01-01 00:00:00'],
      [new Date(Date.UTC(2026, 10, 29, 3, 4, 5, 678)), '2026-11-29 03:04:05'],
    ];
    for (const [date, text] of cases) {
      expect(toWireDate(date)).toBe(text);
      expect(wireDate.safeParse(toWireDate(date)).success).toBe(true);
    }
  });
});
