import { describe, expect, it, vi } from 'vitest';
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

describe('demoDay', () => {
  it('reads the day the rep set the same in every time zone, else the local day the demo was made', async () => {
    const zone = process.env.TZ;
    // The card's formatters take the time zone in force when the module loads.
    process.env.TZ = 'America/Los_Angeles';
    vi.resetModules();
    try {
      const { demoDay: inLosAngeles } = await import('./format.ts');
      // 03:00 UTC on 1 October is the evening of 30 September in Los Angeles.
      const made = { date_created: '2026-10-01 03:00:00' };
      expect(inLosAngeles(made)).toEqual({ dateTime: '2026-10-01T03:00:00Z', text: 'Sep 30, 2026' });
      expect(inLosAngeles({ ...made, display_date: '' }).text).toBe('Sep 30, 2026');
      expect(inLosAngeles({ ...made, display_date: '2026-10-01' })).toEqual({
        dateTime: '2026-10-01',
        text: 'Oct 1, 2026',
      });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
      vi.resetModules();
    }
  });
});
