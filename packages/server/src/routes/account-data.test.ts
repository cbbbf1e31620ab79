import { randomUUID } from 'node:crypto';
import { authServerMessages, settingsServerMessages } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { accountDemos, companies, consents, salesReps } from '../db/schema.ts';
import { openSecret } from '../services/secrets.ts';

describeDatabases('consent, flags, company features, mappings and account demos', (ctx) => {
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

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    app.inject({ method, url, headers: token ? { token } : {}, payload: payload as object });

  describe('POST /web/consent', () => {
    it('records the choice of the calling rep', async () => {
      const rep = await signedIn(app, ctx.db);
      const response = await call('POST', '/web/consent', rep.token, {
        salesrepId: rep.repId,
        companyId: rep.companyId,
        consent: 'consented',
        timestamp: '2026-03-04 05:06:07',
      });
      expect(response.json()).toEqual({ status: 'success', payload: null });
      const rows = await ctx.db.select().from(consents).where(eq(consents.repId, rep.repId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ consent: 'consented', companyId: rep.companyId });
      expect(rows[0]!.decidedAt.toISOString()).toBe('2026-03-04T05:06:07.000Z');
    });

    it('refuses another rep or company with 403, a bad choice or date with 400, no token with 401', async () => {
      const rep = await signedIn(app, ctx.db);
      const other = await signedIn(app, ctx.db);
      const body = {
        salesrepId: rep.repId,
        companyId: rep.companyId,
        consent: 'logged out',
        timestamp: '2026-03-04 05:06:07',
      };
      expect((await call('POST', '/web/consent', other.token, body)).statusCode).toBe(403);
      expect(
        (await call('POST', '/web/consent', rep.token, { ...body, salesrepId: other.repId })).statusCode,
      ).toBe(403);
      expect((await call('POST', '/web/consent', rep.token, { ...body, consent: 'maybe' })).statusCode).toBe(
        400,
      );
      expect(
        (await call('POST', '/web/consent', rep.token, { ...body, timestamp: '2026-03-04T05:06:07Z' }))
          .statusCode,
      ).toBe(400);
      const anonymous = await call('POST', '/web/consent', undefined, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(authServerMessages.invalidToken);
      expect(await ctx.db.select().from(consents).where(eq(consents.repId, rep.repId))).toHaveLength(0);
    });
  });

  describe('PUT /web/flag', () => {
    it('saves the configuration; the next session check carries it', async () => {
      const rep = await signedIn(app, ctx.db);
      const config = JSON.stringify({ consent: { popup: { show: false } }, demoRecordingPrompt: false });
      const response = await call('PUT', '/web/flag', rep.token, {
        salesrepId: rep.repId,
        companyId: rep.companyId,
        config,
      });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.json().payload.flags)).toEqual(JSON.parse(config));
      const check = await app.inject({ method: 'GET', url: `/web/login/${rep.token}` });
      expect(JSON.parse(check.json().payload.flags).consent.popup.show).toBe(false);
    });

    it("refuses another rep's flags with 403 and leaves them alone; bad config 400; no token 401", async () => {
      const rep = await signedIn(app, ctx.db);
      const other = await signedIn(app, ctx.db);
      const config = JSON.stringify({ consent: { popup: { show: false } } });
      const foreign = await call('PUT', '/web/flag', other.token, {
        salesrepId: rep.repId,
        companyId: rep.companyId,
        config,
      });
      expect(foreign.statusCode).toBe(403);
      const [row] = await ctx.db.select().from(salesReps).where(eq(salesReps.id, rep.repId));
      expect(row!.flags).toEqual({ consent: { popup: { show: true } } });
      const bad = {
        salesrepId: rep.repId,
        companyId: rep.companyId,
        config: '{"consent":{"popup":{"show":"no"}}}',
      };
      expect((await call('PUT', '/web/flag', rep.token, bad)).statusCode).toBe(400);
      expect((await call('PUT', '/web/flag', undefined, { ...bad, config })).statusCode).toBe(401);
    });
  });

  describe('GET /web/company/features/{companyId}', () => {
    it('answers the hidden features in the first record', async () => {
      const rep = await signedIn(app, ctx.db);
      await ctx.db
        .update(companies)
        .set({ hiddenFeatures: ['Analytic', 'Questionnaire'] })
        .where(eq(companies.id, rep.companyId));
      const response = await call('GET', `/web/company/features/${rep.companyId}`, rep.token);
      expect(response.json()).toEqual({
        status: 'success',
        payload: [{ companyId: rep.companyId, hiddenFeatures: '["Analytic","Questionnaire"]' }],
      });
    });

    it("answers another company's id with 403 and no token with 401", async () => {
      const rep = await signedIn(app, ctx.db);
      const other = await signedIn(app, ctx.db);
      const foreign = await call('GET', `/web/company/features/${rep.companyId}`, other.token);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ status: 'error', payload: null, message: 'Forbidden' });
      expect((await call('GET', `/web/company/features/${rep.companyId}`)).statusCode).toBe(401);
    });
  });

  describe('/web/mapping', () => {
    it('creates, reads, updates and deletes a mapping of the company', async () => {
      const rep = await signedIn(app, ctx.db);
      const formjson = JSON.stringify({ rules: [{ q: 'Team size', page: 'big' }] });
      const created = await call('POST', '/web/mapping', rep.token, { form_id: 'form-a', formjson });
      expect(created.json()).toEqual({ status: 'success', payload: { form_id: 'form-a', formjson } });
      const duplicate = await call('POST', '/web/mapping', rep.token, { form_id: 'form-a', formjson });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(settingsServerMessages.mappingExists);
      expect((await call('GET', '/web/mapping/form-a', rep.token)).json().payload.formjson).toBe(formjson);
      const changed = JSON.stringify({ rules: [] });
      const updated = await call('PUT', '/web/mapping/form-a', rep.token, { formjson: changed });
      expect(updated.json().payload).toEqual({ form_id: 'form-a', formjson: changed });
      expect((await call('DELETE', '/web/mapping/form-a', rep.token)).json()).toEqual({
        status: 'success',
        payload: null,
      });
      expect((await call('GET', '/web/mapping/form-a', rep.token)).statusCode).toBe(404);
    });

    it("keeps companies apart: the same form id is another company's own, and theirs is not found", async () => {
      const rep = await signedIn(app, ctx.db);
      const other = await signedIn(app, ctx.db);
      const formjson = JSON.stringify({ secret: 'rep only' });
      await call('POST', '/web/mapping', rep.token, { form_id: 'shared-id', formjson });
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { formjson: '{}' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(method, '/web/mapping/shared-id', other.token, body);
        expect(response.statusCode, method).toBe(404);
        expect(response.body).not.toContain('rep only');
      }
      expect(
        (await call('POST', '/web/mapping', other.token, { form_id: 'shared-id', formjson: '{}' }))
          .statusCode,
      ).toBe(200);
      expect((await call('GET', '/web/mapping/shared-id', rep.token)).json().payload.formjson).toBe(formjson);
    });

    it('answers bad input with 400 and no token with 401', async () => {
      const rep = await signedIn(app, ctx.db);
      expect(
        (await call('POST', '/web/mapping', rep.token, { form_id: 'x', formjson: '[1,2]' })).statusCode,
      ).toBe(400);
      expect(
        (await call('POST', '/web/mapping', rep.token, { form_id: '', formjson: '{}' })).statusCode,
      ).toBe(400);
      expect((await call('PUT', '/web/mapping/x', rep.token, { formjson: 'nope' })).statusCode).toBe(400);
      expect((await call('GET', '/web/mapping/x')).statusCode).toBe(401);
      expect(
        (await call('POST', '/web/mapping', undefined, { form_id: 'x', formjson: '{}' })).statusCode,
      ).toBe(401);
    });
  });

  describe('/web/demo (account demos)', () => {
    const demo = (rep: { repId: string; companyId: string }, name = 'Grace Hopper') => ({
      name,
      title: 'VP',
      email: 'grace@prospect.example',
      company: 'Prospect Inc',
      demoEmail: 'demo@acme.example',
      demoPassword: 'demo-secret-1',
      salesRepId: rep.repId,
      companyId: rep.companyId,
    });

    it('stores the demo password sealed: no plain text in the database, and the server key opens it', async () => {
      const rep = await signedIn(app, ctx.db);
      const created = (await call('POST', '/web/demo', rep.token, demo(rep))).json().payload;
      const [row] = await ctx.db
        .select({ sealed: accountDemos.demoPassword })
        .from(accountDemos)
        .where(eq(accountDemos.encryptedId, created.encryptedId));
      expect(row!.sealed).toMatch(/^v1:/);
      expect(row!.sealed).not.toContain('demo-secret-1');
      expect(openSecret(app.config.secretKey!, row!.sealed)).toBe('demo-secret-1');
    });

    it('creates demos, lists them by rep with paging and by company, and deletes by encryptedId', async () => {
      const rep = await signedIn(app, ctx.db);
      const created = [];
      for (let i = 0; i < 3; i++) {
        const response = await call('POST', '/web/demo', rep.token, demo(rep, `Prospect ${i}`));
        expect(response.statusCode).toBe(200);
        created.push(response.json().payload);
      }
      expect(created[0]).toMatchObject({
        name: 'Prospect 0',
        salesRepId: rep.repId,
        companyId: rep.companyId,
      });
      expect(created[0].encryptedId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(created[0].dateCreated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // Write-only: the demo password never comes back.
      expect(JSON.stringify(created)).not.toContain('demo-secret-1');

      const all = (await call('GET', `/web/demo/${rep.repId}`, rep.token)).json().payload;
      expect(all).toMatchObject({ total: 3, limit: 1000, pageNo: 1 });
      expect(all.demos).toHaveLength(3);
      const page2 = (await call('GET', `/web/demo/${rep.repId}?limit=2&pageNo=2`, rep.token)).json().payload;
      expect(page2).toMatchObject({ total: 3, limit: 2, pageNo: 2 });
      expect(page2.demos).toHaveLength(1);
      const emptyPage = (await call('GET', `/web/demo/${rep.repId}?limit=2&pageNo=`, rep.token)).json()
        .payload;
      expect(emptyPage.pageNo).toBe(1);
      expect(emptyPage.demos).toHaveLength(2);

      const company = (await call('GET', `/web/demo/account/${rep.companyId}`, rep.token)).json().payload;
      expect(company).toHaveLength(3);

      const removed = await call('DELETE', `/web/demo/${created[1].encryptedId}`, rep.token);
      expect(removed.json()).toEqual({ status: 'success', payload: null });
      expect((await call('DELETE', `/web/demo/${created[1].encryptedId}`, rep.token)).statusCode).toBe(404);
      expect((await call('GET', `/web/demo/${rep.repId}`, rep.token)).json().payload.total).toBe(2);
    });

    it("keeps companies apart: another company's rep, company and records are refused or not found", async () => {
      const rep = await signedIn(app, ctx.db);
      const other = await signedIn(app, ctx.db);
      const mine = (await call('POST', '/web/demo', rep.token, demo(rep))).json().payload;
      expect((await call('GET', `/web/demo/${rep.repId}`, other.token)).statusCode).toBe(403);
      expect((await call('GET', `/web/demo/${randomUUID()}`, other.token)).statusCode).toBe(403);
      expect((await call('GET', `/web/demo/account/${rep.companyId}`, other.token)).statusCode).toBe(403);
      expect((await call('POST', '/web/demo', other.token, demo(rep))).statusCode).toBe(403);
      // Own company in the body but someone else's rep: still refused.
      expect(
        (await call('POST', '/web/demo', other.token, { ...demo(rep), companyId: other.companyId }))
          .statusCode,
      ).toBe(403);
      const foreignDelete = await call('DELETE', `/web/demo/${mine.encryptedId}`, other.token);
      expect(foreignDelete.statusCode).toBe(404);
      expect(
        await ctx.db.select().from(accountDemos).where(eq(accountDemos.encryptedId, mine.encryptedId)),
      ).toHaveLength(1);
    });

    it('answers bad input with 400 and no token with 401', async () => {
      const rep = await signedIn(app, ctx.db);
      expect((await call('POST', '/web/demo', rep.token, { ...demo(rep), email: 'nope' })).statusCode).toBe(
        400,
      );
      expect((await call('POST', '/web/demo', rep.token, { ...demo(rep), name: '' })).statusCode).toBe(400);
      expect((await call('GET', `/web/demo/${rep.repId}?limit=5000`, rep.token)).statusCode).toBe(400);
      expect((await call('GET', `/web/demo/${rep.repId}?pageNo=0`, rep.token)).statusCode).toBe(400);
      for (const [method, url] of [
        ['GET', `/web/demo/${rep.repId}`],
        ['GET', `/web/demo/account/${rep.companyId}`],
        ['DELETE', '/web/demo/whatever'],
      ] as const)
        expect((await call(method, url)).statusCode).toBe(401);
      expect((await call('POST', '/web/demo', undefined, demo(rep))).statusCode).toBe(401);
    });
  });
});
