import { type LayoutStyle, newEmbedStyle, newLayoutStyle, pageMessages, routes } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { caller, cyoaOn, demoOf, embedsApp } from '../../test/support/widgets.ts';
import { companySettings, pageForms, pages } from '../db/schema.ts';
import { cyoaValues } from '../plugins/app/widgets.ts';

const dates = { date_created: '2026-11-27 10:00:00', date_modified: '2026-11-27 10:00:00' };

describeDatabases('/web/page and /web/setting/page (spec 3 §7.5)', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  beforeAll(async () => {
    env = await embedsApp(ctx);
  });
  afterAll(() => env?.close());

  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(env.app)(...args);
  const create = async (who: SignedInRep, type = 'customized', title = 'Welcome') => {
    const response = await call(who, 'POST', `/web/page/${who.repId}/${who.companyId}`, {
      json: { title, type, ...dates },
    });
    expect(response.statusCode, response.body).toBe(201);
    const payload = routes['POST /web/page/{salesRepId}/{companyId}'].payload.parse(response.json().payload);
    return payload[0];
  };
  const saveStyle = (who: SignedInRep, pageId: string, style: object, placeholders: string[] = []) =>
    call(who, 'PUT', `/web/setting/page/style/${pageId}`, {
      json: { pageId, style: JSON.stringify(style), placeholders: JSON.stringify(placeholders) },
    });
  const publish = (who: SignedInRep, pageId: string) =>
    call(who, 'PUT', `/web/page/${pageId}/${who.companyId}`, { json: { live: 1 } });
  const complete = (form = ''): LayoutStyle => ({
    ...newLayoutStyle(),
    headline: 'Hello <company>',
    welcomeMessage: 'Welcome',
    previewMessage: 'Preview',
    contactInfoMessage: 'Contact us',
    contactFields: [{ fieldName: 'Phone', type: 'tel', required: false }],
    actionMessage: 'Book a call',
    actionButtonLabel: 'Book',
    redirectURL: 'https://example.com/book',
    form,
  });

  describe('create, list, title, copy, delete', () => {
    it('creates with payload[0] id, type, live 0, and lists newest first with the owner', async () => {
      const rep = await repWithSession(env.app, ctx.db);
      const first = await create(rep, 'standard', 'First');
      const second = await create(rep, 'embed', 'Second');
      expect(first).toEqual({ id: expect.any(String), type: 'standard', live: 0 });
      await ctx.db
        .update(pages)
        .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
        .where(eq(pages.id, first.id));
      const list = await call(rep, 'GET', `/web/page/${rep.companyId}`);
      expect(list.statusCode).toBe(200);
      const rows = routes['GET /web/page/{companyId}'].payload.parse(list.json().payload);
      expect(rows.map((row) => [row.id, row.title, row.type, row.live, row.owner_id])).toEqual([
        [second.id, 'Second', 'embed', 0, rep.repId],
        [first.id, 'First', 'standard', 0, rep.repId],
      ]);
      expect(rows[0]!.name).toBe(rep.fullName);
    });

    it('renames, reads the title and the page, copies with the title given and deletes', async () => {
      const rep = await repWithSession(env.app, ctx.db);
      const page = await create(rep);
      expect(
        (await call(rep, 'PUT', '/web/page/title', { json: { pageId: page.id, title: 'Renamed' } }))
          .statusCode,
      ).toBe(200);
      expect((await call(rep, 'GET', `/web/page/title/${page.id}`)).json().payload).toEqual([
        { id: page.id, title: 'Renamed' },
      ]);
      expect(
        (await call(rep, 'PUT', '/web/page/title', { json: { pageId: page.id, title: ' ' } })).json().message,
      ).toBe(pageMessages.pageTitleEmpty);
      // A Q&A page's form is copied with it, so editing one never changes the other.
      const [form] = await ctx.db
        .insert(pageForms)
        .values({
          companyId: rep.companyId,
          salesRepId: rep.repId,
          title: 'Q',
          formjson: { questions: [{ name: 'Size', type: 'radiogroup', choices: ['S', 'L'] }] },
          mapping: [],
        })
        .returning();
      expect(
        (await saveStyle(rep, page.id, complete(form!.id), ['company', 'company', 'prospect_name']))
          .statusCode,
      ).toBe(200);
      const copy = await call(rep, 'POST', '/web/page/copy', {
        json: {
          clone_from_id: page.id,
          owner_id: rep.repId,
          company_id: rep.companyId,
          title: 'Renamed - Copy',
          type: 'customized',
          ...dates,
        },
      });
      expect(copy.statusCode, copy.body).toBe(201);
      const copied = copy.json().payload[0];
      expect(copied).toMatchObject({ type: 'customized', live: 0 });
      const read = routes['GET /web/page/id/{pageId}'].payload.parse(
        (await call(rep, 'GET', `/web/page/id/${copied.id}`)).json().payload,
      )[0];
      expect(read.title).toBe('Renamed - Copy');
      expect(read.placeholders).toEqual(['company']);
      expect(read.page_style.form).not.toBe(form!.id);
      expect(read.page_style.headline).toBe('Hello <company>');

      expect((await call(rep, 'DELETE', `/web/page/${page.id}`)).statusCode).toBe(200);
      expect((await call(rep, 'GET', `/web/page/title/${page.id}`)).statusCode).toBe(404);
      expect(await ctx.db.select().from(pageForms).where(eq(pageForms.id, form!.id))).toEqual([]);
      expect((await call(rep, 'GET', `/web/page/title/${copied.id}`)).statusCode).toBe(200);
    });

    it("never shows or changes another company's page (404), and refuses another's ids (403)", async () => {
      const owner = await repWithSession(env.app, ctx.db);
      const other = await repWithSession(env.app, ctx.db);
      const page = await create(owner, 'customized', 'Owner secret');
      for (const [method, url, json] of [
        ['GET', `/web/page/title/${page.id}`, undefined],
        ['GET', `/web/page/id/${page.id}`, undefined],
        ['GET', `/web/setting/page/${page.id}`, undefined],
        ['PUT', '/web/page/title', { pageId: page.id, title: 'Taken' }],
        ['PUT', `/web/page/${page.id}/${other.companyId}`, { live: 1 }],
        ['PUT', `/web/setting/page/style/${page.id}`, { pageId: page.id, style: '{}', placeholders: '[]' }],
        ['DELETE', `/web/page/${page.id}`, undefined],
      ] as const) {
        const response = await call(other, method, url, json ? { json } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body).not.toContain('Owner secret');
      }
      expect((await call(other, 'GET', `/web/page/${owner.companyId}`)).statusCode).toBe(403);
      const createForOwner = await call(other, 'POST', `/web/page/${owner.repId}/${owner.companyId}`, {
        json: { title: 'x', type: 'embed', ...dates },
      });
      expect(createForOwner.statusCode).toBe(403);
      expect((await call(other, 'GET', `/web/page/${other.companyId}`)).json().payload).toEqual([]);
      expect((await call(owner, 'GET', `/web/page/title/${page.id}`)).json().payload[0].title).toBe(
        'Owner secret',
      );
    });
  });

  describe('style, settings and publish (spec 3 §4.3, §5)', () => {
    it('checks the style against the page type, the §5 save rules and the company’s records', async () => {
      const rep = await repWithSession(env.app, ctx.db);
      const other = await repWithSession(env.app, ctx.db);
      const collection = await create(rep, 'standard');
      expect((await saveStyle(rep, collection.id, complete())).json().message).toBe(pageMessages.addOneDemo);
      const demo = await demoOf(env.app, rep);
      const foreignDemo = await demoOf(env.app, other);
      const withDemo = (id: string) => ({
        ...complete(),
        standardPreviewVideos: [{ key: 'k1', value: id, label: 'Tour', type: 'demo' }],
      });
      expect((await saveStyle(rep, collection.id, withDemo(foreignDemo))).statusCode).toBe(404);
      expect((await saveStyle(rep, collection.id, withDemo(demo))).statusCode).toBe(200);
      // An Embed page's style is not a Collection's.
      expect((await saveStyle(rep, collection.id, newEmbedStyle())).statusCode).toBe(400);
      expect(
        (await saveStyle(rep, collection.id, { ...withDemo(demo), actionMessage: 'x'.repeat(101) }))
          .statusCode,
      ).toBe(400);

      const embedPage = await create(rep, 'embed');
      expect((await saveStyle(rep, embedPage.id, newEmbedStyle())).json().message).toBe(
        pageMessages.addTitleAndDescription,
      );
      const titled = { ...newEmbedStyle(), title: 'Hi', description: 'A tour' };
      expect((await saveStyle(rep, embedPage.id, titled)).json().message).toBe(pageMessages.selectEmbed);
      const widget = await env.app.widgets.create(
        rep.companyId,
        rep.repId,
        'cyoa',
        cyoaValues(cyoaOn(demo)),
        true,
        {},
      );
      const saved = await saveStyle(rep, embedPage.id, { ...titled, embed: { id: widget, type: 'cyoa' } });
      expect(saved.statusCode, saved.body).toBe(200);

      const settings = await call(rep, 'GET', `/web/setting/page/${embedPage.id}`);
      expect(routes['GET /web/setting/page/{pageId}'].payload.parse(settings.json().payload)).toMatchObject({
        pageId: embedPage.id,
        type: 'embed',
        live: 0,
        bulkGenerate: false,
        verificationContent: { title: 'Enter your email address to continue' },
      });
      await ctx.db
        .insert(companySettings)
        .values({ companyId: rep.companyId, featurePermissions: { 'page.url.bulkGenerate.enable': true } });
      expect((await call(rep, 'GET', `/web/setting/page/${embedPage.id}`)).json().payload.bulkGenerate).toBe(
        true,
      );

      const published = await publish(rep, embedPage.id);
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().payload).toEqual([{ id: embedPage.id, live: 1 }]);
    });

    it('refuses a style that is not JSON text with the 400 of any bad field, not a 500', async () => {
      const rep = await repWithSession(env.app, ctx.db);
      const page = await create(rep, 'standard');
      const response = await call(rep, 'PUT', `/web/setting/page/style/${page.id}`, {
        json: { pageId: page.id, style: '{"headline": ', placeholders: '[]' },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        payload: null,
        message: 'Invalid request: body.style: Expected JSON text',
      });
    });

    it("publishes a Q&A page only with its fields, questions and mapping ('Fields Incomplete', 'Please create Questions & Mapping')", async () => {
      const rep = await repWithSession(env.app, ctx.db);
      const page = await create(rep);
      expect((await publish(rep, page.id)).json().message).toBe(pageMessages.fieldsIncomplete);
      expect((await saveStyle(rep, page.id, complete())).statusCode).toBe(200);
      expect((await publish(rep, page.id)).json().message).toBe(pageMessages.createQuestionsAndMapping);
      const [form] = await ctx.db
        .insert(pageForms)
        .values({
          companyId: rep.companyId,
          salesRepId: rep.repId,
          title: 'Q',
          formjson: { questions: [{ name: 'Size', type: 'radiogroup', choices: ['S', 'L'] }] },
          mapping: [
            {
              uniqueId: 'r1',
              index: 0,
              episode: 'rule',
              extra: [
                { type: 'condition', variable: 'Size', operation: 'equals', value: ['L'], logic: '&&' },
              ],
              result: { episode: 'demo', payload: { id: 'd' } },
            },
          ],
        })
        .returning();
      expect((await saveStyle(rep, page.id, complete(form!.id))).statusCode).toBe(200);
      const response = await publish(rep, page.id);
      expect(response.statusCode, response.body).toBe(200);
      expect((await call(rep, 'GET', `/web/page/${rep.companyId}`)).json().payload[0].live).toBe(1);
    });
  });
});
