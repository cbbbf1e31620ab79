import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import {
  emptyCoordinates,
  type FrameData,
  frameData,
  frameMessages,
  getPlaceholder,
  headlineLook,
  newSneakpeekForm,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directive } from '../../../test/support/audience-pages.ts';
import { describeDatabases } from '../../../test/support/databases.ts';
import { createAccount, type TestAccount, testConfig } from '../../../test/support/fixtures.ts';
import { cyoaOn, heroFormOn, soloFormOn } from '../../../test/support/widgets.ts';
import { companySettings, previews, widgets } from '../../db/schema.ts';
import { cyoaValues, heroValues, sneakpeekValues, soloValues } from '../../plugins/app/widgets.ts';
import { buildAudienceApp } from '../app.ts';
import { audienceBuildCommand } from '../pages.ts';

/**
 * A build as Vite writes it (the manifest and hashed assets), made by the test: the server's pages
 * must not depend on whether someone built the audience app.
 */
async function fakeBuild(dir: string) {
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const manifest = {
    'src/audience/main.tsx': {
      file: 'assets/main-AbC123.js',
      isEntry: true,
      imports: ['_vendor-XyZ789.js'],
      css: ['assets/main-Q1w2E3.css'],
    },
    '_vendor-XyZ789.js': { file: 'assets/vendor-XyZ789.js', css: ['assets/vendor-R4t5Y6.css'] },
    // The views the entry chooses between, each a dynamic entry.
    'src/audience/frameView.tsx': {
      file: 'assets/frameView-FrA001.js',
      isDynamicEntry: true,
      imports: ['_vendor-XyZ789.js', '_player-PlA001.js'],
    },
    '_player-PlA001.js': { file: 'assets/player-PlA001.js', css: ['assets/player-Css001.css'] },
    'src/audience/page/index.ts': { file: 'assets/page-PaGe01.js', isDynamicEntry: true },
    '../../node_modules/@fontsource/lora/latin-400.css': { file: 'assets/latin-400-Lora01.css' },
    '../../node_modules/@fontsource/lora/latin-700.css': { file: 'assets/latin-700-Lora02.css' },
    '../../node_modules/@fontsource/inter/latin-400.css': { file: 'assets/latin-400-Inter1.css' },
  };
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const script = `console.log(${JSON.stringify('audience '.repeat(200))});\n`;
  await writeFile(path.join(dir, 'assets', 'main-AbC123.js'), script);
  await writeFile(path.join(dir, 'assets', 'main-AbC123.js.br'), brotliCompressSync(script));
}

const html = (body: string) => body;

/** The frame data element's text, as a browser's parser would end it: at the first `</script`. */
const frameDataText = (page: string) => {
  const start = page.indexOf('id="showroom-frame-data"');
  const open = page.indexOf('>', start) + 1;
  return page.slice(open, page.toLowerCase().indexOf('</script', open));
};

