import { randomBytes } from 'node:crypto';
import { type AccountDemo, accountServerMessages, toWireDate } from '@showroom/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { accountDemos, salesReps } from '../../db/schema.ts';
import { forbidden, notFound } from '../../services/errors.ts';
import { loadSecretKey, sealSecret } from '../../services/secrets.ts';

type Row = typeof accountDemos.$inferSelect;

/** The password is left out on purpose (contract `accountDemo`: write-only). */
const wire = (row: Row): AccountDemo => ({
  encryptedId: row.encryptedId,
  name: row.name,
  title: row.title,
  email: row.email,
  company: row.company,
  demoEmail: row.demoEmail,
  salesRepId: row.salesRepId,
  companyId: row.companyId,
  dateCreated: toWireDate(row.createdAt),
});

/**
 * spec 1 §7 Account demo, scoped by the caller's company. The demo account's password is stored
 * sealed with `secretKey` (services/secrets.ts) and never leaves the server.
 */
export function accountDemosRepository(db: Db, secretKey: Buffer) {
  /** A rep id named by the caller must be a rep of the caller's company; otherwise 403. */
  async function assertRepOfCompany(companyId: string, repId: string) {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const rows = uuid.test(repId)
      ? await db
          .select({ id: salesReps.id })
          .from(salesReps)
          .where(and(eq(salesReps.id, repId), eq(salesReps.companyId, companyId)))
          .limit(1)
      : [];
    if (rows.length === 0) throw forbidden(accountServerMessages.forbidden);
  }

  return {
    assertRepOfCompany,

    async listForRep(companyId: string, repId: string, limit: number, pageNo: number) {
      await assertRepOfCompany(companyId, repId);
      const own = and(eq(accountDemos.companyId, companyId), eq(accountDemos.salesRepId, repId));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(accountDemos)
          .where(own)
          .orderBy(desc(accountDemos.createdAt), desc(accountDemos.id))
          .limit(limit)
          .offset((pageNo - 1) * limit),
        db.select({ n: count() }).from(accountDemos).where(own),
      ]);
      return { demos: rows.map(wire), total: total?.n ?? 0, limit, pageNo };
    },

    async listForCompany(companyId: string) {
      const rows = await db
        .select()
        .from(accountDemos)
        .where(eq(accountDemos.companyId, companyId))
        .orderBy(desc(accountDemos.createdAt), desc(accountDemos.id));
      return rows.map(wire);
    },

    async create(
      companyId: string,
      input: Omit<Row, 'id' | 'encryptedId' | 'companyId' | 'createdAt'>,
    ): Promise<AccountDemo> {
      await assertRepOfCompany(companyId, input.salesRepId);
      const [row] = await db
        .insert(accountDemos)
        .values({
          ...input,
          demoPassword: sealSecret(secretKey, input.demoPassword),
          companyId,
          encryptedId: randomBytes(16).toString('base64url'),
        })
        .returning();
      return wire(row!);
    },

    async remove(companyId: string, encryptedId: string) {
      const rows = await db
        .delete(accountDemos)
        .where(and(eq(accountDemos.companyId, companyId), eq(accountDemos.encryptedId, encryptedId)))
        .returning({ id: accountDemos.id });
      if (rows.length === 0) throw notFound('Not found');
      return null;
    },
  };
}

export type AccountDemosRepository = ReturnType<typeof accountDemosRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accountDemos: AccountDemosRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('accountDemos', accountDemosRepository(app.db, await loadSecretKey(app.config)));
  },
  { name: 'account-demos', dependencies: ['db'] },
);
