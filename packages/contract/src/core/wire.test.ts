import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromWireDate, jsonText, maxJsonDepth, toWireDate, wireDate } from './wire.ts';

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

  // Issue 15 §7: PGlite answered 500 to this date, PostgreSQL 400; now both get the contract's 400.
  it('refuses a date of the right shape that does not exist', () => {
    expect(wireDate.safeParse('2026-13-45 99:99:99').success).toBe(false);
    expect(wireDate.safeParse('2026-02-29 12:00:00').success).toBe(false);
    expect(wireDate.safeParse('2028-02-29 23:59:59').success).toBe(true);
  });

  it.each([
    ['a NUL written as an escape', '{"a":"x\\u0000y"}', ['a']],
    ['half a surrogate pair', '{"a":["\\ud800"]}', ['a', '0']],
    ['a NUL in a key', '{"a":{"x\\u0000":1}}', ['a']],
  ])('refuses JSON text whose content PostgreSQL cannot store: %s', (_case, text, path) => {
    expect(jsonText(z.record(z.string(), z.unknown())).safeParse(text).error?.issues).toEqual([
      expect.objectContaining({ path, message: 'Text must be valid Unicode without NUL characters' }),
    ]);
  });

  it('refuses JSON text nested deeper than the database takes, 4,500 levels or just over the cap', () => {
    const anyObject = jsonText(z.record(z.string(), z.unknown()));
    const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    expect(anyObject.safeParse(nested(4_500)).error?.issues[0]?.message).toBe(
      `JSON text may nest at most ${maxJsonDepth} levels`,
    );
    expect(anyObject.safeParse(nested(maxJsonDepth + 1)).success).toBe(false);
    expect(anyObject.safeParse(nested(maxJsonDepth)).success).toBe(true);
  });

  it('reports the first 10 problems of JSON text and how many more', () => {
    const numbers = jsonText(z.array(z.string()));
    const issues = numbers.safeParse(JSON.stringify(new Array(5_000).fill(1))).error!.issues;
    expect(issues).toHaveLength(11);
    expect(issues[10]).toMatchObject({ path: [], message: '4990 more problems' });
  });
});
