import { and, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { companies, emailConfirmations, passwordResets, salesReps, sessions } from '../../db/schema.ts';
import { noPasswordHash } from '../../services/passwords.ts';

export type SalesRep = typeof salesReps.$inferSelect;
export type Company = typeof companies.$inferSelect;
export interface RepWithCompany {
  rep: SalesRep;
  company: Company;
}

export function accountsRepository(db: Db) {
  const withCompany = () =>
    db
      .select({ rep: salesReps, company: companies })
      .from(salesReps)
      .innerJoin(companies, eq(companies.id, salesReps.companyId));

  return {
    /** Case-insensitive, through the lower(email) unique index. */
    async findByEmail(email: string): Promise<RepWithCompany | undefined> {
      const [row] = await withCompany().where(sql`lower(${salesReps.email}) = lower(${email})`).limit(1);
      return row;
    },

    async findById(repId: string): Promise<RepWithCompany | undefined> {
      const [row] = await withCompany().where(eq(salesReps.id, repId)).limit(1);
      return row;
    },

    /**
     * ADR 0007: a social login whose provider vouches for the address of an account nobody has
     * confirmed. The address is the provider's user's, so whoever registered it first loses it:
     * the sign-up password, every session and every pending link go, and the address is confirmed.
     * False when the account was confirmed meanwhile (nothing changes then).
     */
    async confirmBySocialLogin(repId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const taken = await tx
          .update(salesReps)
          .set({ emailConfirmedAt: sql`now()`, passwordHash: noPasswordHash() })
          .where(and(eq(salesReps.id, repId), isNull(salesReps.emailConfirmedAt)))
          .returning({ id: salesReps.id });
        if (taken.length === 0) return false;
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.repId, repId), isNull(sessions.revokedAt)));
        await tx
          .update(emailConfirmations)
          .set({ usedAt: sql`now()` })
          .where(and(eq(emailConfirmations.repId, repId), isNull(emailConfirmations.usedAt)));
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.repId, repId), isNull(passwordResets.usedAt)));
        return true;
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('accounts', accountsRepository(app.db));
  },
  { name: 'accounts', dependencies: ['db'] },
);
