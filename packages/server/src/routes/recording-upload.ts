import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
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
import { uploadSlots } from '../http/upload-slots.ts';
import { captionsFromUpload } from '../media/captions.ts';
import { sweepOrphanGroups } from '../media/children.ts';
import { checkMediaTools, type MediaTools } from '../media/ffmpeg.ts';
import {
  type MediaDeps,
  MediaLimitRejection,
  MediaRejection,
  mediaJobHandler,
  mediaJobKind,
  PlaylistRejection,
  probeVideo,
} from '../media/process.ts';
import { sessionOf } from '../plugins/app/auth.ts';
import { assertFetchable, policyAdmitting, SafeFetchError } from '../services/safe-fetch.ts';
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
const multipartType = /^multipart\/form-data\b/i;
const multipartNeeded = 'Send the video as multipart/form-data';
const oneVideoOnly = 'Send one video file per demo';

/**
 * `payload` cut off past `maxBytes` (a body without a declared length): the stream fails with a
 * 415 that says to send the file as multipart, before Fastify has buffered more.
 */
function cappedStream(payload: NodeJS.ReadableStream, maxBytes: number) {
  let received = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      received += chunk.length;
      capped.receivedEncodedLength = received;
      if (received > maxBytes) next(new HttpError(415, multipartNeeded));
      else next(null, chunk);
    },
  }) as Transform & { receivedEncodedLength: number };
  capped.receivedEncodedLength = 0;
  payload.on('error', (error) => capped.destroy(error));
  return payload.pipe(capped);
}

/** Bytes of a multipart body besides the file (boundaries, headers, the text fields). */
const multipartSlack = maxFieldBytes + 64 * 1024;

/** Where running ffmpeg groups are written down (media/children.ts): DATA_DIR/media-processes. */
export const mediaProcessesDir = (dataDir: string) => path.join(dataDir, 'media-processes');

/** How long the request may take to check that a link's host is a public one. */
const linkCheckTimeoutMs = 10_000;

/**
 * POST /web/recording (spec 3 §7.1) and POST /web/recording/{recordingId}/captions (issue 10).
 *
 * The video is streamed to storage as it arrives, never held in memory, and refused with 413 past
 * MEDIA_MAX_UPLOAD_BYTES; its type is decided by ffprobe on the bytes, and a file that is not a
 * video leaves nothing behind. The text fields become the request's body, so they go through the
 * contract's schema like any JSON body. A link (public or drive) is checked to point at a public
 * address before the row is made; the media job (media/process.ts) fetches and converts it.
 */