describeDatabases('the audience host frames and pages', (ctx) => {
  let audience: FastifyInstance;
  let unbuilt: FastifyInstance;
  const unbuiltLog: string[] = [];
  let dist: string;
  const config = testConfig();

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'showroom-audience-'));
    await fakeBuild(dist);
    audience = buildAudienceApp({ config, database: ctx.database, logger: false, audienceDist: dist });
    unbuilt = buildAudienceApp({
      config: { ...config, logLevel: 'warn' },
      database: ctx.database,
      logStream: { write: (line) => unbuiltLog.push(line) },
      audienceDist: path.join(dist, 'nothing-here'),
    });
    await Promise.all([audience.ready(), unbuilt.ready()]);
  });
  afterAll(async () => {
    await Promise.all([audience?.close(), unbuilt?.close()]);
    await rm(dist, { recursive: true, force: true });
  });

  type Company = TestAccount & { demoId: string };
  const company = async (): Promise<Company> => {
    const account = await createAccount(ctx.db);
    const demo = await audience.recordings.create(account.companyId, account.repId, {
      title: 'Onboarding tour',
      description: '',
      type: 'default',
      sourceUrl: null,
      uploadKey: null,
      coordinates: {
        ...emptyCoordinates(),
        intrinsic: { intrinsicVideoWidth: 1920, intrinsicVideoHeight: 1080 },
      },
    });
    return { ...account, demoId: demo.id };
  };
  const hero = (who: Company, live = true, name = 'Product tour', demoId = who.demoId) =>
    audience.widgets.create(
      who.companyId,
      who.repId,
      'hero',
      heroValues(heroFormOn(demoId, { name })),
      live,
      {},
    );
  const get = (url: string, app = audience) => app.inject({ method: 'GET', url });

  /** Checks the page's policy and nonces, and answers its frame data as the frame parses it. */
  const framePage = (response: Awaited<ReturnType<typeof get>>): FrameData => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const policy = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directive(policy, 'default-src')).toBe("'none'");
    expect(directive(policy, 'script-src')).toBe(`'nonce-${nonce}' 'strict-dynamic'`);
    expect(directive(policy, 'style-src')).toBe(`'self' 'nonce-${nonce}'`);
    const media = new URL(config.media.url).origin;
    for (const name of ['img-src', 'media-src', 'font-src']) {
      expect(directive(policy, name)).toBe(`'self' ${media}`);
    }
    expect(directive(policy, 'connect-src')).toBe("'self'");
    // The CYOA's PDF viewer runs pdf.js's worker, one of the app's own assets.
    expect(directive(policy, 'worker-src')).toBe("'self'");
    expect(directive(policy, 'base-uri')).toBe("'none'");
    expect(directive(policy, 'form-action')).toBe("'self'");
    const page = html(response.body);
    // Every script element carries the page's nonce, and there is no other script.
    const scripts = [...page.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toEqual([
      `<script type="module" src="/assets/main-AbC123.js" nonce="${nonce}">`,
      `<script type="application/json" id="showroom-frame-data" nonce="${nonce}">`,
    ]);
    expect(page).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    // The entry's chunks and the frame's view with its own, each once; nothing of a prospect page's.
    for (const file of ['vendor-XyZ789.js', 'frameView-FrA001.js', 'player-PlA001.js'])
      expect(page).toContain(`<link rel="modulepreload" href="/assets/${file}" nonce="${nonce}">`);
    expect(page.match(/vendor-XyZ789\.js/g)).toHaveLength(1);
    expect(page).not.toContain('page-PaGe01.js');
    expect(page).toContain('<link rel="stylesheet" href="/assets/main-Q1w2E3.css">');
    expect(page).toContain('<link rel="stylesheet" href="/assets/vendor-R4t5Y6.css">');
    // The view's stylesheets too, linked with the page rather than fetched once the entry runs.
    expect(page).toContain('<link rel="stylesheet" href="/assets/player-Css001.css">');
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<div id="root"></div>');
    return frameData.parse(JSON.parse(frameDataText(page)));
  };

  it('draws a live widget in its frame: a fresh nonce per page, the frame data as the contract reads it', async () => {
    const ada = await company();
    const id = await hero(ada);
    await ctx.db
      .insert(companySettings)
      .values({ companyId: ada.companyId, emailBlockList: ['blocked-rival.example'] })
      .onConflictDoUpdate({
        target: companySettings.companyId,
        set: { emailBlockList: ['blocked-rival.example'] },
      });

    const first = await get(`/frame/hero/${id}`);
    const data = framePage(first);
    expect(data.mode).toBe('embed');
    expect(data.companyId).toBe(ada.companyId);
    expect(data.record).toBe(true);
    expect(data.hostOrigin).toBe('');
    expect(data.audienceUrl).toBe(config.audienceUrl);
    expect(data.widget.kind).toBe('hero');
    if (data.widget.kind !== 'hero') throw new Error('not a hero');
    expect(data.widget.hero).toMatchObject({ id, name: 'Product tour', recording_id: ada.demoId, live: 1 });
    expect(data.demos.map((demo) => demo.id)).toEqual([ada.demoId]);
    expect(data.look.companyName).toBe(ada.companyName);
    expect(data.look.style.fontName).toBeTruthy();
    expect(first.body).toContain('<title>Product tour</title>');
    // No secret and nothing of the company's settings: no rep e-mail, no blocklist.
    expect(first.body).not.toContain(ada.email);
    expect(first.body).not.toContain('blocked-rival.example');

    const second = await get(`/frame/hero/${id}`);
    const nonceOf = (response: typeof first) =>
      /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.body).toContain(`nonce="${nonceOf(second)}"`);
    expect(second.body).not.toContain(`nonce="${nonceOf(first)}"`);
  });

  it("links the company's font from the build: the chosen one, and no other", async () => {
    const ada = await company();
    const id = await hero(ada);
    await ctx.db.execute(
      `update companies set website_style = website_style || '{"fontName":"Lora"}'::jsonb where id = '${ada.companyId}'`,
    );
    const page = (await get(`/frame/hero/${id}`)).body;
    expect(page).toContain('<link rel="stylesheet" href="/assets/latin-400-Lora01.css">');
    expect(page).toContain('<link rel="stylesheet" href="/assets/latin-700-Lora02.css">');
    expect(page).not.toContain('latin-400-Inter1.css');
  });

  it('keeps a rep’s text inert: a widget named </script><script>alert(1)</script> stays data', async () => {
    const ada = await company();
    const name = '</script><script>alert(1)</script><!--';
    const id = await hero(ada, true, name);
    const response = await get(`/frame/hero/${id}`);
    const data = framePage(response);
    if (data.widget.kind !== 'hero') throw new Error('not a hero');
    expect(data.widget.hero.name).toBe(name);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<!--');
    expect(response.body).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</title>',
    );
  });

  it('answers 404 for a draft, another kind, an unknown id or a malformed address, saying only that', async () => {
    const ada = await company();
    const draft = await hero(ada, false);
    const live = await hero(ada);
    for (const url of [
      `/frame/hero/${draft}`,
      `/frame/solo/${live}`,
      '/frame/hero/2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
      '/frame/hero/not-a-uuid',
      `/frame/page/${live}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(frameMessages.notFound);
      expect(response.body).not.toContain('<script');
      expect(response.body).not.toContain('Product tour');
      expect(directive(String(response.headers['content-security-policy']), 'default-src')).toBe("'none'");
    }
  });

  it("is framed by the company's allowed sites, by any site when none is listed", async () => {
    const ada = await company();
    const id = await hero(ada);
    const ancestors = async () =>
      directive(
        String((await get(`/frame/hero/${id}`)).headers['content-security-policy']),
        'frame-ancestors',
      );
    expect(await ancestors()).toBe('*');
    const sites = ['https://www.acme.example', 'http://localhost:8080'];
    await ctx.db.insert(companySettings).values({ companyId: ada.companyId, allowedSites: sites });
    expect(await ancestors()).toBe('https://www.acme.example http://localhost:8080');
    // A stored value that is not a plain origin never reaches the header.
    await ctx.db
      .update(companySettings)
      .set({ allowedSites: ['https://ok.example', "https://x.example; script-src 'unsafe-inline'"] })
      .where(eq(companySettings.companyId, ada.companyId));
    expect(await ancestors()).toBe('https://ok.example');
  });

  it("draws only the company's own demos: another company's demo named by a widget is absent", async () => {
    const ada = await company();
    const bob = await company();
    const id = await audience.widgets.create(
      ada.companyId,
      ada.repId,
      'cyoa',
      cyoaValues(
        cyoaOn(ada.demoId, {
          data: [
            { index: 0, type: 'demo', value: ada.demoId, label: 'Ours' },
            { index: 1, type: 'demo', value: bob.demoId, label: 'Theirs' },
          ],
        }),
      ),
      true,
      {},
    );
    const data = framePage(await get(`/frame/cyoa/${id}`));
    expect(data.demos.map((demo) => demo.id)).toEqual([ada.demoId]);
    expect(JSON.stringify(data)).not.toContain(bob.companyName);
  });

  it('lets a CYOA frame fetch its PDFs and frame them: their https origins in connect-src and frame-src, nothing else loosened', async () => {
    const ada = await company();
    const pdf = (link: string) => ({ type: 'pdf' as const, pdf: { link, title: 'Brochure' } });
    const id = await audience.widgets.create(
      ada.companyId,
      ada.repId,
      'cyoa',
      cyoaValues(
        cyoaOn(ada.demoId, {
          data: [
            { index: 0, ...pdf('https://docs.example/pricing.pdf') },
            { index: 1, type: 'rule', condition: null, result: pdf('https://cdn.example:8443/a/b.pdf?x=1') },
            { index: 2, type: 'rule', condition: null, result: pdf('https://docs.example/other.pdf') },
            // Plain http is never fetched by the viewer (the browser's own viewer shows it).
            { index: 3, ...pdf('http://plain.example/c.pdf') },
          ],
        }),
      ),
      true,
      {},
    );
    const response = await get(`/frame/cyoa/${id}`);
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(directive(policy, 'connect-src')).toBe("'self' https://docs.example https://cdn.example:8443");
    expect(directive(policy, 'worker-src')).toBe("'self'");
    // The browser's own viewer, when the frame's cannot read a PDF, frames it from there.
    expect(directive(policy, 'frame-src')).toBe(
      `${new URL(config.media.url).origin} https://docs.example https://cdn.example:8443`,
    );
    expect(directive(policy, 'default-src')).toBe("'none'");

    // A CYOA without PDFs, and any other widget, calls its host only.
    const plain = await audience.widgets.create(
      ada.companyId,
      ada.repId,
      'cyoa',
      cyoaValues(cyoaOn(ada.demoId)),
      true,
      {},
    );
    expect(framePage(await get(`/frame/cyoa/${plain}`)).widget.kind).toBe('cyoa');
  });

  describe('the placeholder a loader draws', () => {
    it('answers the contract’s placeholder, to any site, briefly cached', async () => {
      const ada = await company();
      const id = await audience.widgets.create(
        ada.companyId,
        ada.repId,
        'solo',
        soloValues(soloFormOn(ada.demoId, { name: 'Launch', is_sneak: 1, show_preview: 1 })),
        true,
        {},
      );
      const response = await get(`/embed/solo/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const body = response.json();
      expect(body.status).toBe('success');
      const placeholder = getPlaceholder.payload.parse(body.payload);
      expect(placeholder).toMatchObject({
        kind: 'solo',
        id,
        frame: `${config.audienceUrl}/frame/solo/${id}`,
        width: 1920,
        height: 1080,
        label: 'Launch',
        teaser: 'animation',
        sneak: true,
      });
      expect(placeholder.blinker.style).toBe('PLAY');
    });

    it('carries what the teaser draws: the CTA and its look, each launch style’s picture (issue 29, B.1)', async () => {
      const ada = await company();
      const solo = async (fields: Parameters<typeof soloFormOn>[1]) => {
        const id = await audience.widgets.create(
          ada.companyId,
          ada.repId,
          'solo',
          soloValues(soloFormOn(ada.demoId, fields)),
          true,
          {},
        );
        return getPlaceholder.payload.parse((await get(`/embed/solo/${id}`)).json().payload);
      };
      const cta = await solo({ name: 'CTA', is_cta: 1, cta_type: 'link', cta_text: 'See it work' });
      expect(cta.teaser).toBe('cta');
      expect(cta.cta).toEqual({ type: 'link', text: 'See it work' });
      expect(cta.look).toContain('.a.l{');
      // Inline, a Solo is its launch button alone: no CTA to draw.
      const inline = await solo({ name: 'Inline', is_cta: 1, cta_text: 'See it', is_sneak: 1 });
      expect(inline.cta).toBeUndefined();
      expect(inline.look).toBe('');
      const spark = await solo({ name: 'Spark', blinker_style: 'SPARK' });
      expect(spark.cta).toBeUndefined();
      expect(spark.blinker.mark).toEqual({
        shape: 'M0 32a32 32 0 1 0 64 0a32 32 0 1 0-64 0z',
        path: 'M32 12l5 15 15 5-15 5-5 15-5-15-15-5 15-5z',
        stroke: false,
      });
      const arrow = await solo({ name: 'Arrow', blinker_style: 'ARROW' });
      expect(arrow.blinker.mark?.stroke).toBe(true);
      expect(arrow.look).toContain('.k{');
      const pulse = await solo({ name: 'Pulse', blinker_style: 'PULSE' });
      expect(pulse.look).toContain('@keyframes u');
      const hotspot = await solo({ name: 'Hotspot', is_hotspot: 1 });
      expect(hotspot.look).toContain('.o{');
    });

    it('carries a Hero’s headline and its look, and no other kind’s (issue 29, C.3)', async () => {
      const ada = await company();
      const heroId = await hero(ada);
      const { headline } = heroFormOn(ada.demoId, {});
      const heroPlaceholder = getPlaceholder.payload.parse(
        (await get(`/embed/hero/${heroId}`)).json().payload,
      );
      expect(heroPlaceholder.headline).toBe(headline);
      expect(heroPlaceholder.look).toContain(headlineLook);
      const solo = await audience.widgets.create(
        ada.companyId,
        ada.repId,
        'solo',
        soloValues(soloFormOn(ada.demoId, { name: 'Launch' })),
        true,
        {},
      );
      const soloPlaceholder = getPlaceholder.payload.parse((await get(`/embed/solo/${solo}`)).json().payload);
      expect(soloPlaceholder.headline).toBeUndefined();
      expect(soloPlaceholder.look).not.toContain('.h{');
    });

    it('answers every kind, 16:9 when the demo has no size yet', async () => {
      const ada = await company();
      const peek = await audience.widgets.create(
        ada.companyId,
        ada.repId,
        'sneakpeek',
        sneakpeekValues({ ...newSneakpeekForm(), name: 'Peek', recording_id: ada.demoId }),
        true,
        {},
      );
      const cyoa = await audience.widgets.create(
        ada.companyId,
        ada.repId,
        'cyoa',
        cyoaValues(cyoaOn(ada.demoId)),
        true,
        {},
      );
      const heroId = await hero(ada);
      for (const [kind, id] of [
        ['sneakpeek', peek],
        ['cyoa', cyoa],
        ['hero', heroId],
      ] as const) {
        const response = await get(`/embed/${kind}/${id}`);
        expect(response.statusCode, kind).toBe(200);
        expect(getPlaceholder.payload.parse(response.json().payload)).toMatchObject({
          kind,
          id,
          width: 1920,
        });
      }
      const bare = await company();
      await ctx.db.execute(
        `update recordings set coordinates = '${JSON.stringify(emptyCoordinates())}'::jsonb where id = '${bare.demoId}'`,
      );
      const sized = await get(`/embed/hero/${await hero(bare)}`);
      expect(getPlaceholder.payload.parse(sized.json().payload)).toMatchObject({ width: 1280, height: 720 });
    });

    it('answers 404 for a draft, another kind or an unknown id, still readable by the loader', async () => {
      const ada = await company();
      const draft = await hero(ada, false);
      for (const url of [
        `/embed/hero/${draft}`,
        `/embed/solo/${await hero(ada)}`,
        '/embed/hero/2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
        '/embed/hero/nope',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['access-control-allow-origin']).toBe('*');
      }
    });
  });

  describe('the share page', () => {
    const shareUrl = (token: string, kind: string, id: string, companyId: string) =>
      `/${token}/page/widget/${kind}/${id}/${companyId}?title=${encodeURIComponent('Our tour')}&description=${encodeURIComponent('Two minutes <b>long</b>')}`;

    it('shows the shared widget with the title and description, until the token is revoked', async () => {
      const ada = await company();
      const id = await hero(ada);
      const made = await audience.embedShares.create(ada.companyId, ada.repId, 'hero', id);
      if (typeof made !== 'object') throw new Error(made);
      const response = await get(shareUrl(made.token, 'hero', id, ada.companyId));
      const data = framePage(response);
      expect(data.mode).toBe('share');
      expect(data.share).toEqual({ title: 'Our tour', description: 'Two minutes <b>long</b>' });
      expect(response.body).toContain('<title>Our tour</title>');
      expect(response.body).toContain(
        '<meta property="og:description" content="Two minutes &lt;b&gt;long&lt;/b&gt;">',
      );
      expect(directive(String(response.headers['content-security-policy']), 'frame-ancestors')).toBe(
        "'none'",
      );

      expect(await audience.embedShares.revoke(ada.companyId, made.token)).toBe(true);
      const revoked = await get(shareUrl(made.token, 'hero', id, ada.companyId));
      expect(revoked.statusCode).toBe(404);
      expect(revoked.body).toContain(frameMessages.notFound);
    });

    it('answers 404 for an unknown token, another company, another widget or kind', async () => {
      const ada = await company();
      const bob = await company();
      const id = await hero(ada);
      const other = await hero(ada);
      const made = await audience.embedShares.create(ada.companyId, ada.repId, 'hero', id);
      if (typeof made !== 'object') throw new Error(made);
      for (const url of [
        shareUrl('AAAAAAAAAAAAAAAAAAAAAA', 'hero', id, ada.companyId),
        shareUrl(made.token, 'hero', id, bob.companyId),
        shareUrl(made.token, 'hero', other, ada.companyId),
        shareUrl(made.token, 'solo', id, ada.companyId),
        shareUrl('short', 'hero', id, ada.companyId),
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('<script');
      }
    });
  });

  describe('the preview', () => {
    const previewUrl = (uuid: string, dataId: string, template: string) =>
      `/preview/demo?uuid=${uuid}&data_id=${dataId}&template=${template}`;

    it("draws an embed editor's unsaved values, records nothing, and is framed by the console only", async () => {
      const ada = await company();
      const id = await hero(ada, false);
      const uuid = await audience.previews.create(ada.companyId, ada.repId, {
        kind: 'hero',
        id,
        values: heroFormOn(ada.demoId, { name: 'Unsaved name', headline: 'Unsaved headline' }),
      });
      const response = await get(previewUrl(uuid, id, ada.companyId));
      const data = framePage(response);
      expect(data.mode).toBe('preview');
      expect(data.record).toBe(false);
      if (data.widget.kind !== 'hero') throw new Error('not a hero');
      expect(data.widget.hero).toMatchObject({ id, name: 'Unsaved name', headline: 'Unsaved headline' });
      expect(directive(String(response.headers['content-security-policy']), 'frame-ancestors')).toBe(
        `'self' ${new URL(config.appUrl).origin}`,
      );
      // The stored widget is as it was.
      const [row] = await ctx.db.select().from(widgets).where(eq(widgets.id, id));
      expect(row!.name).toBe('Product tour');
    });

    it("plays a demo editor's dump with its title and annotations", async () => {
      const ada = await company();
      const coordinates = { ...emptyCoordinates(), defaultCaptionColor: '#123456' };
      const uuid = await audience.previews.create(ada.companyId, ada.repId, {
        id: ada.demoId,
        title: 'Edited title',
        description: 'Edited',
        coordinates,
      });
      const data = framePage(await get(previewUrl(uuid, ada.demoId, ada.companyId)));
      expect(data.widget).toMatchObject({
        kind: 'sneakpeek',
        sneakpeek: { recording_id: ada.demoId, name: 'Edited title' },
      });
      expect(data.demos).toHaveLength(1);
      expect(data.demos[0]).toMatchObject({ id: ada.demoId, title: 'Edited title', description: 'Edited' });
      expect(data.demos[0]!.coordinates.defaultCaptionColor).toBe('#123456');
      expect(data.record).toBe(false);
    });

    it('answers 404 once expired, for another company, another data id, or a malformed query', async () => {
      const ada = await company();
      const bob = await company();
      const id = await hero(ada);
      const values = heroFormOn(ada.demoId);
      const uuid = await audience.previews.create(ada.companyId, ada.repId, { kind: 'hero', id, values });
      expect((await get(previewUrl(uuid, id, ada.companyId))).statusCode).toBe(200);
      for (const url of [
        previewUrl(uuid, id, bob.companyId),
        previewUrl(uuid, ada.demoId, ada.companyId),
        previewUrl('AAAAAAAAAAAAAAAAAAAAAA', id, ada.companyId),
        `/preview/demo?uuid=${uuid}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).toContain(frameMessages.previewExpired);
      }
      await ctx.db
        .update(previews)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(previews.id, uuid));
      const expired = await get(previewUrl(uuid, id, ada.companyId));
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toContain(frameMessages.previewExpired);
      expect(expired.body).not.toContain('<script');
    });
  });

  it('sends a page compressed as the browser accepts', async () => {
    const ada = await company();
    const id = await hero(ada);
    const plain = await get(`/frame/hero/${id}`);
    const br = await audience.inject({
      method: 'GET',
      url: `/frame/hero/${id}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const page = brotliDecompressSync(br.rawPayload).toString();
    expect(page.length).toBeGreaterThan(br.rawPayload.length);
    // The same page but for its nonce.
    const nonceOf = (text: string) => /nonce="([^"]+)"/.exec(text)?.[1] ?? '';
    expect(page.replaceAll(nonceOf(page), 'N')).toBe(plain.body.replaceAll(nonceOf(plain.body), 'N'));
  });

  it('says how to build the audience app when it is not built, and runs nothing', async () => {
    const ada = await company();
    const id = await hero(ada);
    const response = await get(`/frame/hero/${id}`, unbuilt);
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(audienceBuildCommand);
    expect(response.body).not.toContain('<script');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    // The operator reads the same in the log, once rather than per page.
    await get(`/frame/hero/${id}`, unbuilt);
    const told = unbuiltLog.filter((line) => line.includes(audienceBuildCommand));
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0]!).level).toBe(40);
  });

  it('serves the build’s assets immutable, compressed as the browser accepts', async () => {
    const plain = await get('/assets/main-AbC123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toMatch(/javascript/);
    const br = await audience.inject({
      method: 'GET',
      url: '/assets/main-AbC123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect((await get('/assets/missing-000000.js')).statusCode).toBe(404);
    // The manifest is the server's, not served.
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
