/**
 * Demos, videos, previews and the job queue (spec 3 §3, §7.1-7.3; issue 10)
 */
import type { AnyPreviewDump, Coordinates, MediaStatus, RecordingType } from '@showroom/contract';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, salesRepId } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/**
 * spec 3 §3 Recording (demo). Files are storage keys, never addresses: the reply makes media-origin
 * addresses of them. `uploadKey` is the file as received, kept only until the media job has made
 * `videoKey` (H.264/AAC mp4 with faststart), `thumbnailKey` (JPEG at 0.01 s), `cardThumbnailKey`
 * (its copy at the demo card's size) and `previewKey` (the GIF). A copy shares its source's keys;
 * a file is removed when no recording uses it.
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
    /** The demo card's copy of the thumbnail (media/process.ts `writeCardThumbnail`); null for older demos. */
    cardThumbnailKey: text('card_thumbnail_key'),
    previewKey: text('preview_key'),
    captionsKey: text('captions_key'),
    coordinates: jsonb('coordinates').$type<Coordinates>().notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull().default(0),
    mediaStatus: text('media_status').$type<MediaStatus>().notNull().default('queued'),
    mediaError: text('media_error').notNull().default(''),
    /**
     * Issue 28 §1: the files the media job is writing and has not yet put in the row (its outputs,
     * a fetched link), noted before it writes them. A job killed halfway leaves them listed, and its
     * retry, or the demo's deletion, removes them: no object in the store without a row naming it.
     */
    pendingKeys: jsonb('pending_keys').$type<string[]>().notNull().default([]),
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
