import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { jsonText, jsonValue, wireDate } from '../core/wire.ts';
import { coordinates, demoConstants, emptyCoordinates } from './coordinates.ts';
import { recordingTypes } from './links.ts';
import { demoMessages } from './messages.ts';

const id = z.uuid();
const title = z
  .string()
  .check(z.trim(), z.minLength(1, demoMessages.titleRequired), z.maxLength(demoConstants.titleMaxLength));
const description = z.string().check(z.maxLength(demoConstants.descriptionMaxLength));
/**
 * spec 3 §2.4 the rep name the editor shows (issue 29 D.9): trimmed, at most 100 characters;
 * empty shows the demo owner's own name again.
 */
const repName = z
  .string()
  .check(z.trim(), z.maxLength(demoConstants.repNameMaxLength, demoMessages.repNameTooLong));

/** A calendar day as YYYY-MM-DD that exists (not 2026-02-30). */
export const isCalendarDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};
/** spec 3 §2.4 the date the editor shows (issue 29 D.9): a real calendar day, YYYY-MM-DD. */
const displayDate = z.string().check(z.refine(isCalendarDay, demoMessages.invalidDate));

/**
 * spec 3 §5 Demo editor: the title is required ('Title is required'), the description optional;
 * spec 3 §2.4 the rep name (empty = the owner's name) and the date (issue 29 D.9).
 * The editor's form and PUT /web/recording check the same rules.
 */
export const recordingForm = z.object({ title, description, rep_name: repName, display_date: displayDate });
export type RecordingForm = z.infer<typeof recordingForm>;

/**
 * Where a demo's video is in the media pipeline (issue 10; the spec does not show it): queued
 * until a worker takes the job, processing while ffmpeg runs, then ready, or failed with a reason
 * the card shows.
 */
export const mediaStatuses = ['queued', 'processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof mediaStatuses)[number];

/** spec 3 §9 page size and limits: an empty value falls back to the default. */
export const pageQuery = (defaultLimit: number) =>
  z.object({
    limit: z.pipe(
      z.transform<unknown, unknown>((value) => (value === undefined || value === '' ? defaultLimit : value)),
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(defaultLimit)),
    ),
    pageNo: z.pipe(
      z.transform<unknown, unknown>((value) => (value === undefined || value === '' ? 1 : value)),
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
    ),
  });

/**
 * spec 3 §3 Recording (demo), as the server answers it. `location`, `thumbnail`, `preview` (the
 * GIF) and `captions` are addresses on the media origin, empty until the media job has made
 * them. `coordinates` is JSON text on the wire, read into `Coordinates` by the client.
 */
export const recording = z.object({
  id,
  title: z.string(),
  description: z.string(),
  type: z.enum(recordingTypes),
  location: z.string(),
  thumbnail: z.string(),
  /**
   * Issue 30: the thumbnail at the demo card's size (a quarter of the bytes), for the demos list;
   * empty for a demo the media job made before it existed, and absent in older answers, which then
   * show `thumbnail`.
   */
  card_thumbnail: z.optional(z.string()),
  preview: z.string(),
  captions: z.string(),
  coordinates: jsonValue(coordinates),
  salesrep_id: id,
  salesrep_name: z.string(),
  /**
   * spec 3 §2.4 (issue 29 D.9): the rep name edited in the recording editor, shown there in place
   * of `salesrep_name`; '' when none was set. (Optional: older answers and fixtures lack it.)
   */
  rep_name: z.optional(z.string()),
  /** The date edited in the recording editor (YYYY-MM-DD); '' shows the day of `date_created`. */
  display_date: z.optional(z.string()),
  company_id: id,
  date_created: wireDate,
  date_modified: wireDate,
  media_status: z.enum(mediaStatuses),
  /** Why the job failed, in words a rep can act on; empty unless failed. */
  media_error: z.string(),
  /**
   * Issue 28 §4: how much of the video's conversion is done while it is processed, in percent;
   * 0 when not known yet (and in older answers, which lack it).
   */
  media_progress: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100))),
  /** Seconds, once probed; 0 before. */
  duration: z.number().check(z.nonnegative()),
});
export type Recording = z.output<typeof recording>;

const example = {
  companyId: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  salesRepId: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  recordingId: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
};
const exampleCoordinates = JSON.stringify(emptyCoordinates());

/** GET /web/recording/{companyId}?limit&pageNo: the company's demos, newest first (limit 1000, page 1). */
export const listRecordings = defineRoute({
  method: 'GET',
  path: '/web/recording/{companyId}',
  auth: 'token',
  params: z.object({ companyId: id }),
  query: pageQuery(demoConstants.listLimit),
  payload: z.array(recording),
  example: { params: { companyId: example.companyId }, query: { limit: 40, pageNo: 1 } },
});

