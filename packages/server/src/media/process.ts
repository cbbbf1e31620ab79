import { randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { demoConstants, demoLimitMessages, linkedVideoUrl } from '@showroom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type JobHandler, PermanentJobError } from '../jobs/queue.ts';
import type { RecordingsRepository } from '../plugins/app/recordings.ts';
import type { AddressPolicy } from '../services/safe-fetch.ts';
import type { Storage } from '../services/storage.ts';
import { download } from './download.ts';
import {
  displaySize,
  FfmpegError,
  inputArgs,
  isFormatRefusal,
  isVideo,
  type MediaTools,
  type Probe,
  playsAsIs,
  probe,
  run,
  runOptionsOf,
} from './ffmpeg.ts';
import {
  defaultMediaLimits,
  limitProblem,
  MediaLimitRejection,
  type MediaLimits,
  MediaRejection,
  mediaErrors,
  PassingMediaError,
  PlaylistRejection,
} from './refusals.ts';

/** The queue's kind for a recording's media job; its payload is `{ recordingId }`. */
export const mediaJobKind = 'media.process';
export interface MediaJobPayload extends Record<string, unknown> {
  recordingId: string;
  /** The demo's company: the queue shares its slots fairly between companies (jobs/boss-queue.ts). */
  companyId?: string;
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
  /** What a video may be (issue 26.2, 26.8); the defaults when not given. */
  limits?: MediaLimits;
  /** Bytes the company may still store (issue 26.2): a linked video is fetched up to this. */
  remainingQuota?: (companyId: string) => Promise<number>;
  /** The company's quota, for the message when a link's video would pass it. */
  quotaBytes?: number;
  /** How often a running job checks that its demo still exists (deleted: ffmpeg is stopped). */
  deletionCheckMs?: number;
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
      ...inputArgs(video, 'mov'),
      ...['-frames:v', '1', '-vf', fit, '-q:v', '3', '-f', 'mjpeg', thumbnail],
    ],
    runOptionsOf(tools, signal),
  );
}

/**
 * The demo card's still, twice the card's picture (`demoConstants.cardThumbnail`) for a 2x screen:
 * the list shows a dozen cards at once, and a phone would otherwise fetch each full still (a
 * 1280 x 720 one is 37 to 49 KB, this about a quarter) before the list is whole (issue 30). Made
 * from the full still, cut to the card's proportions around its centre as the card shows it
 * (`object-fit: cover`).
 */
const cardThumbnailSize = {
  width: 2 * demoConstants.cardThumbnail.width,
  height: 2 * demoConstants.cardThumbnail.height,
};

export function writeCardThumbnail(tools: MediaTools, thumbnail: string, card: string, signal?: AbortSignal) {
  const { width, height } = cardThumbnailSize;
  const cover = `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`;
  return run(
    tools.ffmpeg,
    [
      ...['-hide_banner', '-nostdin', '-y', '-i', thumbnail],
      ...['-frames:v', '1', '-vf', cover, '-q:v', '4', '-f', 'mjpeg', card],
    ],
    runOptionsOf(tools, signal),
  );
}

/**
 * The GIF of a card (spec 3 §9): the first 10 s of the video, cut to 7 s; small, 10 fps, own
 * palette. The cut is in the filter too: a frame shown for hours (issue 26.2) would otherwise
 * be repeated ten times a second for all of them before the output's limit stopped anything.
 */
export const gifFilter = `fps=10,trim=duration=${demoConstants.gifSeconds},scale=min(480\\,iw):-1:flags=lanczos,split[a][b];[a]palettegen=max_colors=128[p];[b][p]paletteuse=dither=bayer`;

/**
 * ffmpeg arguments that make `output` a browser-playable mp4 of `input` (streams copied or
 * re-encoded). `format` is the demuxer the probe found (one of `singleFileFormats`): the input is
 * read as that and nothing else. Frames keep their own timestamps (`-fps_mode passthrough`):
 * a gap of hours between two frames stays a gap, never a million copies of a frame (issue 26.2).
 */
