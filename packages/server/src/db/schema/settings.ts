/**
 * Accounts and settings (spec 1 §3, §7 outside Contacts; issue 4)
 */
import type { EmbedSettings } from '@showroom/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { companies, companyId, salesRepId, salesReps } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/**
 * ADR 0005 (docs/decisions/0005-password-reset-secret.md): a reset secret made by the server. Only its SHA-256 is kept (the secret
 * has 256 bits: nothing to brute-force); `code` is the client's 5 characters, a correlation id.
 * A new request replaces the rep's older ones (they are marked used).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    repId: uuid('rep_id')
      .notNull()
      .references(() => salesReps.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    code: text('code').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_rep_id_idx').on(t.repId)],
);

/**
 * ADR 0012 (docs/decisions/0012-social-login-oauth2.md): the OAuth `state` values this server handed out, single-use and short-lived,
 * so a code the provider sends back is accepted only for a sign-in that started here.
 */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  /**
   * Issue 15 point 11: SHA-256 of the nonce in the signed cookie of the browser that asked for this
   * state; the code is accepted only from that browser. Null on rows made before the cookie.
   */
  browserHash: text('browser_hash'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * ADR 0007: the links mailed to confirm a rep's address. Only the SHA-256 of the 256-bit secret is
 * kept; each link works once, for 7 days. A resend adds a link without ending the older ones.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: id(),
    repId: uuid('rep_id')
      .notNull()
      .references(() => salesReps.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_confirmations_secret_hash_key').on(t.secretHash)],
);

/**
 * Fixed-window counters shared by every replica (when REDIS_URL is unset): requests per client
 * address over the login group, mails per recipient, wrong reset secrets per client address.
 * `key` says what is counted and for whom (`login-address:192.0.2.1`, `mail:reset:ada@...`).
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/** Mail when no SMTP server is configured (ARCHITECTURE.md: an outbox; links go to the log). */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** spec 1 §2 Privacy and terms popup: every choice, kept as evidence of consent. */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    companyId: companyId(),
    repId: uuid('rep_id')
      .notNull()
      .references(() => salesReps.id, { onDelete: 'cascade' }),
    consent: text('consent').notNull(),
    /** When the rep chose, as the console reported it; `createdAt` is when we heard. */
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consents_rep_id_idx').on(t.repId)],
);

/**
 * spec 1 §3 Company settings beyond the website style (which is on companies): the e-mail block
 * list, the logo record and feature permissions. One row per company, made on first write.
 */
export const companySettings = pgTable('company_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  emailBlockList: jsonb('email_block_list').$type<string[]>().notNull().default([]),
  logoUrl: text('logo_url'),
  /** Storage key of the uploaded logo (served from the media origin). */
  logoImageKey: text('logo_image_key'),
  logoRecentMethod: text('logo_recent_method').$type<'url' | 'image'>(),
  /** spec 1 §6: e.g. 'page.url.bulkGenerate.enable'; absent means off. */
  featurePermissions: jsonb('feature_permissions').$type<Record<string, boolean>>().notNull().default({}),
  /**
   * spec 2 §6 embed flags from the company's plan (gating, embedSettingsVisibility); null means
   * the defaults, which show everything (issue 11).
   */
  embedSettings: jsonb('embed_settings').$type<EmbedSettings>(),
  /**
   * Issue 12: the sites that may frame this company's widgets (CSP frame-ancestors), as origins
   * such as https://www.example.com; empty means any site.
   */
  allowedSites: jsonb('allowed_sites').$type<string[]>().notNull().default([]),
  /** Issue 12: gate submissions are POSTed here, signed with `webhookSecret`; null means off. */
  webhookUrl: text('webhook_url'),
  webhookSecret: text('webhook_secret'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** spec 1 §3 Mapping: one per form within a company. */
export const formMappings = pgTable(
  'form_mappings',
  {
    id: id(),
    companyId: companyId(),
    formId: text('form_id').notNull(),
    formjson: jsonb('formjson').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_mappings_company_form_key').on(t.companyId, t.formId)],
);

/**
 * spec 1 §3 account demo: a prospect given credentials to the company's demo environment.
 * `encryptedId` names the record in DELETE: 128 random bits, so ids cannot be walked.
 */
export const accountDemos = pgTable(
  'account_demos',
  {
    id: id(),
    encryptedId: text('encrypted_id').notNull(),
    companyId: companyId(),
    salesRepId: salesRepId(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    demoEmail: text('demo_email').notNull(),
    demoPassword: text('demo_password').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_demos_encrypted_id_key').on(t.encryptedId),
    index('account_demos_rep_created_idx').on(t.salesRepId, t.createdAt),
    index('account_demos_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
