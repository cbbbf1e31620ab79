import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  coordinates as coordinatesSchema,
  demoMessages,
  demoServerMessages,
  demoStatusMessages,
  emptyCoordinates,
  parseJsonText,
  type recording,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeDatabases } from '../../test/support/databases.ts';
import { createAccount, type TestAccount, testConfig } from '../../test/support/fixtures.ts';
import { sharedFixture } from '../../test/support/shared-fixtures.ts';
import { storedFile, storedKeys } from '../../test/support/stored-files.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { recordings } from '../db/schema.ts';
import { buildMediaApp } from '../media/app.ts';
import { type MediaDeps, processRecording } from '../media/process.ts';
import { mediaErrors } from '../media/refusals.ts';
import { type FormFile, multipartForm, recordingFields } from './recording-upload.matrix.ts';

const exec = promisify(execFile);
type Recording = z.input<typeof recording>;

/** Every video of shared/fixtures/media, with what the job must make of it. */
const videoFixtures = [
  { file: 'demo-landscape-12s.mp4', width: 640, height: 360, duration: 12, remux: true, audio: true },
  { file: 'demo-portrait-8s.mp4', width: 360, height: 640, duration: 8, remux: true, audio: false },
  { file: 'clip-3s.m4v', width: 320, height: 180, duration: 3, remux: true, audio: false },
  { file: 'clip-3s.mkv', width: 320, height: 180, duration: 3, remux: false, audio: false },
  { file: 'clip-3s.avi', width: 320, height: 180, duration: 3, remux: false, audio: false },
  { file: 'clip-3s.wmv', width: 320, height: 180, duration: 3, remux: false, audio: false },
  { file: 'recording-3s.webm', width: 640, height: 360, duration: 3, remux: false, audio: false },
] as const;

const media = (name: string) => readFile(sharedFixture('media', name));
const videoPart = (bytes: Buffer, filename = 'demo.mp4'): FormFile => ({
  field: 'video',
  filename,
  contentType: 'video/mp4',
  bytes,
});

/** Every file under `dir` (the media dir), as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const ffprobeJson = async (file: string) =>
  JSON.parse(
    (await exec('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]))
      .stdout,
  ) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
    format: { duration: string; format_name: string };
  };

/** The MD5 of a file's video packets: equal for a remux (streams copied), different after re-encoding. */
const videoPacketsHash = async (file: string) =>
  (
    await exec('ffmpeg', [
      '-v',
      'error',
      '-i',
      file,
      '-map',
      '0:v:0',
      '-c',
      'copy',
      '-f',
      'streamhash',
      '-hash',
      'md5',
      '-',
    ])
  ).stdout.trim();

/** Whether the mp4's index (moov) comes before its data (mdat): faststart. */
function moovFirst(bytes: Buffer): boolean {
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    const size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (type === 'moov') return true;
    if (type === 'mdat') return false;
    if (size < 8) return false;
    offset += size;
  }
  return false;
}

