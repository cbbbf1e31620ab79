import type { recording } from '@showroom/contract';
import {
  type Coordinates,
  coordinatesWithoutSettings,
  demoConstants,
  type MediaStatus,
  type RecordingType,
  toWireDate,
} from '@showroom/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { recordings, salesReps } from '../../db/schema.ts';
import { jobSql } from '../../jobs/queue.ts';
import { mediaJobKind } from '../../media/process.ts';

type Row = typeof recordings.$inferSelect;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A recording as the wire carries it: coordinates as JSON text (contract `recording`). */
export type RecordingRecord = z.input<typeof recording>;

/** The storage keys a recording row may hold. */
export const recordingKeyColumns = [
  'uploadKey',
  'videoKey',
  'thumbnailKey',
  'cardThumbnailKey',
  'previewKey',
  'captionsKey',
] as const;

export interface NewRecording {
  title: string;
  description: string;
  type: RecordingType;
  sourceUrl: string | null;
  uploadKey: string | null;
  coordinates: Coordinates;
}

/** What the media job writes when it has made the files (or failed). */
export interface MediaResult {
  videoKey?: string;
  thumbnailKey?: string;
  cardThumbnailKey?: string;
  previewKey?: string;
  uploadKey?: string | null;
  durationSeconds?: number;
  intrinsic?: Coordinates['intrinsic'];
  mediaStatus: MediaStatus;
  mediaError?: string;
}

/**
 * Coordinates a rep saves, with the video's size as the media job probed it when it has: the size
 * is a fact of the file, so an editor opened before the job finished (size 0 x 0) or a client
 * that measured otherwise cannot overwrite it. Until the job has probed it, the client's counts.
 */
const keepingProbedSize = (coordinates: Coordinates) => {
  const json = JSON.stringify(coordinates);
  return sql`case when (${recordings.coordinates} -> 'intrinsic' ->> 'intrinsicVideoWidth')::numeric > 0
    then jsonb_set(${json}::jsonb, '{intrinsic}', ${recordings.coordinates} -> 'intrinsic')
    else ${json}::jsonb end`;
};

/**
 * spec 3 §7.1 recordings, always within one company: every query a caller can reach carries the
 * caller's companyId, so another company's demo is exactly as absent as one that never existed.
 * (`byId` and `setMedia` are the media job's: it is given ids by the queue, not by a caller.)
 */
