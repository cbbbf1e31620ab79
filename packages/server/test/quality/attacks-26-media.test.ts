/**
 * Issue 26, items 1, 2, 4 and 8: the media pipeline attacked as the report did, each attack
 * reproduced with real files made by ffmpeg here, and shown to fail now. PGlite and PostgreSQL.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { demoLimitMessages, emptyCoordinates } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { recordings } from '../../src/db/schema.ts';
import { groupAlive } from '../../src/media/children.ts';
import { type MediaDeps, mediaJobKind, processRecording } from '../../src/media/process.ts';
import { multipartForm, recordingFields } from '../../src/routes/recording-upload.matrix.ts';
import { describeDatabases } from '../support/databases.ts';
import { createAccount, type TestAccount, testConfig } from '../support/fixtures.ts';
import { sharedFixture } from '../support/shared-fixtures.ts';
import { storedFile, storedKeys } from '../support/stored-files.ts';

const exec = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const ffmpeg = (...args: string[]) => exec('ffmpeg', ['-v', 'error', '-y', ...args]);
const ffprobeEntries = async (file: string, entries: string) =>
  (await exec('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'csv=p=0', file])).stdout.trim();

/** The process groups written down in a registry folder (media/children.ts). */
const recordedGroups = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .map((name) => Number(name.split('.').at(-2)));

