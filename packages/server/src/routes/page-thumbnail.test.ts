import { newEmbedStyle, pageThumbnailMessages, routes } from '@showroom/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { readMediaFixture } from '../../test/support/shared-fixtures.ts';
import { caller, demoOf, embedsApp, heroFormOn } from '../../test/support/widgets.ts';
import { heroValues } from '../plugins/app/widgets.ts';

describeDatabases('POST /web/page/thumbnail/{pageId} (spec 3 §4.3, §5; issue 29, D.6)', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  beforeAll(async () => {
    env = await embedsApp(ctx);
  });
  afterAll(() => env?.close());
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(env.app)(...args);
  const file = async (name: string, contentType = 'image/png', bytes?: Buffer) => ({
    field: 'image',
    filename: name,
    contentType,
    bytes: bytes ?? (await readMediaFixture(name)),
  });
  const stylePage = async (who: Awaited<ReturnType<typeof repWithSession>>) => {
    const { id } = await env.app.pageStore.create(who.companyId, who.repId, 'A page', 'embed');
    await env.app.pageStore.setStyle(who.companyId, id, { ...newEmbedStyle(), title: 'For <company>' }, [
      'company',
    ]);
    return id;
  };

  it("sets show_custom_thumbnail '1' and the stored picture's address, keeping the rest of the style; a style save keeps it", async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const pageId = await stylePage(rep);
    const response = await call(rep, 'POST', `/web/page/thumbnail/${pageId}`, {
      files: [await file('thumbnail.png')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const payload = routes['POST /web/page/thumbnail/{pageId}'].payload.parse(response.json().payload);
    expect(payload.show_custom_thumbnail).toBe('1');
    expect(payload.custom_thumbnail.startsWith(`${env.app.config.media.url}/`)).toBe(true);
    const page = routes['GET /web/page/id/{pageId}'].payload.parse(
      (await call(rep, 'GET', `/web/page/id/${pageId}`)).json().payload,
    )[0];
    expect(page.page_style).toMatchObject({ ...payload, title: 'For <company>' });
    expect(page.placeholders).toEqual(['company']);
    // The console's style save neither drops nor forges it.
    const hero = await env.app.widgets.create(
      rep.companyId,
      rep.repId,
      'hero',
      heroValues(heroFormOn(await demoOf(env.app, rep))),
      true,
      {},
    );
    const saved = await call(rep, 'PUT', `/web/setting/page/style/${pageId}`, {
      json: {
        pageId,
        style: JSON.stringify({
          ...newEmbedStyle(),
          embed: { id: hero, type: 'hero' },
          title: 'Changed',
          description: 'A tour',
          show_custom_thumbnail: '0',
          custom_thumbnail: 'https://evil.example/x.png',
        }),
        placeholders: '[]',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = routes['GET /web/page/id/{pageId}'].payload.parse(
      (await call(rep, 'GET', `/web/page/id/${pageId}`)).json().payload,
    )[0];
    expect(kept.page_style).toMatchObject({ ...payload, title: 'Changed' });
  });

  it("refuses what is not one JPEG or PNG: 'Invalid file extension', nothing changed; another company's page is not found", async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const other = await repWithSession(env.app, ctx.db);
    const pageId = await stylePage(rep);
    const svg = await call(rep, 'POST', `/web/page/thumbnail/${pageId}`, {
      files: [await file('icon.svg', 'image/svg+xml')],
    });
    expect([svg.statusCode, svg.json().message]).toEqual([415, pageThumbnailMessages.invalidFileExtension]);
    const named = await call(rep, 'POST', `/web/page/thumbnail/${pageId}`, {
      files: [await file('picture.png', 'image/png', Buffer.from('not a picture'))],
    });
    expect([named.statusCode, named.json().message]).toEqual([
      415,
      pageThumbnailMessages.invalidFileExtension,
    ]);
    const two = await call(rep, 'POST', `/web/page/thumbnail/${pageId}`, {
      files: [await file('thumbnail.png'), await file('thumbnail.jpg', 'image/jpeg')],
    });
    expect([two.statusCode, two.json().message]).toEqual([415, pageThumbnailMessages.invalidFileExtension]);
    const none = await call(rep, 'POST', `/web/page/thumbnail/${pageId}`, { fields: { note: 'x' } });
    expect(none.statusCode).toBe(415);
    const foreign = await call(other, 'POST', `/web/page/thumbnail/${pageId}`, {
      files: [await file('thumbnail.png')],
    });
    expect(foreign.statusCode).toBe(404);
    const page = routes['GET /web/page/id/{pageId}'].payload.parse(
      (await call(rep, 'GET', `/web/page/id/${pageId}`)).json().payload,
    )[0];
    expect(page.page_style.show_custom_thumbnail).toBeUndefined();
  });
});
