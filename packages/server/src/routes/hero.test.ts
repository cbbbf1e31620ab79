import {
  embedConstants,
  embedMessages,
  embedServerMessages,
  fromWireDate,
  getHero,
  type Hero,
  hero as heroRecord,
  listHeroes,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { readMediaFixture } from '../../test/support/shared-fixtures.ts';
import {
  caller,
  dates,
  demoOf,
  embedsApp,
  type FormFile,
  fixtureFile,
  heroFormOn,
  keyOf,
} from '../../test/support/widgets.ts';
import { widgets } from '../db/schema.ts';

describeDatabases('/web/hero', (ctx) => {
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

  const createData = (who: Rep, overrides: Record<string, unknown> = {}) =>
    JSON.stringify({
      ...heroFormOn(who.demoId),
      salesrep_id: who.repId,
      company_id: who.companyId,
      ...dates,
      live: '0',
      ...overrides,
    });
  const create = (who: Rep, overrides: Record<string, unknown> = {}, files: FormFile[] = []) =>
    call(who, 'POST', '/web/hero', { fields: { heroData: createData(who, overrides) }, files });
  const made = async (who: Rep, overrides: Record<string, unknown> = {}, files: FormFile[] = []) => {
    const response = await create(who, overrides, files);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().payload as string;
  };
  const read = async (who: Rep, id: string): Promise<Hero> => {
    const response = await call(who, 'GET', `/web/hero/id/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return getHero.payload.parse(response.json().payload)[0]!;
  };
  const update = (who: Rep, id: string, overrides: Record<string, unknown> = {}, files: FormFile[] = []) =>
    call(who, 'PUT', `/web/hero/${id}`, {
      fields: {
        heroData: JSON.stringify({
          ...heroFormOn(who.demoId),
          date_modified: dates.date_modified,
          live: 0,
          ...overrides,
        }),
      },
      files,
    });
  const stored = async (address: string) => env.app.storage.get(keyOf(env.mediaUrl, address));

  it('creates a Hero from the multipart form and reads it back as the contract says', async () => {
    const ada = await rep();
    const id = await made(ada, { show_custom_thumbnail: '1', is_gated: '1', check_blocklist: 1 }, [
      await fixtureFile('image', 'thumbnail.png', 'thumbnail.png', 'image/png'),
    ]);
    const hero = await read(ada, id);
    expect(hero).toMatchObject({
      id,
      name: 'Product tour',
      headline: 'See it in action',
      recording_id: ada.demoId,
      salesrep_id: ada.repId,
      salesrep_name: ada.fullName,
      company_id: ada.companyId,
      show_custom_thumbnail: 1,
      show_controls: 1,
      is_muted: 0,
      is_gated: 1,
      check_blocklist: 1,
      live: 0,
      blinker_style: 'PLAY',
    });
    expect(hero.launch_button).toEqual({
      triangle_color: '#FFFFFF',
      circle_color: '#1E41AF',
      hover_color: '#1E3B8A',
      hotspot_color: '#1E41AF',
    });
    // On the wire, flags are numbers and the objects JSON text.
    const raw = (await call(ada, 'GET', `/web/hero/id/${id}`)).json().payload[0];
    expect(typeof raw.launch_button).toBe('string');
    expect(raw.is_gated).toBe(1);
    // The thumbnail is an address on the media origin, holding the very bytes sent.
    expect(hero.custom_thumbnail.startsWith(`${env.mediaUrl}/embeds/${ada.companyId}/`)).toBe(true);
    expect((await stored(hero.custom_thumbnail))!.equals(await readMediaFixture('thumbnail.png'))).toBe(true);
    // The row keeps the form in `data`; the creator, company, dates and live are columns.
    const [row] = await ctx.db.select().from(widgets).where(eq(widgets.id, id));
    expect(Object.keys(row!.data).sort()).toEqual(
      Object.keys(heroFormOn(''))
        .filter((key) => key !== 'name' && key !== 'recording_id')
        .sort(),
    );
    // The server's clock dates the record, not the client's.
    expect(Math.abs(fromWireDate(hero.date_created).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("refuses each of spec 2 §5's Hero rules with its message", async () => {
    const ada = await rep();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, embedMessages.titleRequired],
      [{ headline: '' }, embedMessages.headlineRequired],
      [{ headline: 'h'.repeat(41) }, embedMessages.headlineTooLong],
      [{ action_label: '' }, embedMessages.labelRequired],
      [{ action_label: 'l'.repeat(51) }, embedMessages.labelTooLong],
      [{ action_link: '' }, embedMessages.urlRequired],
      [{ description: '' }, embedMessages.descriptionRequired],
      [{ description: 'd'.repeat(501) }, embedMessages.descriptionTooLong],
      [{ redirect_to_restricted_domain: 1, check_blocklist: 0 }, embedServerMessages.gatingCombination],
    ];
    for (const [overrides, message] of cases) {
      const response = await create(ada, overrides);
      expect([JSON.stringify(overrides), response.statusCode]).toEqual([JSON.stringify(overrides), 400]);
      expect(response.json().message).toContain(message);
    }
    // 40 and 50 characters are allowed.
    await made(ada, { headline: 'h'.repeat(40), action_label: 'l'.repeat(50), description: 'd'.repeat(500) });
    // No demo: 'Incomplete Data'; a demo of another company: as if it did not exist.
    const missing = await create(ada, { recording_id: '' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, embedMessages.incompleteData]);
    const bob = await rep();
    for (const overrides of [
      { recording_id: bob.demoId },
      { restricted_redirect: { ...heroFormOn('').restricted_redirect, demo: bob.demoId } },
    ]) {
      const foreign = await create(ada, overrides);
      expect([foreign.statusCode, foreign.json().message]).toEqual([
        400,
        embedServerMessages.recordingNotFound,
      ]);
    }
    expect(await ctx.db.select().from(widgets).where(eq(widgets.salesRepId, ada.repId))).toHaveLength(1);
  });

  it('judges the thumbnail by its bytes: a PNG named .jpg is taken, text named .png is 415, over 5 MB is 413', async () => {
    const ada = await rep();
    const renamed = await made(ada, { show_custom_thumbnail: 1 }, [
      await fixtureFile('image', 'thumbnail.png', 'photo.jpg', 'image/jpeg'),
    ]);
    expect((await read(ada, renamed)).custom_thumbnail.endsWith('.png')).toBe(true);
    const jpeg = await made(ada, { show_custom_thumbnail: 1 }, [await fixtureFile('image', 'thumbnail.jpg')]);
    expect((await read(ada, jpeg)).custom_thumbnail.endsWith('.jpg')).toBe(true);

    const before = await ctx.db.select().from(widgets).where(eq(widgets.companyId, ada.companyId));
    const text: FormFile = {
      field: 'image',
      filename: 'notes.png',
      contentType: 'image/png',
      bytes: Buffer.from('hello'),
    };
    const refused = await create(ada, { show_custom_thumbnail: 1 }, [text]);
    expect([refused.statusCode, refused.json().message]).toEqual([415, embedMessages.invalidFileExtension]);
    // An SVG is an icon's format, never a thumbnail's.
    const svg = await create(ada, { show_custom_thumbnail: 1 }, [await fixtureFile('image', 'icon.svg')]);
    expect([svg.statusCode, svg.json().message]).toEqual([415, embedMessages.invalidFileExtension]);
    const png = await readMediaFixture('thumbnail.png');
    const huge: FormFile = {
      field: 'image',
      filename: 'big.png',
      contentType: 'image/png',
      bytes: Buffer.concat([png, Buffer.alloc(embedConstants.maxImageBytes)]),
    };
    const tooLarge = await create(ada, { show_custom_thumbnail: 1 }, [huge]);
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([413, embedServerMessages.imageTooLarge]);
    const two = await create(ada, { show_custom_thumbnail: 1 }, [
      await fixtureFile('image', 'thumbnail.png'),
      await fixtureFile('image', 'thumbnail.jpg'),
    ]);
    expect([two.statusCode, two.json().message]).toEqual([400, embedMessages.invalidFileExtension]);
    expect(await ctx.db.select().from(widgets).where(eq(widgets.companyId, ada.companyId))).toEqual(before);
  });

  it('keeps an image only while the custom thumbnail is on, and drops the stored file when it is turned off', async () => {
    const ada = await rep();
    const ignored = await made(ada, { show_custom_thumbnail: 0 }, [
      await fixtureFile('image', 'thumbnail.png'),
    ]);
    expect((await read(ada, ignored)).custom_thumbnail).toBe('');

    const id = await made(ada, { show_custom_thumbnail: 1 }, [await fixtureFile('image', 'thumbnail.png')]);
    const first = (await read(ada, id)).custom_thumbnail;
    // Saved again without a file: the thumbnail stays.
    expect((await update(ada, id, { show_custom_thumbnail: 1 })).statusCode).toBe(200);
    expect((await read(ada, id)).custom_thumbnail).toBe(first);
    // A new file replaces it, and the old one goes.
    const replaced = await update(ada, id, { show_custom_thumbnail: 1 }, [
      await fixtureFile('image', 'thumbnail.jpg'),
    ]);
    const second = heroRecord.parse(replaced.json().payload).custom_thumbnail;
    expect(second).not.toBe(first);
    expect(await stored(first)).toBeUndefined();
    // Turned off: the address is gone and so is the file.
    const off = await update(ada, id, { show_custom_thumbnail: 0 });
    expect(off.json().payload.custom_thumbnail).toBe('');
    expect(await stored(second)).toBeUndefined();
  });

  it('saves a live Hero and keeps it live (save-while-live); a draft goes live when saved with live 1', async () => {
    const ada = await rep();
    const id = await made(ada, { live: 1 });
    const saved = await update(ada, id, { headline: 'Changed while live', live: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payload).toMatchObject({ headline: 'Changed while live', live: 1 });

    const draft = await made(ada);
    expect((await read(ada, draft)).live).toBe(0);
    expect((await update(ada, draft, { live: 1 })).json().payload.live).toBe(1);
  });

  it("copies as '<name> - Copy', dated now, not live, sharing the thumbnail until the last one goes", async () => {
    const ada = await rep();
    const id = await made(ada, { name: 'Launch', live: 1, show_custom_thumbnail: 1 }, [
      await fixtureFile('image', 'thumbnail.png'),
    ]);
    await ctx.db
      .update(widgets)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(widgets.id, id));
    const copied = await call(ada, 'POST', '/web/hero/copy', { json: { id } });
    expect(copied.statusCode).toBe(201);
    const copy = heroRecord.parse(copied.json().payload);
    expect(copy).toMatchObject({ name: 'Launch - Copy', live: 0, headline: 'See it in action' });
    expect(copy.id).not.toBe(id);
    expect(Math.abs(fromWireDate(copy.date_created).getTime() - Date.now())).toBeLessThan(60_000);
    expect(copy.custom_thumbnail).toBe((await read(ada, id)).custom_thumbnail);

    // Deleting the source leaves the copy's thumbnail; deleting the copy removes the file.
    expect((await call(ada, 'DELETE', `/web/hero/${id}`)).json()).toEqual({
      status: 'success',
      payload: { id },
    });
    expect(await stored(copy.custom_thumbnail)).toBeDefined();
    expect((await call(ada, 'GET', `/web/hero/id/${id}`)).statusCode).toBe(404);
    expect((await call(ada, 'DELETE', `/web/hero/${copy.id}`)).statusCode).toBe(200);
    expect(await stored(copy.custom_thumbnail)).toBeUndefined();
  });

  it("answers recording_id '' once the demo it played is deleted, and asks for a demo again on save", async () => {
    const ada = await rep();
    const id = await made(ada);
    expect((await call(ada, 'DELETE', `/web/recording/${ada.demoId}`)).statusCode).toBe(200);
    expect((await read(ada, id)).recording_id).toBe('');
    const again = await update(ada, id, { recording_id: '' });
    expect([again.statusCode, again.json().message]).toEqual([400, embedMessages.incompleteData]);
  });

  it('a copy made while its source is deleted keeps a thumbnail that exists', async () => {
    const ada = await rep();
    for (let round = 0; round < 3; round++) {
      const id = await made(ada, { show_custom_thumbnail: 1 }, [await fixtureFile('image', 'thumbnail.png')]);
      const [copied, deleted] = await Promise.all([
        call(ada, 'POST', '/web/hero/copy', { json: { id } }),
        call(ada, 'DELETE', `/web/hero/${id}`),
      ]);
      expect(deleted.statusCode).toBe(200);
      if (copied.statusCode === 201) {
        const copy = heroRecord.parse(copied.json().payload);
        expect(await stored(copy.custom_thumbnail)).toBeDefined();
      } else {
        // The delete came first: the copy found nothing to copy.
        expect(copied.statusCode).toBe(404);
      }
    }
  });

  it('lists the company Heroes newest first, limit to a page', async () => {
    const ada = await rep();
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const id = await made(ada, { name: `Hero ${n}` });
      await ctx.db
        .update(widgets)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000) })
        .where(eq(widgets.id, id));
      ids.push(id);
    }
    const bob = await rep();
    await made(bob);
    const page = async (query: string) => {
      const response = await call(ada, 'GET', `/web/hero/${ada.companyId}${query}`);
      expect(response.statusCode).toBe(200);
      return listHeroes.payload.parse(response.json().payload);
    };
    const newestFirst = [...ids].reverse();
    expect((await page('')).map((hero) => hero.id)).toEqual(newestFirst);
    expect((await page('?limit=2&pageNo=2')).map((hero) => hero.id)).toEqual(newestFirst.slice(2, 4));
    expect((await page('?limit=2&pageNo=1'))[0]).toMatchObject({
      name: 'Hero 4',
      live: false,
      salesrep_name: ada.fullName,
    });
    expect((await call(ada, 'GET', `/web/hero/${bob.companyId}`)).statusCode).toBe(403);
  });

  it("answers another company's Hero exactly like a missing one, and refuses a foreign id in a body with 403", async () => {
    const ada = await rep();
    const bob = await rep();
    const id = await made(ada, { name: 'Owner only' });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const target of [id, missing]) {
      const answers = [
        await call(bob, 'GET', `/web/hero/id/${target}`),
        await call(bob, 'POST', '/web/hero/copy', { json: { id: target } }),
        await update(bob, target),
        await call(bob, 'DELETE', `/web/hero/${target}`),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          status: 'error',
          payload: null,
          message: embedServerMessages.notFound,
        });
      }
    }
    expect((await read(ada, id)).name).toBe('Owner only');
    for (const overrides of [{ company_id: bob.companyId }, { salesrep_id: bob.repId }]) {
      expect((await create(ada, overrides)).statusCode).toBe(403);
    }
  });
});
