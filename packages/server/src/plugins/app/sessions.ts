import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { salesReps, sessions } from '../../db/schema.ts';
import { hashToken, newSessionToken } from '../../services/tokens.ts';

/** Who is calling: set on the request by the auth plugin; every query scopes by companyId. */
export interface SessionContext {
  sessionId: string;
  repId: string;
  companyId: string;
}

export function sessionsRepository(db: Db, ttlHours: number) {
  return {
    /** A new session for `repId`; the token is returned once and only its hash is stored. */
    async create(repId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = newSessionToken();
      const [row] = await db
        .insert(sessions)
        .values({
          repId,
          tokenHash: hashToken(token),
          expiresAt: sql`now() + make_interval(secs => ${ttlHours * 3600})`,
        })
        .returning({ expiresAt: sessions.expiresAt });
      return { token, expiresAt: row!.expiresAt };
    },

    /** The session behind `token` if it exists, has not expired and was not revoked. */
    async findActive(token: string): Promise<SessionContext | undefined> {
      const [row] = await db
        .select({ sessionId: sessions.id, repId: sessions.repId, companyId: salesReps.companyId })
        .from(sessions)
        .innerJoin(salesReps, eq(salesReps.id, sessions.repId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row;
    },

    /** Logout. True when a live session was revoked. */
    async revoke(token: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** After a password change or reset every other device signs in again. */
    async revokeAllForRep(repId: string): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.repId, repId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('sessions', sessionsRepository(app.db, app.config.sessionTtlHours));
  },
  { name: 'sessions', dependencies: ['config', 'db'] },
);