export default async function recordingUploadRoutes(app: FastifyInstance) {
  const { media } = app.config;
  const tools: MediaTools = {
    ffmpeg: media.ffmpegPath,
    ffprobe: media.ffprobePath,
    registryDir: mediaProcessesDir(app.config.dataDir),
  };
  // At start: a server that cannot make demo videos says how to install ffmpeg, not at the first upload.
  await checkMediaTools(tools);
  // Issue 26.2: the ffmpeg groups a server killed with -9 left behind go before any job runs again
  // (the worker starts when the app is ready, after this).
  const orphans = await sweepOrphanGroups(tools.registryDir!);
  if (orphans.length > 0) app.log.warn({ groups: orphans }, 'stopped media processes left by an earlier run');
  const quota = media.companyQuotaBytes;
  /** Bytes the company may still store; Infinity without a quota. */
  const remainingQuota = async (companyId: string) =>
    quota > 0 ? quota - (await app.storage.usage(companyId)) : Number.POSITIVE_INFINITY;
  const addressPolicy = policyAdmitting(app.config.outboundTestAddresses);
  const deps: MediaDeps = {
    recordings: app.recordings,
    storage: app.storage,
    tools,
    workDir: path.join(media.dir, '.work'),
    maxUploadBytes: media.maxUploadBytes,
    linkTimeoutMs: media.linkTimeoutMs,
    addressPolicy,
    log: app.log,
    limits: media.limits,
    remainingQuota,
    quotaBytes: quota,
  };
  // The route that enqueues media jobs registers their handler.
  app.jobs.register(mediaJobKind, mediaJobHandler(deps));

  const captionsTooLarge = `The captions file is larger than ${Math.floor(media.captionsMaxBytes / 1024)} KB`;
  const received = new WeakMap<FastifyRequest, Received>();
  const discard = async (request: FastifyRequest) => {
    const files = received.get(request);
    received.delete(request);
    if (files?.videoKey && !files.kept) await app.storage.remove(files.videoKey);
  };
  // Issue 15 §10: large uploads in progress are bounded per rep and per process (429 beyond).
  const slots = uploadSlots({ perRep: 2, perProcess: 4 });
  const releases = new WeakMap<FastifyRequest, () => void>();

  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // The file parts are taken here as they stream in; only the text fields reach the body.
    async onFile(this: FastifyRequest, part: MultipartFile) {
      await receiveFile(this, part);
    },
    limits: {
      // One more than the limit, so storage sees the excess and refuses (StorageLimitError).
      fileSize: media.maxUploadBytes + 1,
      files: 3,
      fields: 20,
      parts: 25,
      fieldSize: maxFieldBytes,
      headerPairs: 50,
    },
  });

  async function receiveFile(request: FastifyRequest, part: MultipartFile) {
    const files = received.get(request) ?? {};
    received.set(request, files);
    const session = sessionOf(request);
    const isCaptions = request.routeOptions.url?.endsWith('/captions');
    try {
      if (!isCaptions && part.fieldname === 'video') {
        if (files.videoKey) throw new HttpError(400, oneVideoOnly);
        // Issue 26.2: the company's storage quota, before a byte is stored (and as the bytes come).
        const remaining = await remainingQuota(session.companyId);
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
      } else if (isCaptions && part.fieldname === captionsFileField) {
        if (files.captions) throw new HttpError(400, demoStatusMessages.invalidCaptions);
        files.captions = await readCapped(part, media.captionsMaxBytes);
      } else {
        // `image` and `preview` (spec 3 §7.1): the media job makes the thumbnail and the GIF from
        // the video itself, so these are read past and dropped; so is any other file.
        await pipeline(part.file, new Writable({ write: (_chunk, _encoding, next) => next() }));
      }
    } catch (error) {
      if (error instanceof StorageLimitError) {
        throw new HttpError(413, isCaptions ? captionsTooLarge : demoServerMessages.tooLarge);
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

  // Before a byte is read: a declared length over the limit is refused at once (Fastify's body
  // limit does not apply to a multipart stream), and so is an upload past the slots. A body that
  // is not multipart (a link's fields as JSON) is parsed whole in memory, so it keeps the app's
  // own limit: only a multipart file may be as large as the route's.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const declared = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit;
    if (Number.isFinite(declared) && declared > limit) {
      const isCaptions = request.routeOptions.url?.endsWith('/captions');
      throw new HttpError(413, isCaptions ? captionsTooLarge : demoServerMessages.tooLarge);
    }
    if (!multipartType.test(request.headers['content-type'] ?? '')) {
      if (Number.isFinite(declared) && declared > app.config.bodyLimitBytes) {
        throw new HttpError(415, multipartNeeded);
      }
      return cappedStream(payload, app.config.bodyLimitBytes);
    }
    if (!request.auth) return payload;
    const release = slots.tryAcquire(request.auth.repId);
    if (!release) throw new HttpError(429, demoServerMessages.tooManyUploads);
    releases.set(request, release);
    return payload;
  });
  // Whatever the answer (a refusal, an error, the client gone), a video no recording took goes.
  const settle = async (request: FastifyRequest) => {
    releases.get(request)?.();
    releases.delete(request);
    await discard(request);
  };
  // Before the reply goes out, so a client that sees a refusal never finds the file still there.
  app.addHook('onSend', async (request, _reply, payload) => {
    await settle(request);
    return payload;
  });
  app.addHook('onResponse', settle);
  app.addHook('onRequestAbort', settle);
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) settle(request).catch(() => {});
    });
  });

  contractRoute(
    app,
    'POST /web/recording',
    async ({ body, session }, request, reply) => {
      assertSelf(session, body.salesrep_id, body.company_id);
      const coordinates = parseJsonText(coordinatesSchema, body.coordinates);
      const fields = { title: body.title, description: body.description, coordinates };
      let created: Awaited<ReturnType<typeof app.recordings.create>>;
      if (body.type === 'default') {
        const files = received.get(request);
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
        const files = received.get(request);
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
      await probeVideo(tools, local.path, undefined, media.limits);
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
      await assertFetchable(url, { addressPolicy, timeoutMs: linkCheckTimeoutMs });
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
      const bytes = received.get(request)?.captions;
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
