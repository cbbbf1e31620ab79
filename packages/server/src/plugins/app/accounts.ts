import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { companies, salesReps } from '../../db/schema.ts';

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
