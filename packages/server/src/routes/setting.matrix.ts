import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultEmbedSettings, routes } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { multipartBody } from '../../test/support/multipart.ts';
import { sharedFixture } from '../../test/support/shared-fixtures.ts';
import { companies, companySettings } from '../db/schema.ts';
import { writeEmbedSettings } from '../plugins/app/company-settings.ts';

const logoPng = sharedFixture('media', 'logo.png');

/**
 * A logo by URL is fetched by the server (issue 15.8): a site on 127.0.0.1, which test apps admit
 * (testConfig's outboundTestAddresses), serves it. Started once, and never keeps the run alive.
 */
let logoSite: Promise<string> | undefined;
const logoSiteUrl = () =>
  (logoSite ??= (async () => {
    const png = await readFile(logoPng);
    const server = http.createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'image/png' }).end(png),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    server.unref();
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/logo.png`;
  })());

const secretDomain = 'owner-only-rival.example';
const secretLogo = 'https://owner-only.example/logo.png';

/** The owner's settings, with values only the owner may see, and how to read them back. */
const ownersSettings = async ({ db, owner }: MatrixContext) => {
  await db
    .insert(companySettings)
    .values({
      companyId: owner.companyId,
      emailBlockList: [secretDomain],
      logoUrl: secretLogo,
      logoRecentMethod: 'url',
      featurePermissions: { 'page.url.bulkGenerate.enable': true },
    })
    .onConflictDoNothing();
  return {
    params: { companyId: owner.companyId },
    readBack: async () => ({
      settings: await db.select().from(companySettings).where(eq(companySettings.companyId, owner.companyId)),
      style: await db
        .select({ style: companies.websiteStyle })
        .from(companies)
        .where(eq(companies.id, owner.companyId)),
    }),
    secrets: [secretDomain, secretLogo],
  };
};

export default defineMatrix({
  'GET /web/setting/feature/permission/{companyId}': { access: 'company', arrange: ownersSettings },
  'GET /web/setting/company/{companyId}': { access: 'company', arrange: ownersSettings },
  'GET /web/setting/company/logo/{companyId}': { access: 'company', arrange: ownersSettings },
  'GET /web/setting/company/emails/{companyId}': { access: 'company', arrange: ownersSettings },
  // The owner's plan differs from the defaults, so the owner's reply is its own.
  'GET /web/setting/embed/{companyId}': {
    access: 'company',
    arrange: async (context) => {
      const basic = defaultEmbedSettings();
      basic.gating.edit = false;
      await writeEmbedSettings(context.db, context.owner.companyId, basic);
      return ownersSettings(context);
    },
  },
  'PUT /web/setting/company/style/{companyId}': {
    access: 'company',
    arrange: async (context) => ({
      ...(await ownersSettings(context)),
      body: routes['PUT /web/setting/company/style/{companyId}'].example?.body,
    }),
  },
  'POST /web/setting/logo/url/{companyId}': {
    access: 'company',
    arrange: async (context) => ({
      ...(await ownersSettings(context)),
      body: { url: await logoSiteUrl() },
    }),
  },
  // The upload itself (PNG, JPEG, script SVG, 413) is tested in routes/setting.test.ts.
  'POST /web/setting/logo/image/{companyId}': {
    access: 'company',
    arrange: async (context) => ({
      ...(await ownersSettings(context)),
      raw: multipartBody('image', 'logo.png', 'image/png', await readFile(logoPng)),
    }),
  },
});
