/**
 * The prospect side: events, the e-mail gate (issue 12)
 */
import type { EmbedKind, EventType } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId } from './accounts.ts';
import { createdAt, id } from './columns.ts';

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
