import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { deleteExpiredEventsOnSchedule } from '../analytics/retention.ts';
import type { Db } from '../db/database.ts';
import {
  emailConfirmations,
  loginThrottles,
  oauthStates,
  passwordResets,
  previews,
  rateCounters,
  sessions,
} from '../db/schema.ts';
import { type LeftoverPlaces, sweepLeftovers } from '../services/leftovers.ts';
import type { JobQueue } from './queue.ts';

/** The recurring job that deletes what has expired (document 1's rows and the demo previews). */
export const cleanupKind = 'cleanup';

export interface CleanupSettings {
  /** ACCOUNT_LOCK_WINDOW: a throttle row whose window ended, unlocked, counts nothing any more. */
  loginWindowSeconds: number;
  /** Finished jobs are kept this long, for looking into a problem. */
  keepDoneDays: number;
  /** Failed jobs longer: the console reads a demo's failure from its recording, not from here. */
  keepFailedDays: number;
  /** EVENTS_RETENTION_DAYS: raw analytics events older than this go (rollups kept); 0 keeps them all. */
  eventsRetentionDays?: number;
}

export type CleanupCounts = Record<
  | 'sessions'
  | 'loginThrottles'
  | 'rateCounters'
  | 'passwordResets'
  | 'oauthStates'
  | 'emailConfirmations'
  | 'previews'
  | 'jobs',
  number
>;

const now = sql`now()`;

/**
 * Deletes rows nothing can use any more; every condition mirrors the one that makes the row
 * useless where it is read (sessions.ts findActive, login-throttle.ts, password-reset.ts live(),
 * signup.ts confirm, linkedin.ts callback, the preview reader). Jobs go some days after they end.
 */
export async function cleanup(
  db: Db,
  queue: Pick<JobQueue, 'removeFinished'>,
  settings: CleanupSettings,
): Promise<CleanupCounts> {
  const count = (rows: unknown[]) => rows.length;
  return {
    sessions: count(
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
        .returning({ id: sessions.id }),
    ),
    // A lock that ended, or an unlocked window that ended, makes the next attempt start again.
    loginThrottles: count(
      await db
        .delete(loginThrottles)
        .where(
          or(
            and(isNotNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, now)),
            and(
              isNull(loginThrottles.lockedUntil),
              lt(
                loginThrottles.windowStartedAt,
                sql`now() - make_interval(secs => ${settings.loginWindowSeconds})`,
              ),
            ),
          ),
        )
        .returning({ key: loginThrottles.accountKey }),
    ),
    rateCounters: count(
      await db
        .delete(rateCounters)
        .where(lt(rateCounters.windowEndsAt, now))
        .returning({ key: rateCounters.key }),
    ),
    passwordResets: count(
      await db
        .delete(passwordResets)
        .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id }),
    ),
    oauthStates: count(
      await db
        .delete(oauthStates)
        .where(or(lt(oauthStates.expiresAt, now), isNotNull(oauthStates.usedAt)))
        .returning({ state: oauthStates.stateHash }),
    ),
    emailConfirmations: count(
      await db
        .delete(emailConfirmations)
        .where(or(lt(emailConfirmations.expiresAt, now), isNotNull(emailConfirmations.usedAt)))
        .returning({ id: emailConfirmations.id }),
    ),
    previews: count(
      await db.delete(previews).where(lt(previews.expiresAt, now)).returning({ id: previews.id }),
    ),
    // Through the queue, which owns its store.
    jobs: await queue.removeFinished({
      doneDays: settings.keepDoneDays,
      failedDays: settings.keepFailedDays,
    }),
  };
}

/**
 * Issue 26 item 14: where uploads and transcodes leave files when their process dies, and how long
 * one must have gone unmodified to be taken for a leftover (a live writer touches it far sooner).
 */
export interface LeftoverSettings {
  places: LeftoverPlaces;
  idleMs: number;
}

/**
 * Registers the cleanup on `queue` as a recurring job, every `everyMs`; with `leftovers`, it also
 * removes the `.part` files and transcode work folders idle for longer than `leftovers.idleMs`.
 */
export function registerCleanup(
  queue: JobQueue,
  db: Db,
  settings: CleanupSettings & { everyMs: number; leftovers?: LeftoverSettings },
  log?: { info(object: object, message: string): void },
): void {
  queue.register(
    cleanupKind,
    async () => {
      const deleted = await cleanup(db, queue, settings);
      log?.info({ deleted }, 'expired rows deleted');
      // Issue 26 §7: raw analytics events past EVENTS_RETENTION_DAYS (rollups kept).
      const events = await deleteExpiredEventsOnSchedule(db, settings);
      log?.info({ deleted: events }, 'expired analytics events deleted');
      const { leftovers } = settings;
      if (leftovers) {
        const swept = await sweepLeftovers(leftovers.places, Date.now() - leftovers.idleMs);
        if (swept.parts + swept.workDirs > 0)
          log?.info({ swept }, 'files left by stopped uploads and transcodes removed');
      }
    },
    { everyMs: settings.everyMs },
  );
}
