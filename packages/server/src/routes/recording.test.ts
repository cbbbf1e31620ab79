import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  type Coordinates,
  demoServerMessages,
  emptyCoordinates,
  errorReply,
  type Hotspot,
  listRecordings,
  type Rectangle,
  recording,
  routes,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { recordings } from '../db/schema.ts';
import { mediaJobKind } from '../media/process.ts';

const hotspot = (overrides: Partial<Hotspot> = {}): Hotspot => ({
  id: 'hotspot-1',
  caption: 'Click Save to keep your changes',
  captionPercentageFromTop: 12.5,
  captionPercentageFromLeft: 30,
  captionPercentageHeight: 6.94,
  captionPercentageWidth: 11.72,
  captionColor: '#112233',
  hotspotColor: '#FF8800',
  hotspotStyle: 'PULSE',
  appearAt: 2.5,
  percentageFromTop: 40.25,
  percentageFromLeft: 55.5,
  shown: false,
  ...overrides,
});

const clickRegion = (overrides: Partial<Rectangle> = {}): Rectangle => ({
  id: 'region-1',
  caption: 'The report opens here',
  captionPercentageFromTop: 70,
  captionPercentageFromLeft: 10,
  captionPercentageHeight: 6.94,
  captionPercentageWidth: 11.72,
  captionColor: '#000000',
  appearAt: 4.75,
  borderColor: '#00AA00',
  backgroundColor: '#B9C3D6',
  captionBackgroundColor: '#FFFFFF',
  percentageFromTop: 20,
  percentageFromLeft: 25,
  percentageHeight: 6.94,
  percentageWidth: 7.81,
  ...overrides,
});

const annotated = (): Coordinates => ({
  ...emptyCoordinates({ intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 }),
  hotspots: [hotspot()],
  rectangles: [clickRegion()],
  defaultCaptionColor: '#FF0000',
  defaultHotspotColor: '#00FF00',
});

