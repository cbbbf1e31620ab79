import {
  emptyCoordinates,
  frameMessages,
  newEmbedStyle,
  newLayoutStyle,
  type PagePreviewDump,
  pagePreviewAddress,
  prospectPageData,
} from '@showroom/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { directive, pageDataText, pagesAudienceApp } from '../../../test/support/audience-pages.ts';
import { describeDatabases } from '../../../test/support/databases.ts';
import { createAccount, type TestAccount, testConfig } from '../../../test/support/fixtures.ts';
import { qaPreviewDump } from '../../../test/support/page-preview.ts';
import { demoOf } from '../../../test/support/widgets.ts';
import {
  mailOutbox,
  pageRelationships,
  previews,
  prospectEvents,
  prospectSessions,
  prospects,
} from '../../db/schema.ts';

describeDatabases("a rep's page preview: /{token}/preview/{pageId}/{companyId}/demo (issue 13)", (ctx) => {
  let pages: Awaited<ReturnType<typeof pagesAudienceApp>>;
  let audience: FastifyInstance;
  const config = testConfig();

  beforeAll(async () => {
    pages = await pagesAudienceApp(ctx, config);
    audience = pages.app;
  });
  afterAll(() => pages?.close());

  /** A Q&A page of the rep's company (never published), its dump kept as a preview. */
  const previewed = async (who: TestAccount, dump?: (pageId: string, demoId: string) => PagePreviewDump) => {
    const demoId = await demoOf(audience, who, 'Mapped demo');
    const page = await audience.pageStore.create(who.companyId, who.repId, 'Stored title', 'customized');
    const made = (dump ?? qaPreviewDump)(page.id, demoId);
    const token = await audience.previews.create(who.companyId, who.repId, made);
    return { token, pageId: page.id, demoId, dump: made };
  };

  const open = (who: { companyId: string }, params: { token: string; pageId: string }) =>
    audience.inject({
      method: 'GET',
      url: new URL(pagePreviewAddress('http://audience.test', { ...params, companyId: who.companyId }))
        .pathname,
    });

  it("draws the editor's unsaved page as the prospect would see it, recording nothing", async () => {
    const rep = await createAccount(ctx.db);
    const { token, pageId, demoId, dump } = await previewed(rep);
    await demoOf(audience, rep, 'Not named');
    const rows = async () =>
      Promise.all(
        [pageRelationships, prospects, prospectSessions, prospectEvents, mailOutbox].map(
          async (table) => (await ctx.db.select({ n: count() }).from(table))[0]!.n,
        ),
      );
    const before = await rows();

    const response = await open(rep, { token, pageId });
    expect(response.statusCode).toBe(200);
    const data = prospectPageData.parse(JSON.parse(pageDataText(response.body)));
    expect(data).toMatchObject({
      companyId: rep.companyId,
      pageId,
      relationshipId: null,
      link: null,
      record: false,
      title: 'Unsaved preview headline',
      content: {
        type: 'customized',
        style: { headline: 'Unsaved preview headline', actionButtonLabel: 'Book a call' },
        questions: dump.type === 'customized' ? dump.questions : [],
      },
    });
    // The placeholders stay as the rep wrote them: there is no prospect to fill them for.
    expect(data.content.style).toMatchObject({ welcomeMessage: 'Welcome <prospect_name>' });
    // Only the demos the dump names, of the company.
    expect(data.demos.map((demo) => demo.id)).toEqual([demoId]);

    // Like the prospect's page: a nonce per page, opened and never framed, no calls out.
    const policy = response.headers['content-security-policy'] as string;
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(directive(policy, 'script-src')).toContain(`'nonce-${nonce}'`);
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(directive(policy, 'connect-src')).toBe("'self'");
    expect(response.headers['cache-control']).toBe('no-store');
    // The page view's chunks come with the entry, as for the prospect's page.
    expect(response.body).toContain(
      `<link rel="modulepreload" href="/assets/page-PaGe01.js" nonce="${nonce}">`,
    );

    expect(await rows()).toEqual(before);
  });

  it('draws a Collection and an Embed page from their dumps', async () => {
    const rep = await createAccount(ctx.db);
    const demoId = await demoOf(audience, rep, 'Collected demo');
    const collection = await audience.pageStore.create(rep.companyId, rep.repId, 'C', 'standard');
    const standard: PagePreviewDump = {
      pageId: collection.id,
      type: 'standard',
      title: 'Collection title',
      page_style: {
        ...newLayoutStyle(),
        headline: 'Our demos',
        standardPreviewVideos: [{ key: 'video-0', value: demoId, label: 'Collected demo', type: 'demo' }],
      },
    };
    const shown = await open(rep, {
      token: await audience.previews.create(rep.companyId, rep.repId, standard),
      pageId: collection.id,
    });
    const collected = prospectPageData.parse(JSON.parse(pageDataText(shown.body)));
    expect(collected.content).toMatchObject({ type: 'standard', style: { headline: 'Our demos' } });
    expect(collected.demos.map((item) => item.id)).toEqual([demoId]);

    const embedPage = await audience.pageStore.create(rep.companyId, rep.repId, 'E', 'embed');
    const embed: PagePreviewDump = {
      pageId: embedPage.id,
      type: 'embed',
      title: 'Embed title',
      page_style: { ...newEmbedStyle(), title: 'Watch this', description: 'A short tour' },
    };
    const drawn = await open(rep, {
      token: await audience.previews.create(rep.companyId, rep.repId, embed),
      pageId: embedPage.id,
    });
    const embedData = prospectPageData.parse(JSON.parse(pageDataText(drawn.body)));
    expect(embedData).toMatchObject({ title: 'Watch this', record: false, content: { type: 'embed' } });
  });

  it("answers one plain 404 page for an expired token, another company's, a wrong page or company, or a deleted page", async () => {
    const ada = await createAccount(ctx.db);
    const mallory = await createAccount(ctx.db);
    const { token, pageId } = await previewed(ada);
    const other = await previewed(ada);
    const demoDump = await audience.previews.create(ada.companyId, ada.repId, {
      id: other.demoId,
      title: 'A demo',
      description: '',
      coordinates: emptyCoordinates(),
    });
    const misses = [
      open(mallory, { token, pageId }),
      open(ada, { token, pageId: other.pageId }),
      open(ada, { token: other.token, pageId }),
      open(ada, { token: demoDump, pageId }),
      open(ada, { token: 'AAAAAAAAAAAAAAAAAAAAAA', pageId }),
      open(ada, { token: 'short', pageId }),
      open(ada, { token, pageId: 'not-a-page' }),
    ];
    const answers = await Promise.all(misses);
    const plain = answers[0]!;
    expect(plain.statusCode).toBe(404);
    expect(plain.body).toContain(frameMessages.previewExpired);
    expect(plain.body).not.toContain('Unsaved preview headline');
    // The same page for each, but for its nonce.
    const withoutNonce = (body: string) => body.replace(/nonce="[^"]+"/g, '');
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(withoutNonce(answer.body)).toBe(withoutNonce(plain.body));
    }

    // It expires like every preview.
    expect((await open(ada, { token, pageId })).statusCode).toBe(200);
    await ctx.db
      .update(previews)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(previews.id, token));
    expect((await open(ada, { token, pageId })).statusCode).toBe(404);

    // A page deleted since has nothing to preview.
    expect((await open(ada, { token: other.token, pageId: other.pageId })).statusCode).toBe(200);
    await audience.pageStore.remove(ada.companyId, other.pageId);
    expect((await open(ada, { token: other.token, pageId: other.pageId })).statusCode).toBe(404);
  });
});
