/**
 * The events ingest's rate limits (issue 12, issue 26 §7): token buckets per address, widget and
 * company, counted in this process or, with several replicas, in Redis (one script per check).
 */
import { Redis } from 'ioredis';

/** A token bucket's size and refill. */
export interface Bucket {
  /** Events a key may send at once. */
  burst: number;
  /** Events per second the key gets back. */
  perSecond: number;
}

/**
 * Token buckets by key, in memory. A bucket that has filled up again is the same as no bucket,
 * so those are forgotten by a sweep; at most `maxKeys` are kept (the oldest go first), so a flood
 * of new addresses cannot grow the map without end.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private lastSweep: number;
  private readonly bucket: Bucket;
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(bucket: Bucket, now: () => number, maxKeys = 100_000) {
    this.bucket = bucket;
    this.now = now;
    this.maxKeys = maxKeys;
    this.lastSweep = now();
  }

  private level(key: string, at: number) {
    const entry = this.buckets.get(key);
    if (!entry) return this.bucket.burst;
    return Math.min(this.bucket.burst, entry.tokens + ((at - entry.at) / 1000) * this.bucket.perSecond);
  }

  /** Milliseconds until `count` tokens are there (0: now). A count over the burst never fits. */
  waitFor(key: string, count: number): number {
    if (count > this.bucket.burst) return Number.POSITIVE_INFINITY;
    const missing = count - this.level(key, this.now());
    return missing <= 0 ? 0 : Math.ceil((missing / this.bucket.perSecond) * 1000);
  }

  take(key: string, count: number) {
    const at = this.now();
    const tokens = this.level(key, at) - count;
    this.buckets.delete(key);
    this.buckets.set(key, { tokens, at });
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    this.sweep(at);
  }

  private sweep(at: number) {
    const full = (this.bucket.burst / this.bucket.perSecond) * 1000;
    if (at - this.lastSweep < full) return;
    this.lastSweep = at;
    for (const [key, entry] of this.buckets) {
      if (entry.tokens + ((at - entry.at) / 1000) * this.bucket.perSecond >= this.bucket.burst) {
        this.buckets.delete(key);
      }
    }
  }

  get size() {
    return this.buckets.size;
  }
}

/** What one check asks of one bucket: `count` tokens of `bucket` under `key`. */
export interface BucketAsk {
  key: string;
  bucket: Bucket;
  count: number;
}

/**
 * Where the buckets are kept. `take` checks every ask first and takes from all only when all
 * fit (a refused batch costs nothing): it answers 0 when taken, else the milliseconds to wait
 * (Infinity: a count over a burst never fits).
 */
export interface BucketStore {
  take(asks: BucketAsk[]): Promise<number>;
  close(): Promise<void>;
}

/** In this process's memory: one `TokenBuckets` per kind of bucket. */
export function memoryBuckets(now: () => number): BucketStore {
  const kinds = new Map<Bucket, TokenBuckets>();
  const of = (bucket: Bucket) => {
    let buckets = kinds.get(bucket);
    if (!buckets) {
      buckets = new TokenBuckets(bucket, now);
      kinds.set(bucket, buckets);
    }
    return buckets;
  };
  return {
    async take(asks) {
      let wait = 0;
      for (const ask of asks) wait = Math.max(wait, of(ask.bucket).waitFor(ask.key, ask.count));
      if (wait > 0) return wait;
      for (const ask of asks) of(ask.bucket).take(ask.key, ask.count);
      return 0;
    },
    async close() {},
  };
}

/**
 * The buckets of `take` in Redis, checked and taken in one script (atomic whatever the
 * replicas), timed by Redis's clock. A bucket is a hash (tokens, at) that expires once it would
 * be full again. Answers -1 for a count over a burst.
 */
const takeScript = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local wait = 0
local levels = {}
for i, key in ipairs(KEYS) do
  local burst = tonumber(ARGV[i * 3 - 2])
  local rate = tonumber(ARGV[i * 3 - 1])
  local count = tonumber(ARGV[i * 3])
  if count > burst then return -1 end
  local state = redis.call('HMGET', key, 'tokens', 'at')
  local tokens = burst
  if state[1] then
    tokens = math.min(burst, tonumber(state[1]) + (now - tonumber(state[2])) / 1000 * rate)
  end
  levels[i] = tokens
  if tokens < count then wait = math.max(wait, math.ceil((count - tokens) / rate * 1000)) end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  local burst = tonumber(ARGV[i * 3 - 2])
  local rate = tonumber(ARGV[i * 3 - 1])
  redis.call('HSET', key, 'tokens', tostring(levels[i] - tonumber(ARGV[i * 3])), 'at', tostring(now))
  redis.call('PEXPIRE', key, math.ceil(burst / rate * 1000) + 1000)
end
return 0`;

/**
 * The buckets in Redis (REDIS_URL), shared by every replica; `prefix` names this ingest's keys.
 * A check Redis cannot answer goes to `fallback` (memory) and is reported to `onError`: a Redis
 * outage limits per process rather than refusing or losing prospects' events.
 */
export function redisBuckets(
  url: string,
  fallback: BucketStore,
  onError: (error: unknown) => void = () => {},
  prefix = 'showroom:events:',
): BucketStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', onError);
  return {
    async take(asks) {
      try {
        const args = asks.flatMap((ask) => [ask.bucket.burst, ask.bucket.perSecond, ask.count]);
        const keys = asks.map((ask) => `${prefix}${ask.key}`);
        const wait = Number(await redis.eval(takeScript, keys.length, ...keys, ...args));
        return wait < 0 ? Number.POSITIVE_INFINITY : wait;
      } catch (error) {
        onError(error);
        return fallback.take(asks);
      }
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}
