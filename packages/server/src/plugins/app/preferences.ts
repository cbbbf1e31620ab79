import { fromWireDate, type UserFlags } from '@showroom/contract';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { consents, salesReps } from '../../db/schema.ts';
import type { SessionContext } from './sessions.ts';

/** spec 1 §2 consent popup and §3 user settings: what a rep records about themselves. */
export function preferencesService(db: Db) {
  return {
    async recordConsent(session: SessionContext, consent: string, timestamp: string): Promise<void> {
      await db.insert(consents).values({
        companyId: session.companyId,
        repId: session.repId,
        consent,
        decidedAt: fromWireDate(timestamp),
      });
    },

    /** PUT /web/flag: the whole configuration is replaced by what the console sends. */
    async saveFlags(session: SessionContext, flags: UserFlags): Promise<UserFlags> {
      const [row] = await db
        .update(salesReps)
        .set({ flags })
        .where(and(eq(salesReps.id, session.repId), eq(salesReps.companyId, session.companyId)))
        .returning({ flags: salesReps.flags });
      return row!.flags;
    },
  };
}

export type PreferencesService = ReturnType<typeof preferencesService>;

declare module 'fastify' {
  interface FastifyInstance {
    preferences: PreferencesService;
  }
}

export default fp(
  async (app) => {
    app.decorate('preferences', preferencesService(app.db));
  },
  { name: 'preferences', dependencies: ['db'] },
);
