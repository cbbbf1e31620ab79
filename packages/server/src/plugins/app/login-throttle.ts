import { and, eq, gt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { loginThrottles } from '../../db/schema.ts';

/** The key an attempt counts against: the typed e-mail, normalised as the lookup does. */
export const accountKey = (username: string) => username.trim().toLowerCase();

/**
 * Per-account sign-in limit: `maxFailures` failures within `windowSeconds` lock the account's
 * sign-in for `durationSeconds`. State is in the database (every replica sees it) and each
 * change is one atomic upsert, so concurrent failures on several replicas all count.
 * Times come from the database clock, the one clock all replicas share.
 */
export function loginThrottle(db: Db, settings: Config['accountLock']) {
  const { maxFailures, windowSeconds, durationSeconds } = settings;
  const t = loginThrottles;
  const inWindow = sql`${t.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})`;
  const failuresAfter = sql`case when ${inWindow} then ${t.failures} + 1 else 1 end`;
  const lockFromNow = sql`now() + make_interval(secs => ${durationSeconds})`;

  return {
    async isLocked(key: string): Promise<boolean> {
      const rows = await db
        .select({ key: t.accountKey })
        .from(t)
        .where(and(eq(t.accountKey, key), gt(t.lockedUntil, sql`now()`)))
        .limit(1);
      return rows.length > 0;
    },

    async recordFailure(key: string): Promise<void> {
      await db
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
            failures: failuresAfter,
            windowStartedAt: sql`case when ${inWindow} then ${t.windowStartedAt} else now() end`,
            lockedUntil: sql`case when ${failuresAfter} >= ${maxFailures} then ${lockFromNow} else ${t.lockedUntil} end`,
          },
        });
    },

    /** A successful sign-in starts the count again. */
    async clear(key: string): Promise<void> {
      await db.delete(t).where(eq(t.accountKey, key));
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;

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
