import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedFixture } from '../../test/support/shared-fixtures.ts';
import { checkMediaTools, displaySize, installHint, isVideo, playsAsIs, probe } from './ffmpeg.ts';

const tools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
const fixture = (name: string) => sharedFixture('media', name);
let work: string;
let turned: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'showroom-ffmpeg-'));
  // A phone held upright: landscape pixels with a display matrix turning them a quarter.
  turned = path.join(work, 'turned.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-i', fixture('clip-3s.m4v'), '-c', 'copy', '-metadata:s:v:0', 'rotate=90', turned],
  ]);
});

afterAll(() => rm(work, { recursive: true, force: true }));

describe('probe', () => {
  it('reads codecs, size, duration and container from the bytes', async () => {
    const landscape = await probe(tools, fixture('demo-landscape-12s.mp4'));
    expect(landscape).toMatchObject({
      durationSeconds: 12,
      video: { codec: 'h264', width: 640, height: 360, pixelFormat: 'yuv420p', rotation: 0 },
      audio: { codec: 'aac' },
    });
    expect(landscape.formats).toContain('mp4');
    expect(isVideo(landscape) && playsAsIs(landscape)).toBe(true);
    // H.264 in Matroska, VP8 in WebM, WMV: re-encoded.
    for (const name of ['clip-3s.mkv', 'recording-3s.webm', 'clip-3s.wmv']) {
      const probed = await probe(tools, fixture(name));
      expect([name, isVideo(probed), playsAsIs(probed)]).toEqual([name, true, false]);
    }
  });

  it("reads a browser recording's length from its packets when its header has none", async () => {
    // Written live to a pipe, as MediaRecorder writes it: no duration, no cues, no tags.
    const live = path.join(work, 'live.webm');
    await promisify(execFile)('sh', [
      '-c',
      `ffmpeg -v error -i "${fixture('recording-3s.webm')}" -map_metadata -1 -c copy -f webm -live 1 - | cat > "${live}"`,
    ]);
    const header = await promisify(execFile)('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      live,
    ]);
    expect(header.stdout).toContain('duration=N/A');
    const probed = await probe(tools, live);
    expect(probed.durationSeconds).toBeGreaterThan(2.5);
    expect(probed.durationSeconds).toBeLessThan(3.5);
    expect(isVideo(probed)).toBe(true);
  });

  it('shows a quarter-turned video at its upright size', async () => {
    const probed = await probe(tools, turned);
    expect(Math.abs(probed.video!.rotation)).toBe(90);
    expect(displaySize(probed.video!)).toEqual({ width: 180, height: 320 });
  });

  it('does not take a picture for a video, and fails on bytes that are no media at all', async () => {
    for (const name of ['logo.png', 'thumbnail.jpg', 'icon.svg']) {
      expect([name, isVideo(await probe(tools, fixture(name)))]).toEqual([name, false]);
    }
    for (const name of ['not-a-video.mp4', 'zero-byte.mp4']) {
      await expect(probe(tools, fixture(name))).rejects.toThrow(/Invalid data/);
    }
  });
});

describe('checkMediaTools', () => {
  it('passes with the system ffmpeg and says how to install it when it is missing', async () => {
    await expect(checkMediaTools(tools)).resolves.toBeUndefined();
    await expect(checkMediaTools({ ...tools, ffprobe: path.join(work, 'no-ffprobe') })).rejects.toThrow(
      installHint,
    );
  });
});
