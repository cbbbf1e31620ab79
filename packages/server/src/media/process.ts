import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { demoConstants, demoServerMessages, linkedVideoUrl } from '@showroom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type JobHandler, PermanentJobError } from '../jobs/queue.ts';
import type { RecordingsRepository } from '../plugins/app/recordings.ts';
import { type AddressPolicy, SafeFetchError, safeDownload } from '../services/safe-fetch.ts';
import { type Storage, StorageLimitError } from '../services/storage.ts';
import {
  displaySize,
  FfmpegError,
  isVideo,
  type MediaTools,
  type Probe,
  playsAsIs,
  probe,
  run,
} from './ffmpeg.ts';

/** The queue's kind for a recording's media job; its payload is `{ recordingId }`. */
export const mediaJobKind = 'media.process';
export interface MediaJobPayload extends Record<string, unknown> {
  recordingId: string;
}

/**
 * Why a job failed, in words a rep can act on (the card shows them). Anything else that goes
 * wrong is logged in full and shown as `processingFailed`.
 */
export const mediaErrors = {
  notAVideo: `${demoServerMessages.notAVideo}: the file is not a video we can read`,
  processingFailed: 'The video could not be converted; try exporting it again as MP4 and upload that',
  linkFailed: demoServerMessages.linkFailed,
  linkRefused: demoServerMessages.linkRefused,
  linkTooLarge: demoServerMessages.linkTooLarge,
  linkTimeout: `${demoServerMessages.linkFailed}: the site took too long to send it`,
  linkIsPage:
    'The link opens a web page, not a video file: share the file with anyone who has the link, or link the file itself',
  uploadMissing: 'The uploaded file is gone; upload the video again',
} as const;

/** A failure that trying again cannot mend; its message is for the rep. */
export class MediaRejection extends Error {
  override name = 'MediaRejection';
}

/** A failure that may pass (a slow site); tried again, and its message is for the rep if it lasts. */
export class PassingMediaError extends Error {
  override name = 'PassingMediaError';
}

export interface MediaDeps {
  recordings: RecordingsRepository;
  storage: Storage;
  tools: MediaTools;
  /** Where ffmpeg writes before the files go to storage (removed after each run). */
  workDir: string;
  maxUploadBytes: number;
  linkTimeoutMs: number;
  addressPolicy: AddressPolicy;
  log?: FastifyBaseLogger;
}

export interface ProcessOptions {
  signal?: AbortSignal;
  /** On the last attempt a passing failure is final too: the row says failed rather than waiting. */
  isLastAttempt?: boolean;
  /** Percent of the conversion done (0-100). */
  reportProgress?: (percent: number) => Promise<void>;
}

export type ProcessOutcome =
  | { status: 'ready'; path: 'remux' | 'transcode' | 'earlier' }
  | { status: 'failed'; error: string }
  /** The recording was deleted meanwhile: nothing kept. */
  | { status: 'gone' };

/** The thumbnail's longest side at most: a 960 px player on a 2x screen; a 4K recording's still is not sent whole. */
export const thumbnailMaxSide = 1920;

/**
 * The demo's still (a JPEG at `demoConstants.thumbnailSeekSeconds`), scaled down to
 * `thumbnailMaxSide` on its longest side when larger, never up: every teaser, card and prospect
 * page shows it first, often as the largest picture of a phone's first screen.
 */
export function writeThumbnail(tools: MediaTools, video: string, thumbnail: string, signal?: AbortSignal) {
  const fit = `scale=w='min(${thumbnailMaxSide},iw)':h='min(${thumbnailMaxSide},ih)':force_original_aspect_ratio=decrease`;
  return run(
    tools.ffmpeg,
    [
      ...['-hide_banner', '-nostdin', '-y', '-ss', String(demoConstants.thumbnailSeekSeconds)],
      ...['-i', video, '-frames:v', '1', '-vf', fit, '-q:v', '3', '-f', 'mjpeg', thumbnail],
    ],
    { signal },
  );
}

