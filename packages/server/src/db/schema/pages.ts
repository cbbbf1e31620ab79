/**
 * Pages and prospect links (spec 3 §3, §7.4–7.6; issue 13)
 */
import type { FormJson, PageType, Rule } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { companyId, salesRepId, salesReps } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/**
 * A page (spec 3 §3): Embed, Q&A (customized) or Collection (standard). `style` is page_style as
 * the page's type shapes it (contract pages/style.ts); `placeholders` the saved list (§5).
 */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    companyId: companyId(),
    /** The owner (§3 owner_id). */
    salesRepId: salesRepId(),
    title: text('title').notNull(),
    type: text('type').$type<PageType>().notNull(),
    live: boolean('live').notNull().default(false),
    style: jsonb('style').$type<Record<string, unknown>>().notNull(),
    placeholders: jsonb('placeholders').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list is a company's pages, newest first.
  (t) => [index('pages_company_created_idx').on(t.companyId, t.createdAt)],
);

/** spec 3 §3 Form: a Q&A page's questions (formjson) and mapping rules. */
export const pageForms = pgTable(
  'page_forms',
  {
    id: id(),
    companyId: companyId(),
    salesRepId: salesRepId(),
    title: text('title').notNull(),
    formjson: jsonb('formjson').$type<FormJson>().notNull(),
    mapping: jsonb('mapping').$type<Rule[]>().notNull(),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_forms_company_idx').on(t.companyId, t.createdAt)],
);

/** spec 3 §7.5 page/rule: a rep's rule library (variables and rules), one row per rep. */
export const pageRuleLibraries = pgTable('page_rule_libraries', {
  salesRepId: uuid('salesrep_id')
    .primaryKey()
    .references(() => salesReps.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  variables: jsonb('variables').$type<string[]>().notNull().default([]),
  rules: jsonb('rules').$type<Rule[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A prospect a rep sent pages to (spec 3 §3 Prospect relationship's prospect): one per e-mail. */
export const prospects = pgTable(
  'prospects',
  {
    id: id(),
    companyId: companyId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('prospects_company_email_key').on(t.companyId, t.email)],
);

/**
 * A prospect link (spec 3 §3 Prospect relationship; decision 8): `encryptedId` is 128 random bits
 * made by the server for this link, the only thing the address {audience}/{encrypted_id}/login
 * carries. Deleting the row kills the link; deleting the page deletes its links. An outbound link
 * is one per prospect and page; the inbound (website) link has no prospect and is one per page.
 * `mappingData` is what the page's placeholders are filled with for this prospect.
 */
export const pageRelationships = pgTable(
  'page_relationships',
  {
    id: id(),
    companyId: companyId(),
    salesRepId: salesRepId(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id').references(() => prospects.id, { onDelete: 'cascade' }),
    encryptedId: text('encrypted_id').notNull(),
    engaged: boolean('engaged').notNull().default(true),
    mappingData: jsonb('mapping_data').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('page_relationships_encrypted_key').on(t.encryptedId),
    uniqueIndex('page_relationships_page_prospect_key').on(t.pageId, t.prospectId),
    uniqueIndex('page_relationships_page_website_key').on(t.pageId).where(sql`${t.prospectId} is null`),
    index('page_relationships_company_page_idx').on(t.companyId, t.pageId, t.createdAt),
    // A prospect's links (the charts of one visitor, the prospect's pages): without it the
    // company's links were read to find one prospect's (issue 14; migration 0013).
    index('page_relationships_prospect_idx').on(t.prospectId),
  ],
);

/**
 * The contact fields a visitor sent on a page by a link (POST /web/sendmailform, spec 3 §2.10):
 * mailed to the rep, and kept for the Pages tab's Contact Information (spec 3 §2.11, 'fields the
 * visitor entered'). Each line is `Field: value` as the page wrote it. Gone with the link.
 */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    companyId: companyId(),
    relationshipId: uuid('relationship_id')
      .notNull()
      .references(() => pageRelationships.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_submissions_relationship_idx').on(t.relationshipId, t.createdAt)],
);

/**
 * A prospect session (spec 3 §3, §4.4): the link id issued for one prospect and page by POST
 * /prospect/session, waiting for POST /relationship to bind it. Binding consumes the row, so a
 * deleted relationship's id can never be bound again. Unbound ones expire.
 */
export const prospectSessions = pgTable(
  'prospect_sessions',
  {
    encryptedId: text('encrypted_id').primaryKey(),
    companyId: companyId(),
    salesRepId: salesRepId(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    mappingData: jsonb('mapping_data').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('prospect_sessions_expires_idx').on(t.expiresAt)],
);
