/**
 * Analytics (spec 3 §2.11, §7.10; issue 14): daily rollups kept by the events ingest
 */
import type { EventType } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
 * twice is counted once (analytics/rollup.ts).
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
 * (analytics/rollup.ts). A row whose events all left holds 0 and is not read.
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
 * Deleted with the raw events they stand for (analytics/retention.ts), by `occurred_at`.
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
 * Events stored whose rollups are still to be added (analytics/rollup.ts): the ingest's
 * statement adds each event it inserts here, in the same transaction, and the rollup applier
 * moves them out in large batches, deleting the rows and adding to the rollups in one statement.
 * So the reply to a prospect's batch waits only for its events, and an event's rollups are added
 * once, even after a crash between the two.
 */
export const analyticsPending = pgTable('analytics_pending', {
  eventId: uuid('event_id').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
});