/** The GIF of a card (spec 3 §9): the first 10 s of the video, cut to 7 s; small, 10 fps, own palette. */
export const gifFilter =
  'fps=10,scale=min(480\\,iw):-1:flags=lanczos,split[a][b];[a]palettegen=max_colors=128[p];[b][p]paletteuse=dither=bayer';

/** ffmpeg arguments that make `output` a browser-playable mp4 of `input` (streams copied or re-encoded). */
export function conversionArgs(input: string, output: string, remux: boolean): string[] {
  const codecs = remux
    ? ['-c', 'copy']
    : [
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        // libx264 with 4:2:0 needs even sides; the picture is turned upright first (autorotate).
        '-vf',
        'scale=trunc(iw/2)*2:trunc(ih/2)*2',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-ac',
        '2',
      ];
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    ...codecs,
    // The index first, so a player starts before the whole file has come.
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-progress',
    'pipe:1',
    '-nostats',
    output,
  ];
}

/**
 * Makes a recording's media: its video as H.264/AAC mp4 with faststart (remuxed when it already
 * plays as it is), a JPEG thumbnail at 0.01 s and the GIF; writes the keys, duration and
 * intrinsic size to the row (and to copies sharing the upload) and removes the upload. A linked
 * demo's video is first fetched from its link, from public addresses only. The queue runs it
 * (kind 'media.process'); the seed runs it inline.
 *
 * Answers the outcome; throws only for a failure that may pass (the queue tries again), and
 * not on the last attempt, where the row is marked failed instead.
 */
