import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cyoa, cyoaSaveProblem } from '@showroom/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { configuredStorage } from '../services/configured-storage.ts';
import { sampleAnalyticsDays, sampleLeads } from './sample-analytics.ts';
import { sampleDemos, sampleVideo } from './sample-demos.ts';
import { sampleQuestions } from './sample-pages.ts';
import {
  companies,
  marketplaceCatalogues,
  pageForms,
  pageRelationships,
  pages,
  recordings,
  salesReps,
  widgets,
} from './schema.ts';
import { credentialsFileName, sampleCompany, sampleRep, seed } from './seed.ts';

// Each test needs an empty database; a suite shares one, so each test empties it first.
const emptyTables = (ctx: { db: import('./database.ts').Db }) =>
  ctx.db.execute(sql`truncate ${companies}, ${salesReps} cascade`);

describeDatabases('seed', (ctx) => {
  let dataDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-seed-'));
    await emptyTables(ctx);
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const signIn = (password: string) =>
    app.inject({ method: 'POST', url: '/web/login', payload: { username: sampleRep.email, password } });

  it('creates the sample company and rep once, and a second run changes nothing', async () => {
    const first = await seed(ctx.db, { dataDir });
    expect(first).toMatchObject({ seeded: true, email: sampleRep.email });
    expect(first.password).toBeDefined();

    const second = await seed(ctx.db, { dataDir });
    expect(second).toEqual({ ...first, seeded: false });

    const companyRows = await ctx.db.select().from(companies);
    expect(companyRows).toHaveLength(1);
    expect(companyRows[0]).toMatchObject(sampleCompany);
    const repRows = await ctx.db.select().from(salesReps);
    expect(repRows).toHaveLength(1);
    expect(repRows[0]).toMatchObject({ email: sampleRep.email, fullName: sampleRep.fullName });
    expect(repRows[0]!.passwordHash).not.toContain(first.password!);

    expect((await signIn(first.password!)).statusCode).toBe(200);
  });

  it('keeps a generated password in seed-credentials.json, readable by its owner only', async () => {
    const result = await seed(ctx.db, { dataDir });
    const file = path.join(dataDir, credentialsFileName);
    expect(result.credentialsFile).toBe(file);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      email: sampleRep.email,
      password: result.password,
    });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // The rules of ADR 0008 (docs/decisions/0008-new-password-rule.md), so the same password would pass a reset.
    expect(result.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{12,64}$/);
  });

  it('reuses the password in an existing credentials file for a new database', async () => {
    const file = path.join(dataDir, credentialsFileName);
    await writeFile(file, JSON.stringify({ email: sampleRep.email, password: 'Kept-Password-1!' }), {
      mode: 0o644,
    });
    const result = await seed(ctx.db, { dataDir });
    expect(result.password).toBe('Kept-Password-1!');
    expect((await stat(file)).mode & 0o777).toBe(0o644);
    expect((await signIn('Kept-Password-1!')).statusCode).toBe(200);
  });

  it('uses SEED_REP_PASSWORD when given and writes no file', async () => {
    const result = await seed(ctx.db, { dataDir, repPassword: 'From-The-Environment-9!' });
    expect(result).toMatchObject({
      seeded: true,
      password: 'From-The-Environment-9!',
      credentialsFile: undefined,
    });
    await expect(stat(path.join(dataDir, credentialsFileName))).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await signIn('From-The-Environment-9!')).statusCode).toBe(200);
  });

  it('refuses a SEED_REP_PASSWORD weaker than ADR 0008, at start and in the seed', async () => {
    for (const weak of ['abcd', 'alllowercase-but-long-1!', 'No-Digits-Here!!', 'Sh0rt!Pw']) {
      expect(() => loadConfig({ SEED_REP_PASSWORD: weak })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ SEED_REP_PASSWORD: 'abcd' })).toThrow(
      /SEED_REP_PASSWORD: must be 12-64 characters/,
    );
    await expect(seed(ctx.db, { dataDir, repPassword: 'abcd' })).rejects.toThrow(
      /SEED_REP_PASSWORD is refused/,
    );
    expect(await ctx.db.select().from(companies)).toEqual([]);
  });

  it('gives the sample company the sample marketplace catalogue, and makes no widget without demos', async () => {
    await seed(ctx.db, { dataDir });
    const [company] = await ctx.db.select().from(companies);
    const catalogues = await ctx.db.select().from(marketplaceCatalogues);
    expect(catalogues.map((row) => row.companyId)).toEqual([company!.id]);
    expect(await ctx.db.select().from(widgets)).toEqual([]);
  });

  it('seeds the sample rep with a confirmed address (ADR 0007)', async () => {
    const { password } = await seed(ctx.db, { dataDir });
    const response = await signIn(password!);
    expect(response.json().payload.emailConfirmed).toBe(true);
  });

  it('does not print a password that no longer works', async () => {
    const first = await seed(ctx.db, { dataDir });
    await ctx.db
      .update(salesReps)
      .set({ passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaGhhc2hoYXNoaGFzaA' })
      .where(eq(salesReps.email, sampleRep.email));
    const again = await seed(ctx.db, { dataDir });
    expect(again).toMatchObject({ seeded: false, email: sampleRep.email, password: undefined });
    expect(first.password).toBeDefined();
  });

  it('stores the hash as Argon2id with m=19456, t=2, p=1', async () => {
    await seed(ctx.db, { dataDir });
    const [rep] = await ctx.db.select().from(salesReps).where(eq(salesReps.email, sampleRep.email));
    expect(rep!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
  });

  // Issue 10: what `npm start` passes (main.ts), with the media folder inside this test's DATA_DIR.
  const media = () => ({ ...testConfig().media, dir: path.join(dataDir, 'media') });
  // Making and processing two clips takes 5 to 15 s on 2 idle cores; with the other suites
  // running beside it, several times that.
  const withFfmpeg = { timeout: 120_000 };

  it(
    'makes two sample demos with ffmpeg, processed and ready, each with a hotspot at 2 s and a click region',
    withFfmpeg,
    async () => {
      const first = await seed(ctx.db, { dataDir, media: media() });
      expect(first.seeded).toBe(true);
      const storage = configuredStorage(media());
      const rows = await ctx.db.select().from(recordings).orderBy(asc(recordings.title));
      expect(rows.map((row) => row.title).sort()).toEqual(sampleDemos.map((sample) => sample.title).sort());
      const [rep] = await ctx.db.select().from(salesReps).where(eq(salesReps.email, sampleRep.email));
      for (const row of rows) {
        const sample = sampleDemos.find((candidate) => candidate.title === row.title)!;
        expect(row).toMatchObject({
          mediaStatus: 'ready',
          mediaError: '',
          salesRepId: rep!.id,
          uploadKey: null,
        });
        expect(row.durationSeconds).toBeGreaterThan(5.5);
        expect(row.durationSeconds).toBeLessThan(6.5);
        // The job wrote the probed size into the coordinates (spec 3 §3): one landscape, one portrait.
        expect(row.coordinates.intrinsic).toEqual(sample.size);
        expect(row.coordinates.hotspots).toHaveLength(1);
        expect(row.coordinates.hotspots[0]).toMatchObject({ caption: sample.hotspot.caption, appearAt: 2 });
        expect(row.coordinates.rectangles).toHaveLength(1);
        expect(row.coordinates.rectangles[0]!.caption).toBe(sample.region.caption);
        // Each file the card and the player use is in storage: the mp4, the JPEG thumbnail, the GIF.
        const video = await storage.get(row.videoKey!);
        const thumbnail = await storage.get(row.thumbnailKey!);
        const gif = await storage.get(row.previewKey!);
        expect(video!.subarray(4, 8).toString('latin1')).toBe('ftyp');
        expect(thumbnail!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
        expect(gif!.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      }

      // Issue 11: one published widget of each kind on the sample demos, readable by the calls.
      const samples = await ctx.db.select().from(widgets).orderBy(asc(widgets.kind));
      expect(samples.map((row) => [row.kind, row.live, row.salesRepId])).toEqual(
        ['cyoa', 'hero', 'sneakpeek', 'solo'].map((kind) => [kind, true, rep!.id]),
      );
      const demoIds = new Set(rows.map((row) => row.id));
      for (const row of samples.filter((row) => row.kind !== 'cyoa'))
        expect(demoIds.has(row.recordingId!)).toBe(true);
      const token = (await signIn(first.password!)).json().payload.token as string;
      const read = async (kind: string, id: string) => {
        const response = await app.inject({ url: `/web/${kind}/id/${id}`, headers: { token } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().payload[0];
      };
      for (const row of samples) expect((await read(row.kind, row.id)).live).toBe(1);
      const cyoaRow = samples.find((row) => row.kind === 'cyoa')!;
      const journey = cyoa.parse(await read('cyoa', cyoaRow.id));
      expect(journey.episodes.map((step) => step.type)).toEqual(['demo', 'question', 'rule']);
      expect(journey.settings.wrapUpScreen).toBe(true);
      expect(journey.recommendations.show).toBe(true);
      expect(
        cyoaSaveProblem({
          name: journey.name,
          data: journey.episodes,
          setting: journey.settings,
          recommendations: journey.recommendations,
          restrict: journey.restricted_redirect,
          verificationContent: journey.verification_content,
        }),
      ).toBeNull();
      for (const step of journey.episodes) {
        const demo =
          step.type === 'demo'
            ? step.value
            : step.type === 'rule' && step.result.type === 'demo'
              ? step.result.value
              : undefined;
        if (demo !== undefined) expect(demoIds.has(demo)).toBe(true);
      }

      // Issue 13: one published page of each type, each with one prospect link, read by the calls.
      const pageRows = await ctx.db.select().from(pages).orderBy(asc(pages.type));
      expect(pageRows.map((row) => [row.type, row.live, row.salesRepId])).toEqual(
        ['customized', 'embed', 'standard'].map((type) => [type, true, rep!.id]),
      );
      const listed = await app.inject({ url: `/web/page/${rep!.companyId}`, headers: { token } });
      expect(listed.json().payload.map((row: { live: number }) => row.live)).toEqual([1, 1, 1]);
      const links = await ctx.db.select().from(pageRelationships);
      expect(links.map((link) => link.pageId).sort()).toEqual(pageRows.map((row) => row.id).sort());
      for (const row of pageRows) {
        const answer = await app.inject({
          url: `/web/salesrep/${rep!.id}/relationship?page_id=${row.id}`,
          headers: { token },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().payload).toHaveLength(1);
        expect(answer.json().payload[0].url).toMatch(/\/[A-Za-z0-9_-]{22}\/login$/);
      }
      const [form] = await ctx.db.select().from(pageForms);
      expect(form!.formjson).toEqual(sampleQuestions);
      expect(form!.mapping).toHaveLength(3);
      for (const rule of form!.mapping)
        expect(demoIds.has((rule.result.payload as { id: string }).id)).toBe(true);
      const qa = pageRows.find((row) => row.type === 'customized')!;
      expect((qa.style as { form: string }).form).toBe(form!.id);
      // Issue 29 D.4: the Collection is 'a set of demos and videos': the sample video, listed by
      // GET /web/video, is its third item, and its address on the media host is an mp4 in storage.
      const collection = pageRows.find((row) => row.type === 'standard')!;
      const videoList = await app.inject({ url: `/web/video/${rep!.companyId}`, headers: { token } });
      expect(videoList.statusCode, videoList.body).toBe(200);
      const companyVideos = videoList.json().payload;
      expect(companyVideos).toHaveLength(1);
      expect(companyVideos[0]).toMatchObject({ title: sampleVideo.title, salesrep_id: rep!.id });
      expect(
        (
          collection.style as { standardPreviewVideos: { type: string; value: string }[] }
        ).standardPreviewVideos.map((item) => [
          item.type,
          item.type === 'demo' ? demoIds.has(item.value) : item.value,
        ]),
      ).toEqual([
        ['demo', true],
        ['demo', true],
        ['video', companyVideos[0].id],
      ]);
      const videoUrl = companyVideos[0].url as string;
      expect(videoUrl.startsWith(`${media().url}/videos/`)).toBe(true);
      const videoFile = await storage.get(videoUrl.slice(media().url.length + 1));
      expect(videoFile!.subarray(4, 8).toString('latin1')).toBe('ftyp');
      const embedPage = pageRows.find((row) => row.type === 'embed')!;
      const hero = samples.find((row) => row.kind === 'hero')!;
      expect((embedPage.style as { embed: unknown }).embed).toEqual({ id: hero.id, type: 'hero' });

      // Issue 14: a few weeks of sample events, stored by the ingest's writer with their rollups,
      // so the Analytics screen's charts are not empty; the calls answer what the rows hold.
      const stored = (
        (await ctx.db.execute(
          sql`select widget_id, page_id, type, occurred_at, data from prospect_events`,
        )) as unknown as {
          rows: {
            widget_id: string;
            page_id: string | null;
            type: string;
            occurred_at: string | Date;
            data: { ctaLabel?: string; view?: string };
          }[];
        }
      ).rows;
      expect(stored.length).toBeGreaterThan(300);
      const oldest = Math.min(...stored.map((e) => new Date(e.occurred_at).getTime()));
      expect(Date.now() - oldest).toBeLessThan(sampleAnalyticsDays * 86_400_000);
      expect(Date.now() - oldest).toBeGreaterThan((sampleAnalyticsDays - 2) * 86_400_000);
      const web = async (url: string) => {
        const response = await app.inject({ url, headers: { token } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().payload;
      };
      const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
      const inWeek = (e: (typeof stored)[number]) =>
        new Date(e.occurred_at).toISOString().slice(0, 10) >= weekAgo;
      const heroRenders = await web(`/web/analytic/widget/render/${rep!.companyId}?widgetID=${hero.id}`);
      const heroRows = stored.filter((e) => e.widget_id === hero.id && inWeek(e));
      expect(heroRenders.totals.renders).toBe(heroRows.filter((e) => e.type === 'render').length);
      // The rate's plays are each visit's first view (issue 29 C.1): a play that resumes after a hotspot is none.
      expect(heroRenders.totals.plays).toBe(
        heroRows.filter((e) => e.type === 'play' && e.data.view === 'first').length,
      );
      expect(heroRenders.totals.plays).toBeGreaterThan(0);
      const clicks = await web(
        `/web/analytic/widget/CTA/?widgetID=${hero.id}&startDate=${new Date(oldest).toISOString().slice(0, 10)}`,
      );
      expect(clicks.total).toBe(stored.filter((e) => e.type === 'cta').length);
      expect(clicks.labels.map((l: { label: string }) => l.label)).toEqual(['Book a call']);
      const durations = await web(`/web/analytic/widget/demo/duration?widgetID=${hero.id}`);
      expect(durations.buckets.filter((b: { sessions: number }) => b.sessions > 0).length).toBeGreaterThan(1);
      const journeyChart = await web(`/web/analytic/widget/cyoa/?widgetID=${cyoaRow.id}`);
      expect(journeyChart.nodes.length).toBeGreaterThan(1);
      expect(journeyChart.responses[0].choices.length).toBeGreaterThan(0);
      const visitors = await web(`/web/salesrep/${rep!.companyId}/prospect`);
      const named = visitors.map((v: { visitor: string }) => v.visitor);
      for (const email of [...sampleLeads, 'anonymous']) expect(named).toContain(email);
      const qaLink = links.find((link) => link.pageId === qa.id)!;
      const qaViews = await web(
        `/web/analytic/page/views/${qa.id}/${qaLink.prospectId}?startDate=${new Date(oldest).toISOString().slice(0, 10)}`,
      );
      expect(qaViews.total).toBe(stored.filter((e) => e.page_id === qa.id && e.type === 'render').length);
      expect(qaViews.total).toBeGreaterThan(0);

      // A second start changes nothing: no new demos, the same files, the same widgets.
      const second = await seed(ctx.db, { dataDir, media: media() });
      expect(second.seeded).toBe(false);
      expect(await ctx.db.select().from(recordings).orderBy(asc(recordings.title))).toEqual(rows);
      expect(await ctx.db.select().from(widgets).orderBy(asc(widgets.kind))).toEqual(samples);
      expect(await ctx.db.select().from(pages).orderBy(asc(pages.type))).toEqual(pageRows);
      const again = (await ctx.db.execute(
        sql`select count(*)::int as n from prospect_events`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(again.rows[0]!.n).toBe(stored.length);
    },
  );

  it(
    'a start that stopped before processing the samples finishes them on the next start',
    withFfmpeg,
    async () => {
      await seed(ctx.db, { dataDir, media: media() });
      const storage = configuredStorage(media());
      const [row] = await ctx.db.select().from(recordings).where(eq(recordings.title, sampleDemos[0].title));
      // As the first start left it had it stopped after the commit: queued, with only its upload.
      const uploadKey = storage.newKey('uploads', row!.companyId, 'mp4');
      await storage.put(uploadKey, (await storage.get(row!.videoKey!))!);
      await ctx.db
        .update(recordings)
        .set({ mediaStatus: 'queued', uploadKey, videoKey: null, thumbnailKey: null, previewKey: null })
        .where(eq(recordings.id, row!.id));

      expect((await seed(ctx.db, { dataDir, media: media() })).seeded).toBe(false);
      const [finished] = await ctx.db.select().from(recordings).where(eq(recordings.id, row!.id));
      expect(finished).toMatchObject({ mediaStatus: 'ready', uploadKey: null });
      expect(await storage.get(finished!.thumbnailKey!)).toBeDefined();
      expect(await storage.get(uploadKey)).toBeUndefined();
    },
  );
});
