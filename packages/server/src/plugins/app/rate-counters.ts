import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Db } from '../../db/database.ts';
import { rateCounters as counters } from '../../db/schema.ts';

/** One hit counted: how many the key has in its current window, this one included. */
export interface Hit {
  hits: number;
  /** Whole seconds until the window ends and the count starts again (a Retry-After value). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters that every replica shares (issue 9: limits kept in process memory
 * multiply with replicas). Each hit is one atomic statement, so concurrent hits all count.
 */
export interface RateCounters {
  hit(key: string, windowSeconds: number): Promise<Hit>;
  close(): Promise<void>;
}

/** In the database: one upsert per hit on `rate_counters`, timed by the database's clock. */
export function databaseCounters(db: Db): RateCounters {
  // Ended windows are deleted by the cleanup job (src/jobs/cleanup.ts), not on the request path.
  return {
    async hit(key, windowSeconds) {
      const live = sql`${counters.windowEndsAt} > now()`;
      const [row] = await db
        .insert(counters)
        .values({ key, hits: 1, windowEndsAt: sql`now() + make_interval(secs => ${windowSeconds})` })
        .onConflictDoUpdate({
          target: counters.key,
          set: {
            hits: sql`case when ${live} then ${counters.hits} + 1 else 1 end`,
            windowEndsAt: sql`case when ${live} then ${counters.windowEndsAt} else now() + make_interval(secs => ${windowSeconds}) end`,
          },
        })
        .returning({
          hits: counters.hits,
          retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${counters.windowEndsAt} - now())))::int`,
        });
      // now() is when the hit's transaction began: one that waited on the row while a later one
      // opened the window reads it as a little over the window away. It is never further than that.
      return {
        hits: row!.hits,
        retryAfterSeconds: Math.min(Math.ceil(windowSeconds), Number(row!.retryAfterSeconds)),
      };
    },
    async close() {},
  };
}

/** In Redis (REDIS_URL): the window is the key's expiry; SET NX + INCR + PTTL in one MULTI. */
export function redisCounters(url: string, onError: (error: Error) => void = () => {}): RateCounters {
  // A hit while Redis is unreachable fails after two retries: the limited call answers 500
  // rather than going through uncounted.
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on('error', onError);
  return {
    async hit(key, windowSeconds) {
      const name = `showroom:rate:${key}`;
      const replies = await redis
        .multi()
        .set(name, 0, 'PX', Math.ceil(windowSeconds * 1000), 'NX')
        .incr(name)
        .pttl(name)
        .exec();
      const failed = replies?.find(([error]) => error)?.[0];
      if (!replies || failed) throw failed ?? new Error('Redis transaction aborted');
      const hits = Number(replies[1]![1]);
      const ttl = Number(replies[2]![1]);
      return { hits, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async close() {
      await redis.quit();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateCounters: RateCounters;
  }
}

export default fp(
  async (app) => {
    const { redisUrl } = app.config;
    const instance = redisUrl
      ? redisCounters(redisUrl, (error) => app.log.warn({ err: { message: error.message } }, 'Redis error'))
      : databaseCounters(app.db);
    app.decorate('rateCounters', instance);
    app.addHook('onClose', async () => instance.close());
  },
  { name: 'rate-counters', dependencies: ['config', 'db'] },
);
