import { authServerMessages } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { loginThrottles } from '../../db/schema.ts';
import { tooMany } from '../../services/errors.ts';
import type { RateCounters } from './rate-counters.ts';

/** The key an attempt counts against: the typed e-mail, normalised as the lookup does. */
export const accountKey = (username: string) => username.trim().toLowerCase();

/**
 * Per-account sign-in limit: at most `maxFailures` attempts are verified within `windowSeconds`;
 * the one that reaches the limit locks sign-in for `durationSeconds`. State is in the database
 * (every replica sees it). An attempt is taken BEFORE its password is verified, by one
 * conditional upsert that refuses while the lock holds (issue 15 point 3): a storm of parallel
 * guesses gets `maxFailures` verifications, not one per request. Times come from the database
 * clock, the one clock all replicas share.
 */
export function loginThrottle(db: Db, settings: Config['accountLock']) {
  const { maxFailures, windowSeconds, durationSeconds } = settings;
  const t = loginThrottles;
  const lockHolds = sql`${t.lockedUntil} is not null and ${t.lockedUntil} > now()`;
  // A lock that has run out, or a window that has, starts the count again.
  const startsAgain = sql`${t.lockedUntil} is not null or ${t.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const attemptsAfter = sql`case when ${startsAgain} then 1 else ${t.failures} + 1 end`;
  const lockFromNow = sql`now() + make_interval(secs => ${durationSeconds})`;

  return {
    /**
     * Takes one attempt for `key`: true when it may be verified, false while the account is
     * locked. The attempt counts as a failure until `clear` says it succeeded.
     */
    async tryAttempt(key: string): Promise<boolean> {
      const taken = await db
        .insert(t)
        .values({
          accountKey: key,
          failures: 1,
          windowStartedAt: sql`now()`,
          lockedUntil: maxFailures <= 1 ? lockFromNow : null,
        })
        .onConflictDoUpdate({
          target: t.accountKey,
          set: {
            failures: attemptsAfter,
            windowStartedAt: sql`case when ${startsAgain} then now() else ${t.windowStartedAt} end`,
            lockedUntil: sql`case when ${attemptsAfter} >= ${maxFailures} then ${lockFromNow} else null end`,
          },
          // The whole check: while the lock holds nothing is updated and nothing returned.
          setWhere: sql`not (${lockHolds})`,
        })
        .returning({ failures: t.failures });
      return taken.length > 0;
    },

    /** A successful sign-in starts the count again. */
    async clear(key: string): Promise<void> {
      await db.delete(t).where(eq(t.accountKey, key));
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;

/**
 * Per client address over the whole login group (issue 9): counted in the database or in Redis
 * (rate-counters), so replicas share one count instead of each allowing `max`.
 */
export function addressLimit(
  counters: RateCounters,
  settings: Config['loginRateLimit'],
): onRequestHookHandler {
  return async (request) => {
    const { hits, retryAfterSeconds } = await counters.hit(
      `login-address:${request.ip}`,
      settings.windowSeconds,
    );
    if (hits > settings.max) {
      throw tooMany(authServerMessages.tooManyAttempts, retryAfterSeconds);
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

export default fp(
  async (app) => {
    app.decorate('loginThrottle', loginThrottle(app.db, app.config.accountLock));
  },
  { name: 'login-throttle', dependencies: ['config', 'db'] },
);
