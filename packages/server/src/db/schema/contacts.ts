/**
 * Contact lists (spec 1 §3 Contact list; issue 5)
 */
import type { ContactBank } from '@showroom/contract';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId, salesRepId } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/**
 * A company's contact list. The bank (spec 1 §3 contact_bank) is jsonb, validated by the
 * contract's `contactBank` on the way in; its row and identifier counts are kept beside it,
 * so the list of lists never reads a 100,000-row bank to show two numbers.
 */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: id(),
    companyId: companyId(),
    /** spec 1 §3 salesrep_id: the rep who uploaded it, shown as the owner. */
    salesRepId: salesRepId(),
    title: text('title').notNull(),
    contactBank: jsonb('contact_bank').$type<ContactBank>().notNull(),
    rowCount: integer('row_count').notNull(),
    identifierCount: integer('identifier_count').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The contacts screen lists a company's lists newest first.
  (t) => [index('contact_lists_company_created_idx').on(t.companyId, t.createdAt)],
);
