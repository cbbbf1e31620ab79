import {
  type ContactBank,
  type ContactListSummary,
  type StoredContactBank,
  storedContactBank,
  toWireDate,
} from '@showroom/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { contactLists, salesReps } from '../../db/schema.ts';

/** A list with its bank still as the database's JSON text: the reply carries text (spec 1 §3). */
export type ContactListRecord = ContactListSummary & { contact_bank: string };

export interface ContactListInput {
  title: string;
  /** The bank, or its storable text and counts (`storedContactBank`, made off the event loop for a large list). */
  bank: ContactBank | StoredContactBank;
}

const summaryColumns = {
  id: contactLists.id,
  title: contactLists.title,
  name: salesReps.fullName,
  salesrep_id: contactLists.salesRepId,
  createdAt: contactLists.createdAt,
  row_count: contactLists.rowCount,
  identifier_count: contactLists.identifierCount,
};

type SummaryRow = Omit<ContactListSummary, 'date_created'> & { createdAt: Date };

const toSummary = ({ createdAt, ...row }: SummaryRow): ContactListSummary => ({
  ...row,
  date_created: toWireDate(createdAt),
});

/**
 * Contact lists, always within one company: every query carries the caller's companyId, so a
 * list of another company is exactly as absent as one that never existed.
 */
export function contactsRepository(db: Db) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(contactLists)
      .innerJoin(salesReps, eq(salesReps.id, contactLists.salesRepId));
  const owned = (companyId: string, id: string) =>
    and(eq(contactLists.companyId, companyId), eq(contactLists.id, id));

  const stored = (input: ContactListInput) => {
    // spec 1 §3: empty identifiers are dropped on save, whoever sends them (storedContactBank).
    const bank = 'text' in input.bank ? input.bank : storedContactBank(input.bank);
    return {
      title: input.title,
      // The text as is: 15 MB of rows are not turned into JSON again on the event loop.
      contactBank: sql`${bank.text}::jsonb`,
      rowCount: bank.rows,
      identifierCount: bank.identifiers,
    };
  };

  const summaryOf = async (companyId: string, id: string) => {
    const [row] = await summaries().where(owned(companyId, id)).limit(1);
    return row && toSummary(row);
  };

  return {
    /** The company's lists, newest first, without their banks. */
    async list(companyId: string): Promise<ContactListSummary[]> {
      const rows = await summaries()
        .where(eq(contactLists.companyId, companyId))
        .orderBy(desc(contactLists.createdAt), desc(contactLists.id));
      return rows.map(toSummary);
    },

    async find(companyId: string, id: string): Promise<ContactListRecord | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, contact_bank: sql<string>`${contactLists.contactBank}::text` })
        .from(contactLists)
        .innerJoin(salesReps, eq(salesReps.id, contactLists.salesRepId))
        .where(owned(companyId, id))
        .limit(1);
      if (!row) return undefined;
      const { contact_bank, ...summary } = row;
      return { ...toSummary(summary), contact_bank };
    },

    async create(
      companyId: string,
      salesRepId: string,
      input: ContactListInput,
    ): Promise<ContactListSummary> {
      const [row] = await db
        .insert(contactLists)
        .values({ companyId, salesRepId, ...stored(input) })
        .returning({ id: contactLists.id });
      return (await summaryOf(companyId, row!.id))!;
    },

    async update(
      companyId: string,
      id: string,
      input: ContactListInput,
    ): Promise<ContactListSummary | undefined> {
      const [row] = await db
        .update(contactLists)
        .set({ ...stored(input), updatedAt: sql`now()` })
        .where(owned(companyId, id))
        .returning({ id: contactLists.id });
      return row && summaryOf(companyId, row.id);
    },

    async remove(companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(contactLists)
        .where(owned(companyId, id))
        .returning({ id: contactLists.id });
      return rows.length > 0;
    },
  };
}

export type ContactsRepository = ReturnType<typeof contactsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contacts: ContactsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('contacts', contactsRepository(app.db));
  },
  { name: 'contacts', dependencies: ['db'] },
);
