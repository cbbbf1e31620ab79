import {
  defaultPageVerification,
  type LayoutStyle,
  newLayoutStyle,
  pageStyleOf,
  routes,
} from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { caller, embedsApp } from '../../test/support/widgets.ts';

const dates = { date_created: '2026-11-29 10:00:00', date_modified: '2026-11-29 10:00:00' };

/**
 * Issue 29 D.5: the page's verification prompt carries a privacy consent text (spec 3 §2.10:
 * "title, description, placeholder, privacy consent text"), stored in page_style.verificationContent.
 * It must come back from the page save through both reads the page editor makes.
 */
describeDatabases('the verification prompt’s privacy consent text round-trips (spec 3 §2.10)', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  beforeAll(async () => {
    env = await embedsApp(ctx);
  });
  afterAll(() => env?.close());

  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(env.app)(...args);
  const create = async (who: SignedInRep) => {
    const response = await call(who, 'POST', `/web/page/${who.repId}/${who.companyId}`, {
      json: { title: 'Welcome', type: 'customized', ...dates },
    });
    expect(response.statusCode, response.body).toBe(201);
    return routes['POST /web/page/{salesRepId}/{companyId}'].payload.parse(response.json().payload)[0];
  };
  const saveStyle = (who: SignedInRep, pageId: string, style: object) =>
    call(who, 'PUT', `/web/setting/page/style/${pageId}`, {
      json: { pageId, style: JSON.stringify(style), placeholders: '[]' },
    });
  const gated = (privacyConsentText?: string): LayoutStyle => ({
    ...newLayoutStyle(),
    settings: { ...newLayoutStyle().settings, verifyIdentity: true },
    verificationContent: {
      ...defaultPageVerification,
      description: 'd'.repeat(200),
      ...(privacyConsentText === undefined ? {} : { privacyConsentText }),
    },
  });
  const consent = 'We use your address only to send you this demo. See https://acme.example/privacy.';

  it('comes back from GET /web/page/id and GET /web/setting/page as it was saved', async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const page = await create(rep);
    const saved = await saveStyle(rep, page.id, gated(consent));
    expect(saved.statusCode, saved.body).toBe(200);

    const read = await call(rep, 'GET', `/web/page/id/${page.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const [stored] = routes['GET /web/page/id/{pageId}'].payload.parse(read.json().payload);
    const style = pageStyleOf('customized').parse(stored.page_style) as LayoutStyle;
    expect(style.verificationContent).toEqual({
      ...defaultPageVerification,
      description: 'd'.repeat(200),
      privacyConsentText: consent,
    });

    const settings = await call(rep, 'GET', `/web/setting/page/${page.id}`);
    expect(settings.statusCode, settings.body).toBe(200);
    expect(
      routes['GET /web/setting/page/{pageId}'].payload.parse(settings.json().payload).verificationContent
        .privacyConsentText,
    ).toBe(consent);
  });

  it('a page saved without it still saves and reads (the field is optional)', async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const page = await create(rep);
    expect((await saveStyle(rep, page.id, gated())).statusCode).toBe(200);
    const settings = await call(rep, 'GET', `/web/setting/page/${page.id}`);
    const content = routes['GET /web/setting/page/{pageId}'].payload.parse(
      settings.json().payload,
    ).verificationContent;
    expect(content).toEqual({ ...defaultPageVerification, description: 'd'.repeat(200) });
  });

  describe('limits the server keeps', () => {
    it('refuses a consent text over 400 characters and a description over 200 (400 Bad Request)', async () => {
      const rep = await repWithSession(env.app, ctx.db);
      const page = await create(rep);
      expect((await saveStyle(rep, page.id, gated('c'.repeat(400)))).statusCode).toBe(200);
      expect((await saveStyle(rep, page.id, gated('c'.repeat(401)))).statusCode).toBe(400);
      const longDescription = gated();
      longDescription.verificationContent.description = 'd'.repeat(201);
      expect((await saveStyle(rep, page.id, longDescription)).statusCode).toBe(400);
      const settings = await call(rep, 'GET', `/web/setting/page/${page.id}`);
      expect(settings.json().payload.verificationContent.privacyConsentText).toBe('c'.repeat(400));
    });
  });
});
