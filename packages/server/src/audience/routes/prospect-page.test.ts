import {
  type LayoutStyle,
  newEmbedStyle,
  newLayoutStyle,
  type ProspectPageData,
  prospectPageData,
  prospectPageMessages,
  type Rule,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { directive, pageDataText, pagesAudienceApp } from '../../../test/support/audience-pages.ts';
import { describeDatabases } from '../../../test/support/databases.ts';
import { createAccount, type TestAccount, testConfig } from '../../../test/support/fixtures.ts';
import { demoOf, heroFormOn } from '../../../test/support/widgets.ts';
import { recordings } from '../../db/schema.ts';
import { heroValues } from '../../plugins/app/widgets.ts';

describeDatabases('the page a prospect opens: /{encryptedId}/login (issue 13)', (ctx) => {
  let pages: Awaited<ReturnType<typeof pagesAudienceApp>>;
  let audience: FastifyInstance;
  const config = testConfig();

  beforeAll(async () => {
    pages = await pagesAudienceApp(ctx, config);
    audience = pages.app;
  });
  afterAll(() => pages?.close());

  /** A live page of the type with the style given, and a link for one prospect with these placeholders. */
  const pageWithLink = async (
    who: TestAccount,
    type: 'customized' | 'standard' | 'embed',
    style: object,
    values: Record<string, string> = {},
    live = true,
  ) => {
    const store = audience.pageStore;
    const page = await store.create(who.companyId, who.repId, 'A page', type);
    await store.setStyle(who.companyId, page.id, style as LayoutStyle, []);
    if (live) await store.setLive(who.companyId, page.id, true);
    const session = await store.issue(who.companyId, who.repId, page.id, 'ada@acme.test', 'Ada', {
      prospect_email: 'ada@acme.test',
      prospect_name: 'Ada',
      ...values,
    });
    const bound = await store.bind(who.companyId, who.repId, {
      pageId: page.id,
      prospectId: session.id,
      encryptedId: session.token,
      engaged: true,
    });
    return { pageId: page.id, link: session.token, relationshipId: bound!.relationship.id };
  };

  const open = (link: string) => audience.inject({ method: 'GET', url: `/${link}/login` });

  const pageData = (response: Awaited<ReturnType<typeof open>>): ProspectPageData => {
    expect(response.statusCode).toBe(200);
    return prospectPageData.parse(JSON.parse(pageDataText(response.body)));
  };

  it('draws a Q&A page for its prospect: the page data, its questions and rules, and only the demos it names', async () => {
    const rep = await createAccount(ctx.db);
    const mappedId = await demoOf(audience, rep, 'Mapped demo');
    await demoOf(audience, rep, 'Not named');
    const rules: Rule[] = [
      {
        uniqueId: 'r1',
        index: 0,
        episode: 'rule',
        extra: [
          { type: 'condition', variable: 'Team', operation: 'includes', value: ['Sales'], logic: '&&' },
        ],
        result: { episode: 'demo', payload: { id: mappedId } },
      },
    ];
    const formId = await audience.pageStore.createForm(
      rep.companyId,
      rep.repId,
      'Questions',
      { questions: [{ name: 'Team', type: 'radiogroup', choices: ['Sales', 'Support'] }] },
      rules,
    );
    const { link, pageId, relationshipId } = await pageWithLink(rep, 'customized', {
      ...newLayoutStyle(),
      headline: 'Hello <prospect_name>',
      form: formId,
    });
    const data = pageData(await open(link));
    expect(data).toMatchObject({
      companyId: rep.companyId,
      pageId,
      relationshipId,
      link,
      title: 'Hello Ada',
    });
    expect(data.content.type).toBe('customized');
    if (data.content.type !== 'customized') return;
    expect(data.content.questions).toEqual([
      { name: 'Team', type: 'radiogroup', choices: ['Sales', 'Support'] },
    ]);
    expect(data.content.rules).toEqual(rules);
    expect(data.demos.map((demo) => demo.id)).toEqual([mappedId]);
    expect(data.apiUrl).toBe(new URL(config.appUrl).origin);
  });

  it('sends its own nonce CSP: scripts by nonce, calls to itself and the product server, never framed; the lazy view preloaded', async () => {
    const rep = await createAccount(ctx.db);
    const { link } = await pageWithLink(rep, 'standard', newLayoutStyle());
    const first = await open(link);
    const second = await open(link);
    const policy = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    expect(directive(policy, 'script-src')).toBe(`'nonce-${nonce}' 'strict-dynamic'`);
    expect(directive(policy, 'connect-src')).toBe(`'self' ${new URL(config.appUrl).origin}`);
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    // Personal, and kept by the back/forward cache: revalidated, never no-store (issue 29, C.6).
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const scripts = [...first.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toEqual([
      `<script type="module" src="/assets/main-AbC123.js" nonce="${nonce}">`,
      `<script type="application/json" id="showroom-page-data" nonce="${nonce}">`,
    ]);
    for (const file of ['vendor-XyZ789.js', 'page-PaGe01.js', 'player-PlA001.js'])
      expect(first.body).toContain(`<link rel="modulepreload" href="/assets/${file}" nonce="${nonce}">`);
    // Each chunk once; the frames' view only on an Embed page (below).
    expect(first.body.match(/vendor-XyZ789/g)).toHaveLength(1);
    expect(first.body).not.toContain('frameView-FrA001.js');
  });

  it('is revalidated, not no-store, so the back/forward cache keeps it: the same page is a 304 with no body and no policy; a changed page a 200 (issue 29, C.6)', async () => {
    const rep = await createAccount(ctx.db);
    const { link, pageId } = await pageWithLink(rep, 'standard', { ...newLayoutStyle(), headline: 'First' });
    const first = await open(link);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    // Each answer has its own nonce, and still the same tag: the page is the same.
    const second = await open(link);
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
    const again = await audience.inject({
      method: 'GET',
      url: `/${link}/login`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-cache');
    await audience.pageStore.setStyle(
      rep.companyId,
      pageId,
      { ...newLayoutStyle(), headline: 'Changed' } as LayoutStyle,
      [],
    );
    const changed = await audience.inject({
      method: 'GET',
      url: `/${link}/login`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Changed');
    // A link that opens nothing is never kept.
    const missing = await open('q3Vt8pZcR1uJxW4yL0mNaA');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
  });

  it("comes with its first screen as the app draws it, inert until the app runs, styled by the page's nonce; a drawing that fails costs only the early screen", async () => {
    const rep = await createAccount(ctx.db);
    const { link, pageId } = await pageWithLink(rep, 'standard', newLayoutStyle());
    await audience.pageStore.setTitle(rep.companyId, pageId, 'Tour <for> Ada');
    const page = await open(link);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(page.body).toContain('<div id="root" inert><h1 data-drawn>Tour &#60;for&#62; Ada</h1></div>');
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain(`<style nonce="${nonce}" data-first-screen>h1{margin:0}</style>`);
    // The data the app draws from is there as before.
    expect(pageData(page).title).toBe('Tour <for> Ada');

    await audience.pageStore.setTitle(rep.companyId, pageId, 'Throw');
    const failed = await open(link);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain('data-first-screen');
    expect(pageData(failed).title).toBe('Throw');
  });

  it("preloads the first screen's picture with the page (a Collection's first demo), none behind a gate", async () => {
    const rep = await createAccount(ctx.db);
    const demoId = await demoOf(audience, rep, 'Tour');
    await ctx.db
      .update(recordings)
      .set({ mediaStatus: 'ready', thumbnailKey: 'thumbnails/tour.jpg' })
      .where(eq(recordings.id, demoId));
    const collection = {
      ...newLayoutStyle(),
      standardPreviewVideos: [{ key: 'k', value: demoId, label: 'Tour', type: 'demo' }],
    };
    const preload = `<link rel="preload" as="image" href="${config.media.url}/thumbnails/tour.jpg" fetchpriority="high">`;
    const ungated = await pageWithLink(rep, 'standard', collection);
    expect((await open(ungated.link)).body).toContain(preload);
    const gated = await pageWithLink(rep, 'standard', {
      ...collection,
      settings: { ...collection.settings, verifyIdentity: true },
    });
    expect((await open(gated.link)).body).not.toContain('rel="preload" as="image"');
  });

  it("fills the prospect's placeholders, as text: nothing of a value can end the script element or become markup", async () => {
    const rep = await createAccount(ctx.db);
    const evil = '</script><script>alert(1)</script><!--';
    const { link } = await pageWithLink(
      rep,
      'standard',
      {
        ...newLayoutStyle(),
        headline: 'For <company>',
        welcomeMessage: 'Hi <prospect_name>, from <unknown>',
        redirectURL: 'https://acme.test/<prospect_email>',
      },
      { company: evil },
    );
    const response = await open(link);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body.match(/<\/script/gi)).toHaveLength(2);
    // The title element is escaped HTML text.
    expect(response.body).toContain(
      '<title>For &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</title>',
    );
    const data = pageData(response);
    if (data.content.type === 'embed') throw new Error('not a layout page');
    expect(data.content.style.headline).toBe(`For ${evil}`);
    // A token with no value renders as nothing (issue 29, D.1), never as written.
    expect(data.content.style.welcomeMessage).toBe('Hi Ada, from');
    expect(data.content.style.redirectURL).toBe('https://acme.test/ada@acme.test');
  });

  it('shows an inbound visitor (no contact row) no raw placeholder: absent values render as nothing (issue 29, D.1)', async () => {
    const rep = await createAccount(ctx.db);
    const store = audience.pageStore;
    const page = await store.create(rep.companyId, rep.repId, 'A page', 'customized');
    const modal: Rule = {
      uniqueId: 'r1',
      index: 0,
      episode: 'rule',
      extra: [{ type: 'condition', variable: 'Team', operation: 'includes', value: ['Sales'], logic: '&&' }],
      result: {
        episode: 'modal',
        payload: {
          title: 'Thanks <prospect_name>!',
          description: 'A rep from <company> writes soon.',
          showInputBox: false,
          inputPlaceHolder: '',
          firstCTA: { show: true, type: 'button', label: 'Talk to <company>', action: 'next', redirect: '' },
          secondCTA: { show: false, type: 'link', label: '', action: 'next', redirect: '' },
        },
      },
    };
    const formId = await store.createForm(
      rep.companyId,
      rep.repId,
      'Questions',
      { questions: [{ name: 'Team', type: 'radiogroup', choices: ['Sales', 'Support'] }] },
      [modal],
    );
    await store.setStyle(
      rep.companyId,
      page.id,
      {
        ...newLayoutStyle(),
        form: formId,
        headline: 'Hello <prospect_name>!',
        welcomeMessage: 'A tour picked for <company>, <prospect_name> and your team.',
      },
      ['company'],
    );
    await store.setLive(rep.companyId, page.id, true);
    const inbound = await store.website(rep.companyId, rep.repId, page.id);
    const response = await open(inbound.token);
    expect(response.body).not.toContain('&lt;prospect_name&gt;');
    expect(response.body).not.toContain('<prospect_name>');
    expect(response.body).not.toContain('company&gt;');
    const data = pageData(response);
    expect(data.title).toBe('Hello!');
    if (data.content.type === 'embed') throw new Error('not a layout page');
    expect(data.content.style.headline).toBe('Hello!');
    expect(data.content.style.welcomeMessage).toBe('A tour picked for, and your team.');
    // The Q&A page's modal card too.
    if (data.content.type !== 'customized') throw new Error('a Q&A page');
    expect(data.content.rules[0]!.result).toMatchObject({
      episode: 'modal',
      payload: { title: 'Thanks!', description: 'A rep from writes soon.', firstCTA: { label: 'Talk to' } },
    });
  });

  it('is one plain 404 page for an unknown id, a malformed one, a deleted relationship and a page not live', async () => {
    const rep = await createAccount(ctx.db);
    const { link, relationshipId } = await pageWithLink(rep, 'standard', newLayoutStyle());
    const { link: draft } = await pageWithLink(rep, 'standard', newLayoutStyle(), {}, false);
    expect((await open(link)).statusCode).toBe(200);
    expect(await audience.pageStore.removeLink(rep.companyId, relationshipId)).toBe(true);
    const responses = await Promise.all(
      [link, draft, 'q3Vt8pZcR1uJxW4yL0mNaA', 'not-an-id!', 'x'.repeat(300)].map(open),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body).toContain(prospectPageMessages.notAvailableTitle);
      expect(response.body).not.toContain('showroom-page-data');
    }
    // The same page whatever the reason.
    expect(new Set(responses.map((response) => response.body.replace(/nonce="[^"]+"/g, ''))).size).toBe(1);
  });

  it("preloads an Embed page's largest paint, its Hero's picture, with fetchpriority high, as a Collection's (issue 29, C.6); none behind the page's gate", async () => {
    const rep = await createAccount(ctx.db);
    const demoId = await demoOf(audience, rep, 'Tour');
    await ctx.db
      .update(recordings)
      .set({ mediaStatus: 'ready', thumbnailKey: 'thumbnails/hero-tour.jpg' })
      .where(eq(recordings.id, demoId));
    const hero = await audience.widgets.create(
      rep.companyId,
      rep.repId,
      'hero',
      heroValues(heroFormOn(demoId)),
      true,
      {},
    );
    const style = {
      ...newEmbedStyle(),
      title: 'A tour',
      description: 'For you',
      embed: { id: hero, type: 'hero' },
    };
    const preload = `<link rel="preload" as="image" href="${config.media.url}/thumbnails/hero-tour.jpg" fetchpriority="high">`;
    const page = await open((await pageWithLink(rep, 'embed', style)).link);
    expect(page.statusCode).toBe(200);
    expect(page.body.slice(0, page.body.indexOf('</head>'))).toContain(preload);
    const gated = await open(
      (
        await pageWithLink(rep, 'embed', {
          ...style,
          settings: { ...style.settings, verifyIdentity: true },
        })
      ).link,
    );
    expect(gated.body).not.toContain('rel="preload" as="image"');
  });

  it("draws an Embed page with its embed's frame data, only when the embed is the company's and live", async () => {
    const rep = await createAccount(ctx.db);
    const other = await createAccount(ctx.db);
    const demoId = await demoOf(audience, rep);
    const hero = await audience.widgets.create(
      rep.companyId,
      rep.repId,
      'hero',
      heroValues(heroFormOn(demoId)),
      true,
      {},
    );
    const foreignDemoId = await demoOf(audience, other);
    const foreign = await audience.widgets.create(
      other.companyId,
      other.repId,
      'hero',
      heroValues(heroFormOn(foreignDemoId)),
      true,
      {},
    );
    const style = (id: string) => ({
      ...newEmbedStyle(),
      title: 'For <prospect_name>',
      description: 'A tour',
      embed: { id, type: 'hero' },
    });
    const ownPage = await open((await pageWithLink(rep, 'embed', style(hero))).link);
    // An Embed page draws its embed with the frames' code: preloaded with the page's own.
    expect(ownPage.body).toContain('<link rel="modulepreload" href="/assets/frameView-FrA001.js"');
    const own = pageData(ownPage);
    expect(own.title).toBe('For Ada');
    expect(own.content.type === 'embed' && own.content.embed?.widget.kind).toBe('hero');
    const stolen = pageData(await open((await pageWithLink(rep, 'embed', style(foreign))).link));
    expect(stolen.content.type === 'embed' && stolen.content.embed).toBeUndefined();
  });

  it("gates with the page's settings: required, the work-address check, and open when the gate is off", async () => {
    const rep = await createAccount(ctx.db);
    const gated = await pageWithLink(rep, 'standard', {
      ...newLayoutStyle(),
      settings: {
        ...newLayoutStyle().settings,
        verifyIdentity: true,
        isRequired: true,
        checkBlocklist: true,
      },
    });
    const submit = (link: string, email: string) =>
      audience.inject({
        method: 'POST',
        url: `/gate/page/${link}`,
        payload: { email, visitor: 'abcdefghijklmnop' },
      });
    expect((await submit(gated.link, '')).json().payload).toMatchObject({ outcome: 'refused' });
    expect((await submit(gated.link, 'someone@gmail.com')).json().payload).toMatchObject({
      outcome: 'refused',
    });
    expect((await submit(gated.link, 'ada@acme-industries.com')).json().payload).toEqual({
      outcome: 'allowed',
    });
    const open = await pageWithLink(rep, 'standard', newLayoutStyle());
    expect((await submit(open.link, '')).json().payload).toEqual({ outcome: 'allowed' });
    expect((await submit('q3Vt8pZcR1uJxW4yL0mNaA', '')).statusCode).toBe(404);
  });
});
