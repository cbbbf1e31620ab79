/**
 * The one Drizzle schema. Migrations under packages/server/drizzle are generated from it
 * (`npm run db:generate`) and committed. Use nothing newer than PostgreSQL 15: PGlite is 18,
 * production servers may be 15 (TOOLCHAIN.md).
 */
import type { ContactBank, UserFlags, WebsiteStyle } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** spec 1 §3 Website style; the values a company starts with. */
export const defaultWebsiteStyle: WebsiteStyle = {
  bgColor: '#FFFFFF',
  textColor: '#000000',
  headerColor: '#FFFFFF',
  buttonBgColor: '#1E41AF',
  buttonBgHoverColor: '#1E3B8A',
  borderColor: '#D1D5DB',
  fontName: 'Inter',
  showCompanyName: true,
};

/** spec 1 §3: a new rep sees the consent popup until they agree. */
export const defaultRepFlags: UserFlags = { consent: { popup: { show: true } } };

// Ids are made by the database (ARCHITECTURE.md: they leak no counts and cannot be walked).
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  questionLibraryLink: text('question_library_link'),
  websiteStyle: jsonb('website_style').$type<WebsiteStyle>().notNull().default(defaultWebsiteStyle),
  /** spec 1 §3 Company feature flags: labels of hidden features (Demo, Embed, Page, ...). */
  hiddenFeatures: jsonb('hidden_features').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const salesReps = pgTable(
  'sales_reps',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    /** Argon2id PHC string (m=19456, t=2, p=1). */
    passwordHash: text('password_hash').notNull(),
    flags: jsonb('flags').$type<UserFlags>().notNull().default(defaultRepFlags),
    createdAt: createdAt(),
  },
  (t) => [
    // One account per address whatever its case; lookups use lower(email) to hit this index.
    uniqueIndex('sales_reps_email_lower_key').on(sql`lower(${t.email})`),
    index('sales_reps_company_id_idx').on(t.companyId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    repId: uuid('rep_id')
      .notNull()
      .references(() => salesReps.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_rep_id_idx').on(t.repId)],
);

/**
 * Failed sign-ins per account, shared by every replica. Keyed by the normalised e-mail that
 * was typed rather than by sales_reps row, so an unknown address locks exactly like a known
 * one: the lock must not tell an attacker which addresses have accounts.
 */
export const loginThrottles = pgTable('login_throttles', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

// ---------------------------------------------------------------------------------------------
// Contact lists (spec 1 §3 Contact list; issue 5)
// ---------------------------------------------------------------------------------------------

/**
 * A company's contact list. The bank (spec 1 §3 contact_bank) is jsonb, validated by the
 * contract's `contactBank` on the way in; its row and identifier counts are kept beside it,
 * so the list of lists never reads a 100,000-row bank to show two numbers.
 */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** spec 1 §3 salesrep_id: the rep who uploaded it, shown as the owner. */
    salesRepId: uuid('salesrep_id')
      .notNull()
      .references(() => salesReps.id, { onDelete: 'cascade' }),
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
