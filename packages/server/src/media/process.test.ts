import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedFixture } from '../../test/support/shared-fixtures.ts';
import {
  conversionTimeLimitMs,
  maxConversionMs,
  thumbnailMaxSide,
  writeCardThumbnail,
  writeThumbnail,
} from './process.ts';
import { defaultMediaLimits, limitProblem } from './refusals.ts';

const tools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
const exec = promisify(execFile);
let work: string;

/** A picture's width and height, as ffprobe reads them. */
async function size(file: string) {
  const { stdout } = await exec('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0'],
    file,
  ]);
  const [width, height] = stdout.trim().split(',').map(Number);
  return { width, height };
}

/** One second of a test pattern at this size, as a screen recorder would write it. */
async function video(name: string, width: number, height: number) {
  const file = path.join(work, name);
  await exec('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=5:duration=1`],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', file],
  ]);
  return file;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'showroom-thumbnail-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('writeThumbnail (the still every teaser and prospect page shows first)', () => {
  it(`scales a 4K recording down to ${thumbnailMaxSide} px on its longest side, keeping its proportions`, async () => {
    const out = path.join(work, 'wide.jpg');
    await writeThumbnail(tools, await video('wide.mp4', 3840, 2160), out);
    expect(await size(out)).toEqual({ width: 1920, height: 1080 });
  }, 30_000);

  it('scales a tall one by its height', async () => {
    const out = path.join(work, 'tall.jpg');
    await writeThumbnail(tools, await video('tall.mp4', 1440, 2560), out);
    expect(await size(out)).toEqual({ width: 1080, height: 1920 });
  }, 30_000);

  it('leaves a smaller video at its own size, never enlarged', async () => {
    const out = path.join(work, 'small.jpg');
    await writeThumbnail(tools, sharedFixture('media', 'demo-landscape-12s.mp4'), out);
    expect(await size(out)).toEqual({ width: 640, height: 360 });
  }, 30_000);
});

describe('writeCardThumbnail (the demo card’s still, issue 30)', () => {
  // The card shows a 234 x 132 picture, cut to fill it (ui Card, `object-fit: cover`): its still is
  // twice that for a 2x screen, cut around the centre the same way.
  it('makes a 1280 x 720 still into 468 x 264, in well under half its bytes', async () => {
    const full = path.join(work, 'hd.jpg');
    const card = path.join(work, 'hd-card.jpg');
    await writeThumbnail(tools, await video('hd.mp4', 1280, 720), full);
    await writeCardThumbnail(tools, full, card);
    expect(await size(card)).toEqual({ width: 468, height: 264 });
    expect((await stat(card)).size).toBeLessThan((await stat(full)).size / 2);
  }, 30_000);

  it('fills the card with a portrait still too, cutting its top and bottom', async () => {
    const full = path.join(work, 'portrait.jpg');
    const card = path.join(work, 'portrait-card.jpg');
    await writeThumbnail(tools, sharedFixture('media', 'demo-portrait-8s.mp4'), full);
    await writeCardThumbnail(tools, full, card);
    expect(await size(card)).toEqual({ width: 468, height: 264 });
  }, 30_000);
});

describe('the conversion time limit (issue 26.1)', () => {
  it('is a whole number of ms within its bounds for any length, which AbortSignal.timeout takes', () => {
    // The failing case of the report: 32.267 s * 20000 = 645340.0000000001.
    expect(Number.isInteger(32.267 * 20_000)).toBe(false);
    expect(() => AbortSignal.timeout(32.267 * 20_000)).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 0, max: 1e7, noNaN: true }),
          // Lengths as containers write them: milliseconds, and 1/90000 s ticks.
          fc.integer({ min: 1, max: 10_000_000 }).map((ms) => ms / 1000),
          fc.integer({ min: 1, max: 2_000_000_000 }).map((ticks) => ticks / 90_000),
        ),
        (durationSeconds) => {
          const limit = conversionTimeLimitMs(durationSeconds);
          expect(Number.isInteger(limit)).toBe(true);
          expect(limit).toBeGreaterThanOrEqual(10 * 60_000);
          expect(limit).toBeLessThanOrEqual(maxConversionMs);
          // At least twenty times the length, until the cap.
          expect(limit).toBeGreaterThanOrEqual(Math.min(maxConversionMs, durationSeconds * 20_000));
          expect(() => AbortSignal.timeout(limit)).not.toThrow();
        },
      ),
      { numRuns: 2000 },
    );
    for (const odd of [Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      expect(Number.isInteger(conversionTimeLimitMs(odd))).toBe(true);
    }
  });
});

describe('the probe-time limits (issue 26.2, 26.8)', () => {
  const video = (fields: Partial<Parameters<typeof limitProblem>[0]['video']> = {}) => ({
    codec: 'h264',
    width: 1920,
    height: 1080,
    pixelFormat: 'yuv420p',
    rotation: 0,
    frameRate: 30,
    frameCount: 900,
    ...fields,
  });
  it('passes an ordinary video, 4K either way round, and names the limit a video is past', () => {
    expect(limitProblem({ durationSeconds: 30, video: video() }, defaultMediaLimits)).toBeUndefined();
    expect(
      limitProblem({ durationSeconds: 30, video: video({ width: 2160, height: 3840 }) }, defaultMediaLimits),
    ).toBeUndefined();
    expect(
      limitProblem({ durationSeconds: 1, video: video({ width: 8192, height: 8192 }) }, defaultMediaLimits),
    ).toBe('The video is 8192x8192 pixels; videos up to 3840x2160 are accepted: export it at a smaller size');
    expect(limitProblem({ durationSeconds: 36_001, video: video() }, defaultMediaLimits)).toBe(
      'The video is 10 h long; videos up to 4 h are accepted',
    );
    expect(limitProblem({ durationSeconds: 10, video: video({ frameRate: 1000 }) }, defaultMediaLimits)).toBe(
      'The video has 1000 frames per second; up to 120 are accepted: export it at a lower frame rate',
    );
    expect(
      limitProblem({ durationSeconds: 10, video: video({ frameCount: 2_000_000 }) }, defaultMediaLimits),
    ).toBe('The video has 2000000 frames; videos of up to 1000000 frames are accepted');
  });
});
