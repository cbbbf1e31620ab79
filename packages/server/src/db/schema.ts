/**
 * The one Drizzle schema. Migrations under packages/server/drizzle are generated from it
 * (`npm run db:generate`) and committed. Use nothing newer than PostgreSQL 15: PGlite is 18,
 * production servers may be 15 (TOOLCHAIN.md).
 */
import type {
  AnyPreviewDump,
  Catalogue,
  ContactBank,
  Coordinates,
  EmbedKind,
  EmbedSettings,
  EventType,
  FormJson,
  MediaStatus,
  PageType,
  RecordingType,
  Rule,
  UserFlags,
  WebsiteStyle,
} from '@showroom/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
// The company and the rep a record belongs to; it goes with them.
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const salesRepId = () =>
  uuid('salesrep_id')
    .notNull()
    .references(() => salesReps.id, { onDelete: 'cascade' });

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

// ---------------------------------------------------------------------------------------------
// Accounts and settings (spec 1 §3, §7 outside Contacts; issue 4)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Demos, videos, previews and the job queue (spec 3 §3, §7.1-7.3; issue 10)
// ---------------------------------------------------------------------------------------------

/**
 * spec 3 §3 Recording (demo). Files are storage keys, never addresses: the reply makes media-origin
 * addresses of them. `uploadKey` is the file as received, kept only until the media job has made
 * `videoKey` (H.264/AAC mp4 with faststart), `thumbnailKey` (JPEG at 0.01 s) and `previewKey`
 * (the GIF). A copy shares its source's keys; a file is removed when no recording uses it.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: id(),
    companyId: companyId(),
    salesRepId: salesRepId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').$type<RecordingType>().notNull().default('default'),
    /** The link a 'public' or 'gdrive' demo was made from (spec 3 §5 Add URL); null for a file. */
    sourceUrl: text('source_url'),
    uploadKey: text('upload_key'),
    videoKey: text('video_key'),
    thumbnailKey: text('thumbnail_key'),
    previewKey: text('preview_key'),
    captionsKey: text('captions_key'),
    coordinates: jsonb('coordinates').$type<Coordinates>().notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull().default(0),
    mediaStatus: text('media_status').$type<MediaStatus>().notNull().default('queued'),
    mediaError: text('media_error').notNull().default(''),
    /**
     * spec 3 §2.4: the rep name the editor shows in place of the owner's name (the join on
     * sales_reps); null shows the owner's name. Edited in the recording editor (issue 29 D.9).
     */
    repName: text('rep_name'),
    /**
     * spec 3 §2.4: the date the editor shows, a calendar day; null shows the day it was created.
     * A column of its own so that lists keep sorting by when the demo was really made.
     */
    displayDate: date('display_date', { mode: 'string' }),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The demo list shows a company's demos newest first, 40 to a page.
  (t) => [index('recordings_company_created_idx').on(t.companyId, t.createdAt)],
);

/** spec 3 §3 Video: a video by address, with a title and description. */
export const videos = pgTable(
  'videos',
  {
    id: id(),
    companyId: companyId(),
    salesRepId: salesRepId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_company_created_idx').on(t.companyId, t.createdAt)],
);

/**
 * spec 3 §3 Preview dump. The id is 128 random bits (base64url), not a row number, and the row
 * expires (shared/spec README decision 9); the cleanup job removes expired rows.
 */
export const previews = pgTable(
  'previews',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    salesRepId: salesRepId(),
    dump: jsonb('dump').$type<AnyPreviewDump>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('previews_expires_idx').on(t.expiresAt)],
);

/**
 * The durable job queue (docs/decisions/0015-job-queue.md). A worker claims a due job with
 * `FOR UPDATE SKIP LOCKED` and holds it for a lease; a job whose worker died is claimed again
 * when its lease ends, so a restart in the middle of a job still finishes it, and two processes
 * on one database never run one job at the same time.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** queued (waiting or waiting to retry), running (leased), done, failed (out of attempts). */
    state: text('state').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    /** A key that makes a recurring job (the cleanups) exist once, however many processes start. */
    singletonKey: text('singleton_key'),
    /** Bytes or steps done of the current attempt, for progress; 0 when unknown. */
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.state, t.runAt), uniqueIndex('jobs_singleton_key').on(t.singletonKey)],
);

