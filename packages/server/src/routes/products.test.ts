import { embedServerMessages, feature, notAssignedFeatureId, product } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { insertWidget, smallCatalogue } from '../../test/support/marketplace.ts';
import { buildApp } from '../app.ts';

describeDatabases('/web/products', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (who: SignedInRep, url: string) =>
    app.inject({ method: 'GET', url, headers: { token: who.token } });
  const withCatalogue = async (label = 'Ada') => {
    const who = await repWithSession(app, ctx.db);
    await app.marketplace.replaceCatalogue(who.companyId, smallCatalogue(label));
    return who;
  };

  it('GET /all answers every product of the company with its category', async () => {
    const ada = await withCatalogue();
    const response = await get(ada, '/web/products/all');
    expect(response.statusCode).toBe(200);
    expect(z.array(product).parse(response.json().payload)).toEqual([
      { _id: 'analytics-dash', external_name: 'Ada Dashboards', categoryId: 'analytics' },
      { _id: 'billing-invoices', external_name: 'Invoices', categoryId: 'billing' },
    ]);
    const empty = await repWithSession(app, ctx.db);
    expect((await get(empty, '/web/products/all')).json().payload).toEqual([]);
  });

  it('GET /?category= answers the products of that category only', async () => {
    const ada = await withCatalogue();
    const response = await get(ada, '/web/products/?category=billing');
    expect(response.json()).toEqual({
      status: 'success',
      payload: [{ _id: 'billing-invoices', external_name: 'Invoices', categoryId: 'billing' }],
    });
  });

  it("GET /?category= answers 404 for a category the company's catalogue does not have, another company's too", async () => {
    const ada = await withCatalogue();
    const grace = await repWithSession(app, ctx.db);
    await app.marketplace.replaceCatalogue(grace.companyId, {
      categories: [{ id: 'grace-only', name: 'Grace only', products: [] }],
    });
    for (const category of ['nothing-here', 'grace-only']) {
      const response = await get(ada, `/web/products/?category=${category}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 'error',
        payload: null,
        message: embedServerMessages.categoryNotFound,
      });
    }
    expect((await get(ada, '/web/products/')).statusCode).toBe(400);
  });

  it('GET /features/{productId} answers the features with their mapped widget and support flag', async () => {
    const ada = await withCatalogue();
    const demoId = await insertWidget(ctx.db, ada);
    await app.marketplace.assign(ada.companyId, {
      demoId,
      categoryId: 'analytics',
      productId: 'analytics-dash',
      featureId: 'alerts',
      isConfirmed: false,
    });
    const response = await get(ada, '/web/products/features/analytics-dash');
    expect(response.statusCode).toBe(200);
    expect(z.array(feature).parse(response.json().payload)).toEqual([
      {
        featureId: 'charts',
        name: 'Ada Charts',
        text: 'Charts that explain themselves',
        demo: '',
        notSupported: false,
      },
      {
        featureId: 'alerts',
        name: 'Alerts',
        text: 'Know when a number moves',
        demo: demoId,
        notSupported: false,
      },
      {
        featureId: 'ai',
        name: 'AI insights',
        text: 'Not on the marketplace yet',
        demo: '',
        notSupported: true,
      },
    ]);
    // 'Not Assigned' is the console's choice, never a feature of the list.
    expect(response.json().payload.map((one: { featureId: string }) => one.featureId)).not.toContain(
      notAssignedFeatureId,
    );
  });

  it("GET /features/{productId} answers 404 for an unknown product and for another company's", async () => {
    const ada = await withCatalogue();
    const grace = await withCatalogue('Grace');
    const graceWidget = await insertWidget(ctx.db, grace);
    await app.marketplace.assign(grace.companyId, {
      demoId: graceWidget,
      categoryId: 'billing',
      productId: 'billing-invoices',
      featureId: 'recurring',
      isConfirmed: false,
    });
    const unknown = await get(ada, '/web/products/features/no-such-product');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(embedServerMessages.productNotFound);
    // Both companies have a product with this id: each sees its own mapping only.
    const own = await get(ada, '/web/products/features/billing-invoices');
    expect(own.json().payload[0].demo).toBe('');
    const stranger = await repWithSession(app, ctx.db);
    expect((await get(stranger, '/web/products/features/billing-invoices')).statusCode).toBe(404);
  });
});