export function recordingsRepository(db: Db, mediaUrl: string) {
  const columns = {
    recording: recordings,
    repName: salesReps.fullName,
    // Issue 28 §4: the media job reports how far its conversion is (its progress, in percent).
    mediaProgress: jobSql.runningProgress(mediaJobKind, 'recordingId', recordings.id),
  };
  const select = () =>
    db.select(columns).from(recordings).innerJoin(salesReps, eq(salesReps.id, recordings.salesRepId));
  const owned = (companyId: string, id: string) =>
    and(eq(recordings.companyId, companyId), eq(recordings.id, id));
  const address = (key: string | null) => (key ? `${mediaUrl}/${key}` : '');

  const wire = ({
    recording: row,
    repName,
    mediaProgress,
  }: {
    recording: Row;
    repName: string;
    mediaProgress: number;
  }): RecordingRecord => ({
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    // A linked demo shows its link until its own copy of the video is ready.
    location: row.videoKey ? address(row.videoKey) : (row.sourceUrl ?? ''),
    thumbnail: address(row.thumbnailKey),
    card_thumbnail: address(row.cardThumbnailKey),
    preview: address(row.previewKey),
    captions: address(row.captionsKey),
    coordinates: JSON.stringify(row.coordinates),
    salesrep_id: row.salesRepId,
    salesrep_name: repName,
    rep_name: row.repName ?? '',
    display_date: row.displayDate ?? '',
    company_id: row.companyId,
    date_created: toWireDate(row.createdAt),
    date_modified: toWireDate(row.modifiedAt),
    media_status: row.mediaStatus,
    media_error: row.mediaError,
    media_progress:
      row.mediaStatus === 'processing' ? Math.min(100, Math.max(0, Math.round(mediaProgress))) : 0,
    duration: row.durationSeconds,
  });

  const findRow = async (companyId: string, id: string) => {
    const [row] = await select().where(owned(companyId, id)).limit(1);
    return row;
  };

  return {
    /** The company's demos, newest first, `limit` to a page (spec 3 §9). */
    async list(companyId: string, page: { limit: number; pageNo: number }): Promise<RecordingRecord[]> {
      const rows = await select()
        .where(eq(recordings.companyId, companyId))
        .orderBy(desc(recordings.createdAt), desc(recordings.id))
        .limit(page.limit)
        .offset((page.pageNo - 1) * page.limit);
      return rows.map(wire);
    },

    async find(companyId: string, id: string): Promise<RecordingRecord | undefined> {
      const row = await findRow(companyId, id);
      return row && wire(row);
    },

    /**
     * The company's demos among `ids`, in the order asked (the prospect side's frames, issue 12);
     * an id of another company, or of none, is left out.
     */
    async findMany(companyId: string, ids: string[]): Promise<RecordingRecord[]> {
      const wanted = ids.filter((id) => uuidPattern.test(id));
      if (wanted.length === 0) return [];
      const rows = await select().where(
        and(eq(recordings.companyId, companyId), inArray(recordings.id, wanted)),
      );
      const byId = new Map(rows.map((row) => [row.recording.id, wire(row)]));
      return [...new Set(wanted)].flatMap((id) => byId.get(id) ?? []);
    },

    /** The row itself, keys included, for the routes that manage files (delete, captions). */
    async findRow(companyId: string, id: string): Promise<Row | undefined> {
      return (await findRow(companyId, id))?.recording;
    },

    async create(companyId: string, repId: string, input: NewRecording): Promise<RecordingRecord> {
      const [created] = await db
        .insert(recordings)
        .values({ companyId, salesRepId: repId, ...input, mediaStatus: 'queued' })
        .returning({ id: recordings.id });
      return (await this.find(companyId, created!.id))!;
    },

    async update(
      companyId: string,
      id: string,
      fields: {
        title?: string;
        description?: string;
        coordinates?: Coordinates;
        captionsKey?: string | null;
        /** The rep name the editor shows; '' (or the owner's own name) stores none (issue 29 D.9). */
        repName?: string;
        /** The date the editor shows, YYYY-MM-DD. */
        displayDate?: string;
      },
    ): Promise<RecordingRecord | undefined> {
      const { coordinates, repName, ...rest } = fields;
      // An empty name, or the owner's own, shows the owner's name (as it is then) again.
      const ownersName = sql`(select ${salesReps.fullName} from ${salesReps} where ${salesReps.id} = ${recordings.salesRepId})`;
      const updated = await db
        .update(recordings)
        .set({
          ...rest,
          ...(coordinates ? { coordinates: keepingProbedSize(coordinates) } : {}),
          ...(repName === undefined
            ? {}
            : { repName: repName === '' ? null : sql`nullif(${repName}, ${ownersName})` }),
          modifiedAt: new Date(),
        })
        .where(owned(companyId, id))
        .returning({ id: recordings.id });
      return updated.length ? this.find(companyId, id) : undefined;
    },

    /**
     * spec 3 §2.2 Clone: a new row titled '<title> - Copy' (or, without settings, the same title
     * with annotations cleared) that shares the source's files and media state.
     */
    async copy(
      companyId: string,
      repId: string,
      id: string,
      withoutSettings: boolean,
      /** Runs in the copy's transaction (a media job the copy needs commits with it, or neither does). */
      withCopy?: (tx: Db, copy: Row) => Promise<unknown>,
    ) {
      // The source is locked FOR SHARE until the copy is committed: a delete of the source waits
      // for it and then sees the copy using the files, so it never removes a file the copy needs.
      // (PGlite has one connection: inside the transaction every query goes through `tx`.)
      const createdId = await db.transaction(async (tx) => {
        const [source] = await tx.select().from(recordings).where(owned(companyId, id)).for('share');
        if (!source) return undefined;
        // A copy is the copier's new demo: it shows their name and the day it was made.
        const {
          id: _id,
          createdAt: _created,
          modifiedAt: _modified,
          repName: _repName,
          displayDate: _displayDate,
          ...rest
        } = source;
        const [created] = await tx
          .insert(recordings)
          .values({
            ...rest,
            // The files a running job has noted are that job's, on the source's row only: a copy
            // that named them would take them with it when deleted, under the job's feet.
            pendingKeys: [],
            salesRepId: repId,
            title: withoutSettings ? source.title : `${source.title}${demoConstants.cloneSuffix}`,
            coordinates: withoutSettings
              ? coordinatesWithoutSettings(source.coordinates)
              : source.coordinates,
          })
          .returning();
        await withCopy?.(tx, created!);
        return created!.id;
      });
      return createdId === undefined ? undefined : this.find(companyId, createdId);
    },

    /**
     * Deletes the row; answers its storage keys, for the caller to remove those no other row uses.
     * With `handOver`, in the same transaction: when the row's media job had still to run, a copy
     * sharing its upload and waiting for that job's media is handed to `handOver.enqueue` (that job
     * will find no row and end without writing, so the copy needs a job of its own). A row that was
     * itself a copy had no job: the one processing the upload still runs, and nothing is handed over.
     */
    async remove(
      companyId: string,
      id: string,
      handOver?: { mediaJobKind: string; enqueue: (tx: Db, recordingId: string) => Promise<unknown> },
    ): Promise<string[] | undefined> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.delete(recordings).where(owned(companyId, id)).returning();
        if (!row?.uploadKey || !handOver) return row;
        const [waiting] = await tx
          .select({ id: recordings.id })
          .from(recordings)
          .where(
            and(
              eq(recordings.companyId, companyId),
              eq(recordings.uploadKey, row.uploadKey),
              inArray(recordings.mediaStatus, ['queued', 'processing']),
              jobSql.pending(handOver.mediaJobKind, 'recordingId', id),
            ),
          )
          .orderBy(recordings.createdAt, recordings.id)
          .limit(1);
        if (waiting) await handOver.enqueue(tx, waiting.id);
        return row;
      });
      if (!removed) return undefined;
      // What it named, and what its media job was still writing (a job killed halfway).
      return [...recordingKeyColumns.map((column) => removed[column]), ...removed.pendingKeys].filter(
        (key): key is string => Boolean(key),
      );
    },

    /** Whether any recording still refers to `key` (copies share files). */
    async keyInUse(key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: recordings.id })
        .from(recordings)
        .where(or(...recordingKeyColumns.map((column) => eq(recordings[column], key))))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The media job notes the files it is about to write before it writes them (issue 28 §1), on
     * this row only, and clears the note once the row names them or they are gone.
     */
    async setPendingKeys(id: string, keys: string[]): Promise<void> {
      await db.update(recordings).set({ pendingKeys: keys }).where(eq(recordings.id, id));
    },

    /** The media job's view: any company's row by id (ids come from the queue, never a caller). */
    async byId(id: string): Promise<Row | undefined> {
      const [row] = await db.select().from(recordings).where(eq(recordings.id, id)).limit(1);
      return row;
    },

    /**
     * Writes what the media job made to every row sharing the upload (a copy made while the job
     * ran gets the files too). The intrinsic size goes into the coordinates (spec 3 §3).
     */
    async setMedia(id: string, result: MediaResult): Promise<void> {
      const row = await this.byId(id);
      if (!row) return;
      const { intrinsic, ...fields } = result;
      const sameMedia = row.uploadKey
        ? or(eq(recordings.id, id), eq(recordings.uploadKey, row.uploadKey))
        : eq(recordings.id, id);
      await db
        .update(recordings)
        .set({
          ...fields,
          ...(intrinsic
            ? {
                coordinates: sql`jsonb_set(${recordings.coordinates}, '{intrinsic}', ${JSON.stringify(intrinsic)}::jsonb)`,
              }
            : {}),
        })
        .where(sameMedia);
    },
  };
}

export type RecordingsRepository = ReturnType<typeof recordingsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    recordings: RecordingsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('recordings', recordingsRepository(app.db, app.config.media.url));
  },
  { name: 'recordings', dependencies: ['db', 'config'] },
);
