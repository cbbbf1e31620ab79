import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  authServerMessages,
  defaultEmbedSettings,
  embedSettings,
  settingsMessages,
  settingsServerMessages,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { readMediaFixture } from '../../test/support/shared-fixtures.ts';
import { buildApp } from '../app.ts';
import { companySettings } from '../db/schema.ts';
import { buildMediaApp } from '../media/app.ts';
import { writeEmbedSettings } from '../plugins/app/company-settings.ts';
import { configuredStorage } from '../services/configured-storage.ts';

// The script-carrying SVG is kept as .svg.txt so the linter does not read it as our own markup.
const media = readMediaFixture;

/** A multipart/form-data body with one file part, built by hand so every byte is ours. */
function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----showroom${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const style = {
  textColor: '#111111',
  bgColor: '#FAFAFA',
  buttonBgHoverColor: '#123456',
  buttonBgColor: '#2E71FD',
  headerColor: '#FFFFFF',
  borderColor: '#DDDDDD',
  fontName: 'Open Sans',
  showCompanyName: false,
};

/**
 * A web server standing in for the site a logo by URL lives on. The app under test admits it,
 * on 127.0.0.1 only, through config.outboundTestAddresses; 127.0.0.2 stays refused, as every
 * other loopback, private and metadata address is.
 */
async function logoSite() {
  const png = await readMediaFixture('logo.png');
  const script = await readMediaFixture('icon-with-script.svg');
  const hits = { internal: 0 };
  const internal = http.createServer((_request, response) => {
    hits.internal++;
    response.end('internal');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.2', resolve));
  const internalPort = (internal.address() as AddressInfo).port;
  const site = http.createServer((request, response) => {
    if (request.url === '/logo.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (request.url === '/moved.png') return response.writeHead(301, { location: '/logo.png' }).end();
    // Declared an image; its bytes are markup with script.
    if (request.url === '/icon.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(script);
    if (request.url === '/big.png') return response.writeHead(200).end(Buffer.alloc(65 * 1024));
    if (request.url === '/to-internal.png')
      return response.writeHead(302, { location: `http://127.0.0.2:${internalPort}/logo.png` }).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  return {
    png,
    origin,
    internalPort,
    hits,
    close: () =>
      Promise.all([site, internal].map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}

describeDatabases('settings calls (spec 1 §7 Settings)', (ctx) => {
  let app: FastifyInstance;
  let mediaApp: FastifyInstance;
  let mediaDir: string;
  let config: ReturnType<typeof testConfig>;
  let site: Awaited<ReturnType<typeof logoSite>>;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'showroom-media-'));
    site = await logoSite();
    const base = testConfig();
    config = testConfig({
      media: { ...base.media, dir: mediaDir, url: 'http://media.test', logoMaxBytes: 64 * 1024 },
      loginRateLimit: { max: 10_000 },
      outboundTestAddresses: ['127.0.0.1'],
    });
    app = buildApp({ config, database: ctx.database, logger: false });
    mediaApp = buildMediaApp({ config, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await mediaApp.close();
    await site.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: unknown) =>
    app.inject({ method, url, headers: token ? { token } : {}, payload: payload as object });

  describe('GET and PUT /web/setting/company/...', () => {
    it('starts from the defaults, saves style and block list, and reads them back', async () => {
      const rep = await signedIn(app, ctx.db);
      const before = await call('GET', `/web/setting/company/${rep.companyId}`, rep.token);
      expect(before.statusCode).toBe(200);
      expect(JSON.parse(before.json().payload.website_style)).toMatchObject({
        bgColor: '#FFFFFF',
        textColor: '#000000',
      });
      expect(before.json().payload.email_block_list).toBe('[]');

      const put = await call('PUT', `/web/setting/company/style/${rep.companyId}`, rep.token, {
        style: JSON.stringify(style),
        email_block_list: JSON.stringify(['competitor.com', 'https://rival.example/path']),
      });
      expect(put.statusCode).toBe(200);
      const after = (await call('GET', `/web/setting/company/${rep.companyId}`, rep.token)).json().payload;
      expect(JSON.parse(after.website_style)).toEqual(style);
      expect(JSON.parse(after.email_block_list)).toEqual(['competitor.com', 'https://rival.example/path']);
      const emails = await call('GET', `/web/setting/company/emails/${rep.companyId}`, rep.token);
      expect(emails.json()).toEqual({
        status: 'success',
        payload: { email_block_list: JSON.stringify(['competitor.com', 'https://rival.example/path']) },
      });
      // The next sign-in carries the new style (spec 1 §3 Login response companyWebsiteStyle).
      const check = await app.inject({ method: 'GET', url: `/web/login/${rep.token}` });
      expect(JSON.parse(check.json().payload.companyWebsiteStyle)).toEqual(style);
    });

    it("refuses a style without a font with 'Please select a font'", async () => {
      const rep = await signedIn(app, ctx.db);
      const response = await call('PUT', `/web/setting/company/style/${rep.companyId}`, rep.token, {
        style: JSON.stringify({ ...style, fontName: '' }),
        email_block_list: '[]',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Please select a font');
      expect(settingsMessages.selectFont).toBe('Please select a font');
    });

    it.each([
      [
        'a colour that is not a colour',
        { style: JSON.stringify({ ...style, bgColor: 'red; background:url(x)' }), email_block_list: '[]' },
      ],
      [
        'a block-list entry that is no domain',
        { style: JSON.stringify(style), email_block_list: '["not a domain"]' },
      ],
      ['a duplicate entry', { style: JSON.stringify(style), email_block_list: '["a.com","A.com"]' }],
      // Issue 9: only the 21 prospect fonts the console offers.
      [
        'a font outside the prospect fonts',
        { style: JSON.stringify({ ...style, fontName: 'Comic Sans MS' }), email_block_list: '[]' },
      ],
      ['style that is not JSON', { style: '{', email_block_list: '[]' }],
      ['no body', undefined],
    ])('answers %s with 400', async (_case, body) => {
      const rep = await signedIn(app, ctx.db);
      const response = await call('PUT', `/web/setting/company/style/${rep.companyId}`, rep.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe('error');
    });

    it('names the block-list problems with their messages', async () => {
      const rep = await signedIn(app, ctx.db);
      const bad = await call('PUT', `/web/setting/company/style/${rep.companyId}`, rep.token, {
        style: JSON.stringify(style),
        email_block_list: '["a.com","a.com"]',
      });
      expect(bad.json().message).toContain(settingsServerMessages.blocklistDuplicate);
    });
  });

  describe('feature permissions', () => {
    it('answers the company permissions, absent meaning off', async () => {
      const rep = await signedIn(app, ctx.db);
      const empty = await call('GET', `/web/setting/feature/permission/${rep.companyId}`, rep.token);
      expect(empty.json()).toEqual({
        status: 'success',
        payload: { companyId: rep.companyId, permissions: {} },
      });
      await ctx.db
        .insert(companySettings)
        .values({ companyId: rep.companyId, featurePermissions: { 'page.url.bulkGenerate.enable': true } });
      const set = await call('GET', `/web/setting/feature/permission/${rep.companyId}`, rep.token);
      expect(set.json().payload.permissions).toEqual({ 'page.url.bulkGenerate.enable': true });
    });
  });

  describe('GET /web/setting/embed/{companyId} (spec 2 §6 plan flags)', () => {
    it('answers the defaults, which show and allow everything, for a company whose plan sets none', async () => {
      const rep = await signedIn(app, ctx.db);
      const response = await call('GET', `/web/setting/embed/${rep.companyId}`, rep.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'success', payload: defaultEmbedSettings() });
      expect(response.json().payload.gating).toMatchObject({ show: true, enable: true, edit: true });
      expect(response.json().payload.embedSettingsVisibility).toEqual({ show: true });
    });

    it("answers the company's plan once an operator sets it, and the defaults again once cleared", async () => {
      const rep = await signedIn(app, ctx.db);
      // A Basic plan: the gating panel shows but cannot be edited; no marketplace panel.
      const basic = defaultEmbedSettings();
      basic.gating.edit = false;
      basic.gating.embed.verify.twofactor = { show: false, enable: false, checked: false };
      basic.embedSettingsVisibility.show = false;
      // Other settings of the row are kept.
      await call('PUT', `/web/setting/company/style/${rep.companyId}`, rep.token, {
        style: JSON.stringify(style),
        email_block_list: JSON.stringify(['rival.example']),
      });
      expect(await writeEmbedSettings(ctx.db, rep.companyId, embedSettings.parse(basic))).toBe(true);
      const set = await call('GET', `/web/setting/embed/${rep.companyId}`, rep.token);
      expect(set.json().payload).toEqual(basic);
      const emails = await call('GET', `/web/setting/company/emails/${rep.companyId}`, rep.token);
      expect(emails.json().payload.email_block_list).toBe(JSON.stringify(['rival.example']));

      await writeEmbedSettings(ctx.db, rep.companyId, null);
      const cleared = await call('GET', `/web/setting/embed/${rep.companyId}`, rep.token);
      expect(cleared.json().payload).toEqual(defaultEmbedSettings());
    });

    it('writes nothing for a company that does not exist', async () => {
      expect(await writeEmbedSettings(ctx.db, randomUUID(), defaultEmbedSettings())).toBe(false);
    });

    it('refuses a company id that is not a uuid with 400', async () => {
      const rep = await signedIn(app, ctx.db);
      const response = await call('GET', '/web/setting/embed/not-a-company', rep.token);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('logo', () => {
    it('saves a logo by URL: fetched once (through redirects) and served by the media origin', async () => {
      const rep = await signedIn(app, ctx.db);
      const url = `${site.origin}/moved.png`;
      const response = await call('POST', `/web/setting/logo/url/${rep.companyId}`, rep.token, { url });
      expect(response.statusCode).toBe(200);
      const record = response.json().payload;
      // Issue 15.8: the console shows the stored copy; the address stays as the rep typed it.
      expect(record).toEqual({
        logo_url: url,
        logo_image: expect.stringMatching(
          new RegExp(`^http://media\\.test/logos/${rep.companyId}/[A-Za-z0-9_-]{22}\\.png$`),
        ),
        recent_method: 'url',
      });
      const served = await mediaApp.inject({ method: 'GET', url: new URL(record.logo_image).pathname });
      expect(served.rawPayload.equals(site.png)).toBe(true);
      expect(served.headers['content-type']).toBe('image/png');
      const read = await call('GET', `/web/setting/company/logo/${rep.companyId}`, rep.token);
      expect(read.json().payload).toEqual(record);
    });

    it.each([['javascript:alert(1)'], ['not a url'], ['ftp://acme.example/logo.png']])(
      'refuses the URL %s with 400',
      async (url) => {
        const rep = await signedIn(app, ctx.db);
        const response = await call('POST', `/web/setting/logo/url/${rep.companyId}`, rep.token, { url });
        expect(response.statusCode).toBe(400);
      },
    );

    it('fetches only public addresses: loopback, private, metadata and redirects to them are refused', async () => {
      const rep = await signedIn(app, ctx.db);
      for (const url of [
        `http://127.0.0.2:${site.internalPort}/logo.png`,
        'http://10.0.0.1/logo.png',
        'http://169.254.169.254/latest/meta-data/',
        `http://[::1]:${site.internalPort}/logo.png`,
        `http://[::ffff:127.0.0.2]:${site.internalPort}/logo.png`,
        `${site.origin}/to-internal.png`,
      ]) {
        const response = await call('POST', `/web/setting/logo/url/${rep.companyId}`, rep.token, { url });
        expect([url, response.statusCode, response.json().message]).toEqual([
          url,
          400,
          settingsServerMessages.logoAddressRefused,
        ]);
      }
      expect(site.hits.internal).toBe(0);
      const read = await call('GET', `/web/setting/company/logo/${rep.companyId}`, rep.token);
      expect(read.json().payload).toEqual({ logo_url: null, logo_image: null, recent_method: null });
    });

    it('checks a fetched logo like an upload: script SVG 415, too large 413, missing 400', async () => {
      const rep = await signedIn(app, ctx.db);
      for (const [file, status, message] of [
        ['icon.png', 415, settingsServerMessages.imageType],
        ['big.png', 413, settingsServerMessages.imageTooLarge],
        ['missing.png', 400, settingsServerMessages.logoUnreachable],
      ] as const) {
        const response = await call('POST', `/web/setting/logo/url/${rep.companyId}`, rep.token, {
          url: `${site.origin}/${file}`,
        });
        expect([file, response.statusCode, response.json().message]).toEqual([file, status, message]);
      }
    });

    it('stores an uploaded PNG and the media origin serves it with safe headers', async () => {
      const rep = await signedIn(app, ctx.db);
      const png = await media('logo.png');
      const upload = multipart('image', 'logo.png', 'image/png', png);
      const response = await app.inject({
        method: 'POST',
        url: `/web/setting/logo/image/${rep.companyId}`,
        headers: { token: rep.token, ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode).toBe(200);
      const record = response.json().payload;
      expect(record.recent_method).toBe('image');
      expect(record.logo_image).toMatch(
        new RegExp(`^http://media\\.test/logos/${rep.companyId}/[A-Za-z0-9_-]{22}\\.png$`),
      );

      const served = await mediaApp.inject({ method: 'GET', url: new URL(record.logo_image).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['content-disposition']).toBeUndefined();

      // A second upload replaces the first, whose file goes away.
      const jpeg = multipart('image', 'photo.png', 'image/png', await media('thumbnail.jpg'));
      const second = await app.inject({
        method: 'POST',
        url: `/web/setting/logo/image/${rep.companyId}`,
        headers: { token: rep.token, ...jpeg.headers },
        payload: jpeg.payload,
      });
      expect(second.statusCode).toBe(200);
      // Judged by the bytes: a JPEG named .png is stored and served as a JPEG.
      expect(second.json().payload.logo_image).toMatch(/\.jpg$/);
      const jpegServed = await mediaApp.inject({
        method: 'GET',
        url: new URL(second.json().payload.logo_image).pathname,
      });
      expect(jpegServed.headers['content-type']).toBe('image/jpeg');
      expect(
        (await mediaApp.inject({ method: 'GET', url: new URL(record.logo_image).pathname })).statusCode,
      ).toBe(404);
    });

    it('refuses an SVG carrying script, whatever it claims to be, with 415; nothing is stored', async () => {
      const rep = await signedIn(app, ctx.db);
      for (const [name, type] of [
        ['icon.svg', 'image/svg+xml'],
        ['icon.png', 'image/png'],
      ]) {
        const upload = multipart('image', name!, type!, await media('icon-with-script.svg'));
        const response = await app.inject({
          method: 'POST',
          url: `/web/setting/logo/image/${rep.companyId}`,
          headers: { token: rep.token, ...upload.headers },
          payload: upload.payload,
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          status: 'error',
          payload: null,
          message: settingsServerMessages.imageType,
        });
      }
      const logo = await call('GET', `/web/setting/company/logo/${rep.companyId}`, rep.token);
      expect(logo.json().payload).toEqual({ logo_url: null, logo_image: null, recent_method: null });
    });

    it('answers a file over the limit with 413', async () => {
      const rep = await signedIn(app, ctx.db);
      const png = await media('logo.png');
      const upload = multipart(
        'image',
        'big.png',
        'image/png',
        Buffer.concat([png, Buffer.alloc(70 * 1024)]),
      );
      const response = await app.inject({
        method: 'POST',
        url: `/web/setting/logo/image/${rep.companyId}`,
        headers: { token: rep.token, ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(settingsServerMessages.imageTooLarge);
    });

    it('answers a JSON body with 415 and a file in another field with 400', async () => {
      const rep = await signedIn(app, ctx.db);
      const json = await call('POST', `/web/setting/logo/image/${rep.companyId}`, rep.token, { image: 'x' });
      expect(json.statusCode).toBe(415);
      const upload = multipart('logo', 'logo.png', 'image/png', await media('logo.png'));
      const wrongField = await app.inject({
        method: 'POST',
        url: `/web/setting/logo/image/${rep.companyId}`,
        headers: { token: rep.token, ...upload.headers },
        payload: upload.payload,
      });
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().message).toBe(settingsServerMessages.noImage);
    });

    it('the media origin serves anything that is not a known type as a download, never inline', async () => {
      // Only uploads that check their bytes write here; this puts markup with script straight into
      // storage under a type the origin does not know, as a later upload path might, to pin what it does.
      const storage = configuredStorage(config.media);
      const key = storage.newKey('files', randomUUID(), 'html');
      await storage.put(key, await media('icon-with-script.svg'));
      const served = await mediaApp.inject({ method: 'GET', url: `/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/octet-stream');
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9_-]+\.html"$/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; sandbox");
    });

    it('the media origin serves an SVG (a sanitised widget icon) inline, sandboxed, with no script allowed', async () => {
      // Issue 11: icons are stored only as the sanitiser left them; the policy holds even if it missed something.
      const storage = configuredStorage(config.media);
      const key = storage.newKey('files', randomUUID(), 'svg');
      await storage.put(key, await media('icon-with-script.svg'));
      const served = await mediaApp.inject({ method: 'GET', url: `/${key}` });
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const policy = String(served.headers['content-security-policy']);
      expect(policy).toMatch(/(^|; )sandbox(;|$)/);
      expect(policy).toContain("default-src 'none'");
      expect(policy).not.toMatch(/script-src/);
    });

    it('the media origin refuses paths that are not storage keys', async () => {
      for (const url of ['/../../etc/passwd', '/logos/..%2f..%2fetc/passwd', '/nothing.png']) {
        const response = await mediaApp.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
    });
  });

  describe('company scope on every settings call', () => {
    const calls = (companyId: string) =>
      [
        ['GET', `/web/setting/feature/permission/${companyId}`, undefined],
        ['GET', `/web/setting/company/${companyId}`, undefined],
        ['GET', `/web/setting/company/logo/${companyId}`, undefined],
        ['GET', `/web/setting/company/emails/${companyId}`, undefined],
        ['GET', `/web/setting/embed/${companyId}`, undefined],
        [
          'PUT',
          `/web/setting/company/style/${companyId}`,
          { style: JSON.stringify(style), email_block_list: '[]' },
        ],
        ['POST', `/web/setting/logo/url/${companyId}`, { url: 'https://evil.example/logo.png' }],
        ['POST', `/web/setting/logo/image/${companyId}`, { image: 'x' }],
      ] as const;

    it("answers another company's id with 403 and reveals nothing, changes nothing", async () => {
      const victim = await signedIn(app, ctx.db);
      const attacker = await signedIn(app, ctx.db);
      await call('POST', `/web/setting/logo/url/${victim.companyId}`, victim.token, {
        url: `${site.origin}/logo.png`,
      });
      for (const [method, url, body] of calls(victim.companyId)) {
        const response = await call(method, url, attacker.token, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Forbidden' });
      }
      const logo = await call('GET', `/web/setting/company/logo/${victim.companyId}`, victim.token);
      expect(logo.json().payload.logo_url).toBe(`${site.origin}/logo.png`);
    });

    it('answers without a token with 401', async () => {
      const rep = await signedIn(app, ctx.db);
      for (const [method, url, body] of calls(rep.companyId)) {
        const response = await call(method, url, undefined, body);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().message).toBe(authServerMessages.invalidToken);
      }
    });
  });

  it('the logo row belongs to the company only', async () => {
    const rep = await signedIn(app, ctx.db);
    await call('POST', `/web/setting/logo/url/${rep.companyId}`, rep.token, {
      url: `${site.origin}/logo.png`,
    });
    const rows = await ctx.db
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, rep.companyId));
    expect(rows).toHaveLength(1);
  });
});
