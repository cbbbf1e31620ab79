import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { databaseCounters, type RateCounters, redisCounters } from './rate-counters.ts';

/** Redis as the machine runs it (docs/development.md); TEST_REDIS_URL points elsewhere. */
const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The same checks for every store: each hit is counted once, however many arrive together. */
function countsAtomically(counters: () => RateCounters) {
  it('counts 50 simultaneous hits as 1..50, each once', async () => {
    const key = `test:${randomUUID()}`;
    const hits = await Promise.all(Array.from({ length: 50 }, () => counters().hit(key, 60)));
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    for (const hit of hits) expect(hit.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(hits.every((hit) => hit.retryAfterSeconds <= 60)).toBe(true);
  });

  it('starts again when the window ends, and keeps keys apart', async () => {
    const key = `test:${randomUUID()}`;
    await counters().hit(key, 1);
    expect((await counters().hit(key, 1)).hits).toBe(2);
    expect((await counters().hit(`${key}:other`, 1)).hits).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await counters().hit(key, 1)).hits).toBe(1);
  });
}

describeDatabases('rate counters in the database', (ctx) => {
  countsAtomically(() => databaseCounters(ctx.db));
});

describe('rate counters in Redis (REDIS_URL)', () => {
  const counters = redisCounters(testRedisUrl);
  afterAll(() => counters.close());
  countsAtomically(() => counters);
});
