/**
 * Companies, their reps, sessions and the login throttle (spec 1 §3).
 */
import type { UserFlags, WebsiteStyle } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdAt, id } from './columns.ts';

// The company and the rep a record belongs to; it goes with them.
export const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
export const salesRepId = () =>
  uuid('salesrep_id')
    .notNull()
    .references(() => salesReps.id, { onDelete: 'cascade' });

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
    companyId: companyId(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    /** Argon2id PHC string (m=19456, t=2, p=1). */
    passwordHash: text('password_hash').notNull(),
    flags: jsonb('flags').$type<UserFlags>().notNull().default(defaultRepFlags),
    /**
     * ADR 0007: when the rep proved the address is theirs (the link mailed at sign-up, or a social
     * login whose provider vouches for it). Null until then.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
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
 * Sign-in attempts per account, shared by every replica: each is counted in `failures` before its
 * password is verified, and a success deletes the row. Keyed by the normalised e-mail that was
 * typed rather than by sales_reps row, so an unknown address locks exactly like a known one: the
 * lock must not tell an attacker which addresses have accounts.
 */
export const loginThrottles = pgTable('login_throttles', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
