import { category, errorReply } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { smallCatalogue } from '../../test/support/marketplace.ts';
import { buildApp } from '../app.ts';
import { sampleCatalogue, seedSampleCatalogue } from '../db/sample-catalogue.ts';
import { readCatalogueFile } from '../services/catalogue-file.ts';

describeDatabases('GET /web/categories', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  const rep = () => repWithSession(app, ctx.db);
  const categories = (who: SignedInRep) =>
    app.inject({ method: 'GET', url: '/web/categories', headers: { token: who.token } });

  it('answers an empty list for a company that has no catalogue yet', async () => {
    const response = await categories(await rep());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', payload: [] });
  });

  it("answers the company's own categories, in the catalogue's order, and no other company's", async () => {
    const ada = await rep();
    const grace = await rep();
    await app.marketplace.replaceCatalogue(ada.companyId, smallCatalogue('Ada'));
    const response = await categories(ada);
    expect(z.array(category).parse(response.json().payload)).toEqual([
      { _id: 'analytics', external_name: 'Ada Analytics' },
      { _id: 'billing', external_name: 'Billing' },
    ]);
    expect((await categories(grace)).json().payload).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/web/categories' });
    expect(response.statusCode).toBe(401);
    expect(errorReply.safeParse(response.json()).success).toBe(true);
  });

  it('the sample catalogue has three categories, passes the file check, and marks two features not supported', async () => {
    const sample = sampleCatalogue();
    const read = readCatalogueFile('json', JSON.stringify(sample));
    expect(read).toEqual({ ok: true, catalogue: sample });
    expect(sample.categories).toHaveLength(3);
    for (const one of sample.categories) expect(one.products.length).toBeGreaterThanOrEqual(2);
    const features = sample.categories.flatMap((one) => one.products.flatMap((product) => product.features));
    expect(features.filter((feature) => feature.notSupported)).toHaveLength(2);

    const ada = await rep();
    await seedSampleCatalogue(ctx.db, ada.companyId);
    expect((await categories(ada)).json().payload).toEqual([
      { _id: 'crm', external_name: 'CRM' },
      { _id: 'marketing', external_name: 'Marketing Automation' },
      { _id: 'support', external_name: 'Customer Support' },
    ]);
  });

  it('seeding again never overwrites a catalogue the company uploaded', async () => {
    const ada = await rep();
    await seedSampleCatalogue(ctx.db, ada.companyId);
    await app.marketplace.replaceCatalogue(ada.companyId, smallCatalogue('Own'));
    await seedSampleCatalogue(ctx.db, ada.companyId);
    expect((await categories(ada)).json().payload[0]).toEqual({
      _id: 'analytics',
      external_name: 'Own Analytics',
    });
  });
});