describeDatabases('issue 26: attacks on the media pipeline', (context) => {
  let work: string;
  let mediaDir: string;
  let dataDir: string;
  let config: Config;
  let app: FastifyInstance;
  const files = {
    /** 32.267 s of H.264/AAC: 32.267 * 20000 is 645340.0000000001, the report's RangeError. */
    odd: '',
    /** Two frames ten hours apart, 1.3 KB: the report's queue-filling upload. */
    tenHours: '',
    /** One 8192x8192 frame, about 200 KB. */
    huge: '',
    /** ffmpeg reading at the video's own pace (-re): a conversion that lasts while a test acts. */
    slowFfmpeg: '',
  };

  const session = async (account: TestAccount) => ({
    ...account,
    token: (await app.sessions.create(account.repId)).token,
  });
  const upload = (
    target: FastifyInstance,
    account: { token: string; companyId: string; repId: string },
    bytes: Buffer,
    filename = 'demo.mp4',
  ) => {
    const form = multipartForm(recordingFields(account), [
      { field: 'video', filename, contentType: 'video/mp4', bytes },
    ]);
    return target.inject({
      method: 'POST',
      url: '/web/recording',
      headers: { token: account.token, 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  /** A demo "by link": the job fetches `location` (from the test's own site) and probes what comes. */
  const postLink = (
    target: FastifyInstance,
    account: { token: string; companyId: string; repId: string },
    location: string,
  ) => {
    const form = multipartForm(recordingFields(account, { type: 'public', location }));
    return target.inject({
      method: 'POST',
      url: '/web/recording',
      headers: { token: account.token, 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  /** What the test's own site answers, by path: the links' files. */
  const served = new Map<string, { type: string; body: string | Buffer }>();
  let site: http.Server;
  let siteUrl: string;
  const rowsOf = (companyId: string) =>
    context.db.select().from(recordings).where(eq(recordings.companyId, companyId));
  const drain = async (target = app) => {
    while ((await target.jobs.runDue()) > 0) {
      // next batch
    }
  };
  /** The company's files: in the store (the folder or the bucket) and in the media folder besides. */
  const companyFiles = async (companyId: string) =>
    [
      ...new Set([
        ...(await storedKeys(config.media)),
        ...(await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []))
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name))),
      ]),
    ].filter((file) => file.includes(companyId));
  const build = async (overrides: Partial<Config> = {}, media: Partial<Config['media']> = {}) => {
    const built = buildApp({
      config: {
        ...config,
        ...overrides,
        media: { ...config.media, ...media },
      },
      database: context.database,
      logger: false,
    });
    await built.ready();
    return built;
  };

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'showroom-attacks-26-'));
    mediaDir = path.join(work, 'media');
    dataDir = path.join(work, 'data');
    await mkdir(dataDir, { recursive: true });
    const base = testConfig();
    config = testConfig({
      dataDir,
      media: { ...base.media, dir: mediaDir, url: 'http://media.test', maxUploadBytes: 4 * 1024 * 1024 },
      jobs: { ...base.jobs, worker: false },
    });
    app = await build();
    site = http.createServer((request, answer) => {
      const file = served.get(request.url ?? '');
      if (!file) return answer.writeHead(404).end();
      return answer.writeHead(200, { 'content-type': file.type }).end(file.body);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

    files.odd = path.join(work, 'odd.mp4');
    await ffmpeg(
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=15', '-f', 'lavfi', '-i', 'sine=sample_rate=8000'],
      ...['-t', '32.267', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '32k', '-movflags', '+faststart', files.odd],
    );
    files.tenHours = path.join(work, 'ten-hours.mkv');
    await ffmpeg(
      ...['-f', 'lavfi', '-i', 'color=c=red:size=32x32:rate=1:d=2', '-vf', 'setpts=N*36000/TB'],
      ...['-fps_mode', 'passthrough', '-c:v', 'libx264', '-preset', 'ultrafast', files.tenHours],
    );
    files.huge = path.join(work, 'huge.mkv');
    await ffmpeg(
      ...['-f', 'lavfi', '-i', 'color=size=8192x8192:rate=10', '-frames:v', '1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', files.huge],
    );
    files.slowFfmpeg = path.join(work, 'slow-ffmpeg');
    await writeFile(files.slowFfmpeg, '#!/bin/sh\nexec ffmpeg -re "$@"\n');
    await chmod(files.slowFfmpeg, 0o755);
  }, 60_000);

  afterAll(async () => {
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
    await app?.close();
    await rm(work, { recursive: true, force: true });
  });

  describe('26.1: videos whose length is not round', () => {
    it('converts a real 32.267 s H.264 MP4 to a ready demo (it failed every attempt with a RangeError)', async () => {
      const duration = Number(await ffprobeEntries(files.odd, 'format=duration'));
      expect(duration).toBeCloseTo(32.267, 3);
      // What the old time limit was given: not a whole number, so AbortSignal.timeout threw.
      expect(Number.isInteger(duration * 20_000)).toBe(false);
      expect(() => AbortSignal.timeout(duration * 20_000)).toThrow(RangeError);

      const account = await session(await createAccount(context.db));
      const response = await upload(app, account, await readFile(files.odd));
      expect(response.statusCode).toBe(201);
      await drain();
      const [row] = await rowsOf(account.companyId);
      expect(row).toMatchObject({ mediaStatus: 'ready', mediaError: '' });
      expect(row!.durationSeconds).toBeCloseTo(32.267, 1);
    }, 60_000);
  });

  describe('26.4: playlists that point at other files', () => {
    let victim: TestAccount & { token: string };
    let victimVideo: string;

    beforeAll(async () => {
      victim = await session(await createAccount(context.db));
      const response = await upload(app, victim, await readFile(sharedFixture('media', 'clip-3s.m4v')));
      expect(response.statusCode).toBe(201);
      await drain();
      const [row] = await rowsOf(victim.companyId);
      expect(row).toMatchObject({ mediaStatus: 'ready' });
      victimVideo = row!.videoKey!;
    });

    const playlist = (entry: string) =>
      `#EXTM3U\n#EXT-X-TARGETDURATION:3\n#EXTINF:3,\n${entry}\n#EXT-X-ENDLIST\n`;
    const servedPlaylist = (entry: string) => ({ type: 'application/octet-stream', body: playlist(entry) });

    it("refuses company B's .m3u8 naming A's stored video (relative path, file:///) at upload", async () => {
      const attacker = await session(await createAccount(context.db));
      // Stored as B's upload, the relative entry reaches A's video: ffprobe alone follows it.
      const relative = playlist(`../../${victimVideo}`);
      // The danger is the disk's: there the entry is A's file. (In a bucket, the server-s3 run, no
      // stored file is a local path, and the refusal below must hold all the same.)
      if (!config.media.objectStore) {
        const planted = path.join(mediaDir, 'uploads', attacker.companyId, 'planted.bin');
        await mkdir(path.dirname(planted), { recursive: true });
        await writeFile(planted, relative);
        expect(await ffprobeEntries(planted, 'format=format_name,duration')).toMatch(/^hls,3\.0/);
        await rm(planted);
      }

      for (const [name, text] of [
        ['relative.m3u8', relative],
        ['absolute.m3u8', playlist(`file://${path.join(mediaDir, ...victimVideo.split('/'))}`)],
      ] as const) {
        const response = await upload(app, attacker, Buffer.from(text), name);
        expect([name, response.statusCode, response.json().message]).toEqual([
          name,
          415,
          demoLimitMessages.playlist,
        ]);
      }
      await drain();
      expect(await rowsOf(attacker.companyId)).toEqual([]);
      expect(await companyFiles(attacker.companyId)).toEqual([]);
    });

    it('fails a linked playlist on the demo with the reason, and it never becomes ready', async () => {
      const attacker = await session(await createAccount(context.db));
      served.set('/relative.m3u8', servedPlaylist(`../../${victimVideo}`));
      served.set(
        '/absolute.m3u8',
        servedPlaylist(`file://${path.join(mediaDir, ...victimVideo.split('/'))}`),
      );
      for (const name of ['/relative.m3u8', '/absolute.m3u8']) {
        expect((await postLink(app, attacker, `${siteUrl}${name}`)).statusCode).toBe(201);
      }
      await drain();
      const rows = await rowsOf(attacker.companyId);
      expect(rows.map((row) => [row.mediaStatus, row.mediaError, row.videoKey])).toEqual([
        ['failed', demoLimitMessages.playlist, null],
        ['failed', demoLimitMessages.playlist, null],
      ]);
      expect(await companyFiles(attacker.companyId)).toEqual([]);
    });
  });

  describe('26.8: video dimensions', () => {
    it('refuses an 8192x8192 MKV at probe time with a clear message, uploaded or linked', async () => {
      expect(await ffprobeEntries(files.huge, 'stream=width,height')).toBe('8192,8192');
      const account = await session(await createAccount(context.db));
      const message = demoLimitMessages.tooLarge(8192, 8192, 3840, 2160);
      const response = await upload(app, account, await readFile(files.huge), 'huge.mkv');
      expect([response.statusCode, response.json().message]).toEqual([422, message]);
      expect(await rowsOf(account.companyId)).toEqual([]);

      // A link is probed by the job: the demo says why.
      served.set('/huge.mkv', { type: 'video/x-matroska', body: await readFile(files.huge) });
      expect((await postLink(app, account, `${siteUrl}/huge.mkv`)).statusCode).toBe(201);
      await drain();
      expect((await rowsOf(account.companyId)).map((row) => [row.mediaStatus, row.mediaError])).toEqual([
        ['failed', message],
      ]);
      expect(await companyFiles(account.companyId)).toEqual([]);
    });
  });

  describe('26.2: the queue-filling upload, and ffmpeg that outlives its job', () => {
    it('refuses the 1.3 KB MKV with two frames ten hours apart at probe time', async () => {
      expect((await readFile(files.tenHours)).length).toBeLessThan(2000);
      expect(Number(await ffprobeEntries(files.tenHours, 'format=duration'))).toBeGreaterThan(36_000);
      const account = await session(await createAccount(context.db));
      const response = await upload(app, account, await readFile(files.tenHours), 'ten-hours.mkv');
      expect([response.statusCode, response.json().message]).toEqual([
        422,
        demoLimitMessages.tooLong(36_001, 4 * 3600),
      ]);
      expect(await rowsOf(account.companyId)).toEqual([]);
      expect(await companyFiles(account.companyId)).toEqual([]);
    });

    it('converts it in moments, two frames and no copies, where the length is allowed', async () => {
      const account = await createAccount(context.db);
      const key = app.storage.newKey('uploads', account.companyId, 'bin');
      await app.storage.put(key, await readFile(files.tenHours));
      const created = await app.recordings.create(account.companyId, account.repId, {
        title: 'Ten hours',
        description: '',
        type: 'default',
        sourceUrl: null,
        uploadKey: key,
        coordinates: emptyCoordinates(),
      });
      const deps: MediaDeps = {
        recordings: app.recordings,
        storage: app.storage,
        tools: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' },
        workDir: path.join(mediaDir, '.work'),
        maxUploadBytes: config.media.maxUploadBytes,
        linkTimeoutMs: 1000,
        addressPolicy: () => false,
        limits: { ...config.media.limits, maxDurationSeconds: 100_000, maxFrames: 1_000_000_000 },
      };
      const started = Date.now();
      expect(await processRecording(deps, created.id)).toEqual({ status: 'ready', path: 'transcode' });
      // Duplicating to a constant rate made about a million frames; passed through, two.
      expect(Date.now() - started).toBeLessThan(15_000);
      const [row] = await rowsOf(account.companyId);
      const video = await storedFile(config.media, row!.videoKey!);
      expect(await ffprobeEntries(video.path, 'stream=nb_frames')).toBe('2');
      await video.release();
      expect(row!.durationSeconds).toBeGreaterThan(36_000);
    }, 30_000);

    it("stops the job's ffmpeg when its demo is deleted: no process of its group is left", async () => {
      const account = await session(await createAccount(context.db));
      const registryDir = path.join(work, 'registry-delete');
      const key = app.storage.newKey('uploads', account.companyId, 'bin');
      await app.storage.put(key, await readFile(sharedFixture('media', 'demo-landscape-12s.mp4')));
      const created = await app.recordings.create(account.companyId, account.repId, {
        title: 'Deleted while converting',
        description: '',
        type: 'default',
        sourceUrl: null,
        uploadKey: key,
        coordinates: emptyCoordinates(),
      });
      const deps: MediaDeps = {
        recordings: app.recordings,
        storage: app.storage,
        tools: { ffmpeg: files.slowFfmpeg, ffprobe: 'ffprobe', registryDir },
        workDir: path.join(mediaDir, '.work'),
        maxUploadBytes: config.media.maxUploadBytes,
        linkTimeoutMs: 1000,
        addressPolicy: () => false,
        deletionCheckMs: 100,
      };
      const processing = processRecording(deps, created.id);
      await until(async () => (await recordedGroups(registryDir)).length === 1, 'ffmpeg runs');
      const [group] = await recordedGroups(registryDir);
      expect(groupAlive(group!)).toBe(true);
      const started = Date.now();
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/web/recording/${created.id}`,
        headers: { token: account.token },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await processing).toEqual({ status: 'gone' });
      // Well before the 12 s the conversion takes at its pace.
      expect(Date.now() - started).toBeLessThan(6000);
      expect(groupAlive(group!)).toBe(false);
      expect(await recordedGroups(registryDir)).toEqual([]);
      expect(await companyFiles(account.companyId)).toEqual([]);
    }, 30_000);

    it('stops the running ffmpeg on a graceful stop and hands the job back', async () => {
      await drain();
      const worker = await build(
        { jobs: { ...config.jobs, worker: true, pollMs: 50 } },
        { ffmpegPath: files.slowFfmpeg },
      );
      const registryDir = path.join(dataDir, 'media-processes');
      let stopped = false;
      try {
        const account = await session(await createAccount(context.db));
        const response = await upload(
          worker,
          account,
          await readFile(sharedFixture('media', 'demo-landscape-12s.mp4')),
        );
        expect(response.statusCode).toBe(201);
        await until(async () => (await recordedGroups(registryDir)).length === 1, 'the job runs ffmpeg');
        const [group] = await recordedGroups(registryDir);
        const started = Date.now();
        await worker.close();
        stopped = true;
        expect(Date.now() - started).toBeLessThan(8000);
        expect(groupAlive(group!)).toBe(false);
        expect(await recordedGroups(registryDir)).toEqual([]);
        const [row] = await rowsOf(account.companyId);
        expect(row).toMatchObject({ mediaStatus: 'queued' });
        const [job] = await app.jobs.jobsOf(mediaJobKind, 'recordingId', row!.id);
        expect(job).toMatchObject({ state: 'queued', attempts: 0 });
        // Done here, so the other tests' runs do not convert it at the slow pace.
        await drain();
      } finally {
        if (!stopped) await worker.close();
      }
    }, 60_000);

    it('kills at the next start the ffmpeg a kill -9 of the server left running, before jobs run', async () => {
      const restartDir = path.join(work, 'restart');
      const registryDir = path.join(restartDir, 'media-processes');
      await mkdir(restartDir, { recursive: true });
      // A server process (run() as the media job calls it) that is killed with -9 mid-conversion.
      const script = path.join(work, 'server.ts');
      await writeFile(
        script,
        `import { run } from ${JSON.stringify(path.join(repoRoot, 'packages/server/src/media/ffmpeg.ts'))};
run('ffmpeg', ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=32x32:rate=5', '-f', 'null', '-'], {
  registryDir: ${JSON.stringify(registryDir)},
}).catch(() => {});
setInterval(() => {}, 1000);
`,
      );
      const server = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, stdio: 'ignore' });
      try {
        await until(async () => (await recordedGroups(registryDir)).length === 1, 'the server runs ffmpeg');
      } catch (error) {
        server.kill('SIGKILL');
        throw error;
      }
      const [group] = await recordedGroups(registryDir);
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
      // The attack: the server is gone, its ffmpeg is not (orphaned to pid 1).
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(groupAlive(group!)).toBe(true);

      const restarted = await build({ dataDir: restartDir });
      try {
        expect(groupAlive(group!)).toBe(false);
        expect(existsSync(registryDir) && (await recordedGroups(registryDir))).toEqual([]);
      } finally {
        await restarted.close();
      }
    }, 60_000);

    it("refuses an upload past the company's storage quota, before storing it", async () => {
      const quota = 600_000;
      const limited = await build({}, { companyQuotaBytes: quota });
      try {
        const account = {
          ...(await createAccount(context.db)),
          token: '',
        };
        account.token = (await limited.sessions.create(account.repId)).token;
        const first = await upload(
          limited,
          account,
          await readFile(sharedFixture('media', 'demo-portrait-8s.mp4')),
        );
        expect(first.statusCode).toBe(201);
        await drain(limited);
        const stored = await limited.storage.usage(account.companyId);
        expect(stored).toBeGreaterThan(297_000);
        const second = await upload(
          limited,
          account,
          await readFile(sharedFixture('media', 'demo-landscape-12s.mp4')),
        );
        expect([second.statusCode, second.json().message]).toEqual([
          413,
          demoLimitMessages.storageFull(quota),
        ]);
        expect(demoLimitMessages.storageFull(quota)).toBe(
          'This video would take your company past its storage quota of 0.6 MB; delete demos you no longer need, or ask for a larger quota',
        );
        expect((await rowsOf(account.companyId)).length).toBe(1);
        // A link is fetched up to what is left, and its demo says why it stopped.
        const landscape = await readFile(sharedFixture('media', 'demo-landscape-12s.mp4'));
        served.set('/landscape.mp4', { type: 'video/mp4', body: landscape });
        expect((await postLink(limited, account, `${siteUrl}/landscape.mp4`)).statusCode).toBe(201);
        await drain(limited);
        const rows = await rowsOf(account.companyId);
        expect(rows.map((row) => [row.mediaStatus, row.mediaError]).sort()).toEqual([
          ['failed', demoLimitMessages.storageFull(quota)],
          ['ready', ''],
        ]);
        expect(await limited.storage.usage(account.companyId)).toBe(stored);
        // Another company is not held back by it.
        const other = await createAccount(context.db);
        const otherToken = (await limited.sessions.create(other.repId)).token;
        const theirs = await upload(
          limited,
          { ...other, token: otherToken },
          await readFile(sharedFixture('media', 'demo-landscape-12s.mp4')),
        );
        expect(theirs.statusCode).toBe(201);
        await drain(limited);
      } finally {
        await limited.close();
      }
    }, 60_000);
  });
});
