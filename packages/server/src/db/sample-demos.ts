import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  annotationDefaults,
  type Coordinates,
  demoConstants,
  emptyCoordinates,
  type IntrinsicSize,
  playerWidth,
} from '@showroom/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { prepareJobStore } from '../jobs/queue.ts';
import { run } from '../media/ffmpeg.ts';
import { type MediaDeps, processRecording } from '../media/process.ts';
import { recordingsRepository } from '../plugins/app/recordings.ts';
import { configuredStorage } from '../services/configured-storage.ts';
import { policyAdmitting } from '../services/safe-fetch.ts';
import type { Db } from './database.ts';
import { recordings, salesReps } from './schema.ts';

/**
 * Issue 10: the sample demos a newcomer finds already processed. Their videos are made at first
 * start by ffmpeg from its own test sources (nothing is shipped or downloaded): a landscape and a
 * portrait clip of 6 s with a tone, each with a hotspot at 2 s and a click region.
 */
export const sampleDemos = [
  {
    title: 'Welcome to Showroom',
    description:
      'A sample demo made at first start. Press play: the hotspot at 2 seconds pauses the video until you click it.',
    size: { intrinsicVideoWidth: 1280, intrinsicVideoHeight: 720 },
    source: 'testsrc2=size=1280x720:rate=25',
    tone: 'sine=frequency=440:sample_rate=48000',
    hotspot: { caption: 'Click the hotspot to carry on', at: { top: 40, left: 45 } },
    region: { caption: 'A click region frames what matters on screen', at: { top: 62, left: 12 } },
  },
  {
    title: 'Mobile walkthrough (portrait)',
    description: 'A portrait sample: the player is 0.4 times as wide as the video, as for a phone recording.',
    size: { intrinsicVideoWidth: 720, intrinsicVideoHeight: 1280 },
    source: 'testsrc=size=720x1280:rate=25',
    tone: 'sine=frequency=660:sample_rate=48000',
    hotspot: { caption: 'Tap here to open the menu', at: { top: 30, left: 50 } },
    region: { caption: 'The counter keeps running', at: { top: 55, left: 20 } },
  },
] as const;

const sampleSeconds = 6;
const sampleAppearAt = { hotspot: 2, region: 4 };

type SampleDemo = (typeof sampleDemos)[number];

/**
 * A sample's annotations with the editor's own defaults (spec 3 §9): sizes in pixels of the
 * player box, stored as percentages of it.
 */
function sampleCoordinates(sample: SampleDemo): Coordinates {
  const size: IntrinsicSize = sample.size;
  const width = playerWidth(size);
  const height = (width * size.intrinsicVideoHeight) / size.intrinsicVideoWidth;
  const across = (px: number) => Math.round((px / width) * 10_000) / 100;
  const down = (px: number) => Math.round((px / height) * 10_000) / 100;
  const { captionBox, clickRegion, hotspotSizePx } = demoConstants;
  const caption = (at: { top: number; left: number }, below: number) => ({
    captionPercentageFromTop: Math.min(100 - down(captionBox.height), at.top + below),
    captionPercentageFromLeft: Math.min(100 - across(captionBox.width), at.left),
    captionPercentageHeight: down(captionBox.height),
    captionPercentageWidth: across(captionBox.width),
    captionColor: annotationDefaults.captionColor,
  });
  return {
    ...emptyCoordinates(),
    hotspots: [
      {
        id: 'sample-hotspot',
        caption: sample.hotspot.caption,
        ...caption(sample.hotspot.at, down(hotspotSizePx)),
        hotspotColor: annotationDefaults.hotspotColor,
        hotspotStyle: 'DARK',
        appearAt: sampleAppearAt.hotspot,
        percentageFromTop: sample.hotspot.at.top,
        percentageFromLeft: sample.hotspot.at.left,
        shown: false,
      },
    ],
    rectangles: [
      {
        id: 'sample-click-region',
        caption: sample.region.caption,
        ...caption(sample.region.at, down(clickRegion.height)),
        borderColor: annotationDefaults.borderColor,
        backgroundColor: annotationDefaults.backgroundColor,
        captionBackgroundColor: '#FFFFFF',
        appearAt: sampleAppearAt.region,
        percentageFromTop: sample.region.at.top,
        percentageFromLeft: sample.region.at.left,
        percentageHeight: down(clickRegion.height),
        percentageWidth: across(clickRegion.width),
        shown: false,
      },
    ],
  };
}

/** What making and processing the sample videos needs: the server's media settings. */
export type SeedMedia = Pick<
  Config['media'],
  'dir' | 'url' | 'ffmpegPath' | 'ffprobePath' | 'maxUploadBytes' | 'linkTimeoutMs'
