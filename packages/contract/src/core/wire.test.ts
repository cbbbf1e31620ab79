import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromWireDate, jsonText, toWireDate, wireDate } from './wire.ts';

describe('wire formats', () => {
  it("writes dates as UTC 'YYYY-MM-DD HH:MM:SS' and reads them back", () => {
    const date = new Date('2026-11-22T09:44:06.789Z');
    expect(toWireDate(date)).toBe('2026-11-22 09:44:06');
    expect(fromWireDate('2026-11-22 09:44:06').toISOString()).toBe('2026-11-22T09:44:06.000Z');
    expect(wireDate.safeParse('2026-11-22T09:44:06Z').success).toBe(false);
  });

  it('accepts JSON text only when it parses and matches its schema', () => {
    const flags = jsonText(z.object({ show: z.boolean() }));
    expect(flags.safeParse('{"show":true}').success).toBe(true);
    expect(flags.safeParse('{"show":"yes"}').success).toBe(false);
    expect(flags.safeParse('{show:true}').success).toBe(false);
  });
});
