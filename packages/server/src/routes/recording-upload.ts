import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  captionsFileField,
  coordinates as coordinatesSchema,
  demoLimitMessages,
  demoServerMessages,
  demoStatusMessages,
  type LinkType,
  linkedVideoUrl,
  parseJsonText,
} from '@showroom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { uploads } from '../http/uploads.ts';
import { captionsFromUpload } from '../media/captions.ts';
import { mediaJobKind } from '../media/process.ts';
import { MediaLimitRejection, MediaRejection, PlaylistRejection } from '../media/refusals.ts';
import { sessionOf } from '../plugins/app/auth.ts';
import { SafeFetchError } from '../services/safe-fetch.ts';
import { assertSelf } from '../services/scope.ts';
import { StorageLimitError } from '../services/storage.ts';

/** What one request's file parts became, so the route can take them and the rest can go. */
interface Received {
  /** The video as streamed to storage, under a key of the caller's company. */
  videoKey?: string;
  captions?: Buffer;
  /** Set once the route has handed the video to a recording; otherwise it is removed. */
  kept?: boolean;
}

/** Text fields of POST /web/recording; their longest is the coordinates' JSON (500 annotations of each kind). */
const maxFieldBytes = 1024 * 1024;
const multipartNeeded = 'Send the video as multipart/form-data';
const oneVideoOnly = 'Send one video file per demo';

/** Bytes of a multipart body besides the file (boundaries, headers, the text fields). */
const multipartSlack = maxFieldBytes + 64 * 1024;

/**
 * POST /web/recording (spec 3 §7.1) and POST /web/recording/{recordingId}/captions (issue 10).
 *
 * The video is streamed to storage as it arrives, never held in memory (http/uploads.ts), and
 * refused with 413 past MEDIA_MAX_UPLOAD_BYTES; its type is decided by ffprobe on the bytes, and a
 * file that is not a video leaves nothing behind. The text fields become the request's body, so
 * they go through the contract's schema like any JSON body. A link (public or drive) is checked to
 * point at a public address before the row is made; the media job (`app.media`, media/process.ts)
 * fetches and converts it.
 */