/** GET /web/recording/id/{id}: `payload[0]` is the recording (spec 3 §7.1). */
export const getRecording = defineRoute({
  method: 'GET',
  path: '/web/recording/id/{id}',
  auth: 'token',
  params: z.object({ id }),
  payload: z.array(recording).check(z.length(1)),
  example: { params: { id: example.recordingId } },
});

/** The multipart file fields of POST /web/recording; for a link, none. */
export const recordingFileFields = ['video', 'image', 'preview'] as const;

/**
 * POST /web/recording (multipart): the fields of spec 3 §7.1 as text. A 'default' demo carries
 * the video file (the type is judged by its bytes, not its name); `image` and `preview` may come
 * too, but the media job makes the thumbnail and GIF itself from the video. A 'public' or 'gdrive'
 * demo carries no file: `location` is the link, fetched by the server from public addresses only.
 */
export const createRecording = defineRoute({
  method: 'POST',
  path: '/web/recording',
  auth: 'token',
  files: recordingFileFields,
  body: z.object({
    salesrep_id: id,
    company_id: id,
    coordinates: jsonText(coordinates),
    type: z.enum(recordingTypes),
    location: z.string().check(z.maxLength(2048)),
    thumbnail: z.string().check(z.maxLength(2048)),
    date_created: wireDate,
    date_modified: wireDate,
    title,
    description,
  }),
  payload: recording,
  example: {
    body: {
      salesrep_id: example.salesRepId,
      company_id: example.companyId,
      coordinates: exampleCoordinates,
      type: 'default',
      location: '',
      thumbnail: '',
      date_created: '2026-11-23 10:00:00',
      date_modified: '2026-11-23 10:00:00',
      title: 'Demo - Mon, 23 Nov 2026 10:00:00 GMT',
      description: '',
    },
  },
});

/**
 * POST /web/recording/copy (spec 3 §2.2 Clone): a copy titled '<title> - Copy' sharing the source's
 * media files; `withoutSettings` ('Copy without settings') clears the annotations and resets the
 * default caption and hotspot colours.
 */
export const copyRecording = defineRoute({
  method: 'POST',
  path: '/web/recording/copy',
  auth: 'token',
  body: z.object({ id, withoutSettings: z.optional(z.boolean()) }),
  payload: recording,
  example: { body: { id: example.recordingId, withoutSettings: false } },
});

/**
 * PUT /web/recording/{recordingId}: title, description, coordinates, date_modified; and, when the
 * editor sends them (issue 29 D.9), the rep name ('' = the owner's own name) and the date.
 */
export const updateRecording = defineRoute({
  method: 'PUT',
  path: '/web/recording/{recordingId}',
  auth: 'token',
  params: z.object({ recordingId: id }),
  body: z.object({
    title,
    description,
    coordinates: jsonText(coordinates),
    date_modified: wireDate,
    rep_name: z.optional(repName),
    display_date: z.optional(displayDate),
  }),
  payload: recording,
  example: {
    params: { recordingId: example.recordingId },
    body: {
      title: 'Onboarding tour',
      description: '',
      coordinates: exampleCoordinates,
      date_modified: '2026-11-23 10:05:00',
      rep_name: 'Dana Whitfield',
      display_date: '2026-11-20',
    },
  },
});

/** DELETE /web/recording/{recordingId}: the record and every file of it (unless a copy still uses them). */
export const deleteRecording = defineRoute({
  method: 'DELETE',
  path: '/web/recording/{recordingId}',
  auth: 'token',
  params: z.object({ recordingId: id }),
  payload: z.object({ id }),
  example: { params: { recordingId: example.recordingId } },
});

/** The multipart field of a captions upload. */
export const captionsFileField = 'captions';

/**
 * POST /web/recording/{recordingId}/captions (ours, issue 10): attaches a WebVTT track so that
 * prospects who cannot hear the demo can follow it. The file must be WebVTT by its bytes.
 */
export const setRecordingCaptions = defineRoute({
  method: 'POST',
  path: '/web/recording/{recordingId}/captions',
  auth: 'token',
  params: z.object({ recordingId: id }),
  files: [captionsFileField],
  payload: recording,
  example: { params: { recordingId: example.recordingId } },
});

/** DELETE /web/recording/{recordingId}/captions: removes the track. */
export const removeRecordingCaptions = defineRoute({
  method: 'DELETE',
  path: '/web/recording/{recordingId}/captions',
  auth: 'token',
  params: z.object({ recordingId: id }),
  payload: recording,
  example: { params: { recordingId: example.recordingId } },
});
