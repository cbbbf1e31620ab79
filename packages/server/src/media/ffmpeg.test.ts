import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedFixture } from '../../test/support/shared-fixtures.ts';
import { groupAlive } from './children.ts';
import {
  checkMediaTools,
  displaySize,
  installHint,
  isFormatRefusal,
  isVideo,
  playsAsIs,
  probe,
  run,
  singleFileFormats,
} from './ffmpeg.ts';

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
    // Issue 26.4: only single-file video containers are read at all; a picture is refused as a format.
    for (const name of ['logo.png', 'thumbnail.jpg', 'icon.svg']) {
      const refused = await probe(tools, fixture(name)).catch((error: unknown) => error);
      expect([name, isFormatRefusal(refused)]).toEqual([name, true]);
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

describe('the single-file formats (issue 26.4)', () => {
  it('reads every video fixture, and refuses an HLS playlist before it opens the file it names', async () => {
    for (const name of [
      'demo-landscape-12s.mp4',
      'clip-3s.mkv',
      'clip-3s.avi',
      'clip-3s.wmv',
      'recording-3s.webm',
    ]) {
      const probed = await probe(tools, fixture(name));
      expect([name, singleFileFormats.some((format) => probed.formats.includes(format))]).toEqual([
        name,
        true,
      ]);
    }
    const playlist = path.join(work, 'list.bin');
    await writeFile(
      playlist,
      `#EXTM3U\n#EXT-X-TARGETDURATION:12\n#EXTINF:12,\n${fixture('demo-landscape-12s.mp4')}\n#EXT-X-ENDLIST\n`,
    );
    // Without the list, ffprobe follows the playlist to the video it names: the attack.
    const open = await promisify(execFile)('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=format_name',
      '-of',
      'csv=p=0',
      playlist,
    ]);
    expect(open.stdout.trim()).toBe('hls');
    const refused = await probe(tools, playlist).catch((error: unknown) => error);
    expect(isFormatRefusal(refused)).toBe(true);
  });
});

describe('run: a process group per program, stopped whole (issue 26.2)', () => {
  it('stops a program on abort with SIGTERM, writes its group down meanwhile, and settles once it is gone', async () => {
    const controller = new AbortController();
    const registryDir = path.join(work, 'registry');
    const running = run(
      tools.ffmpeg,
      ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10', '-f', 'null', '-'],
      { signal: controller.signal, registryDir },
    );
    let records: string[] = [];
    while (records.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      records = await readdir(registryDir).catch(() => []);
    }
    const record = JSON.parse(await readFile(path.join(registryDir, records[0]!), 'utf8'));
    expect(record).toMatchObject({ ownerPid: process.pid, binary: tools.ffmpeg });
    expect(groupAlive(record.pgid)).toBe(true);
    controller.abort(new Error('stop'));
    await expect(running).rejects.toThrow('stop');
    expect(groupAlive(record.pgid)).toBe(false);
    expect(await readdir(registryDir)).toEqual([]);
  });

  it('kills with SIGKILL after the grace period a group that ignores SIGTERM, children included', async () => {
    const controller = new AbortController();
    const marker = path.join(work, 'stubborn');
    // A shell that ignores SIGTERM and a child that inherits it: SIGTERM alone leaves both running.
    const running = run('sh', ['-c', `trap '' TERM; sleep 60 & echo $$ > ${marker}; wait`], {
      signal: controller.signal,
      graceMs: 300,
    });
    let leader = 0;
    while (!leader) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      leader = Number(await readFile(marker, 'utf8').catch(() => '0'));
    }
    const started = Date.now();
    controller.abort(new Error('stop'));
    await expect(running).rejects.toThrow('stop');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(groupAlive(leader)).toBe(false);
  });
});