export default async function recordingUploadRoutes(app: FastifyInstance) {
  const { media } = app.config;
  const quota = app.media.quotaBytes;
  const captionsTooLarge = `The captions file is larger than ${Math.floor(media.captionsMaxBytes / 1024)} KB`;
  const isCaptions = (request: FastifyRequest) => request.routeOptions.url?.endsWith('/captions');

  const upload = uploads<Received>({
    limits: {
      // One more than the limit, so storage sees the excess and refuses (StorageLimitError).
      fileSize: media.maxUploadBytes + 1,
      files: 3,
      fields: 20,
      parts: 25,
      fieldSize: maxFieldBytes,
      headerPairs: 50,
    },
    receive: receiveFile,
    // A video no recording took goes.
    discard: async (files) => {
      if (files.videoKey && !files.kept) await app.storage.remove(files.videoKey);
    },
    tooLarge: (request) => (isCaptions(request) ? captionsTooLarge : demoServerMessages.tooLarge),
    multipartNeeded,
    // Issue 15 §10: large uploads in progress are bounded per rep and per process (429 beyond).
    slots: { perRep: 2, perProcess: 4, tooMany: demoServerMessages.tooManyUploads },
  });
  await app.register(upload.plugin);

  async function receiveFile(request: FastifyRequest, part: MultipartFile, files: Received) {
    const session = sessionOf(request);
    const captions = isCaptions(request);
    try {
      if (!captions && part.fieldname === 'video') {
        if (files.videoKey) throw new HttpError(400, oneVideoOnly);
        // Issue 26.2: the company's storage quota, before a byte is stored (and as the bytes come).
        const remaining = await app.media.remainingQuota(session.companyId);
        const declared = Number(request.headers['content-length']);
        if (remaining <= 0 || (Number.isFinite(declared) && declared > remaining + multipartSlack)) {
          throw new HttpError(413, demoLimitMessages.storageFull(quota));
        }
        const maxBytes = Math.min(media.maxUploadBytes, remaining);
        const key = app.storage.newKey('uploads', session.companyId, 'bin');
        files.videoKey = key;
        try {
          await app.storage.writeStream(key, part.file, maxBytes);
        } catch (error) {
          if (error instanceof StorageLimitError && maxBytes < media.maxUploadBytes) {
            throw new HttpError(413, demoLimitMessages.storageFull(quota));
          }
          throw error;
        }
        if (part.file.truncated) throw new StorageLimitError(media.maxUploadBytes);
      } else if (captions && part.fieldname === captionsFileField) {
        if (files.captions) throw new HttpError(400, demoStatusMessages.invalidCaptions);
        files.captions = await readCapped(part, media.captionsMaxBytes);
      } else {
        // `image` and `preview` (spec 3 §7.1): the media job makes the thumbnail and the GIF from
        // the video itself, so these are read past and dropped; so is any other file.
        await pipeline(part.file, new Writable({ write: (_chunk, _encoding, next) => next() }));
      }
    } catch (error) {
      if (error instanceof StorageLimitError) {
        throw new HttpError(413, captions ? captionsTooLarge : demoServerMessages.tooLarge);
      }
      throw error;
    }
  }

  async function readCapped(part: MultipartFile, maxBytes: number) {
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of part.file) {
      length += chunk.length;
      if (length > maxBytes) throw new StorageLimitError(maxBytes);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, length);
  }

  contractRoute(
    app,
    'POST /web/recording',
    async ({ body, session }, request, reply) => {
      assertSelf(session, body.salesrep_id, body.company_id);
      const coordinates = parseJsonText(coordinatesSchema, body.coordinates);
      const fields = { title: body.title, description: body.description, coordinates };
      let created: Awaited<ReturnType<typeof app.recordings.create>>;
      if (body.type === 'default') {
        const files = upload.filesOf(request);
        if (!files?.videoKey) throw new HttpError(400, demoServerMessages.noVideo);
        await assertVideo(files.videoKey);
        created = await app.recordings.create(session.companyId, session.repId, {
          ...fields,
          type: 'default',
          sourceUrl: null,
          uploadKey: files.videoKey,
        });
        files.kept = true;
      } else {
        const link = body.location.trim();
        const converted = linkedVideoUrl(body.type as LinkType, link);
        if ('error' in converted) throw new HttpError(400, converted.error);
        await assertPublicLink(converted.url);
        created = await app.recordings.create(session.companyId, session.repId, {
          ...fields,
          type: body.type,
          sourceUrl: link,
          uploadKey: null,
        });
      }
      try {
        await app.jobs.enqueue(mediaJobKind, { recordingId: created.id, companyId: session.companyId });
      } catch (error) {
        // No job, no demo: a row that would wait forever is worse than a refused upload.
        await app.recordings.remove(session.companyId, created.id);
        const files = upload.filesOf(request);
        if (files) files.kept = false;
        throw error;
      }
      reply.code(201);
      return created;
    },
    { bodyLimit: media.maxUploadBytes },
  );

  /**
   * 415 with the spec's 'Error uploading video' unless ffprobe finds a video in the bytes; 415
   * saying so for a playlist (issue 26.4); 422 saying which for a video past a limit (issue 26.2, 26.8).
   */
  async function assertVideo(key: string) {
    const local = await app.storage.localCopy(key);
    if (!local) throw new HttpError(400, demoServerMessages.noVideo);
    try {
      await app.media.probe(local.path);
    } catch (error) {
      if (error instanceof PlaylistRejection) throw new HttpError(415, error.message);
      if (error instanceof MediaLimitRejection) throw new HttpError(422, error.message);
      if (error instanceof MediaRejection) throw new HttpError(415, demoServerMessages.notAVideo);
      throw error;
    } finally {
      await local.release();
    }
  }

  /** 400 unless the link's host resolves to public addresses only (the job checks again, every hop). */
  async function assertPublicLink(url: string) {
    try {
      await app.media.assertPublicLink(url);
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      throw new HttpError(
        400,
        error.reason === 'address' ? demoServerMessages.linkRefused : demoServerMessages.linkFailed,
      );
    }
  }

  contractRoute(
    app,
    'POST /web/recording/{recordingId}/captions',
    async ({ params, session }, request) => {
      const row = await app.recordings.findRow(session.companyId, params.recordingId);
      if (!row) throw new HttpError(404, demoServerMessages.notFound);
      const bytes = upload.filesOf(request)?.captions;
      if (!bytes) throw new HttpError(400, demoStatusMessages.invalidCaptions);
      const webVtt = captionsFromUpload(bytes);
      if (webVtt === undefined) throw new HttpError(415, demoStatusMessages.invalidCaptions);
      const key = app.storage.newKey('captions', session.companyId, 'vtt');
      await app.storage.put(key, Buffer.from(webVtt, 'utf8'));
      const updated = await app.recordings.update(session.companyId, row.id, { captionsKey: key });
      if (!updated) {
        await app.storage.remove(key);
        throw new HttpError(404, demoServerMessages.notFound);
      }
      // A copy shares its source's captions: the old file goes only when no recording holds it.
      if (row.captionsKey && !(await app.recordings.keyInUse(row.captionsKey))) {
        await app.storage.remove(row.captionsKey);
      }
      return updated;
    },
    { bodyLimit: media.captionsMaxBytes + 64 * 1024 },
  );
}