describeDatabases('POST /web/recording and the media job', (context) => {
  let mediaDir: string;
  let config: Config;
  let app: FastifyInstance;
  let origin: FastifyInstance;
  let owner: TestAccount & { token: string };
  let other: TestAccount & { token: string };

  const session = async (account: TestAccount) => ({
    ...account,
    token: (await app.sessions.create(account.repId)).token,
  });
  const post = (
    target: FastifyInstance,
    token: string,
    fields: Record<string, string>,
    files: FormFile[] = [],
    url = '/web/recording',
  ) => {
    const form = multipartForm(fields, files);
    return target.inject({
      method: 'POST',
      url,
      headers: { token, 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const rowsOf = (companyId: string) =>
    context.db.select().from(recordings).where(eq(recordings.companyId, companyId));
  /** Runs due jobs until none is left (a job may enqueue nothing more; retries are delayed). */
  const drainJobs = async () => {
    while ((await app.jobs.runDue()) > 0) {
      // next batch
    }
  };
  const fetchOne = async (id: string): Promise<Recording> => {
    const response = await app.inject({ url: `/web/recording/id/${id}`, headers: { token: owner.token } });
    expect(response.statusCode).toBe(200);
    return response.json().payload[0];
  };
  let listenAddress: string | undefined;
  /** The app on a real socket, for the tests a client's timing matters to (once per suite). */
  const listening = async () => (listenAddress ??= await app.listen({ port: 0, host: '127.0.0.1' }));
  const keyOf = (address: string) => address.slice(config.media.url.length + 1);
  /** `read` of a stored file (a local copy when the files are in a bucket). */
  const withStored = async <T>(key: string, read: (file: string) => Promise<T>): Promise<T> => {
    const file = await storedFile(config.media, key);
    try {
      return await read(file.path);
    } finally {
      await file.release();
    }
  };
  /**
   * What the store holds (as keys) and what else lies in the media folder (work files): on the
   * disk both are the folder's files; with a bucket (the server-s3 project), its objects and the folder.
   */
  const everything = async () =>
    [...new Set([...(await storedKeys(config.media)), ...(await filesUnder(mediaDir))])].sort();

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'showroom-recording-upload-'));
    const base = testConfig();
    config = testConfig({
      media: { ...base.media, dir: mediaDir, url: 'http://media.test', maxUploadBytes: 1024 * 1024 },
      // Under the video limit, so a JSON body between the two is told to be multipart (not 413).
      bodyLimitBytes: 256 * 1024,
      // The tests run the jobs themselves (runDue), one at a time, to look at each result.
      jobs: { ...base.jobs, worker: false },
    });
    app = buildApp({ config, database: context.database, logger: false });
    await app.ready();
    origin = buildMediaApp({ config, logger: false });
    owner = await session(await createAccount(context.db));
    other = await session(await createAccount(context.db));
  });

  afterAll(async () => {
    await app?.close();
    await origin?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  describe('every video fixture becomes a playable H.264/AAC mp4 with faststart, a thumbnail and a GIF', () => {
    const made = new Map<string, Recording>();

    beforeAll(async () => {
      for (const fixture of videoFixtures) {
        // The console's recorder may send a thumbnail (`image`) and a GIF (`preview`) too (spec 3
        // §7.1): taken and dropped, the job makes both from the video.
        const extras: FormFile[] =
          fixture.file === 'demo-landscape-12s.mp4'
            ? [
                {
                  field: 'image',
                  filename: 't.jpg',
                  contentType: 'image/jpeg',
                  bytes: await media('thumbnail.jpg'),
                },
                {
                  field: 'preview',
                  filename: 'p.png',
                  contentType: 'image/png',
                  bytes: await media('thumbnail.png'),
                },
              ]
            : [];
        const response = await post(app, owner.token, recordingFields(owner, { title: fixture.file }), [
          videoPart(await media(fixture.file), fixture.file),
          ...extras,
        ]);
        expect([fixture.file, response.statusCode]).toEqual([fixture.file, 201]);
        const created: Recording = response.json().payload;
        expect(created).toMatchObject({ media_status: 'queued', type: 'default', location: '' });
        made.set(fixture.file, created);
      }
      await drainJobs();
      for (const [file, created] of made) made.set(file, await fetchOne(created.id));
    }, 120_000);

    it.each(videoFixtures)('$file', async (fixture) => {
      const demo = made.get(fixture.file)!;
      expect(demo).toMatchObject({ media_status: 'ready', media_error: '' });
      expect(demo.duration).toBeCloseTo(fixture.duration, 0);
      expect(parseJsonText(coordinatesSchema, demo.coordinates).intrinsic).toEqual({
        intrinsicVideoWidth: fixture.width,
        intrinsicVideoHeight: fixture.height,
      });
      for (const [address, extension] of [
        [demo.location, 'mp4'],
        [demo.thumbnail, 'jpg'],
        [demo.card_thumbnail ?? '', 'jpg'],
        [demo.preview, 'gif'],
      ] as const) {
        expect(address).toMatch(
          new RegExp(`^http://media\\.test/[a-z]+/${owner.companyId}/[\\w-]+\\.${extension}$`),
        );
      }

      const video = await withStored(keyOf(demo.location), ffprobeJson);
      const streams = video.streams.map((stream) => stream.codec_name);
      expect(streams).toEqual(fixture.audio ? ['h264', 'aac'] : ['h264']);
      expect(video.streams[0]).toMatchObject({
        width: fixture.width,
        height: fixture.height,
        pix_fmt: 'yuv420p',
      });
      expect(video.format.format_name).toContain('mp4');
      expect(moovFirst(await withStored(keyOf(demo.location), (file) => readFile(file)))).toBe(true);
      // Remuxed means the very packets of the upload; a re-encode makes other ones.
      const same =
        (await withStored(keyOf(demo.location), videoPacketsHash)) ===
        (await videoPacketsHash(sharedFixture('media', fixture.file)));
      expect(same).toBe(fixture.remux);

      const thumbnail = await withStored(keyOf(demo.thumbnail), ffprobeJson);
      expect(thumbnail.streams[0]).toMatchObject({
        codec_name: 'mjpeg',
        width: fixture.width,
        height: fixture.height,
      });
      // Issue 30: the demo card's still, twice the card's 234 x 132 picture, whatever the video's shape.
      const card = await withStored(keyOf(demo.card_thumbnail ?? ''), ffprobeJson);
      expect(card.streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 468, height: 264 });
      const gif = await withStored(keyOf(demo.preview), ffprobeJson);
      expect(gif.streams[0]!.codec_name).toBe('gif');
      expect(gif.streams[0]!.width).toBeLessThanOrEqual(480);
      // spec 3 §9: from the first 10 s, at most 7 s long.
      expect(Number(gif.format.duration)).toBeLessThanOrEqual(7.1);
      expect(Number(gif.format.duration)).toBeGreaterThan(Math.min(fixture.duration, 7) - 0.5);
    });

    it('removes the upload once the video is made: only the four outputs per demo are left', async () => {
      const files = await everything();
      expect(files.filter((file) => file.startsWith('uploads/'))).toEqual([]);
      for (const demo of made.values()) {
        for (const address of [demo.location, demo.thumbnail, demo.card_thumbnail ?? '', demo.preview])
          expect(files).toContain(keyOf(address));
      }
    });

    it('serves the video from the media origin with byte ranges, so the player can seek', async () => {
      const demo = made.get('demo-landscape-12s.mp4')!;
      const url = new URL(demo.location).pathname;
      const whole = await origin.inject({ url });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const size = whole.rawPayload.length;
      const part = await origin.inject({ url, headers: { range: 'bytes=100-1099' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-1099/${size}`);
      expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 1100))).toBe(true);
      const past = await origin.inject({ url, headers: { range: `bytes=${size}-` } });
      expect(past.statusCode).toBe(416);
      const gif = await origin.inject({ url: new URL(demo.preview).pathname });
      expect(gif.headers['content-type']).toBe('image/gif');
    });
  });

  describe('refusals leave nothing behind', () => {
    const nothingLeft = async (companyId: string) => {
      expect(await rowsOf(companyId)).toEqual([]);
      expect((await everything()).filter((file) => file.includes(companyId))).toEqual([]);
      expect(await filesUnder(path.join(mediaDir, '.work'))).toEqual([]);
    };

    it("refuses not-a-video.mp4 and zero-byte.mp4 with 'Error uploading video': no row, no file", async () => {
      const account = await session(await createAccount(context.db));
      for (const name of ['not-a-video.mp4', 'zero-byte.mp4']) {
        const response = await post(app, account.token, recordingFields(account), [
          videoPart(await media(name), name),
        ]);
        expect([name, response.statusCode, response.json().message]).toEqual([
          name,
          415,
          demoMessages.uploadError,
        ]);
      }
      // An image named .mp4 is not a video either: the bytes decide, not the name.
      const png = await post(app, account.token, recordingFields(account), [
        videoPart(await media('logo.png')),
      ]);
      expect(png.statusCode).toBe(415);
      await nothingLeft(account.companyId);
    });

    it('refuses a default demo without a video, and fields the contract refuses, with 400', async () => {
      const account = await session(await createAccount(context.db));
      const none = await post(app, account.token, recordingFields(account));
      expect([none.statusCode, none.json().message]).toEqual([400, demoServerMessages.noVideo]);
      const twice = await post(app, account.token, recordingFields(account), [
        videoPart(await media('clip-3s.mkv')),
        videoPart(await media('clip-3s.avi')),
      ]);
      expect([twice.statusCode, twice.json().message]).toEqual([400, 'Send one video file per demo']);
      const bad = await post(
        app,
        account.token,
        recordingFields(account, { coordinates: '{"not":"coordinates"}' }),
        [videoPart(await media('clip-3s.mkv'))],
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/body/i);
      await nothingLeft(account.companyId);
    });

    it("refuses another company's or rep's ids with 403, and keeps nothing", async () => {
      const video = videoPart(await media('clip-3s.mkv'));
      for (const fields of [
        recordingFields(other),
        recordingFields(owner, { salesrep_id: other.repId }),
        recordingFields({ companyId: owner.companyId, repId: other.repId }),
      ]) {
        const response = await post(app, owner.token, fields, [video]);
        expect(response.statusCode).toBe(403);
      }
      await nothingLeft(other.companyId);
      // And the owner's files: nothing new under the owner's uploads.
      expect((await everything()).filter((file) => file.startsWith('uploads/'))).toEqual([]);
    });

    it('keeps nothing of an upload whose client goes away half-way', async () => {
      const account = await session(await createAccount(context.db));
      const address = await listening();
      const form = multipartForm(recordingFields(account), [
        videoPart(await media('demo-landscape-12s.mp4')),
      ]);
      const half = form.payload.subarray(0, form.payload.length - 100_000);
      await new Promise<void>((resolve) => {
        const request = http.request(`${address}/web/recording`, {
          method: 'POST',
          headers: {
            token: account.token,
            'content-type': form.contentType,
            'content-length': form.payload.length,
          },
        });
        request.on('error', () => resolve());
        request.write(half, () => setTimeout(() => request.destroy(), 300));
        request.on('close', () => resolve());
      });
      // The server notices the closed socket and cleans up on its own time.
      for (let waited = 0; waited < 5000; waited += 100) {
        if ((await everything()).every((file) => !file.includes(account.companyId))) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await everything()).filter((file) => file.includes(account.companyId))).toEqual([]);
      expect(await rowsOf(account.companyId)).toEqual([]);
    });

    it('takes a JSON body (a link) only up to the app body limit: a large file must be multipart', async () => {
      const account = await session(await createAccount(context.db));
      const padding = 'x'.repeat(config.bodyLimitBytes);
      const body = JSON.stringify({ ...recordingFields(account), padding });
      const declared = await app.inject({
        method: 'POST',
        url: '/web/recording',
        headers: { token: account.token, 'content-type': 'application/json' },
        payload: body,
      });
      expect([declared.statusCode, declared.json().message]).toEqual([
        415,
        'Send the video as multipart/form-data',
      ]);
      const { Readable } = await import('node:stream');
      const chunked = await app.inject({
        method: 'POST',
        url: '/web/recording',
        headers: { token: account.token, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        payload: Readable.from([body.slice(0, 1000), body.slice(1000)]),
      });
      expect(chunked.statusCode).toBe(415);
      expect(await rowsOf(account.companyId)).toEqual([]);
    });

    it('takes two uploads of one rep at a time; a third gets 429 until one ends', async () => {
      const account = await session(await createAccount(context.db));
      const address = await listening();
      const form = multipartForm(recordingFields(account), [videoPart(await media('clip-3s.avi'))]);
      const headers = {
        token: account.token,
        'content-type': form.contentType,
        'content-length': form.payload.length,
      };
      // Two uploads in progress: the head sent, the rest held back.
      const held = [0, 1].map(() => {
        const request = http.request(`${address}/web/recording`, { method: 'POST', headers });
        request.on('error', () => {});
        request.write(form.payload.subarray(0, 1000));
        return request;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const third = await fetch(`${address}/web/recording`, {
        method: 'POST',
        headers: { token: account.token, 'content-type': form.contentType },
        body: new Uint8Array(form.payload),
      });
      expect([third.status, (await third.json()).message]).toEqual([429, demoServerMessages.tooManyUploads]);
      for (const request of held) request.destroy();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = await post(app, account.token, recordingFields(account), [
        videoPart(await media('not-a-video.mp4')),
      ]);
      // Past the slots again (refused for its bytes, not for the count).
      expect(after.statusCode).toBe(415);
    });

    it('answers 413 above MEDIA_MAX_UPLOAD_BYTES, declared or streamed, and keeps nothing', async () => {
      const account = await session(await createAccount(context.db));
      const big = Buffer.concat([
        await media('demo-landscape-12s.mp4'),
        Buffer.alloc(config.media.maxUploadBytes),
      ]);
      const declared = await post(app, account.token, recordingFields(account), [videoPart(big)]);
      expect([declared.statusCode, declared.json().message]).toEqual([413, demoServerMessages.tooLarge]);
      // No length declared (chunked): counted as the bytes come.
      const form = multipartForm(recordingFields(account), [videoPart(big)]);
      const { Readable } = await import('node:stream');
      const streamed = await app.inject({
        method: 'POST',
        url: '/web/recording',
        headers: { token: account.token, 'content-type': form.contentType, 'transfer-encoding': 'chunked' },
        payload: Readable.from([form.payload.subarray(0, 65536), form.payload.subarray(65536)]),
      });
      expect(streamed.statusCode).toBe(413);
      await nothingLeft(account.companyId);
    });
  });

  describe('links', () => {
    let site: http.Server;
    let siteUrl: string;
    let strictApp: FastifyInstance;

    beforeAll(async () => {
      const clip = await media('clip-3s.mkv');
      const notAVideo = await media('not-a-video.mp4');
      site = http.createServer((request, response) => {
        if (request.url === '/clip.mkv')
          return response.writeHead(200, { 'content-type': 'video/x-matroska' }).end(clip);
        if (request.url === '/moved') return response.writeHead(302, { location: '/clip.mkv' }).end();
        if (request.url === '/not-a-video.mp4') return response.writeHead(200).end(notAVideo);
        if (request.url === '/sign-in') {
          return response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end('<html>Sign in</html>');
        }
        // Headers, then nothing more: a site too slow to send its video.
        if (request.url === '/slow') return void response.writeHead(200).write(clip.subarray(0, 100));
        if (request.url === '/to-metadata') {
          return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        }
        return response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      // As in production: no test address admitted, so 127.0.0.1 is loopback like any other.
      strictApp = buildApp({
        config: { ...config, outboundTestAddresses: [] },
        database: context.database,
        logger: false,
      });
      await strictApp.ready();
    });

    afterAll(async () => {
      await strictApp?.close();
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    });

    const link = (account: TestAccount, type: string, location: string) =>
      recordingFields(account, { type, location });

    it('refuses links to loopback and metadata addresses before making a row', async () => {
      const account = await session(await createAccount(context.db));
      const token = (await strictApp.sessions.create(account.repId)).token;
      for (const location of [
        `${siteUrl}/clip.mkv`,
        'http://169.254.169.254/latest/meta-data/',
        'http://[::1]/x.mp4',
      ]) {
        const response = await post(strictApp, token, link(account, 'public', location));
        expect([location, response.statusCode, response.json().message]).toEqual([
          location,
          400,
          demoServerMessages.linkRefused,
        ]);
      }
      expect(await rowsOf(account.companyId)).toEqual([]);
    });

    it("checks the link's shape with the spec's messages", async () => {
      const account = await session(await createAccount(context.db));
      const notUrl = await post(app, account.token, link(account, 'public', 'not a url'));
      expect([notUrl.statusCode, notUrl.json().message]).toEqual([400, demoMessages.invalidUrl]);
      const notDrive = await post(
        app,
        account.token,
        link(account, 'gdrive', 'https://example.com/file/d/x'),
      );
      expect([notDrive.statusCode, notDrive.json().message]).toEqual([400, demoMessages.incorrectUrlFormat]);
      expect(await rowsOf(account.companyId)).toEqual([]);
    });

    it('fetches a public link through a redirect and processes it like an upload', async () => {
      const account = await session(await createAccount(context.db));
      const response = await post(app, account.token, link(account, 'public', `${siteUrl}/moved`));
      expect(response.statusCode).toBe(201);
      const created: Recording = response.json().payload;
      expect(created).toMatchObject({ type: 'public', location: `${siteUrl}/moved`, media_status: 'queued' });
      await drainJobs();
      const [row] = await rowsOf(account.companyId);
      expect(row).toMatchObject({ mediaStatus: 'ready', uploadKey: null, sourceUrl: `${siteUrl}/moved` });
      expect(row!.coordinates.intrinsic).toEqual({ intrinsicVideoWidth: 320, intrinsicVideoHeight: 180 });
      expect((await withStored(row!.videoKey!, ffprobeJson)).streams[0]!.codec_name).toBe('h264');
    });

    it('fails the job when the linked file is not a video, and removes what it fetched', async () => {
      const account = await session(await createAccount(context.db));
      const response = await post(app, account.token, link(account, 'public', `${siteUrl}/not-a-video.mp4`));
      expect(response.statusCode).toBe(201);
      await drainJobs();
      const [row] = await rowsOf(account.companyId);
      expect(row).toMatchObject({
        mediaStatus: 'failed',
        mediaError: mediaErrors.notAVideo,
        uploadKey: null,
      });
      expect((await everything()).filter((file) => file.includes(account.companyId))).toEqual([]);
    });

    it('tries a slow link again, and on the last attempt marks the demo failed with why', async () => {
      const account = await session(await createAccount(context.db));
      // Made directly, without a queued job: this test runs the job itself, with a short time limit.
      const created = await app.recordings.create(account.companyId, account.repId, {
        title: 'Slow',
        description: '',
        type: 'public',
        sourceUrl: `${siteUrl}/slow`,
        uploadKey: null,
        coordinates: emptyCoordinates(),
      });
      const deps: MediaDeps = {
        recordings: app.recordings,
        storage: app.storage,
        tools: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' },
        workDir: path.join(mediaDir, '.work'),
        maxUploadBytes: config.media.maxUploadBytes,
        linkTimeoutMs: 300,
        addressPolicy: (address) => address === '127.0.0.1',
      };
      await expect(processRecording(deps, created.id)).rejects.toThrow(mediaErrors.linkTimeout);
      expect((await rowsOf(account.companyId))[0]).toMatchObject({ mediaStatus: 'queued', mediaError: '' });
      expect(await processRecording(deps, created.id, { isLastAttempt: true })).toEqual({
        status: 'failed',
        error: mediaErrors.linkTimeout,
      });
      expect((await rowsOf(account.companyId))[0]).toMatchObject({
        mediaStatus: 'failed',
        mediaError: mediaErrors.linkTimeout,
      });
      expect((await everything()).filter((file) => file.includes(account.companyId))).toEqual([]);
    });

    it('fails the job with a reason when the link gives a web page (a private drive file)', async () => {
      const account = await session(await createAccount(context.db));
      await post(app, account.token, link(account, 'public', `${siteUrl}/sign-in`));
      await drainJobs();
      const [row] = await rowsOf(account.companyId);
      expect(row).toMatchObject({ mediaStatus: 'failed', mediaError: mediaErrors.linkIsPage });
      expect((await everything()).filter((file) => file.includes(account.companyId))).toEqual([]);
    });

    it('fails the job with a reason when the link answers 404', async () => {
      const account = await session(await createAccount(context.db));
      const response = await post(app, account.token, link(account, 'public', `${siteUrl}/missing.mp4`));
      expect(response.statusCode).toBe(201);
      await drainJobs();
      const [row] = await rowsOf(account.companyId);
      expect(row).toMatchObject({ mediaStatus: 'failed', uploadKey: null });
      expect(row!.mediaError).toMatch(new RegExp(`^${mediaErrors.linkFailed}`));
    });

    it('checks again at fetch time: a redirect to the metadata address fails the job with a reason', async () => {
      const account = await session(await createAccount(context.db));
      const response = await post(app, account.token, link(account, 'public', `${siteUrl}/to-metadata`));
      expect(response.statusCode).toBe(201);
      await drainJobs();
      const [row] = await rowsOf(account.companyId);
      expect(row).toMatchObject({
        mediaStatus: 'failed',
        mediaError: mediaErrors.linkRefused,
        uploadKey: null,
      });
      expect((await everything()).filter((file) => file.includes(account.companyId))).toEqual([]);
    });
  });

  it('does not start without ffmpeg, and says how to install it', async () => {
    const broken = buildApp({
      config: { ...config, media: { ...config.media, ffmpegPath: path.join(mediaDir, 'no-ffmpeg') } },
      database: context.database,
      logger: false,
    });
    await expect(broken.ready()).rejects.toThrow(/apt-get install ffmpeg/);
    await broken.close().catch(() => {});
  });

  describe('the media job', () => {
    it("writes a phone video's upright size (a quarter turn in its display matrix) into the coordinates", async () => {
      const account = await session(await createAccount(context.db));
      const turned = path.join(mediaDir, 'turned-source.mp4');
      await exec('ffmpeg', [
        ...['-v', 'error', '-i', sharedFixture('media', 'clip-3s.m4v'), '-c', 'copy'],
        ...['-metadata:s:v:0', 'rotate=90', turned],
      ]);
      const bytes = await readFile(turned);
      await rm(turned);
      const response = await post(app, account.token, recordingFields(account), [videoPart(bytes)]);
      expect(response.statusCode).toBe(201);
      await drainJobs();
      const [row] = await rowsOf(account.companyId);
      expect(row).toMatchObject({ mediaStatus: 'ready' });
      expect(row!.coordinates.intrinsic).toEqual({ intrinsicVideoWidth: 180, intrinsicVideoHeight: 320 });
    });

    it('drops its outputs and the upload when the demo is deleted while ffmpeg runs', async () => {
      const account = await session(await createAccount(context.db));
      const response = await post(app, account.token, recordingFields(account), [
        videoPart(await media('clip-3s.avi')),
      ]);
      const created: Recording = response.json().payload;
      const deps: MediaDeps = {
        recordings: app.recordings,
        storage: app.storage,
        tools: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' },
        workDir: path.join(mediaDir, '.work'),
        maxUploadBytes: config.media.maxUploadBytes,
        linkTimeoutMs: 5000,
        addressPolicy: () => false,
      };
      let deleted = false;
      const outcome = await processRecording(deps, created.id, {
        // The rep deletes the demo while the video converts.
        reportProgress: async () => {
          if (deleted) return;
          deleted = true;
          await app.recordings.remove(account.companyId, created.id);
        },
      });
      expect(deleted).toBe(true);
      expect(outcome).toEqual({ status: 'gone' });
      expect((await everything()).filter((file) => file.includes(account.companyId))).toEqual([]);
      expect(await filesUnder(path.join(mediaDir, '.work'))).toEqual([]);
    });

    it('tells how far the conversion is while it runs, then 0 once ready (issue 28 §4)', async () => {
      const account = await session(await createAccount(context.db));
      const response = await post(app, account.token, recordingFields(account), [
        videoPart(await media('clip-3s.avi')),
      ]);
      const created: Recording = response.json().payload;
      // What a rep's list sees, asked again and again while the job runs (the list polls too).
      const seen: number[] = [];
      let running = true;
      // The job stores its files only once the list has seen some progress (or after 10 s): on a
      // loaded machine the list's polls could otherwise all fall before the conversion's report or
      // after the demo is ready.
      let progressSeen!: () => void;
      const seenSome = new Promise<void>((resolve) => {
        progressSeen = resolve;
      });
      const putFile = app.storage.putFile;
      app.storage.putFile = async (key, file) => {
        await Promise.race([seenSome, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        return putFile.call(app.storage, key, file);
      };
      const watching = (async () => {
        while (running) {
          const demo = (
            await app.inject({ url: `/web/recording/id/${created.id}`, headers: { token: account.token } })
          ).json().payload[0] as Recording;
          if (demo.media_status === 'processing') seen.push(demo.media_progress ?? -1);
          if ((demo.media_progress ?? 0) > 0) progressSeen();
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })();
      try {
        await drainJobs();
      } finally {
        app.storage.putFile = putFile;
      }
      running = false;
      await watching;
      // ffmpeg's progress reaches the reply: some share of the conversion, never going back.
      expect(seen.some((percent) => percent > 0 && percent <= 100)).toBe(true);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      const done = (
        await app.inject({ url: `/web/recording/id/${created.id}`, headers: { token: account.token } })
      ).json().payload[0] as Recording;
      expect([done.media_status, done.media_progress]).toEqual(['ready', 0]);
    });

    describe('a job killed halfway (issue 28 §1): no object is left that no row names', () => {
      const mediaDeps = (storage = app.storage): MediaDeps => ({
        recordings: app.recordings,
        storage,
        tools: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' },
        workDir: path.join(mediaDir, '.work'),
        maxUploadBytes: config.media.maxUploadBytes,
        linkTimeoutMs: 5000,
        addressPolicy: () => false,
      });
      /**
       * A demo whose job died after writing its video and while writing the thumbnail, as a
       * kill -9 leaves it: nothing after that point runs, no catch and no finally.
       */
      const killedHalfway = async (account: TestAccount & { token: string }) => {
        const response = await post(app, account.token, recordingFields(account), [
          videoPart(await media('clip-3s.avi')),
        ]);
        const created: Recording = response.json().payload;
        const written: string[] = [];
        let dying!: () => void;
        const died = new Promise<void>((resolve) => {
          dying = resolve;
        });
        const storage = {
          ...app.storage,
          putFile: async (key: string, file: string) => {
            if (written.length === 1) {
              dying();
              return new Promise<void>(() => {});
            }
            await app.storage.putFile(key, file);
            written.push(key);
          },
        };
        void processRecording(mediaDeps(storage), created.id);
        await died;
        // The video is in the store and no row names it.
        expect(await app.storage.size(written[0]!)).toBeGreaterThan(0);
        return { id: created.id, orphan: written[0]! };
      };
      const companyFiles = async (companyId: string) =>
        (await storedKeys(config.media)).filter((key) => key.includes(companyId));

      it('its retry removes what the killed run wrote, and only the row’s four files are left', async () => {
        const account = await session(await createAccount(context.db));
        const { id, orphan } = await killedHalfway(account);
        expect(await processRecording(mediaDeps(), id)).toEqual({ status: 'ready', path: 'transcode' });
        const [row] = await rowsOf(account.companyId);
        expect(await companyFiles(account.companyId)).toEqual(
          [row!.videoKey, row!.thumbnailKey, row!.cardThumbnailKey, row!.previewKey].sort(),
        );
        expect(await companyFiles(account.companyId)).not.toContain(orphan);
        expect(row!.pendingKeys).toEqual([]);
      });

      /**
       * A demo whose job died after naming its four files in the row and while removing the
       * upload (the run's last step before the demo says ready), as a kill -9 leaves it.
       */
      const killedAtTheUpload = async (account: TestAccount & { token: string }) => {
        const response = await post(app, account.token, recordingFields(account), [
          videoPart(await media('clip-3s.avi')),
        ]);
        const created: Recording = response.json().payload;
        const [made] = await rowsOf(account.companyId);
        const uploadKey = made!.uploadKey!;
        let dying!: () => void;
        const died = new Promise<void>((resolve) => {
          dying = resolve;
        });
        const storage = {
          ...app.storage,
          remove: async (key: string) => {
            if (key !== uploadKey) return app.storage.remove(key);
            dying();
            return new Promise<void>(() => {});
          },
        };
        void processRecording(mediaDeps(storage), created.id);
        await died;
        return { id: created.id, uploadKey };
      };

      /** A new demo, and a store that refuses to remove its upload (and removes anything else). */
      const refusedUploadRemoval = async () => {
        const account = await session(await createAccount(context.db));
        const response = await post(app, account.token, recordingFields(account), [
          videoPart(await media('clip-3s.avi')),
        ]);
        const created: Recording = response.json().payload;
        const uploadKey = (await rowsOf(account.companyId))[0]!.uploadKey!;
        const refusing = {
          ...app.storage,
          remove: async (key: string) => {
            if (key === uploadKey) throw new Error('the store is unavailable');
            return app.storage.remove(key);
          },
        };
        return { account, created, uploadKey, refusing };
      };

      it('killed while removing the upload, its demo is not yet ready; the retry removes the upload and only the row’s four files are left', async () => {
        const account = await session(await createAccount(context.db));
        const { id, uploadKey } = await killedAtTheUpload(account);
        // Issue 28 §1: the demo says ready only once its upload is gone; until then the row names it.
        const [killed] = await rowsOf(account.companyId);
        expect([killed!.mediaStatus, killed!.uploadKey]).toEqual(['processing', uploadKey]);
        expect(await app.storage.size(uploadKey)).toBeGreaterThan(0);
        // The retry converts nothing again: it removes the upload and says ready.
        expect(await processRecording(mediaDeps(), id)).toEqual({ status: 'ready', path: 'earlier' });
        const [row] = await rowsOf(account.companyId);
        expect([row!.mediaStatus, row!.uploadKey, row!.pendingKeys]).toEqual(['ready', null, []]);
        expect(await companyFiles(account.companyId)).toEqual(
          [row!.videoKey, row!.thumbnailKey, row!.cardThumbnailKey, row!.previewKey].sort(),
        );
      });

      it('a store that refuses to remove the upload up to the last attempt: the demo is ready, keeps naming the upload, and its delete leaves nothing', async () => {
        const { account, created, uploadKey, refusing } = await refusedUploadRemoval();
        // The run that made the files, then its retry (which only has the upload left to remove).
        await expect(processRecording(mediaDeps(refusing), created.id)).rejects.toThrow(
          'the store is unavailable',
        );
        expect(await processRecording(mediaDeps(refusing), created.id, { isLastAttempt: true })).toEqual({
          status: 'ready',
          path: 'earlier',
        });
        const [row] = await rowsOf(account.companyId);
        expect([row!.mediaStatus, row!.mediaError, row!.uploadKey]).toEqual(['ready', '', uploadKey]);
        expect(await companyFiles(account.companyId)).toEqual(
          [row!.videoKey, row!.thumbnailKey, row!.cardThumbnailKey, row!.previewKey, uploadKey].sort(),
        );
        const gone = await app.inject({
          method: 'DELETE',
          url: `/web/recording/${created.id}`,
          headers: { token: account.token },
        });
        expect(gone.statusCode).toBe(200);
        expect(await companyFiles(account.companyId)).toEqual([]);
      });

      it('a store that refuses to remove the upload on the one and last attempt: the demo is ready all the same', async () => {
        const { account, created, uploadKey, refusing } = await refusedUploadRemoval();
        expect(await processRecording(mediaDeps(refusing), created.id, { isLastAttempt: true })).toEqual({
          status: 'ready',
          path: 'transcode',
        });
        const [row] = await rowsOf(account.companyId);
        expect([row!.mediaStatus, row!.mediaError, row!.uploadKey]).toEqual(['ready', '', uploadKey]);
        expect(await companyFiles(account.companyId)).toEqual(
          [row!.videoKey, row!.thumbnailKey, row!.cardThumbnailKey, row!.previewKey, uploadKey].sort(),
        );
      });

      it('a copy made while the job writes its files, then deleted, leaves the files the job is writing', async () => {
        const account = await session(await createAccount(context.db));
        // The source's row as its job leaves it while writing: the video stored and noted, not named.
        const { id, orphan } = await killedHalfway(account);
        const copied = await app.inject({
          method: 'POST',
          url: '/web/recording/copy',
          headers: { token: account.token },
          payload: { id, withoutSettings: false },
        });
        expect(copied.statusCode).toBe(201);
        const gone = await app.inject({
          method: 'DELETE',
          url: `/web/recording/${copied.json().payload.id}`,
          headers: { token: account.token },
        });
        expect(gone.statusCode).toBe(200);
        // The note is the job's, on its own row: the copy's delete took none of what it writes.
        expect(await app.storage.size(orphan)).toBeGreaterThan(0);
      });

      it('a store that fails to remove the upload keeps the four files the row names; the retry makes the demo ready', async () => {
        const { account, created, uploadKey, refusing } = await refusedUploadRemoval();
        await expect(processRecording(mediaDeps(refusing), created.id)).rejects.toThrow(
          'the store is unavailable',
        );
        const [failed] = await rowsOf(account.companyId);
        expect([failed!.mediaStatus, failed!.uploadKey]).toEqual(['queued', uploadKey]);
        // The files the row names are still there: the retry only has to remove the upload.
        expect(await companyFiles(account.companyId)).toEqual(
          [
            failed!.videoKey,
            failed!.thumbnailKey,
            failed!.cardThumbnailKey,
            failed!.previewKey,
            uploadKey,
          ].sort(),
        );
        expect(await processRecording(mediaDeps(), created.id)).toEqual({ status: 'ready', path: 'earlier' });
        const [row] = await rowsOf(account.companyId);
        expect([row!.mediaStatus, row!.uploadKey]).toEqual(['ready', null]);
        expect(await companyFiles(account.companyId)).toEqual(
          [row!.videoKey, row!.thumbnailKey, row!.cardThumbnailKey, row!.previewKey].sort(),
        );
      });

      it('killed while removing the upload, deleting its demo removes its four files and the upload', async () => {
        const account = await session(await createAccount(context.db));
        const { id } = await killedAtTheUpload(account);
        const gone = await app.inject({
          method: 'DELETE',
          url: `/web/recording/${id}`,
          headers: { token: account.token },
        });
        expect(gone.statusCode).toBe(200);
        expect(await companyFiles(account.companyId)).toEqual([]);
      });

      it('deleting its demo before any retry removes what the killed run wrote, and the upload', async () => {
        const account = await session(await createAccount(context.db));
        await killedHalfway(account);
        const [row] = await rowsOf(account.companyId);
        const gone = await app.inject({
          method: 'DELETE',
          url: `/web/recording/${row!.id}`,
          headers: { token: account.token },
        });
        expect(gone.statusCode).toBe(200);
        expect(await companyFiles(account.companyId)).toEqual([]);
      });
    });
  });

  describe('POST /web/recording/{recordingId}/captions', () => {
    let demoId: string;
    const captions = (name: string, bytes?: Buffer) =>
      post(
        app,
        owner.token,
        {},
        [{ field: 'captions', filename: name, contentType: 'text/vtt', bytes: bytes ?? Buffer.alloc(0) }],
        `/web/recording/${demoId}/captions`,
      );

    beforeAll(async () => {
      const created = await app.recordings.create(owner.companyId, owner.repId, {
        title: 'Captioned',
        description: '',
        type: 'default',
        sourceUrl: null,
        uploadKey: null,
        coordinates: emptyCoordinates(),
      });
      demoId = created.id;
    });

    it('stores a WebVTT file, serves it as text/vtt, and replaces the previous one', async () => {
      const vtt = await readFile(sharedFixture('captions', 'demo-landscape-12s.vtt'));
      const first = await captions('demo.vtt', vtt);
      expect(first.statusCode).toBe(200);
      const firstAddress: string = first.json().payload.captions;
      expect(firstAddress).toMatch(/^http:\/\/media\.test\/captions\/.+\.vtt$/);
      const served = await origin.inject({ url: new URL(firstAddress).pathname });
      expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(served.body).toBe(vtt.toString('utf8'));

      // With a byte-order mark, named .txt: the bytes decide.
      const second = await captions('notes.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), vtt]));
      expect(second.statusCode).toBe(200);
      expect(second.json().payload.captions).not.toBe(firstAddress);
      expect((await origin.inject({ url: new URL(firstAddress).pathname })).statusCode).toBe(404);
    });

    it('converts a SubRip file to WebVTT', async () => {
      const response = await captions('subs.srt', await readFile(sharedFixture('captions', 'subrip.srt')));
      expect(response.statusCode).toBe(200);
      const served = await origin.inject({ url: new URL(response.json().payload.captions).pathname });
      expect(served.body).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.000\nSubRip, not WebVTT.\n');
    });

    it('refuses a broken WebVTT file, a video, an empty file and no file, and keeps the current track', async () => {
      const before = (await rowsOf(owner.companyId)).find((row) => row.id === demoId)!.captionsKey;
      for (const [name, bytes] of [
        ['broken.vtt', await readFile(sharedFixture('captions', 'broken.vtt'))],
        ['video.vtt', await media('clip-3s.mkv')],
        ['empty.vtt', Buffer.alloc(0)],
      ] as const) {
        const response = await captions(name, bytes);
        expect([name, response.statusCode, response.json().message]).toEqual([
          name,
          415,
          demoStatusMessages.invalidCaptions,
        ]);
      }
      const none = await post(app, owner.token, {}, [], `/web/recording/${demoId}/captions`);
      expect(none.statusCode).toBe(400);
      expect((await rowsOf(owner.companyId)).find((row) => row.id === demoId)!.captionsKey).toBe(before);
    });

    it('answers 413 for a captions file over MEDIA_CAPTIONS_MAX_BYTES', async () => {
      const cue = '00:00:00.000 --> 00:00:01.000\nA line of captions.\n\n';
      const big = Buffer.from(
        `WEBVTT\n\n${cue.repeat(Math.ceil(config.media.captionsMaxBytes / cue.length) + 1)}`,
      );
      const response = await captions('big.vtt', big);
      expect([response.statusCode, response.json().message]).toEqual([
        413,
        'The captions file is larger than 1024 KB',
      ]);
    });

    it("answers 404 for another company's demo and for none, and stores nothing", async () => {
      const before = await everything();
      const vtt = await readFile(sharedFixture('captions', 'demo-landscape-12s.vtt'));
      for (const [token, id] of [
        [other.token, demoId],
        [owner.token, randomUUID()],
      ]) {
        const form = multipartForm({}, [
          { field: 'captions', filename: 'c.vtt', contentType: 'text/vtt', bytes: vtt },
        ]);
        const response = await app.inject({
          method: 'POST',
          url: `/web/recording/${id}/captions`,
          headers: { token: token!, 'content-type': form.contentType },
          payload: form.payload,
        });
        expect([response.statusCode, response.json().message]).toEqual([404, demoServerMessages.notFound]);
      }
      expect(await everything()).toEqual(before);
    });
  });
});
