import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  embedServerMessages,
  type FrameData,
  frameData,
  frameMessages,
  type LayoutStyle,
  type MediaGrant,
  newLayoutStyle,
  type ProspectPageData,
  prospectPageData,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { recordings, videos } from '../../src/db/schema.ts';
import { buildMediaApp } from '../../src/media/app.ts';
import { heroValues } from '../../src/plugins/app/widgets.ts';
import { diskStorage } from '../../src/services/storage.ts';
import { repWithSession, type SignedInRep } from '../support/accounts.ts';
import { directive, pageDataText, pagesAudienceApp } from '../support/audience-pages.ts';
import { describeDatabases } from '../support/databases.ts';
import { testConfig } from '../support/fixtures.ts';
import { readMediaFixture, sharedFixture } from '../support/shared-fixtures.ts';
import { caller, dates, demoOf, heroFormOn } from '../support/widgets.ts';

/**
 * Issue 26, the prospect side: items 5 (the e-mail gate was only a curtain: a gated Hero's and a
 * gated page's video addresses in their HTML before any submission), 10 (a Collection's videos
 * added by address blocked by the page's media-src), 11 (the restricted-domain button's address
 * saved and drawn whatever it was) and 13 (a revoked share's widget still shown by its frame address).
 */
describeDatabases('attacks of issue 26: the prospect side', (ctx) => {
  let mediaDir: string;
  let config: ReturnType<typeof testConfig>;
  let app: FastifyInstance;
  let audience: FastifyInstance;
  let media: FastifyInstance;
  let closePages: () => Promise<void>;
  let video: Buffer;
  let captions: Buffer;
  const externalVideo = 'https://videos.example.com/library/tour.mp4';

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'showroom-attacks-26-prospect-'));
    const base = testConfig();
    // One configuration for the three hosts: they seal and open media addresses with the same secret.
    config = testConfig({ media: { ...base.media, dir: mediaDir }, secretKey: base.secretKey });
    app = buildApp({ config, database: ctx.database, logger: false });
    media = buildMediaApp({ config, logger: false });
    const pages = await pagesAudienceApp(ctx, config);
    audience = pages.app;
    closePages = pages.close;
    await Promise.all([app.ready(), media.ready()]);
    video = await readMediaFixture('demo-landscape-12s.mp4');
    captions = await readFile(sharedFixture('captions', 'demo-landscape-12s.vtt'));
  });
  afterAll(async () => {
    await Promise.all([app?.close(), media?.close(), closePages?.()]);
    await rm(mediaDir, { recursive: true, force: true });
  });

  type Rep = SignedInRep & { demoId: string; keys: { video: string; captions: string; thumbnail: string } };
  /** A rep with a ready demo: its video, captions and thumbnail on the media origin. */
  const rep = async (): Promise<Rep> => {
    const account = await repWithSession(app, ctx.db);
    const demoId = await demoOf(app, account);
    const storage = diskStorage(mediaDir);
    const keys = {
      video: storage.newKey('videos', account.companyId, 'mp4'),
      captions: storage.newKey('captions', account.companyId, 'vtt'),
      thumbnail: storage.newKey('thumbnails', account.companyId, 'jpg'),
    };
    await storage.put(keys.video, video);
    await storage.put(keys.captions, captions);
    await storage.put(keys.thumbnail, await readMediaFixture('thumbnail.jpg'));
    await ctx.db
      .update(recordings)
      .set({
        videoKey: keys.video,
        captionsKey: keys.captions,
        thumbnailKey: keys.thumbnail,
        mediaStatus: 'ready',
      })
      .where(eq(recordings.id, demoId));
    return { ...account, demoId, keys };
  };

  const heroOf = (who: Rep, gated: boolean) =>
    audience.widgets.create(
      who.companyId,
      who.repId,
      'hero',
      heroValues(heroFormOn(who.demoId, { is_gated: gated ? 1 : 0, email_required: 0 })),
      true,
      {},
    );

  const frameDataOf = (body: string): FrameData => {
    const start = body.indexOf('id="showroom-frame-data"');
    const open = body.indexOf('>', start) + 1;
    return frameData.parse(JSON.parse(body.slice(open, body.indexOf('</script', open))));
  };

  /** What the media origin answers a media address with (its path; the host is MEDIA_URL's). */
  const fetchMedia = (address: string, range?: string) => {
    expect(address.startsWith(`${config.media.url}/`)).toBe(true);
    return media.inject({ url: new URL(address).pathname, headers: range ? { range } : {} });
  };

  /** The demo's video and captions play from these addresses, seeking included. */
  const plays = async (demo: { location: string; captions: string }) => {
    expect(demo.location).toMatch(new RegExp(`^${config.media.url}/sealed/[A-Za-z0-9_-]+\\.mp4$`));
    const whole = await fetchMedia(demo.location);
    expect([whole.statusCode, whole.headers['content-type']]).toEqual([200, 'video/mp4']);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await fetchMedia(demo.location, 'bytes=1000-4999');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-4999/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(1000, 5000))).toBe(true);
    const track = await fetchMedia(demo.captions);
    expect([track.statusCode, track.rawPayload.equals(captions)]).toEqual([200, true]);
  };

  /** Nothing in the page names the demo's video or captions: no key, no sealed address. */
  const namesNoMedia = (body: string, who: Rep) => {
    for (const key of [who.keys.video, who.keys.captions]) {
      expect(body).not.toContain(key);
      expect(body).not.toContain(path.basename(key, path.extname(key)));
    }
    expect(body).not.toContain('/sealed/');
  };

  it("item 5: a gated Hero's frame carries no address of its video or captions; the gate gives sealed ones that play", async () => {
    const who = await rep();
    const id = await heroOf(who, true);
    const frame = await audience.inject({ url: `/frame/hero/${id}` });
    expect(frame.statusCode).toBe(200);
    namesNoMedia(frame.body, who);
    const [demo] = frameDataOf(frame.body).demos;
    expect(demo).toMatchObject({ id: who.demoId, location: '', captions: '', media_status: 'ready' });
    // The teaser's picture is public by design (the loader's placeholder shows it before any gate).
    expect(demo!.thumbnail).toBe(`${config.media.url}/${who.keys.thumbnail}`);

    // A sealed address cannot be made without the server's secret: a guessed one is refused.
    expect((await media.inject({ url: `/sealed/${'A'.repeat(120)}.mp4` })).statusCode).toBe(404);

    const gate = await audience.inject({
      method: 'POST',
      url: `/gate/hero/${id}`,
      payload: { email: '', visitor: 'attacker-visitor-0001' },
    });
    expect(gate.statusCode).toBe(200);
    const payload = gate.json().payload as { outcome: string; media: MediaGrant };
    expect(payload.outcome).toBe('allowed');
    expect(payload.media.demos.map((granted) => granted.id)).toEqual([who.demoId]);
    await plays(payload.media.demos[0]!);
    // The grant names the demo only by sealed addresses too.
    expect(JSON.stringify(payload)).not.toContain(who.keys.video);
  });

  it('item 5: an ungated Hero plays by sealed addresses from its HTML; a gate of another widget gives nothing of it', async () => {
    const who = await rep();
    const open = await heroOf(who, false);
    const frame = await audience.inject({ url: `/frame/hero/${open}` });
    const [demo] = frameDataOf(frame.body).demos;
    expect(frame.body).not.toContain(who.keys.video);
    await plays(demo!);
    // A gate answers only for a gated widget: an ungated one has none to pass.
    const gate = await audience.inject({
      method: 'POST',
      url: `/gate/hero/${open}`,
      payload: { email: '', visitor: 'attacker-visitor-0002' },
    });
    expect(gate.statusCode).toBe(404);
  });

  /** A live Collection page with the demo and a video added by address, and a link to it. */
  const collection = async (who: Rep, settings: Partial<LayoutStyle['settings']>, url = externalVideo) => {
    const [row] = await ctx.db
      .insert(videos)
      .values({
        companyId: who.companyId,
        salesRepId: who.repId,
        title: 'Library tour',
        description: '',
        url,
      })
      .returning({ id: videos.id });
    const style = newLayoutStyle();
    const store = audience.pageStore;
    const page = await store.create(who.companyId, who.repId, 'Renewal', 'standard');
    await store.setStyle(
      who.companyId,
      page.id,
      {
        ...style,
        settings: { ...style.settings, ...settings },
        standardPreviewVideos: [
          { key: 'a', value: who.demoId, label: 'The tour', type: 'demo' },
          { key: 'b', value: row!.id, label: 'The library', type: 'video' },
        ],
      },
      [],
    );
    await store.setLive(who.companyId, page.id, true);
    const issued = await store.issue(who.companyId, who.repId, page.id, 'ada@client.test', 'Ada', {
      prospect_email: 'ada@client.test',
      prospect_name: 'Ada',
    });
    await store.bind(who.companyId, who.repId, {
      pageId: page.id,
      prospectId: issued.id,
      encryptedId: issued.token,
      engaged: true,
    });
    return { link: issued.token, videoId: row!.id };
  };
  const pageOf = (body: string): ProspectPageData => prospectPageData.parse(JSON.parse(pageDataText(body)));

  it("item 5: a gated page carries none of its demo's media nor its video's address; the gate gives them", async () => {
    const who = await rep();
    const { link, videoId } = await collection(who, { verifyIdentity: true, isRequired: false });
    const page = await audience.inject({ url: `/${link}/login` });
    expect(page.statusCode).toBe(200);
    namesNoMedia(page.body, who);
    expect(page.body).not.toContain(who.keys.thumbnail);
    expect(page.body).not.toContain(externalVideo);
    const data = pageOf(page.body);
    expect(data.demos[0]).toMatchObject({
      id: who.demoId,
      location: '',
      captions: '',
      thumbnail: '',
      preview: '',
    });
    expect(data.videos).toEqual([{ id: videoId, title: 'Library tour', url: '' }]);

    const gate = await audience.inject({
      method: 'POST',
      url: `/gate/page/${link}`,
      payload: { email: '', visitor: 'attacker-visitor-0003' },
    });
    const payload = gate.json().payload as { outcome: string; media: MediaGrant };
    expect(payload.outcome).toBe('allowed');
    expect(payload.media.videos).toEqual([{ id: videoId, url: externalVideo }]);
    const granted = payload.media.demos.find((demo) => demo.id === who.demoId)!;
    expect(granted.thumbnail).toBe(`${config.media.url}/${who.keys.thumbnail}`);
    await plays(granted);
  });

  it("item 10: a page's videos added by address play from exactly their origins (media-src), nothing else loosened", async () => {
    const who = await rep();
    const { link } = await collection(who, {});
    const page = await audience.inject({ url: `/${link}/login` });
    const policy = String(page.headers['content-security-policy']);
    const mediaOrigin = new URL(config.media.url).origin;
    expect(directive(policy, 'media-src')).toBe(`'self' ${mediaOrigin} https://videos.example.com`);
    expect(directive(policy, 'img-src')).toBe(`'self' ${mediaOrigin}`);
    expect(directive(policy, 'connect-src')).toBe(`'self' ${new URL(config.appUrl).origin}`);
    // Ungated: the video's address and the demo's sealed addresses are in the page.
    const data = pageOf(page.body);
    expect(data.videos[0]!.url).toBe(externalVideo);
    await plays(data.demos[0]!);

    // Only the address's origin goes in: a directive written into the address stays in its path.
    const injected = await collection(who, {}, "https://evil.example/x.mp4; script-src 'unsafe-inline'");
    const injectedPolicy = String(
      (await audience.inject({ url: `/${injected.link}/login` })).headers['content-security-policy'],
    );
    expect(directive(injectedPolicy, 'media-src')).toBe(`'self' ${mediaOrigin} https://evil.example`);
    expect(injectedPolicy).not.toContain('unsafe-inline');
    // An address that is not an http(s) one adds nothing to the policy.
    for (const url of [
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
      '*',
      'ftp://files.example/x.mp4',
    ]) {
      const other = await collection(who, {}, url);
      const otherPolicy = String(
        (await audience.inject({ url: `/${other.link}/login` })).headers['content-security-policy'],
      );
      expect([url, directive(otherPolicy, 'media-src')]).toEqual([url, `'self' ${mediaOrigin}`]);
    }
  });

  it("item 10: the console's policy lets the page editor play a video added by address", async () => {
    const response = await app.inject({ url: '/web/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(directive(policy, 'media-src')).toBe(`'self' blob: ${new URL(config.media.url).origin} https:`);
    expect(directive(policy, 'script-src')).toBe("'self'");
    expect(directive(policy, 'connect-src')).toBe(`'self' ${new URL(config.media.url).origin}`);
  });

  it("item 11: a restricted-domain button's address other than http(s) is refused on save, for widgets and pages", async () => {
    const who = await rep();
    const call = caller(app);
    const redirect = (URL: string) => ({
      restrictType: 'message',
      demo: '',
      message: {
        title: 'For customers',
        description: '',
        primaryButton: true,
        buttonLabel: 'Talk to us',
        URL,
      },
    });
    const heroData = (URL: string) =>
      JSON.stringify({
        ...heroFormOn(who.demoId),
        restricted_redirect: redirect(URL),
        salesrep_id: who.repId,
        company_id: who.companyId,
        ...dates,
        live: '0',
      });
    for (const URL of [
      'javascript:alert(document.domain)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'acme.example',
    ]) {
      const response = await call(who, 'POST', '/web/hero', { fields: { heroData: heroData(URL) } });
      expect([URL, response.statusCode]).toEqual([URL, 400]);
      expect(response.json().message).toContain(embedServerMessages.redirectUrlInvalid);
    }
    for (const URL of ['', 'https://acme.example/contact', 'http://acme.example']) {
      const response = await call(who, 'POST', '/web/hero', { fields: { heroData: heroData(URL) } });
      expect([URL, response.statusCode]).toEqual([URL, 201]);
    }

    const page = await audience.pageStore.create(who.companyId, who.repId, 'Renewal', 'standard');
    const style = (URL: string) =>
      JSON.stringify({
        ...newLayoutStyle(),
        standardPreviewVideos: [{ key: 'a', value: who.demoId, label: 'The tour', type: 'demo' }],
        restrictedRedirect: redirect(URL),
      });
    const save = (URL: string) =>
      call(who, 'PUT', `/web/setting/page/style/${page.id}`, {
        json: { pageId: page.id, style: style(URL), placeholders: '[]' },
      });
    const refused = await save('javascript:alert(1)');
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      embedServerMessages.redirectUrlInvalid,
    ]);
    expect((await save('https://acme.example/contact')).statusCode).toBe(200);
  });

  it('item 13: a revoked share leaves nothing to open by hand; the live embed and the preview still draw', async () => {
    const who = await rep();
    const id = await heroOf(who, false);
    const made = await app.embedShares.create(who.companyId, who.repId, 'hero', id);
    if (typeof made !== 'object') throw new Error(made);
    const share = `/${made.token}/page/widget/hero/${id}/${who.companyId}?title=Tour&description=Two%20minutes`;
    /** As a browser asks: a tab's own navigation, or a loader's iframe. */
    const asBrowser = (url: string, destination: 'document' | 'iframe') =>
      audience.inject({ url, headers: { 'sec-fetch-dest': destination, 'sec-fetch-mode': 'navigate' } });

    expect((await asBrowser(share, 'document')).statusCode).toBe(200);
    expect(await app.embedShares.revoke(who.companyId, made.token)).toBe(true);
    expect((await asBrowser(share, 'document')).statusCode).toBe(404);

    // The share link's address edited into the frame's, opened in a tab: the same plain 404.
    const byHand = await asBrowser(`/frame/hero/${id}`, 'document');
    expect(byHand.statusCode).toBe(404);
    expect(byHand.body).toContain(frameMessages.notFound);
    expect(byHand.body).not.toContain('showroom-frame-data');
    for (const destination of ['empty', 'script', 'object']) {
      const other = await audience.inject({
        url: `/frame/hero/${id}`,
        headers: { 'sec-fetch-dest': destination },
      });
      expect([destination, other.statusCode]).toEqual([destination, 404]);
    }

    // The live embed: the loader's iframe draws it.
    const embedded = await asBrowser(`/frame/hero/${id}`, 'iframe');
    expect(embedded.statusCode).toBe(200);
    expect(frameDataOf(embedded.body).mode).toBe('embed');

    // The rep's preview (a preview token), opened in its own tab.
    const uuid = await app.previews.create(who.companyId, who.repId, {
      kind: 'hero',
      id,
      values: heroFormOn(who.demoId, { name: 'Unsaved name' }),
    });
    const preview = await asBrowser(
      `/preview/demo?uuid=${uuid}&data_id=${id}&template=${who.companyId}`,
      'document',
    );
    expect(preview.statusCode).toBe(200);
    const data = frameDataOf(preview.body);
    expect(data.mode).toBe('preview');
    // A preview is the rep's: its media by sealed addresses, nothing held back.
    await plays(data.demos[0]!);
  });
});
