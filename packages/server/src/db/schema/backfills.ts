/**
 * Backfills (issue 28 §4; db/backfills.ts): rewrites of existing rows that run after the server
 * listens, in batches, rather than in a migration that holds every replica's start. One row per
 * backfill declared in code: where it is (`cursor`, the last key done; null before the first
 * batch) and when it finished. A batch and the move of its cursor commit together.
 */
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const backfills = pgTable('backfills', {
  /** The backfill's name in code: never reused for another rewrite. */
  name: text('name').primaryKey(),
  /** The last key the batches did, in the backfill's own order; null: none yet. */
  cursor: text('cursor'),
  /** Rows the batches changed so far (for an operator's query; the cursor is what resumes). */
  rowsDone: bigint('rows_done', { mode: 'number' }).notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When its last batch found nothing left; null while it runs. */
  doneAt: timestamp('done_at', { withTimezone: true }),
});