export function conversionArgs(input: string, output: string, remux: boolean, format?: string): string[] {
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
        '-fps_mode:v',
        'passthrough',
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
    ...inputArgs(input, format),
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
 * plays as it is), a JPEG thumbnail at 0.01 s, the card's smaller copy of it and the GIF; writes
 * the keys, duration and intrinsic size to the row (and to copies sharing the upload) and removes
 * the upload. A linked demo's video is first fetched from its link, from public addresses only.
 * The queue runs it (kind 'media.process'); the seed runs it inline.
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
  // Issue 28 §1: files an earlier run noted and never put in the row (it was killed halfway) go first.
  if (row.pendingKeys.length > 0) {
    for (const key of row.pendingKeys) await removeUnlessUsed(deps, key);
    await recordings.setPendingKeys(recordingId, []);
  }
  // Made by an earlier run: one that lost its lease once done, or one killed before `finish`.
  if (row.videoKey) {
    if (row.mediaStatus !== 'ready' || row.uploadKey) await finish(deps, recordingId, row.uploadKey, options);
    return { status: 'ready', path: 'earlier' };
  }

  const made: string[] = [];
  const work = path.join(deps.workDir, randomBytes(12).toString('hex'));
  const dropMade = () => Promise.all(made.map((key) => removeUnlessUsed(deps, key)));
  // The upload's key, once a link has been fetched too, so a failure can remove what was fetched.
  let uploadKey = row.uploadKey;
  // Issue 26.2: a demo deleted while its job runs (here or by another process) stops its ffmpeg.
  const deletion = new AbortController();
  const watch = setInterval(() => {
    recordings.byId(recordingId).then(
      (current) => {
        if (!current) deletion.abort(new Error('The demo was deleted'));
      },
      () => {},
    );
  }, deps.deletionCheckMs ?? 2000);
  watch.unref();
  const signal = options.signal ? AbortSignal.any([options.signal, deletion.signal]) : deletion.signal;
  const limits = deps.limits ?? defaultMediaLimits;
  try {
    await recordings.setMedia(recordingId, { mediaStatus: 'processing', mediaError: '' });
    if (!uploadKey && row.sourceUrl) {
      // The link as the rep gave it; a drive sharing link becomes its direct download again here.
      const link =
        row.type === 'default' ? { error: mediaErrors.linkFailed } : linkedVideoUrl(row.type, row.sourceUrl);
      if ('error' in link) throw new MediaRejection(link.error);
      const fetchKey = storage.newKey('uploads', row.companyId, 'bin');
      await recordings.setPendingKeys(recordingId, [fetchKey]);
      uploadKey = await download(deps, row.companyId, fetchKey, link.url, signal);
      await recordings.setMedia(recordingId, { uploadKey, mediaStatus: 'processing' });
      await recordings.setPendingKeys(recordingId, []);
    }
    if (!uploadKey) throw new MediaRejection(mediaErrors.uploadMissing);
    const upload = await storage.localCopy(uploadKey);
    if (!upload) throw new MediaRejection(mediaErrors.uploadMissing);

    let outcome: ProcessOutcome;
    try {
      await mkdir(work, { recursive: true });
      const source = await probeVideo(deps.tools, upload.path, signal, limits);
      const remux = playsAsIs(source);
      const files = {
        video: path.join(work, 'video.mp4'),
        thumbnail: path.join(work, 'thumbnail.jpg'),
        cardThumbnail: path.join(work, 'card.jpg'),
        gif: path.join(work, 'preview.gif'),
      };
      await convert(deps.tools, upload.path, files.video, remux, source, { ...options, signal });
      // The result is checked too: a header that understated the length does not slip through.
      const result = await probeVideo(deps.tools, files.video, signal, limits);
      await writeThumbnail(deps.tools, files.video, files.thumbnail, signal);
      await writeCardThumbnail(deps.tools, files.thumbnail, files.cardThumbnail, signal);
      await run(
        deps.tools.ffmpeg,
        [
          ...[
            '-hide_banner',
            '-nostdin',
            '-y',
            '-t',
            String(demoConstants.gifSourceSeconds),
            ...inputArgs(files.video, 'mov'),
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
        runOptionsOf(deps.tools, signal),
      );

      const keys = {
        videoKey: storage.newKey('videos', row.companyId, 'mp4'),
        thumbnailKey: storage.newKey('thumbnails', row.companyId, 'jpg'),
        cardThumbnailKey: storage.newKey('thumbnails', row.companyId, 'jpg'),
        previewKey: storage.newKey('gifs', row.companyId, 'gif'),
      };
      // Noted before they are written: a kill from here on leaves them listed for the retry.
      await recordings.setPendingKeys(recordingId, Object.values(keys));
      for (const [key, file] of [
        [keys.videoKey, files.video],
        [keys.thumbnailKey, files.thumbnail],
        [keys.cardThumbnailKey, files.cardThumbnail],
        [keys.previewKey, files.gif],
      ] as const) {
        await storage.putFile(key, file);
        made.push(key);
      }
      const size = displaySize(result.video);
      // Named in the row and its copies, still 'processing' and naming the upload (then `finish`).
      await recordings.setMedia(recordingId, {
        ...keys,
        durationSeconds: result.durationSeconds,
        intrinsic: { intrinsicVideoWidth: size.width, intrinsicVideoHeight: size.height },
        mediaStatus: 'processing',
        mediaError: '',
      });
      await recordings.setPendingKeys(recordingId, []);
      outcome = { status: 'ready', path: remux ? 'remux' : 'transcode' };
    } finally {
      await upload.release();
    }
    // Deleted while ffmpeg ran or before this check: setMedia changed nothing, or the delete took
    // the files the row named; what no row names goes.
    if (!(await recordings.byId(recordingId))) {
      await dropMade();
      await removeUnlessUsed(deps, uploadKey);
      return { status: 'gone' };
    }
    await finish(deps, recordingId, uploadKey, options);
    // Deleted meanwhile: the delete removed the files no copy names.
    return (await recordings.byId(recordingId)) ? outcome : { status: 'gone' };
  } catch (error) {
    await dropMade();
    const current = await recordings.byId(recordingId);
    if (!current) {
      if (uploadKey) await removeUnlessUsed(deps, uploadKey);
      return { status: 'gone' };
    }
    // What it noted is removed (dropMade) or was never written.
    await recordings.setPendingKeys(recordingId, []);
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
    clearInterval(watch);
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * A run's last step, once the row and its copies name its files: the upload goes, then one write
 * makes them ready without it. A ready demo has no upload left (unless the store refused to remove
 * it up to the job's last attempt: then the row still names it); a kill before the write leaves the
 * row naming it, for the retry or a delete to remove (issue 28 §1).
 */
async function finish(
  deps: MediaDeps,
  recordingId: string,
  uploadKey: string | null,
  options: ProcessOptions,
) {
  try {
    if (uploadKey) await deps.storage.remove(uploadKey);
  } catch (error) {
    // The store refused: the job tries again. On its last attempt the demo works all the same, so
    // it says ready, its upload still named by the row (removed with the demo, never orphaned).
    if (!options.isLastAttempt || options.signal?.aborted) throw error;
    deps.log?.error({ err: error, recordingId }, 'media job could not remove the upload; the demo keeps it');
    await deps.recordings.setMedia(recordingId, { mediaStatus: 'ready', mediaError: '' });
    return;
  }
  await deps.recordings.setMedia(recordingId, { uploadKey: null, mediaStatus: 'ready', mediaError: '' });
}

async function removeUnlessUsed(deps: MediaDeps, key: string) {
  if (!(await deps.recordings.keyInUse(key))) await deps.storage.remove(key);
}

/** Text a playlist or a list of files starts with (HLS, DASH, concat, pls, smil, asx, ffmetadata...). */
const playlistStart =
  /^(\ufeff)?\s*(#EXTM3U|#EXT-X-|ffconcat|file\s+'|\[playlist\]|<\?xml|<MPD|<smil|<asx|;FFMETADATA)/i;

/** Whether `file`'s first bytes are a playlist's (a clearer refusal than 'not a video'). */
async function looksLikePlaylist(file: string) {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    return playlistStart.test(buffer.toString('utf8', 0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * Probes `file`; one that is not a readable video is a MediaRejection (trying again will not
 * help): a playlist or another format that refers to further files (PlaylistRejection, issue
 * 26.4), and, with `limits`, a video past one of them (MediaLimitRejection, issue 26.2, 26.8).
 */
export async function probeVideo(
  tools: MediaTools,
  file: string,
  signal?: AbortSignal,
  limits?: MediaLimits,
) {
  let probed: Probe;
  try {
    probed = await probe(tools, file, signal);
  } catch (error) {
    if (isFormatRefusal(error) && (await looksLikePlaylist(file))) throw new PlaylistRejection();
    if (error instanceof FfmpegError) throw new MediaRejection(mediaErrors.notAVideo);
    throw error;
  }
  if (!isVideo(probed)) throw new MediaRejection(mediaErrors.notAVideo);
  const problem = limits && limitProblem(probed, limits);
  if (problem) throw new MediaLimitRejection(problem);
  return probed;
}

/**
 * How long one conversion may take: ten minutes, or twenty times the video's length, at most
 * `maxConversionMs`; a whole number of ms (AbortSignal.timeout refuses 645340.0000000001, issue 26.1).
 */
export const maxConversionMs = 6 * 3600_000;
export const conversionTimeLimitMs = (durationSeconds: number) =>
  Math.min(
    maxConversionMs,
    Math.max(10 * 60_000, Math.ceil(Number.isFinite(durationSeconds) ? durationSeconds * 20 : 0) * 1000),
  );

async function convert(
  tools: MediaTools,
  input: string,
  output: string,
  remux: boolean,
  source: Probe,
  options: ProcessOptions,
) {
  const { durationSeconds } = source;
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
  // (conversionTimeLimitMs), then the attempt fails and is retried.
  const timeLimit = AbortSignal.timeout(conversionTimeLimitMs(durationSeconds));
  const signal = options.signal ? AbortSignal.any([options.signal, timeLimit]) : timeLimit;
  try {
    await run(tools.ffmpeg, conversionArgs(input, output, remux, source.formats[0]), {
      ...runOptionsOf(tools, signal),
      onStdoutLine,
    });
    // Settled before the next step, so progress never arrives after the job has moved on.
    await Promise.all(reports);
  } catch (error) {
    // A file that probed as a video but that ffmpeg cannot decode (broken in the middle).
    if (error instanceof FfmpegError) throw new MediaRejection(mediaErrors.processingFailed);
    if (timeLimit.aborted && !options.signal?.aborted) {
      throw new PassingMediaError(demoLimitMessages.conversionTooSlow);
    }
    throw error;
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
