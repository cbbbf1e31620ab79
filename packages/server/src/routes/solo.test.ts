import {
  embedMessages,
  embedServerMessages,
  listSolos,
  type Solo,
  solo as soloRecord,
} from '@showroom/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { readMediaFixture } from '../../test/support/shared-fixtures.ts';
import {
  caller,
  dates,
  demoOf,
  embedsApp,
  type FormFile,
  fixtureFile,
  keyOf,
  soloFormOn,
} from '../../test/support/widgets.ts';
import { buildMediaApp } from '../media/app.ts';

describeDatabases('/web/solo', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  beforeAll(async () => {
    env = await embedsApp(ctx);
  });
  afterAll(() => env?.close());

  type Rep = SignedInRep & { demoId: string };
  const rep = async (): Promise<Rep> => {
    const account = await repWithSession(env.app, ctx.db);
    return { ...account, demoId: await demoOf(env.app, account) };
  };
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(env.app)(...args);
  const create = (who: Rep, overrides: Record<string, unknown> = {}, files: FormFile[] = []) =>
    call(who, 'POST', '/web/solo', {
      fields: {
        soloData: JSON.stringify({
          ...soloFormOn(who.demoId),
          salesrep_id: who.repId,
          company_id: who.companyId,
          ...dates,
          live: 0,
          ...overrides,
        }),
      },
      files,
    });
  const made = async (who: Rep, overrides: Record<string, unknown> = {}, files: FormFile[] = []) => {
    const response = await create(who, overrides, files);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().payload as string;
  };
  const read = async (who: Rep, id: string): Promise<Solo> => {
    const response = await call(who, 'GET', `/web/solo/id/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return soloRecord.parse(response.json().payload[0]);
  };
  const update = (who: Rep, id: string, overrides: Record<string, unknown> = {}, files: FormFile[] = []) =>
    call(who, 'PUT', `/web/solo/${id}`, {
      fields: {
        soloData: JSON.stringify({
          ...soloFormOn(who.demoId),
          date_modified: dates.date_modified,
          live: 0,
          ...overrides,
        }),
      },
      files,
    });
  const stored = async (address: string) => env.app.storage.get(keyOf(env.mediaUrl, address));

  it('stores a scripted SVG icon without its script, and the media origin serves it sandboxed', async () => {
    const ada = await rep();
    const id = await made(ada, { blinker_style: 'CUSTOM' }, [
      await fixtureFile('icon', 'icon-with-script.svg', 'icon.svg', 'image/svg+xml'),
    ]);
    const solo = await read(ada, id);
    expect(solo.custom_blinker.endsWith('.svg')).toBe(true);
    const svg = (await stored(solo.custom_blinker))!.toString('utf8');
    expect(svg).toContain('<circle');
    expect(svg).not.toContain('script');
    expect(svg).not.toContain('onload');
    expect(svg).not.toContain('alert');

    const base = testConfig();
    const media = buildMediaApp({
      config: { ...base, media: { ...base.media, dir: env.mediaDir } },
      logger: false,
    });
    const served = await media.inject({ url: `/${keyOf(env.mediaUrl, solo.custom_blinker)}` });
    await media.close();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.body).toBe(svg);
  });

  it('takes a JPEG or PNG icon by its bytes, refuses anything else with 415, and keeps an icon only with CUSTOM', async () => {
    const ada = await rep();
    const png = await made(ada, { blinker_style: 'CUSTOM' }, [
      await fixtureFile('icon', 'thumbnail.png', 'icon.svg'),
    ]);
    expect((await read(ada, png)).custom_blinker.endsWith('.png')).toBe(true);
    const gif: FormFile = {
      field: 'icon',
      filename: 'a.gif',
      contentType: 'image/gif',
      bytes: Buffer.from('GIF89a....'),
    };
    const text: FormFile = {
      field: 'icon',
      filename: 'a.svg',
      contentType: 'image/svg+xml',
      bytes: Buffer.from('not svg'),
    };
    for (const file of [gif, text]) {
      const refused = await create(ada, { blinker_style: 'CUSTOM' }, [file]);
      expect([refused.statusCode, refused.json().message]).toEqual([415, embedMessages.invalidFileExtension]);
    }
    // PLAY: an icon sent is not kept.
    const play = await made(ada, { blinker_style: 'PLAY' }, [await fixtureFile('icon', 'icon.svg')]);
    expect((await read(ada, play)).custom_blinker).toBe('');
    // Switched away from CUSTOM: the stored icon goes.
    const custom = await made(ada, { blinker_style: 'CUSTOM' }, [await fixtureFile('icon', 'icon.svg')]);
    const address = (await read(ada, custom)).custom_blinker;
    expect((await stored(address))!.toString('utf8')).toBe(
      (await readMediaFixture('icon.svg')).toString('utf8').trim(),
    );
    const slack = await update(ada, custom, { blinker_style: 'SLACK' });
    expect(slack.json().payload.custom_blinker).toBe('');
    expect(await stored(address)).toBeUndefined();
  });

  it("needs CTA text with the CTA teaser ('Cannot leave empty'), a name and a company demo", async () => {
    const ada = await rep();
    const cta = await create(ada, { is_cta: 1, cta_text: ' ' });
    expect(cta.statusCode).toBe(400);
    expect(cta.json().message).toContain(embedMessages.cannotLeaveEmpty);
    const nameless = await create(ada, { name: '' });
    expect(nameless.json().message).toContain(embedMessages.titleRequired);
    const noDemo = await create(ada, { recording_id: '' });
    expect([noDemo.statusCode, noDemo.json().message]).toEqual([400, embedMessages.incompleteData]);
    const bob = await rep();
    const foreign = await create(ada, { recording_id: bob.demoId });
    expect([foreign.statusCode, foreign.json().message]).toEqual([
      400,
      embedServerMessages.recordingNotFound,
    ]);
    const id = await made(ada, { is_cta: 1, cta_text: 'Watch the tour', cta_type: 'link', is_sneak: 1 });
    expect(await read(ada, id)).toMatchObject({
      is_cta: 1,
      cta_text: 'Watch the tour',
      cta_type: 'link',
      is_sneak: 1,
    });
  });

  it('lists Solos with is_sneak, saves while live, copies and deletes', async () => {
    const ada = await rep();
    const id = await made(ada, { name: 'Sneaky', is_sneak: 1, live: 1, blinker_style: 'CUSTOM' }, [
      await fixtureFile('icon', 'icon.svg'),
    ]);
    const listed = listSolos.payload.parse(
      (await call(ada, 'GET', `/web/solo/${ada.companyId}?limit=25&pageNo=1`)).json().payload,
    );
    expect(listed).toEqual([expect.objectContaining({ id, name: 'Sneaky', is_sneak: 1, live: true })]);

    const saved = await update(ada, id, { name: 'Sneaky 2', is_sneak: 1, blinker_style: 'CUSTOM' });
    expect(saved.json().payload).toMatchObject({ name: 'Sneaky 2', live: 1 });
    const icon = saved.json().payload.custom_blinker as string;
    expect(icon).not.toBe('');

    const copy = soloRecord.parse(
      (await call(ada, 'POST', '/web/solo/copy', { json: { id } })).json().payload,
    );
    expect(copy).toMatchObject({ name: 'Sneaky 2 - Copy', live: 0, custom_blinker: icon });
    expect((await call(ada, 'DELETE', `/web/solo/${copy.id}`)).statusCode).toBe(200);
    expect(await stored(icon)).toBeDefined();
    expect((await call(ada, 'DELETE', `/web/solo/${id}`)).statusCode).toBe(200);
    expect(await stored(icon)).toBeUndefined();
  });

  it("answers another company's Solo, or a Hero asked for as a Solo, like a missing one; 403 for a foreign id in a body", async () => {
    const ada = await rep();
    const bob = await rep();
    const id = await made(ada);
    for (const response of [
      await call(bob, 'GET', `/web/solo/id/${id}`),
      await call(bob, 'POST', '/web/solo/copy', { json: { id } }),
      await update(bob, id),
      await call(bob, 'DELETE', `/web/solo/${id}`),
      await call(ada, 'GET', `/web/hero/id/${id}`),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([404, embedServerMessages.notFound]);
    }
    expect((await create(ada, { company_id: bob.companyId })).statusCode).toBe(403);
    expect((await call(ada, 'GET', `/web/solo/${bob.companyId}`)).statusCode).toBe(403);
  });
});
