import {
  type Catalogue,
  defaultEmbedSettings,
  embedMessages,
  embedServerMessages,
  type MappingTriple,
  notAssignedFeatureId,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { insertWidget, smallCatalogue } from '../../test/support/marketplace.ts';
import { buildApp } from '../app.ts';
import { embedMappings, marketplaceCatalogues, widgets } from '../db/schema.ts';
import { writeEmbedSettings } from '../plugins/app/company-settings.ts';
import { catalogueCsvColumns } from '../services/catalogue-file.ts';

const charts: MappingTriple = { category: 'analytics', productId: 'analytics-dash', featureId: 'charts' };
const alerts: MappingTriple = { category: 'analytics', productId: 'analytics-dash', featureId: 'alerts' };
const recurring: MappingTriple = {
  category: 'billing',
  productId: 'billing-invoices',
  featureId: 'recurring',
};

describeDatabases('/web/embed-settings (spec 2 §7 Marketplace)', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (who: SignedInRep, path: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/web/embed-settings/${path}`,
      headers: { token: who.token },
      payload,
    });
  const check = (who: SignedInRep, demoId: string, place: MappingTriple) =>
    post(who, 'check-assignment-status', { productId: place.productId, featureId: place.featureId, demoId });
  const assign = (who: SignedInRep, demoId: string, place: MappingTriple, isConfirmed = true) =>
    post(who, 'assign-demo', {
      demoId,
      categoryId: place.category,
      productId: place.productId,
      featureId: place.featureId,
      isConfirmed,
    });
  const replace = (who: SignedInRep, format: 'json' | 'csv', content: string) =>
    app.inject({
      method: 'PUT',
      url: '/web/embed-settings/catalogue',
      headers: { token: who.token },
      payload: { format, content },
    });
  const mappingsOf = (who: SignedInRep) =>
    ctx.db.select().from(embedMappings).where(eq(embedMappings.companyId, who.companyId));
  const featuresOf = async (who: SignedInRep, productId: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/web/products/features/${productId}`,
        headers: { token: who.token },
      })
    ).json().payload as {
      featureId: string;
      demo: string;
      name: string;
      text: string;
      notSupported: boolean;
    }[];

  /** A rep of a fresh company with the small catalogue and one live widget. */
  const setUp = async () => {
    const rep = await repWithSession(app, ctx.db);
    await app.marketplace.replaceCatalogue(rep.companyId, smallCatalogue('Acme'));
    const widget = await insertWidget(ctx.db, rep);
    return { rep, widget };
  };
  const error = (message: string) => ({ status: 'error', payload: null, message });

  describe('POST check-assignment-status', () => {
    it('needs no confirmation for a free feature and a widget without a mapping', async () => {
      const { rep, widget } = await setUp();
      const response = await check(rep, widget, charts);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'success',
        payload: { requiresConfirmation: false, previousMapping: null, newMapping: charts, displaced: null },
      });
    });

    it('needs confirmation when the widget is mapped elsewhere, and shows that mapping as previous', async () => {
      const { rep, widget } = await setUp();
      expect((await assign(rep, widget, recurring)).statusCode).toBe(200);
      expect((await check(rep, widget, charts)).json().payload).toEqual({
        requiresConfirmation: true,
        previousMapping: recurring,
        newMapping: charts,
        displaced: null,
      });
    });

    it('needs confirmation when the feature already shows another widget, and names it (issue 29 B.8)', async () => {
      const { rep, widget } = await setUp();
      const other = await insertWidget(ctx.db, rep, { name: 'Other tour' });
      await assign(rep, other, charts);
      expect((await check(rep, widget, charts)).json().payload).toEqual({
        requiresConfirmation: true,
        previousMapping: charts,
        newMapping: charts,
        displaced: { id: other, name: 'Other tour' },
      });
      // Mapped elsewhere too: its own mapping is Previous, and the other still loses the feature.
      await assign(rep, widget, recurring);
      expect((await check(rep, widget, charts)).json().payload).toEqual({
        requiresConfirmation: true,
        previousMapping: recurring,
        newMapping: charts,
        displaced: { id: other, name: 'Other tour' },
      });
    });

    it('needs no confirmation to map a widget where it already is', async () => {
      const { rep, widget } = await setUp();
      await assign(rep, widget, charts);
      expect((await check(rep, widget, charts)).json().payload).toEqual({
        requiresConfirmation: false,
        previousMapping: null,
        newMapping: charts,
        displaced: null,
      });
    });

    it("'Not Assigned' needs confirmation only when it removes a mapping", async () => {
      const { rep, widget } = await setUp();
      const none = { ...charts, featureId: notAssignedFeatureId };
      expect((await check(rep, widget, none)).json().payload).toEqual({
        requiresConfirmation: false,
        previousMapping: null,
        newMapping: none,
        displaced: null,
      });
      await assign(rep, widget, alerts);
      expect((await check(rep, widget, none)).json().payload).toEqual({
        requiresConfirmation: true,
        previousMapping: alerts,
        newMapping: none,
        displaced: null,
      });
    });

    it("answers 404 for another company's widget, as for a missing one", async () => {
      const { rep } = await setUp();
      const { widget: theirs } = await setUp();
      for (const demoId of [theirs, '6f1c3a2e-7b4d-4e8a-9c0f-1a2b3c4d5e6f']) {
        const response = await check(rep, demoId, charts);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(error(embedServerMessages.notFound));
      }
    });

    it('answers 404 for an unknown product or feature and 422 for a not supported one', async () => {
      const { rep, widget } = await setUp();
      const product = await check(rep, widget, { ...charts, productId: 'nope' });
      expect(product.statusCode).toBe(404);
      expect(product.json()).toEqual(error(embedServerMessages.productNotFound));
      const feature = await check(rep, widget, { ...charts, featureId: 'nope' });
      expect(feature.statusCode).toBe(404);
      expect(feature.json()).toEqual(error(embedServerMessages.featureNotFound));
      const ai = await check(rep, widget, { ...charts, featureId: 'ai' });
      expect(ai.statusCode).toBe(422);
      expect(ai.json()).toEqual(error(embedMessages.mappingNotAllowed));
    });
  });

  describe('POST assign-demo', () => {
    it("maps a Hero and a Solo as it maps a CYOA (spec 2 §2: the embed is the editor route's id, any kind)", async () => {
      const { rep } = await setUp();
      const hero = await insertWidget(ctx.db, rep, { kind: 'hero', name: 'Hero tour' });
      const solo = await insertWidget(ctx.db, rep, { kind: 'solo', name: 'Solo tour' });
      expect((await assign(rep, hero, charts)).statusCode).toBe(200);
      expect((await assign(rep, solo, alerts)).statusCode).toBe(200);
      expect(await app.marketplace.mappingOf(rep.companyId, hero)).toEqual(charts);
      expect(await app.marketplace.mappingOf(rep.companyId, solo)).toEqual(alerts);
    });

    it("refuses with 403 'You are not authorized to view this page.' when the plan hides the marketplace, and maps nothing (issue 29 B.5)", async () => {
      const { rep, widget } = await setUp();
      const plan = defaultEmbedSettings();
      plan.embedSettingsVisibility.show = false;
      await writeEmbedSettings(ctx.db, rep.companyId, plan);
      for (const response of [await assign(rep, widget, charts), await check(rep, widget, charts)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(error(embedMessages.notAuthorized));
      }
      expect(await mappingsOf(rep)).toEqual([]);
      // The plan shows it again: the same call maps.
      await writeEmbedSettings(ctx.db, rep.companyId, null);
      expect((await assign(rep, widget, charts)).statusCode).toBe(200);
    });

    it('maps a live widget, and the feature list shows it as the demo', async () => {
      const { rep, widget } = await setUp();
      const response = await assign(rep, widget, charts, false);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'success', payload: { demoId: widget, mapping: charts } });
      const features = await featuresOf(rep, 'analytics-dash');
      expect(features.find((one) => one.featureId === 'charts')!.demo).toBe(widget);
      expect(await app.marketplace.mappingOf(rep.companyId, widget)).toEqual(charts);
    });

    it('asks for confirmation with 409 before it replaces a mapping, and changes nothing until given', async () => {
      const { rep, widget } = await setUp();
      const other = await insertWidget(ctx.db, rep, { name: 'Other tour' });
      await assign(rep, other, charts);
      const unconfirmed = await assign(rep, widget, charts, false);
      expect(unconfirmed.statusCode).toBe(409);
      expect(unconfirmed.json()).toEqual(error(embedServerMessages.confirmationRequired));
      expect(await app.marketplace.mappingOf(rep.companyId, other)).toEqual(charts);
      expect(await app.marketplace.mappingOf(rep.companyId, widget)).toBeNull();

      // Confirmed: the feature now shows the widget, and the one it showed before has no mapping.
      const confirmed = await assign(rep, widget, charts, true);
      expect(confirmed.statusCode).toBe(200);
      expect(await app.marketplace.mappingOf(rep.companyId, other)).toBeNull();
      const rows = await mappingsOf(rep);
      expect(rows.map(({ widgetId, featureId }) => ({ widgetId, featureId }))).toEqual([
        { widgetId: widget, featureId: 'charts' },
      ]);
    });

    it('moves a mapped widget to another feature once confirmed, freeing the first', async () => {
      const { rep, widget } = await setUp();
      await assign(rep, widget, charts);
      expect((await assign(rep, widget, recurring, false)).statusCode).toBe(409);
      expect((await assign(rep, widget, recurring, true)).json().payload).toEqual({
        demoId: widget,
        mapping: recurring,
      });
      expect((await featuresOf(rep, 'analytics-dash')).every((one) => one.demo === '')).toBe(true);
      expect((await featuresOf(rep, 'billing-invoices'))[0]!.demo).toBe(widget);
    });

    it("'Not Assigned' removes the widget's mapping", async () => {
      const { rep, widget } = await setUp();
      await assign(rep, widget, alerts);
      const response = await assign(rep, widget, { ...alerts, featureId: notAssignedFeatureId });
      expect(response.json()).toEqual({ status: 'success', payload: { demoId: widget, mapping: null } });
      expect(await mappingsOf(rep)).toEqual([]);
    });

    it("refuses another company's widget with 404 and maps nothing", async () => {
      const { rep } = await setUp();
      const { rep: them, widget: theirs } = await setUp();
      const response = await assign(rep, theirs, charts);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(error(embedServerMessages.notFound));
      expect(await mappingsOf(rep)).toEqual([]);
      expect(await mappingsOf(them)).toEqual([]);
    });

    it("refuses a widget that is not live with 409 'Only available for active embdeds'", async () => {
      const { rep } = await setUp();
      const draft = await insertWidget(ctx.db, rep, { live: false });
      const response = await assign(rep, draft, charts);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(error('Only available for active embdeds'));
      expect(await mappingsOf(rep)).toEqual([]);
    });

    it("refuses a not supported feature with 422 'Mapping not allowed'", async () => {
      const { rep, widget } = await setUp();
      const response = await assign(rep, widget, { ...charts, featureId: 'ai' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(error('Mapping not allowed'));
      expect(await mappingsOf(rep)).toEqual([]);
    });

    it('answers 404 for an unknown category, a product of another category and an unknown feature', async () => {
      const { rep, widget } = await setUp();
      const cases: [MappingTriple, string][] = [
        [{ ...charts, category: 'nope' }, embedServerMessages.categoryNotFound],
        [{ ...charts, category: 'billing' }, embedServerMessages.productNotFound],
        [{ ...charts, productId: 'nope' }, embedServerMessages.productNotFound],
        [{ ...charts, featureId: 'nope' }, embedServerMessages.featureNotFound],
      ];
      for (const [place, message] of cases) {
        const response = await assign(rep, widget, place);
        expect(response.statusCode, JSON.stringify(place)).toBe(404);
        expect(response.json()).toEqual(error(message));
      }
      expect(await mappingsOf(rep)).toEqual([]);
    });

    it('keeps one widget per feature when two are assigned to it at once', async () => {
      const { rep, widget } = await setUp();
      const others = await Promise.all(
        [1, 2, 3].map((n) => insertWidget(ctx.db, rep, { name: `Tour ${n}` })),
      );
      const replies = await Promise.all([widget, ...others].map((demoId) => assign(rep, demoId, charts)));
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await mappingsOf(rep)).toHaveLength(1);
    });

    it("goes with its widget: a deleted widget's mapping is gone", async () => {
      const { rep, widget } = await setUp();
      await assign(rep, widget, charts);
      await ctx.db.delete(widgets).where(eq(widgets.id, widget));
      expect(await mappingsOf(rep)).toEqual([]);
    });

    it('mappingsOf answers the mappings of several widgets, of the company only', async () => {
      const { rep, widget } = await setUp();
      const unmapped = await insertWidget(ctx.db, rep);
      const { rep: them, widget: theirs } = await setUp();
      await assign(rep, widget, charts);
      await assign(them, theirs, alerts);
      const found = await app.marketplace.mappingsOf(rep.companyId, [widget, unmapped, theirs]);
      expect([...found]).toEqual([[widget, charts]]);
      expect(await app.marketplace.mappingOf(rep.companyId, theirs)).toBeNull();
      expect(await app.marketplace.mappingsOf(rep.companyId, [])).toEqual(new Map());
    });
  });

  describe('PUT catalogue', () => {
    const header = catalogueCsvColumns.join(',');
    const catalogueOf = async (who: SignedInRep) => {
      const [row] = await ctx.db
        .select()
        .from(marketplaceCatalogues)
        .where(eq(marketplaceCatalogues.companyId, who.companyId));
      return row?.catalogue;
    };

    it("replaces the company's catalogue from JSON and answers the counts", async () => {
      const rep = await repWithSession(app, ctx.db);
      const catalogue: Catalogue = smallCatalogue('Json');
      const response = await replace(rep, 'json', JSON.stringify(catalogue));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'success',
        payload: { categories: 2, products: 2, features: 4 },
      });
      expect(await catalogueOf(rep)).toEqual(catalogue);
      const other = await repWithSession(app, ctx.db);
      expect(await catalogueOf(other)).toBeUndefined();
    });

    it('replaces it from CSV with a byte-order mark, CRLF line ends and quoted fields; text stays text', async () => {
      const rep = await repWithSession(app, ctx.db);
      const content = `\uFEFF${[
        header,
        'crm,CRM,crm-pipeline,"Pipeline, Pro",forecast,Forecast,"Say ""hello""\r\nto the forecast",false',
        'crm,CRM,crm-pipeline,"Pipeline, Pro",formula,=SUM(A1:A9),"=HYPERLINK(""http://x.example"")",yes',
        '',
      ].join('\r\n')}`;
      const response = await replace(rep, 'csv', content);
      expect(response.statusCode).toBe(200);
      expect(response.json().payload).toEqual({ categories: 1, products: 1, features: 2 });
      expect(await catalogueOf(rep)).toEqual({
        categories: [
          {
            id: 'crm',
            name: 'CRM',
            products: [
              {
                id: 'crm-pipeline',
                name: 'Pipeline, Pro',
                features: [
                  {
                    id: 'forecast',
                    name: 'Forecast',
                    text: 'Say "hello"\r\nto the forecast',
                    notSupported: false,
                  },
                  {
                    id: 'formula',
                    name: '=SUM(A1:A9)',
                    text: '=HYPERLINK("http://x.example")',
                    notSupported: true,
                  },
                ],
              },
            ],
          },
        ],
      });
      const features = await featuresOf(rep, 'crm-pipeline');
      expect(features[1]).toMatchObject({ name: '=SUM(A1:A9)', text: '=HYPERLINK("http://x.example")' });
    });

    it.each([
      ['csv', `${header}\ncrm,CRM,p,"open quote,f,F,T,false\n`, 'line 2: a quoted field is not closed'],
      ['csv', `${header}\ncrm,CRM,p,P,f,F,T\n`, 'line 2: 7 fields where the header has 8'],
      ['csv', 'category,product\ncrm,p\n', 'line 1: unknown column "category"'],
      ['json', '{"categories": [', 'the file is not JSON'],
      ['json', '{"categories":[{"id":"c","name":"","products":[]}]}', 'categories[0].name'],
    ] as const)(
      'refuses a malformed %s file with 400 and keeps the old catalogue (%j)',
      async (format, content, problem) => {
        const { rep, widget } = await setUp();
        await assign(rep, widget, charts);
        const before = await catalogueOf(rep);
        const response = await replace(rep, format, content);
        expect(response.statusCode).toBe(400);
        expect(response.json().status).toBe('error');
        expect(response.json().message).toMatch(new RegExp(`^${embedServerMessages.catalogueInvalid}: `));
        expect(response.json().message).toContain(problem);
        expect(await catalogueOf(rep)).toEqual(before);
        expect(await app.marketplace.mappingOf(rep.companyId, widget)).toEqual(charts);
      },
    );

    it('drops the mappings of features that are gone or no longer supported, and keeps the others', async () => {
      const { rep, widget } = await setUp();
      const [second, third, fourth] = await Promise.all(
        [1, 2, 3].map((n) => insertWidget(ctx.db, rep, { name: `Tour ${n}` })),
      );
      await assign(rep, widget, charts);
      await assign(rep, second!, alerts);
      await assign(rep, third!, recurring);
      // fourth stays unmapped.
      const next: Catalogue = {
        categories: [
          {
            // charts stays; alerts is now not supported.
            id: 'analytics',
            name: 'Analytics',
            products: [
              {
                id: 'analytics-dash',
                name: 'Dashboards',
                features: [
                  { id: 'charts', name: 'Charts', text: '', notSupported: false },
                  { id: 'alerts', name: 'Alerts', text: '', notSupported: true },
                ],
              },
            ],
          },
          // billing-invoices (and so recurring) is gone.
        ],
      };
      expect((await replace(rep, 'json', JSON.stringify(next))).statusCode).toBe(200);
      const left = await app.marketplace.mappingsOf(rep.companyId, [widget, second!, third!, fourth!]);
      expect([...left]).toEqual([[widget, charts]]);
    });

    it('moves a mapping with its product when the product changes category', async () => {
      const { rep, widget } = await setUp();
      await assign(rep, widget, recurring);
      const csv = [
        header,
        'finance,Finance,billing-invoices,Invoices,recurring,Recurring invoices,,false',
        '',
      ].join('\n');
      expect((await replace(rep, 'csv', csv)).statusCode).toBe(200);
      expect(await app.marketplace.mappingOf(rep.companyId, widget)).toEqual({
        ...recurring,
        category: 'finance',
      });
    });

    it("never touches another company's catalogue or mappings", async () => {
      const { rep } = await setUp();
      const { rep: them, widget: theirs } = await setUp();
      await assign(them, theirs, charts);
      const theirsBefore = await catalogueOf(them);
      expect((await replace(rep, 'json', '{"categories":[]}')).json().payload).toEqual({
        categories: 0,
        products: 0,
        features: 0,
      });
      expect(await catalogueOf(them)).toEqual(theirsBefore);
      expect(await app.marketplace.mappingOf(them.companyId, theirs)).toEqual(charts);
    });

    it('reads a file over 1 MiB (parsed off the event loop) whole', async () => {
      const rep = await repWithSession(app, ctx.db);
      const rows = [header];
      for (let c = 0; c < 10; c++)
        for (let p = 0; p < 50; p++)
          for (let f = 0; f < 20; f++)
            rows.push(
              `cat-${c},Category ${c},prod-${c}-${p},"Product ${c}.${p}, the long name",feat-${f},Feature ${f},"A feature text that says what it does, at some length, for the list",${f === 0}`,
            );
      const content = rows.join('\r\n');
      expect(content.length).toBeGreaterThan(1024 * 1024);
      const response = await replace(rep, 'csv', content);
      expect(response.statusCode).toBe(200);
      expect(response.json().payload).toEqual({ categories: 10, products: 500, features: 10_000 });
      const features = await featuresOf(rep, 'prod-9-49');
      expect(features).toHaveLength(20);
      expect(features[0]).toMatchObject({ featureId: 'feat-0', notSupported: true });
    });

    it('refuses a format other than json or csv with 400', async () => {
      const rep = await repWithSession(app, ctx.db);
      const response = await app.inject({
        method: 'PUT',
        url: '/web/embed-settings/catalogue',
        headers: { token: rep.token },
        payload: { format: 'xlsx', content: 'x' },
      });
      expect(response.statusCode).toBe(400);
    });
  });
});