export async function processRecording(
  deps: MediaDeps,
  recordingId: string,
  options: ProcessOptions = {},
): Promise<ProcessOutcome> {
  const { recordings, storage, log } = deps;
  const row = await recordings.byId(recordingId);
  if (!row) return { status: 'gone' };
  // A job run twice (a worker lost its lease just after finishing): nothing more to do.
  if (row.mediaStatus === 'ready' && row.videoKey) return { status: 'ready', path: 'earlier' };

  const made: string[] = [];
  const work = path.join(deps.workDir, randomBytes(12).toString('hex'));
  const dropMade = () => Promise.all(made.map((key) => removeUnlessUsed(deps, key)));
  // The upload's key, once a link has been fetched too, so a failure can remove what was fetched.
  let uploadKey = row.uploadKey;
  try {
    await recordings.setMedia(recordingId, { mediaStatus: 'processing', mediaError: '' });
    if (!uploadKey && row.sourceUrl) {
      // The link as the rep gave it; a drive sharing link becomes its direct download again here.
      const link =
        row.type === 'default' ? { error: mediaErrors.linkFailed } : linkedVideoUrl(row.type, row.sourceUrl);
      if ('error' in link) throw new MediaRejection(link.error);
      uploadKey = await download(deps, row.companyId, link.url, options.signal);
      await recordings.setMedia(recordingId, { uploadKey, mediaStatus: 'processing' });
    }
    if (!uploadKey) throw new MediaRejection(mediaErrors.uploadMissing);
    const upload = await storage.localCopy(uploadKey);
    if (!upload) throw new MediaRejection(mediaErrors.uploadMissing);

    let outcome: ProcessOutcome;
    try {
      await mkdir(work, { recursive: true });
      const source = await probeVideo(deps.tools, upload.path, options.signal);
      const remux = playsAsIs(source);
      const files = {
        video: path.join(work, 'video.mp4'),
        thumbnail: path.join(work, 'thumbnail.jpg'),
        gif: path.join(work, 'preview.gif'),
      };
      await convert(deps.tools, upload.path, files.video, remux, source.durationSeconds, options);
      const result = await probeVideo(deps.tools, files.video, options.signal);
      await writeThumbnail(deps.tools, files.video, files.thumbnail, options.signal);
      await run(
        deps.tools.ffmpeg,
        [
          ...[
            '-hide_banner',
            '-nostdin',
            '-y',
            '-t',
            String(demoConstants.gifSourceSeconds),
            '-i',
            files.video,
          ],
          ...[
            '-t',
            String(demoConstants.gifSeconds),
            '-filter_complex',
            gifFilter,
            '-loop',
            '0',
            '-f',
            'gif',
          ],
          files.gif,
        ],
        { signal: options.signal },
      );

      const keys = {
        videoKey: storage.newKey('videos', row.companyId, 'mp4'),
        thumbnailKey: storage.newKey('thumbnails', row.companyId, 'jpg'),
        previewKey: storage.newKey('gifs', row.companyId, 'gif'),
      };
      for (const [key, file] of [
        [keys.videoKey, files.video],
        [keys.thumbnailKey, files.thumbnail],
        [keys.previewKey, files.gif],
      ] as const) {
        await storage.putFile(key, file);
        made.push(key);
      }
      const size = displaySize(result.video);
      // Deleted while ffmpeg ran: the files go, nothing is written.
      if (!(await recordings.byId(recordingId))) {
        await dropMade();
        await removeUnlessUsed(deps, uploadKey);
        return { status: 'gone' };
      }
      await recordings.setMedia(recordingId, {
        ...keys,
        uploadKey: null,
        durationSeconds: result.durationSeconds,
        intrinsic: { intrinsicVideoWidth: size.width, intrinsicVideoHeight: size.height },
        mediaStatus: 'ready',
        mediaError: '',
      });
      outcome = { status: 'ready', path: remux ? 'remux' : 'transcode' };
    } finally {
      await upload.release();
    }
    await removeUnlessUsed(deps, uploadKey);
    // Deleted between the check and the write: setMedia changed nothing, so the files go.
    if (!(await recordings.byId(recordingId))) {
      await dropMade();
      return { status: 'gone' };
    }
    return outcome;
  } catch (error) {
    await dropMade();
    const current = await recordings.byId(recordingId);
    if (!current) {
      if (uploadKey) await removeUnlessUsed(deps, uploadKey);
      return { status: 'gone' };
    }
    if (options.signal?.aborted) {
      // The worker is stopping: another run takes the job up again.
      await recordings.setMedia(recordingId, { mediaStatus: 'queued' });
      throw error;
    }
    const permanent = error instanceof MediaRejection;
    if (!permanent && !options.isLastAttempt) {
      log?.warn({ err: error, recordingId }, 'media job failed; it will be tried again');
      await recordings.setMedia(recordingId, { mediaStatus: 'queued' });
      throw error;
    }
    if (!permanent) log?.error({ err: error, recordingId }, 'media job failed');
    const message =
      permanent || error instanceof PassingMediaError ? error.message : mediaErrors.processingFailed;
    await recordings.setMedia(recordingId, { mediaStatus: 'failed', mediaError: message, uploadKey: null });
    // A file that is not a video is of no use to anyone: it goes, now that no row points at it.
    if (uploadKey) await removeUnlessUsed(deps, uploadKey);
    return { status: 'failed', error: message };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function removeUnlessUsed(deps: MediaDeps, key: string) {
  if (!(await deps.recordings.keyInUse(key))) await deps.storage.remove(key);
}

/** Probes `file`; one that is not a readable video is a MediaRejection (trying again will not help). */
export async function probeVideo(tools: MediaTools, file: string, signal?: AbortSignal) {
  let probed: Probe;
  try {
    probed = await probe(tools, file, signal);
  } catch (error) {
    if (error instanceof FfmpegError) throw new MediaRejection(mediaErrors.notAVideo);
    throw error;
  }
  if (!isVideo(probed)) throw new MediaRejection(mediaErrors.notAVideo);
  return probed;
}

async function convert(
  tools: MediaTools,
  input: string,
  output: string,
  remux: boolean,
  durationSeconds: number,
  options: ProcessOptions,
) {
  let reported = -1;
  const onStdoutLine = (line: string) => {
    // -progress writes `out_time_us=<microseconds>` about twice a second.
    const match = /^out_time_us=(\d+)$/.exec(line.trim());
    if (!match || !options.reportProgress || durationSeconds <= 0) return;
    const percent = Math.min(99, Math.floor(Number(match[1]) / 1e4 / durationSeconds));
    if (percent <= reported) return;
    reported = percent;
    reports.push(options.reportProgress(percent).catch(() => {}));
  };
  const reports: Promise<void>[] = [];
  // A file that makes ffmpeg crawl or hang must not hold a worker for ever: a generous bound
  // (ten minutes, or twenty times the video's length), then the attempt fails and is retried.
  const timeLimit = AbortSignal.timeout(Math.max(10 * 60_000, durationSeconds * 20_000));
  const signal = options.signal ? AbortSignal.any([options.signal, timeLimit]) : timeLimit;
  try {
    await run(tools.ffmpeg, conversionArgs(input, output, remux), { signal, onStdoutLine });
    // Settled before the next step, so progress never arrives after the job has moved on.
    await Promise.all(reports);
  } catch (error) {
    // A file that probed as a video but that ffmpeg cannot decode (broken in the middle).
    if (error instanceof FfmpegError) throw new MediaRejection(mediaErrors.processingFailed);
    throw error;
  }
}

/** Fetches a linked video into a new upload key, within the size and time limits. */
async function download(deps: MediaDeps, companyId: string, address: string, signal?: AbortSignal) {
  const key = deps.storage.newKey('uploads', companyId, 'bin');
  try {
    const fetched = await safeDownload(
      address,
      {
        maxBytes: deps.maxUploadBytes,
        timeoutMs: deps.linkTimeoutMs,
        addressPolicy: deps.addressPolicy,
        accept: 'video/*, application/octet-stream;q=0.9, */*;q=0.5',
        // A drive link redirects from drive.google.com to its content host.
        maxRedirects: 5,
        isOverLimit: (error) => error instanceof StorageLimitError,
        signal,
      },
      (body) => deps.storage.writeStream(key, body, deps.maxUploadBytes),
    );
    // A private drive file or a page about a video answers with a web page (a sign-in, a player).
    if (/^text\/html\b/i.test(fetched.contentType ?? '')) throw new MediaRejection(mediaErrors.linkIsPage);
    return key;
  } catch (error) {
    await deps.storage.remove(key);
    if (signal?.aborted) throw signal.reason;
    if (!(error instanceof SafeFetchError)) throw error;
    switch (error.reason) {
      case 'address':
        throw new MediaRejection(mediaErrors.linkRefused);
      case 'size':
        throw new MediaRejection(mediaErrors.linkTooLarge);
      case 'status':
      case 'redirects':
        throw new MediaRejection(`${mediaErrors.linkFailed} (${error.message})`);
      case 'timeout':
        // A slow site may be quicker later: tried again, final on the last attempt.
        throw new PassingMediaError(mediaErrors.linkTimeout);
      default:
        throw new PassingMediaError(`${mediaErrors.linkFailed} (${error.message})`);
    }
  }
}

/**
 * The queue's handler for 'media.process'. A recording marked failed ends the job as failed too
 * (PermanentJobError: no retry), so the jobs table agrees with the card.
 */
export const mediaJobHandler =
  (deps: MediaDeps): JobHandler<MediaJobPayload> =>
  async (job) => {
    const outcome = await processRecording(deps, job.payload.recordingId, {
      signal: job.signal,
      isLastAttempt: job.isLastAttempt,
      reportProgress: (percent) => job.reportProgress(percent),
    });
    if (outcome.status === 'failed') throw new PermanentJobError(outcome.error);
  };