describeDatabases('/web/recording', (ctx) => {
  let app: FastifyInstance;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'showroom-recording-'));
    const base = testConfig();
    app = buildApp({
      // The tests run media jobs themselves (runDue), to look at what each left.
      config: testConfig({ media: { ...base.media, dir: mediaDir }, jobs: { ...base.jobs, worker: false } }),
      database: ctx.database,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  type Rep = SignedInRep;
  const rep = () => repWithSession(app, ctx.db);

  const demo = async (who: Rep, overrides: { title?: string; coordinates?: Coordinates } = {}) =>
    app.recordings.create(who.companyId, who.repId, {
      title: overrides.title ?? 'Onboarding tour',
      description: 'How a new customer gets going',
      type: 'default',
      sourceUrl: null,
      uploadKey: null,
      coordinates: overrides.coordinates ?? annotated(),
    });

  /** A real file in storage, as the media job leaves them. */
  const file = async (who: Rep, area: string, extension: string, text: string) => {
    const key = app.storage.newKey(area, who.companyId, extension);
    await app.storage.put(key, Buffer.from(text));
    return key;
  };

  /** A demo whose media is ready: video, thumbnail, GIF and captions files all in storage. */
  const processedDemo = async (who: Rep) => {
    const { id } = await demo(who);
    const keys = {
      videoKey: await file(who, 'videos', 'mp4', 'the video'),
      thumbnailKey: await file(who, 'thumbnails', 'jpg', 'the thumbnail'),
      previewKey: await file(who, 'previews', 'gif', 'the gif'),
    };
    await app.recordings.setMedia(id, { ...keys, mediaStatus: 'ready' });
    const captionsKey = await file(who, 'captions', 'vtt', 'WEBVTT\n');
    await app.recordings.update(who.companyId, id, { captionsKey });
    return { id, keys: { ...keys, captionsKey } };
  };
  const stored = async (key: string) => (await app.storage.get(key)) !== undefined;

  const call = (who: Rep, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { token: who.token }, ...(payload ? { payload } : {}) });

  it('GET /recording/{companyId} pages the company demos newest first, 40 to a page, 1000 by default', async () => {
    const ada = await rep();
    const other = await rep();
    const ids: string[] = [];
    for (let n = 0; n < 45; n++) {
      const { id } = await demo(ada, { title: `Demo ${n}` });
      // One second apart: rows made within the same clock tick would be ordered by id instead.
      await ctx.db
        .update(recordings)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000) })
        .where(eq(recordings.id, id));
      ids.push(id);
    }
    await demo(other, { title: 'Not yours' });
    const newestFirst = [...ids].reverse();

    const page = async (query: string) => {
      const response = await call(ada, 'GET', `/web/recording/${ada.companyId}${query}`);
      expect(response.statusCode).toBe(200);
      return listRecordings.payload.parse(response.json().payload).map((record) => record.id);
    };
    expect(await page('?limit=40&pageNo=1')).toEqual(newestFirst.slice(0, 40));
    expect(await page('?limit=40&pageNo=2')).toEqual(newestFirst.slice(40));
    expect(await page('?limit=40&pageNo=3')).toEqual([]);
    // spec 3 §7.1: no limit is 1000, no page is 1; an empty value is the default too.
    expect(await page('')).toEqual(newestFirst);
    expect(await page('?limit=&pageNo=')).toEqual(newestFirst);

    const tooMany = await call(ada, 'GET', `/web/recording/${ada.companyId}?limit=1001`);
    expect(tooMany.statusCode).toBe(400);
  });

  it('GET /recording/id/{id} answers the record as payload[0], with its coordinates as JSON text', async () => {
    const ada = await rep();
    const { id } = await demo(ada);
    const response = await call(ada, 'GET', `/web/recording/id/${id}`);
    expect(response.statusCode).toBe(200);
    const raw = response.json().payload;
    expect(raw).toHaveLength(1);
    expect(typeof raw[0].coordinates).toBe('string');
    const [record] = routes['GET /web/recording/id/{id}'].payload.parse(raw);
    expect(record).toMatchObject({
      id,
      title: 'Onboarding tour',
      salesrep_id: ada.repId,
      salesrep_name: ada.fullName,
      company_id: ada.companyId,
      type: 'default',
      media_status: 'queued',
      coordinates: annotated(),
    });
  });

  it('POST /recording/copy clones with the title suffix " - Copy", the annotations and the same files', async () => {
    const ada = await rep();
    const source = await processedDemo(ada);
    const response = await call(ada, 'POST', '/web/recording/copy', {
      id: source.id,
      withoutSettings: false,
    });
    expect(response.statusCode).toBe(201);
    const copy = recording.parse(response.json().payload);
    const original = recording.parse(
      (await call(ada, 'GET', `/web/recording/id/${source.id}`)).json().payload[0],
    );
    expect(copy.id).not.toBe(source.id);
    expect(copy.title).toBe('Onboarding tour - Copy');
    expect(copy.coordinates).toEqual(annotated());
    expect(copy).toMatchObject({
      location: original.location,
      thumbnail: original.thumbnail,
      preview: original.preview,
      captions: original.captions,
      media_status: 'ready',
    });
    const [row] = await ctx.db.select().from(recordings).where(eq(recordings.id, copy.id));
    expect(row).toMatchObject(source.keys);
  });

  it('POST /recording/copy without settings clears the hotspots, keeps the click regions and resets the default colours', async () => {
    const ada = await rep();
    const { id } = await demo(ada);
    const response = await call(ada, 'POST', '/web/recording/copy', { id, withoutSettings: true });
    expect(response.statusCode).toBe(201);
    const copy = recording.parse(response.json().payload);
    expect(copy.title).toBe('Onboarding tour');
    expect(copy.coordinates).toEqual({
      ...annotated(),
      hotspots: [],
      defaultCaptionColor: '#000000',
      defaultHotspotColor: '#B9C3D6',
    });
    // The source keeps what it had.
    const [source] = await ctx.db.select().from(recordings).where(eq(recordings.id, id));
    expect(source!.coordinates).toEqual(annotated());
  });

  it('PUT /recording/{id} saves title, description and coordinates; the server dates the change', async () => {
    const ada = await rep();
    const { id } = await demo(ada, { coordinates: emptyCoordinates() });
    const saved: Coordinates = {
      ...emptyCoordinates(),
      hotspots: [hotspot({ appearAt: 2.5 })],
      rectangles: [clickRegion()],
    };
    const before = Date.now();
    const response = await call(ada, 'PUT', `/web/recording/${id}`, {
      title: 'Renamed tour',
      description: 'Now with a hotspot',
      coordinates: JSON.stringify(saved),
      // A client's date is not believed: the record is dated by the server's clock.
      date_modified: '2001-01-01 00:00:00',
    });
    expect(response.statusCode).toBe(200);

    const read = await call(ada, 'GET', `/web/recording/id/${id}`);
    const [record] = routes['GET /web/recording/id/{id}'].payload.parse(read.json().payload);
    expect(record).toMatchObject({ title: 'Renamed tour', description: 'Now with a hotspot' });
    expect(record!.coordinates).toEqual(saved);
    expect(record!.coordinates.hotspots[0]!.appearAt).toBe(2.5);
    const modified = Date.parse(`${record!.date_modified.replace(' ', 'T')}Z`);
    expect(modified).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it('PUT saves the rep name and date the editor shows; GET reads them back (issue 29 D.9)', async () => {
    const ada = await rep();
    const { id } = await demo(ada, { coordinates: emptyCoordinates() });
    const base = {
      title: 'Tour',
      description: '',
      coordinates: JSON.stringify(emptyCoordinates()),
      date_modified: '2026-11-23 10:00:00',
    };
    const read = async () =>
      routes['GET /web/recording/id/{id}'].payload.parse(
        (await call(ada, 'GET', `/web/recording/id/${id}`)).json().payload,
      )[0]!;
    // Before any edit: no name of its own, no date of its own.
    expect(await read()).toMatchObject({ salesrep_name: ada.fullName, rep_name: '', display_date: '' });

    const saved = await call(ada, 'PUT', `/web/recording/${id}`, {
      ...base,
      rep_name: '  Dana Whitfield  ',
      display_date: '2024-02-29',
    });
    expect(saved.statusCode).toBe(200);
    expect(await read()).toMatchObject({
      salesrep_name: ada.fullName,
      rep_name: 'Dana Whitfield',
      display_date: '2024-02-29',
    });

    // A save without them (an older client) leaves them as they are.
    expect((await call(ada, 'PUT', `/web/recording/${id}`, { ...base, title: 'Tour 2' })).statusCode).toBe(
      200,
    );
    expect(await read()).toMatchObject({
      title: 'Tour 2',
      rep_name: 'Dana Whitfield',
      display_date: '2024-02-29',
    });

    // A date that does not exist is refused with the reason, and nothing of the save is kept.
    const badDate = await call(ada, 'PUT', `/web/recording/${id}`, {
      ...base,
      title: 'Not kept',
      rep_name: 'Someone else',
      display_date: '2026-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(errorReply.parse(badDate.json()).message).toContain('Enter a real date');
    const tooLong = await call(ada, 'PUT', `/web/recording/${id}`, { ...base, rep_name: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(errorReply.parse(tooLong.json()).message).toContain('Rep name must be at most 100 characters');
    expect(await read()).toMatchObject({
      title: 'Tour 2',
      rep_name: 'Dana Whitfield',
      display_date: '2024-02-29',
    });

    // Empty (or the owner's own name) goes back to the owner's name.
    expect((await call(ada, 'PUT', `/web/recording/${id}`, { ...base, rep_name: '' })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ salesrep_name: ada.fullName, rep_name: '' });
    await call(ada, 'PUT', `/web/recording/${id}`, { ...base, rep_name: ada.fullName });
    expect((await read()).rep_name).toBe('');

    // A copy is the copier's own: it shows their name and its own day.
    await call(ada, 'PUT', `/web/recording/${id}`, { ...base, rep_name: 'Dana Whitfield' });
    const copy = recording.parse((await call(ada, 'POST', '/web/recording/copy', { id })).json().payload);
    expect(copy).toMatchObject({ rep_name: '', display_date: '' });
  });

  it('PUT keeps the video size the media job probed; before that, the client size counts', async () => {
    const ada = await rep();
    const { id } = await demo(ada, { coordinates: emptyCoordinates() });
    const put = (intrinsicVideoWidth: number, intrinsicVideoHeight: number) =>
      call(ada, 'PUT', `/web/recording/${id}`, {
        title: 'Tour',
        description: '',
        coordinates: JSON.stringify(emptyCoordinates({ intrinsicVideoWidth, intrinsicVideoHeight })),
        date_modified: '2026-11-23 10:00:00',
      });
    const intrinsic = async () =>
      (await ctx.db.select().from(recordings).where(eq(recordings.id, id)))[0]!.coordinates.intrinsic;

    expect((await put(640, 360)).statusCode).toBe(200);
    expect(await intrinsic()).toEqual({ intrinsicVideoWidth: 640, intrinsicVideoHeight: 360 });
    await app.recordings.setMedia(id, {
      mediaStatus: 'ready',
      intrinsic: { intrinsicVideoWidth: 720, intrinsicVideoHeight: 1280 },
    });
    // An editor opened before the job finished still holds 0 x 0 (or what the browser measured).
    expect((await put(0, 0)).statusCode).toBe(200);
    expect(await intrinsic()).toEqual({ intrinsicVideoWidth: 720, intrinsicVideoHeight: 1280 });
  });

  it('DELETE /recording/{id} removes the row and its files, but keeps the files a copy still uses', async () => {
    const ada = await rep();
    const source = await processedDemo(ada);
    const copyResponse = await call(ada, 'POST', '/web/recording/copy', { id: source.id });
    const copyId = copyResponse.json().payload.id as string;
    // After the copy, the source gets a captions track of its own: only the source uses it.
    const ownCaptions = await file(ada, 'captions', 'vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n');
    await app.recordings.update(ada.companyId, source.id, { captionsKey: ownCaptions });

    const gone = await call(ada, 'DELETE', `/web/recording/${source.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ status: 'success', payload: { id: source.id } });
    expect(await ctx.db.select().from(recordings).where(eq(recordings.id, source.id))).toEqual([]);
    expect(await stored(ownCaptions)).toBe(false);
    for (const key of Object.values(source.keys)) expect(await stored(key), key).toBe(true);

    // The copy plays on, then goes with the last files.
    const copy = await call(ada, 'GET', `/web/recording/id/${copyId}`);
    expect(copy.statusCode).toBe(200);
    expect((await call(ada, 'DELETE', `/web/recording/${copyId}`)).statusCode).toBe(200);
    for (const key of Object.values(source.keys)) expect(await stored(key), key).toBe(false);

    const again = await call(ada, 'DELETE', `/web/recording/${copyId}`);
    expect(again.statusCode).toBe(404);
    expect(errorReply.parse(again.json()).message).toBe(demoServerMessages.notFound);
  });

  it('DELETE /recording/{id}/captions takes the track off and removes its file unless a copy has it', async () => {
    const ada = await rep();
    const source = await processedDemo(ada);
    const copyId = (await call(ada, 'POST', '/web/recording/copy', { id: source.id })).json().payload
      .id as string;

    const first = await call(ada, 'DELETE', `/web/recording/${source.id}/captions`);
    expect(first.statusCode).toBe(200);
    expect(recording.parse(first.json().payload).captions).toBe('');
    expect(await stored(source.keys.captionsKey)).toBe(true);

    const last = await call(ada, 'DELETE', `/web/recording/${copyId}/captions`);
    expect(last.statusCode).toBe(200);
    expect(recording.parse(last.json().payload).captions).toBe('');
    expect(await stored(source.keys.captionsKey)).toBe(false);
    // The other files stay with their demos.
    expect(await stored(source.keys.videoKey)).toBe(true);
  });

  it("another company's demo is unreachable: 404 like a missing one, and nothing changes", async () => {
    const ada = await rep();
    const mallory = await rep();
    const source = await processedDemo(ada);
    const [before] = await ctx.db.select().from(recordings).where(eq(recordings.id, source.id));

    const list = await call(mallory, 'GET', `/web/recording/${ada.companyId}`);
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain('Onboarding tour');

    const put = {
      title: 'Taken',
      description: '',
      coordinates: JSON.stringify(emptyCoordinates()),
      date_modified: '2026-11-23 10:00:00',
    };
    const missing = randomUUID();
    for (const [method, url, payload] of [
      ['GET', `/web/recording/id/${source.id}`],
      ['POST', '/web/recording/copy', { id: source.id }],
      ['POST', '/web/recording/copy', { id: source.id, withoutSettings: true }],
      ['PUT', `/web/recording/${source.id}`, put],
      ['DELETE', `/web/recording/${source.id}/captions`],
      ['DELETE', `/web/recording/${source.id}`],
    ] as const) {
      const foreign = await call(mallory, method, url, payload);
      expect(foreign.statusCode, `${method} ${url}`).toBe(404);
      expect(foreign.json()).toEqual({
        status: 'error',
        payload: null,
        message: demoServerMessages.notFound,
      });
      // The same answer as for a demo that does not exist.
      const absent = await call(
        ada,
        method,
        url.replace(source.id, missing),
        payload && 'id' in payload ? { ...payload, id: missing } : payload,
      );
      expect(absent.json(), `${method} ${url} (missing)`).toEqual(foreign.json());
    }

    const [after] = await ctx.db.select().from(recordings).where(eq(recordings.id, source.id));
    expect(after).toEqual(before);
    expect(await ctx.db.select().from(recordings).where(eq(recordings.companyId, mallory.companyId))).toEqual(
      [],
    );
    for (const key of Object.values(source.keys)) expect(await stored(key), key).toBe(true);
  });

  it('refuses ids that are not uuids and coordinates outside the contract with 400', async () => {
    const ada = await rep();
    const { id } = await demo(ada);
    expect((await call(ada, 'GET', '/web/recording/id/not-a-uuid')).statusCode).toBe(400);
    expect((await call(ada, 'DELETE', '/web/recording/not-a-uuid')).statusCode).toBe(400);
    expect((await call(ada, 'POST', '/web/recording/copy', { id: 'not-a-uuid' })).statusCode).toBe(400);
    const badCoordinates = {
      ...annotated(),
      hotspots: [hotspot({ caption: 'x'.repeat(251) })],
    };
    const response = await call(ada, 'PUT', `/web/recording/${id}`, {
      title: 'Tour',
      description: '',
      coordinates: JSON.stringify(badCoordinates),
      date_modified: '2026-11-23 10:00:00',
    });
    expect(response.statusCode).toBe(400);
    expect(errorReply.parse(response.json()).message).toMatch(/^Invalid request: body\.coordinates/);
    const [row] = await ctx.db.select().from(recordings).where(eq(recordings.id, id));
    expect(row!.coordinates).toEqual(annotated());
  });

  // ffmpeg runs in these: beside other suites on 2 cores it may take far longer than alone.
  const withFfmpeg = { timeout: 90_000 };
  /** A real 1-second H.264/AAC mp4, made once by ffmpeg. */
  let clip: Promise<Buffer> | undefined;
  const smallClip = () =>
    (clip ??= (async () => {
      const file = path.join(mediaDir, 'clip.mp4');
      await promisify(execFile)('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
        ...['-c:a', 'aac', '-movflags', '+faststart', file],
      ]);
      return readFile(file);
    })());
  /** A demo as the upload route leaves it: its file in storage and its media job queued. */
  const uploadedDemo = async (who: Rep) => {
    const uploadKey = app.storage.newKey('uploads', who.companyId, 'mp4');
    await app.storage.put(uploadKey, await smallClip());
    const { id } = await app.recordings.create(who.companyId, who.repId, {
      title: 'Fresh upload',
      description: '',
      type: 'default',
      sourceUrl: null,
      uploadKey,
      coordinates: emptyCoordinates(),
    });
    await app.jobs.enqueue(mediaJobKind, { recordingId: id });
    return { id, uploadKey };
  };
  const mediaJobsOf = async (recordingId: string) =>
    (await app.jobs.jobsOf(mediaJobKind, 'recordingId', recordingId)).map(({ state }) => ({ state }));
  const drainJobs = async () => {
    while ((await app.jobs.runDue()) > 0) {
      // the next due batch
    }
  };

  it(
    'a copy made before processing gets the media of its source job, with no job of its own',
    withFfmpeg,
    async () => {
      const ada = await rep();
      const source = await uploadedDemo(ada);
      const copyId = (await call(ada, 'POST', '/web/recording/copy', { id: source.id })).json().payload
        .id as string;
      expect(await mediaJobsOf(copyId)).toEqual([]);

      await drainJobs();
      const [copy] = await ctx.db.select().from(recordings).where(eq(recordings.id, copyId));
      const [original] = await ctx.db.select().from(recordings).where(eq(recordings.id, source.id));
      expect(copy).toMatchObject({ mediaStatus: 'ready', uploadKey: null, videoKey: original!.videoKey });
      expect(await stored(copy!.thumbnailKey!)).toBe(true);
      expect(await stored(source.uploadKey)).toBe(false);
    },
  );

  it(
    'deleting a demo before its media job ran hands the job to the copy that shares its upload',
    withFfmpeg,
    async () => {
      const ada = await rep();
      const source = await uploadedDemo(ada);
      const copyId = (await call(ada, 'POST', '/web/recording/copy', { id: source.id })).json().payload
        .id as string;

      expect((await call(ada, 'DELETE', `/web/recording/${source.id}`)).statusCode).toBe(200);
      // The copy still needs the upload; the source's job is still queued and will find no row.
      expect(await stored(source.uploadKey)).toBe(true);
      expect(await mediaJobsOf(copyId)).toEqual([{ state: 'queued' }]);

      await drainJobs();
      expect(await mediaJobsOf(source.id)).toEqual([{ state: 'done' }]);
      const [copy] = await ctx.db.select().from(recordings).where(eq(recordings.id, copyId));
      expect(copy).toMatchObject({ mediaStatus: 'ready', uploadKey: null });
      expect(copy!.coordinates.intrinsic).toEqual({ intrinsicVideoWidth: 160, intrinsicVideoHeight: 120 });
      for (const key of [copy!.videoKey!, copy!.thumbnailKey!, copy!.previewKey!]) {
        expect(await stored(key), key).toBe(true);
      }
      expect(await stored(source.uploadKey)).toBe(false);
    },
  );

  it(
    'a demo deleted before its media job ran: the job ends harmlessly and no file of it is left',
    withFfmpeg,
    async () => {
      const ada = await rep();
      const source = await uploadedDemo(ada);
      expect((await call(ada, 'DELETE', `/web/recording/${source.id}`)).statusCode).toBe(200);
      await drainJobs();
      expect(await mediaJobsOf(source.id)).toEqual([{ state: 'done' }]);
      // Every file under the company's folders, whatever the area (uploads, videos, thumbnails...).
      const files = (await readdir(mediaDir, { recursive: true })).filter((entry) =>
        entry.includes(ada.companyId),
      );
      expect(files.filter((entry) => path.extname(entry) !== '')).toEqual([]);
    },
  );

  it('deleting the copy leaves the source with its one job, and the upload with the source', async () => {
    const ada = await rep();
    const source = await uploadedDemo(ada);
    const copyId = (await call(ada, 'POST', '/web/recording/copy', { id: source.id })).json().payload
      .id as string;
    expect((await call(ada, 'DELETE', `/web/recording/${copyId}`)).statusCode).toBe(200);
    expect(await stored(source.uploadKey)).toBe(true);
    expect(await mediaJobsOf(source.id)).toEqual([{ state: 'queued' }]);
    expect(await mediaJobsOf(copyId)).toEqual([]);
  });

  it('a copy of a linked demo not fetched yet gets a media job of its own', async () => {
    const ada = await rep();
    const { id } = await app.recordings.create(ada.companyId, ada.repId, {
      title: 'Linked tour',
      description: '',
      type: 'public',
      sourceUrl: 'https://videos.example/tour.mp4',
      uploadKey: null,
      coordinates: emptyCoordinates(),
    });
    const response = await call(ada, 'POST', '/web/recording/copy', { id });
    expect(response.statusCode).toBe(201);
    const copy = recording.parse(response.json().payload);
    expect(copy).toMatchObject({ location: 'https://videos.example/tour.mp4', media_status: 'queued' });
    expect(await mediaJobsOf(copy.id)).toEqual([{ state: 'queued' }]);
  });
});
