import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedFixture } from '../../test/support/shared-fixtures.ts';
import { thumbnailMaxSide, writeThumbnail } from './process.ts';

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
