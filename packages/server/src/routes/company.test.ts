import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { companies } from '../db/schema.ts';

describeDatabases('company feature flags (spec 1 §3 Company feature flags)', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({
      config: testConfig({ loginRateLimit: { max: 10_000 } }),
      database: ctx.database,
      logger: false,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const put = (companyId: string, payload: unknown, token?: string) =>
    app.inject({
      method: 'PUT',
      url: `/web/company/features/${companyId}`,
      headers: token ? { token } : {},
      payload: payload as object,
    });
  const get = (companyId: string, token: string) =>
    app.inject({ method: 'GET', url: `/web/company/features/${companyId}`, headers: { token } });
  const stored = async (companyId: string) =>
    (await ctx.db.select().from(companies).where(eq(companies.id, companyId)))[0]?.hiddenFeatures;

  describe('PUT /web/company/features/{companyId}', () => {
    it('replaces the hidden features; the GET and the database read them back', async () => {
      const rep = await signedIn(app, ctx.db);
      const response = await put(rep.companyId, { hiddenFeatures: ['Embed', 'Analytic'] }, rep.token);
      expect(response.statusCode).toBe(200);
      const payload = [{ companyId: rep.companyId, hiddenFeatures: JSON.stringify(['Embed', 'Analytic']) }];
      expect(response.json()).toEqual({ status: 'success', payload });
      expect((await get(rep.companyId, rep.token)).json()).toEqual({ status: 'success', payload });
      expect(await stored(rep.companyId)).toEqual(['Embed', 'Analytic']);

      // An empty list shows every section again.
      const cleared = await put(rep.companyId, { hiddenFeatures: [] }, rep.token);
      expect(cleared.json().payload[0].hiddenFeatures).toBe('[]');
      expect(await stored(rep.companyId)).toEqual([]);
    });

    it('refuses a label outside spec 1 §3, a repeated one, or no list with 400, changing nothing', async () => {
      const rep = await signedIn(app, ctx.db);
      await put(rep.companyId, { hiddenFeatures: ['Page'] }, rep.token);
      for (const body of [
        { hiddenFeatures: ['Settings'] },
        { hiddenFeatures: ['embed'] },
        { hiddenFeatures: ['Demo', 'Demo'] },
        { hiddenFeatures: 'Demo' },
        {},
      ]) {
        const response = await put(rep.companyId, body, rep.token);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().status).toBe('error');
      }
      expect(await stored(rep.companyId)).toEqual(['Page']);
    });

    it('answers 401 without a token or with a bad one', async () => {
      const rep = await signedIn(app, ctx.db);
      expect((await put(rep.companyId, { hiddenFeatures: ['Demo'] })).statusCode).toBe(401);
      expect((await put(rep.companyId, { hiddenFeatures: ['Demo'] }, 'not-a-token')).statusCode).toBe(401);
      expect(await stored(rep.companyId)).toEqual([]);
    });

    it("refuses another company's rep with 403, and the record stays as it was", async () => {
      const owner = await signedIn(app, ctx.db);
      const other = await signedIn(app, ctx.db);
      await put(owner.companyId, { hiddenFeatures: ['Contact'] }, owner.token);
      const response = await put(owner.companyId, { hiddenFeatures: [] }, other.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().status).toBe('error');
      expect(await stored(owner.companyId)).toEqual(['Contact']);
      expect(await stored(other.companyId)).toEqual([]);
    });
  });
});
