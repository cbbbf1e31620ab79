import { prospectSettingsMessages } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { companySettings } from '../db/schema.ts';
import { webhookAddressRefused } from '../plugins/app/prospect-settings.ts';
import { openSecret } from '../services/secrets.ts';

describeDatabases('/web/setting/prospect', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (rep: SignedInRep, companyId = rep.companyId) =>
    app.inject({ method: 'GET', url: `/web/setting/prospect/${companyId}`, headers: { token: rep.token } });
  const put = (rep: SignedInRep, body: unknown, companyId = rep.companyId) =>
    app.inject({
      method: 'PUT',
      url: `/web/setting/prospect/${companyId}`,
      headers: { token: rep.token },
      payload: body as object,
    });

  it('answers the defaults for a company that never saved: any site, no webhook', async () => {
    const rep = await repWithSession(app, ctx.db);
    const response = await get(rep);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ allowedSites: [], webhookUrl: '', hasSecret: false });
  });

  it('saves sites and a webhook; the secret is made with the first webhook, shown once, and stored sealed', async () => {
    const rep = await repWithSession(app, ctx.db);
    const sites = ['https://www.example.com', 'http://localhost:8080'];
    const saved = await put(rep, {
      allowedSites: sites,
      webhookUrl: 'http://127.0.0.1:9/hook',
      regenerateSecret: false,
    });
    expect(saved.statusCode).toBe(200);
    const { secret, ...rest } = saved.json().payload;
    expect(rest).toEqual({ allowedSites: sites, webhookUrl: 'http://127.0.0.1:9/hook', hasSecret: true });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const [row] = await ctx.db
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, rep.companyId));
    expect(row!.webhookSecret).not.toContain(secret);
    expect(openSecret(app.config.secretKey!, row!.webhookSecret!)).toBe(secret);

    const read = await get(rep);
    expect(read.json().payload).toEqual(rest);
    expect(read.body).not.toContain(secret);

    // Saved again: the secret stays and is not shown.
    const again = await put(rep, {
      allowedSites: [],
      webhookUrl: 'http://127.0.0.1:9/hook',
      regenerateSecret: false,
    });
    expect(again.json().payload.secret).toBe('');
    // Asked for: a new one, and the old one no longer opens.
    const renewed = await put(rep, {
      allowedSites: [],
      webhookUrl: 'http://127.0.0.1:9/hook',
      regenerateSecret: true,
    });
    expect(renewed.json().payload.secret).toMatch(/^whsec_/);
    expect(renewed.json().payload.secret).not.toBe(secret);
    // '' turns the webhook off.
    const off = await put(rep, { allowedSites: [], webhookUrl: '', regenerateSecret: false });
    expect(off.json().payload).toMatchObject({ webhookUrl: '', secret: '' });
  });

  it('refuses sites that are not origins, duplicates, more than 50, and a bad webhook address', async () => {
    const rep = await repWithSession(app, ctx.db);
    for (const sites of [
      ['https://www.example.com/path'],
      ['www.example.com'],
      ['ftp://example.com'],
      ['https://Example.com'],
      ['https://example.com:443'],
      ['https://a.example', 'https://a.example'],
      Array.from({ length: 51 }, (_, i) => `https://s${i}.example`),
    ]) {
      const response = await put(rep, { allowedSites: sites, webhookUrl: '', regenerateSecret: false });
      expect(response.statusCode, sites[0]).toBe(400);
    }
    const badSite = await put(rep, { allowedSites: ['nope'], webhookUrl: '', regenerateSecret: false });
    expect(badSite.json().message).toContain(prospectSettingsMessages.invalidSite);
    for (const webhookUrl of ['not a url', 'ftp://crm.example/hook', 'https://user:pw@crm.example/hook']) {
      const response = await put(rep, { allowedSites: [], webhookUrl, regenerateSecret: false });
      expect(response.statusCode, webhookUrl).toBe(400);
    }
  });

  it('refuses a webhook to a loopback, private, link-local or metadata address', async () => {
    const rep = await repWithSession(app, ctx.db);
    for (const webhookUrl of [
      'http://10.0.0.8/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://192.168.1.1/',
      'http://[::1]:8080/',
      'http://127.0.0.2/',
    ]) {
      const response = await put(rep, { allowedSites: [], webhookUrl, regenerateSecret: false });
      expect(response.statusCode, webhookUrl).toBe(400);
      expect(response.json().message).toBe(webhookAddressRefused);
    }
    const [row] = await ctx.db
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, rep.companyId));
    expect(row?.webhookUrl ?? null).toBeNull();
  });

  it("refuses another company's settings (403) and a call without a token (401)", async () => {
    const owner = await repWithSession(app, ctx.db);
    const stranger = await repWithSession(app, ctx.db);
    expect((await get(stranger, owner.companyId)).statusCode).toBe(403);
    expect(
      (await put(stranger, { allowedSites: [], webhookUrl: '', regenerateSecret: true }, owner.companyId))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/web/setting/prospect/${owner.companyId}` })).statusCode,
    ).toBe(401);
  });
});