// ---------------------------------------------------------------------------------------------
// Embeds: widgets, share tokens, the marketplace catalogue and mappings (spec 2; issue 11)
// ---------------------------------------------------------------------------------------------

/**
 * One table for the four widget kinds (spec 2 §3): what every kind has is a column, the rest of a
 * kind's fields are `data` (the Hero's headline, the Solo's CTA, the CYOA's settings, steps,
 * recommendations...). `recordingId` is the demo a Hero, Solo or Sneakpeek plays (a CYOA names
 * its demos in its steps); it is cleared when the demo goes. Files are storage keys.
 */
export const widgets = pgTable(
  'widgets',
  {
    id: id(),
    kind: text('kind').$type<EmbedKind>().notNull(),
    companyId: companyId(),
    salesRepId: salesRepId(),
    name: text('name').notNull(),
    recordingId: uuid('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
    live: boolean('live').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The custom thumbnail (jpg or png, checked by its bytes). */
    imageKey: text('image_key'),
    /** The custom launch icon (jpg, png, or an SVG stored sanitised). */
    iconKey: text('icon_key'),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Each kind's list is a company's widgets of that kind, newest first, 25 to a page.
  (t) => [index('widgets_company_kind_created_idx').on(t.companyId, t.kind, t.createdAt)],
);

/**
 * A share link's token (shared/spec README decision 8): 128 random bits, stored as its SHA-256
 * hash, for one widget; deleting the row revokes the link, and the widget's deletion deletes it.
 */
export const embedShares = pgTable(
  'embed_shares',
  {
    tokenHash: text('token_hash').primaryKey(),
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    salesRepId: salesRepId(),
    createdAt: createdAt(),
  },
  (t) => [index('embed_shares_widget_idx').on(t.widgetId)],
);

/** spec 2 §7 Marketplace: a company's catalogue of categories, products and features. */
export const marketplaceCatalogues = pgTable('marketplace_catalogues', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  catalogue: jsonb('catalogue').$type<Catalogue>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * spec 2 §7 assign-demo: one published widget on one feature. A widget has one mapping and a
 * feature shows one widget, within a company.
 */
export const embedMappings = pgTable(
  'embed_mappings',
  {
    widgetId: uuid('widget_id')
      .primaryKey()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    categoryId: text('category_id').notNull(),
    productId: text('product_id').notNull(),
    featureId: text('feature_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('embed_mappings_feature_key').on(t.companyId, t.productId, t.featureId)],
);

// ---------------------------------------------------------------------------------------------
// The prospect side: events, the e-mail gate (issue 12)
// ---------------------------------------------------------------------------------------------

/**
 * What prospects did (contract prospect/events.ts). The id is the one the frame made, so a batch
 * sent twice is stored once (`ON CONFLICT DO NOTHING`). Analytics reads by company, widget and
 * time; `data` holds the type's own fields.
 */
export const prospectEvents = pgTable(
  'prospect_events',
  {
    // With `occurred_at` the primary key (analytics, issue 14): the table is partitioned by month
    // of `occurred_at` (migration 0009), and a partitioned table's keys hold the partition key. A
    // batch sent again carries the same id and time, so it is still stored once.
    id: uuid('id').notNull(),
    companyId: companyId(),
    kind: text('kind').$type<EmbedKind>().notNull(),
    widgetId: uuid('widget_id').notNull(),
    type: text('type').$type<EventType>().notNull(),
    visitor: text('visitor').notNull(),
    pageId: uuid('page_id'),
    relationshipId: uuid('relationship_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'prospect_events_pkey', columns: [t.id, t.occurredAt] }),
    index('prospect_events_widget_idx').on(t.companyId, t.widgetId, t.occurredAt),
    index('prospect_events_visitor_idx').on(t.companyId, t.visitor),
    // Analytics (issue 14): a page's and a prospect link's events by time, and the typed answers.
    index('prospect_events_page_idx')
      .on(t.companyId, t.pageId, t.occurredAt)
      .where(sql`${t.pageId} is not null`),
    index('prospect_events_relationship_idx')
      .on(t.relationshipId, t.occurredAt)
      .where(sql`${t.relationshipId} is not null`),
    index('prospect_events_typed_idx')
      .on(t.companyId, t.widgetId, t.occurredAt)
      .where(sql`${t.type} in ('answer', 'modalInput')`),
  ],
);

/**
 * Each address a prospect gave a gate, and what the gate answered: the leads a rep sees (the
 * visitor picker of spec 3 §2.11 names visitors by these e-mails) and what webhooks send.
 */
export const gateSubmissions = pgTable(
  'gate_submissions',
  {
    id: id(),
    companyId: companyId(),
    kind: text('kind').$type<EmbedKind>().notNull(),
    widgetId: uuid('widget_id').notNull(),
    visitor: text('visitor').notNull(),
    /** '' when the prospect skipped an optional gate. */
    email: text('email').notNull(),
    outcome: text('outcome').$type<'allowed' | 'refused' | 'redirected' | 'verify' | 'confirmed'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gate_submissions_company_idx').on(t.companyId, t.createdAt),
    // Analytics (issue 14): a visitor's e-mail, and an e-mail's visitors whatever its case (the
    // charts of one e-mail look up lower(email); on the column itself they scanned every address
    // the company was given, which grows with visits; migration 0012).
    index('gate_submissions_visitor_idx').on(t.companyId, t.visitor),
    index('gate_submissions_email_idx').on(t.companyId, sql`lower(${t.email})`),
  ],
);

/**
 * A two-factor link (issue 12): the mailed token and the frame's pending id, both stored as
 * SHA-256 hashes; confirmed by a click on the page the link opens (a form POST), never by the GET.
 */
export const gateConfirmations = pgTable(
  'gate_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    pendingHash: text('pending_hash').notNull(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => gateSubmissions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gate_confirmations_pending_key').on(t.pendingHash),
    index('gate_confirmations_expires_idx').on(t.expiresAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Pages and prospect links (spec 3 §3, §7.4–7.6; issue 13)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Analytics (spec 3 §2.11, §7.10; issue 14): daily rollups kept by the events ingest
// ---------------------------------------------------------------------------------------------

/** The id a rollup stores where an event has no demo, page or link (keys hold no nulls). */
export const noId = '00000000-0000-0000-0000-000000000000';

const rollupMeasures = () => ({
  /** Events counted (for an answer, one per choice picked). */
  events: bigint('events', { mode: 'number' }).notNull().default(0),
  /** Seconds they carried (watching, a PDF page). */
  seconds: doublePrecision('seconds').notNull().default(0),
});

/** A widget rollup's columns: the widget's events per UTC day, by type, demo and `dim`. */
const widgetRollupColumns = () => ({
  companyId: uuid('company_id').notNull(),
  widgetId: uuid('widget_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  type: text('type').$type<EventType>().notNull(),
  recordingId: uuid('recording_id').notNull().default(noId),
  dim: text('dim').notNull().default(''),
  ...rollupMeasures(),
});

/** Its key: one row per widget, day, type, demo and `dim`. */
const widgetRollupKey = (
  t: Record<'companyId' | 'widgetId' | 'day' | 'type' | 'recordingId' | 'dim', AnyPgColumn>,
): [AnyPgColumn, ...AnyPgColumn[]] => [t.companyId, t.widgetId, t.day, t.type, t.recordingId, t.dim];

/** A page rollup's columns (of every link together): the page's events per UTC day, by type, widget, demo and `dim`. */
const pageRollupColumns = () => ({
  companyId: uuid('company_id').notNull(),
  pageId: uuid('page_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  type: text('type').$type<EventType>().notNull(),
  widgetId: uuid('widget_id').notNull(),
  recordingId: uuid('recording_id').notNull().default(noId),
  dim: text('dim').notNull().default(''),
  ...rollupMeasures(),
});

const pageRollupKey = (
  t: Record<'companyId' | 'pageId' | 'day' | 'type' | 'widgetId' | 'recordingId' | 'dim', AnyPgColumn>,
): [AnyPgColumn, ...AnyPgColumn[]] => [
  t.companyId,
  t.pageId,
  t.day,
  t.type,
  t.widgetId,
  t.recordingId,
  t.dim,
];

/**
 * Each widget's events per UTC day, by type, demo and `dim` (what the chart splits by: a view
 * duration bucket, a CYOA move 'from>to', a PDF page, a question and choice, a CTA label; '' for
 * none). Kept from the events actually inserted, through `analytics_pending`, so an event sent
 * twice is counted once (services/analytics-rollup.ts).
 */
export const analyticsWidgetDaily = pgTable('analytics_widget_daily', widgetRollupColumns(), (t) => [
  primaryKey({ name: 'analytics_widget_daily_pkey', columns: widgetRollupKey(t) }),
]);

/**
 * The same summed over the company's widgets, by type first: the company-wide duration call reads
 * a week of one type here, a few rows per demo and bucket a day whatever the events, where the
 * widget rollup holds one per widget that had any (so more as events grow; migration 0012).
 */
export const analyticsCompanyDaily = pgTable(
  'analytics_company_daily',
  {
    companyId: uuid('company_id').notNull(),
    type: text('type').$type<EventType>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    recordingId: uuid('recording_id').notNull().default(noId),
    dim: text('dim').notNull().default(''),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_company_daily_pkey',
      columns: [t.companyId, t.type, t.day, t.recordingId, t.dim],
    }),
  ],
);

/** The same per page and prospect link (`relationshipId` noId for a visit without one). */
export const analyticsPageDaily = pgTable(
  'analytics_page_daily',
  {
    companyId: uuid('company_id').notNull(),
    pageId: uuid('page_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    relationshipId: uuid('relationship_id').notNull().default(noId),
    type: text('type').$type<EventType>().notNull(),
    widgetId: uuid('widget_id').notNull(),
    recordingId: uuid('recording_id').notNull().default(noId),
    dim: text('dim').notNull().default(''),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_page_daily_pkey',
      columns: [t.companyId, t.pageId, t.day, t.relationshipId, t.type, t.widgetId, t.recordingId, t.dim],
    }),
    index('analytics_page_daily_relationship_idx').on(t.relationshipId, t.day),
  ],
);

/**
 * Each visitor (a frame's visit id) of a company: when first and last seen, how many events, and
 * the prospect link it came by, if any. The pickers list visitors from it; who a visitor is comes
 * from the gate (gate_submissions) and the link (page_relationships), joined when asked.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    companyId: uuid('company_id').notNull(),
    visitor: text('visitor').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    events: bigint('events', { mode: 'number' }).notNull().default(0),
    relationshipId: uuid('relationship_id'),
  },
  (t) => [
    primaryKey({ name: 'analytics_visitors_pkey', columns: [t.companyId, t.visitor] }),
    index('analytics_visitors_seen_idx').on(t.companyId, t.lastSeen),
    index('analytics_visitors_relationship_idx')
      .on(t.relationshipId)
      .where(sql`${t.relationshipId} is not null`),
  ],
);

/**
 * Each visitor of each widget (issue 14): when last seen there and how many events there. The
 * visitor picker of one widget (the Embeds tab with a widget chosen) lists that widget's most
 * recent visitors from it, through the index, instead of looking for the widget among each
 * recent visitor's events, which read every event the widget ever had.
 */
export const analyticsWidgetVisitors = pgTable(
  'analytics_widget_visitors',
  {
    companyId: uuid('company_id').notNull(),
    widgetId: uuid('widget_id').notNull(),
    visitor: text('visitor').notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    events: bigint('events', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'analytics_widget_visitors_pkey', columns: [t.companyId, t.widgetId, t.visitor] }),
    index('analytics_widget_visitors_seen_idx').on(t.companyId, t.widgetId, t.lastSeen),
  ],
);

/**
 * The widget rollup of anonymous visitors only (issue 14): the Embeds tab's 'anonymous' filter
 * reads a week of it, where it read the widget's raw events of the week (which grow with the
 * events). A visitor's events are added here until the visitor is known: when they give a gate an
 * e-mail, or come by a prospect's link, the rollup pass takes their events back out
 * (services/analytics-rollup.ts). A row whose events all left holds 0 and is not read.
 */
export const analyticsWidgetAnonymousDaily = pgTable(
  'analytics_widget_anonymous_daily',
  widgetRollupColumns(),
  (t) => [primaryKey({ name: 'analytics_widget_anonymous_daily_pkey', columns: widgetRollupKey(t) })],
);

/** The same per page (the Pages tab's 'anonymous' visitor), kept and emptied alike. */
export const analyticsPageAnonymousDaily = pgTable(
  'analytics_page_anonymous_daily',
  pageRollupColumns(),
  (t) => [primaryKey({ name: 'analytics_page_anonymous_daily_pkey', columns: pageRollupKey(t) })],
);

/**
 * The page rollup summed over its prospect links (migration 0016): the Pages tab's charts of every
 * visitor read a week of it. `analytics_page_daily` holds a row per link that visited each day,
 * which grows with the visits; this one a row per type, widget, demo and `dim`.
 */
export const analyticsPageTotalDaily = pgTable('analytics_page_total_daily', pageRollupColumns(), (t) => [
  primaryKey({ name: 'analytics_page_total_daily_pkey', columns: pageRollupKey(t) }),
]);

/**
 * The visitors the rollups count as known (issue 14): added by the rollup pass, one at a time
 * across replicas, and never removed, so what the pass took out of the anonymous rollups is what
 * it had put in. A visitor whose link is deleted later stays known. Who they are is kept with them
 * (migration 0016), so the visitor pickers name up to 2,000 visitors by one probe each: the latest
 * e-mail they gave a gate ('' for none) and when, and the prospect link they came by.
 */
export const analyticsKnownVisitors = pgTable(
  'analytics_known_visitors',
  {
    companyId: uuid('company_id').notNull(),
    visitor: text('visitor').notNull(),
    email: text('email').notNull().default(''),
    emailGivenAt: timestamp('email_given_at', { withTimezone: true }),
    relationshipId: uuid('relationship_id'),
  },
  (t) => [primaryKey({ name: 'analytics_known_visitors_pkey', columns: [t.companyId, t.visitor] })],
);

/**
 * Visitors who gave a two-factor gate an address they have not confirmed yet (issue 26 §6),
 * kept by the trigger on gate_submissions (migration 0017): the latest such address of each. The
 * visitor pickers list them as unverified, never as who they said; they stay anonymous in the
 * charts until a confirmed or allowed address makes them known (analytics_known_visitors).
 */
export const analyticsUnverifiedVisitors = pgTable(
  'analytics_unverified_visitors',
  {
    companyId: uuid('company_id').notNull(),
    visitor: text('visitor').notNull(),
    email: text('email').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'analytics_unverified_visitors_pkey', columns: [t.companyId, t.visitor] }),
    index('analytics_unverified_visitors_email_idx').on(t.companyId, sql`lower(${t.email})`),
  ],
);

/**
 * Each event id a company has stored, once, whatever time came with it (issue 26 §9): the ingest
 * inserts here first and stores an event only when its id is new, so the same id sent with
 * another time is a duplicate (prospect_events' key must hold the time, for its partitions).
 * Deleted with the raw events they stand for (services/analytics-retention.ts), by `occurred_at`.
 */
export const prospectEventIds = pgTable(
  'prospect_event_ids',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'prospect_event_ids_pkey', columns: [t.companyId, t.id] }),
    // Appended roughly in time order: a block range index costs the ingest next to nothing.
    index('prospect_event_ids_occurred_idx').using('brin', t.occurredAt),
  ],
);

/**
 * E-mails given a gate, noted for the rollup pass by a trigger on gate_submissions (migrations
 * 0015, 0016), in the submission's own transaction, whichever code writes it.
 */
export const analyticsPendingVisitors = pgTable('analytics_pending_visitors', {
  companyId: uuid('company_id').notNull(),
  visitor: text('visitor').notNull(),
  email: text('email').notNull().default(''),
  givenAt: timestamp('given_at', { withTimezone: true }),
});

/**
 * Events stored whose rollups are still to be added (services/analytics-rollup.ts): the ingest's
 * statement adds each event it inserts here, in the same transaction, and the rollup applier
 * moves them out in large batches, deleting the rows and adding to the rollups in one statement.
 * So the reply to a prospect's batch waits only for its events, and an event's rollups are added
 * once, even after a crash between the two.
 */
export const analyticsPending = pgTable('analytics_pending', {
  eventId: uuid('event_id').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
});