> &
  Partial<Pick<Config['media'], 'objectStore'>>;

const mediaDepsOf = (db: Db, media: SeedMedia): MediaDeps => ({
  recordings: recordingsRepository(db, media.url),
  storage: configuredStorage({ dir: media.dir, objectStore: media.objectStore }),
  tools: { ffmpeg: media.ffmpegPath, ffprobe: media.ffprobePath },
  workDir: path.join(media.dir, '.work'),
  maxUploadBytes: media.maxUploadBytes,
  linkTimeoutMs: media.linkTimeoutMs,
  // The samples are files, never links: nothing is fetched.
  addressPolicy: policyAdmitting([]),
});

/**
 * Makes a sample's clip with ffmpeg and stores it in `area` of `companyId` (an upload, which the
 * media job then processes, or a video played as it is); answers its key.
 */
async function makeSampleClip(
  deps: MediaDeps,
  companyId: string,
  sample: { source: string; tone: string },
  area: 'uploads' | 'videos' = 'uploads',
): Promise<string> {
  const work = path.join(deps.workDir, `seed-${randomBytes(8).toString('hex')}`);
  await mkdir(work, { recursive: true });
  try {
    const file = path.join(work, 'sample.mp4');
    await run(deps.tools.ffmpeg, [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', sample.source, '-f', 'lavfi', '-i', sample.tone],
      ...['-t', String(sampleSeconds), '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', file],
    ]);
    const key = deps.storage.newKey(area, companyId, 'mp4');
    await deps.storage.putFile(key, file);
    return key;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Runs the media job inline for the sample demos that are not ready yet, so they are when the
 * console opens: the ones just made, or ones a start that stopped half-way left queued.
 */
export async function processSampleDemos(db: Db, media: SeedMedia, ids: string[]) {
  if (ids.length === 0) return;
  // A demo's read names the job queue's table (pg-boss's), which the app's start would install later.
  await prepareJobStore(db);
  const deps = mediaDepsOf(db, media);
  for (const id of ids) await processRecording(deps, id, { isLastAttempt: true });
}

/**
 * Makes every sample's clip and stores it as an upload of `companyId` (before the rows exist, so
 * the rows and their files appear together); answers the keys in the order of `sampleDemos`.
 */
export const makeSampleClips = (db: Db, media: SeedMedia, companyId: string) =>
  Promise.all(sampleDemos.map((sample) => makeSampleClip(mediaDepsOf(db, media), companyId, sample)));

/**
 * Issue 29 D.4: the sample video (spec 3 §3 Video), a clip played from its address as a rep's
 * video by address is, which the sample Collection page shows beside the demos.
 */
export const sampleVideo = {
  title: 'Showroom in six seconds',
  description: 'A sample video: played from its address as it is, with no hotspots.',
  source: 'smptebars=size=1280x720:rate=25',
  tone: 'sine=frequency=520:sample_rate=48000',
} as const;

/** Makes the sample video's clip (stored with the videos, never processed); answers its key. */
export const makeSampleVideoClip = (db: Db, media: SeedMedia, companyId: string) =>
  makeSampleClip(mediaDepsOf(db, media), companyId, sampleVideo, 'videos');

/** Removes clips no row came to name (the seed's transaction failed). */
export const removeSampleClips = (media: SeedMedia, keys: string[]) => {
  const storage = configuredStorage({ dir: media.dir, objectStore: media.objectStore });
  return Promise.all(keys.map((key) => storage.remove(key)));
};

/** The recording rows of the samples, each with its clip as the upload its media job reads. */
export const sampleDemoRows = (companyId: string, salesRepId: string, clips: string[]) =>
  sampleDemos.map((sample, index) => ({
    companyId,
    salesRepId,
    title: sample.title,
    description: sample.description,
    type: 'default' as const,
    uploadKey: clips[index]!,
    coordinates: sampleCoordinates(sample),
  }));

/** Sample demos a start that stopped half-way left unprocessed (by their titles, of the sample rep). */
export async function unfinishedSampleDemos(db: Db, repEmail: string): Promise<string[]> {
  const rows = await db
    .select({ id: recordings.id })
    .from(recordings)
    .innerJoin(salesReps, eq(salesReps.id, recordings.salesRepId))
    .where(
      and(
        sql`lower(${salesReps.email}) = ${repEmail}`,
        inArray(
          recordings.title,
          sampleDemos.map((sample) => sample.title),
        ),
        inArray(recordings.mediaStatus, ['queued', 'processing']),
      ),
    );
  return rows.map((row) => row.id);
}
