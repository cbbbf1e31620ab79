import {
  demoServerMessages,
  type EmbedPreviewDump,
  embedServerMessages,
  emptyCoordinates,
  errorReply,
  fromWireDate,
  getPreview,
  type PreviewDump,
} from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { heroFormOn } from '../../test/support/widgets.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { previews } from '../db/schema.ts';
import { heroValues } from '../plugins/app/widgets.ts';

describeDatabases('/web/preview', (ctx) => {
  let app: FastifyInstance;
  /** A second app on the same database with a preview life of 6 minutes (PREVIEW_TTL_HOURS=0.1). */
  let shortLived: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    shortLived = buildApp({
      config: testConfig({ previewTtlHours: 0.1 }),
      database: ctx.database,
      logger: false,
    });
    await app.ready();
    await shortLived.ready();
  });
  afterAll(async () => {
    await app.close();
    await shortLived.close();
  });

  type Rep = SignedInRep & { demoId: string };
  /** A rep whose company has one saved demo, the one previews name. */
  const rep = async (): Promise<Rep> => {
    const account = await repWithSession(app, ctx.db);
    const { id } = await app.recordings.create(account.companyId, account.repId, {
      title: 'Saved title',
      description: '',
      type: 'default',
      sourceUrl: null,
      uploadKey: null,
      coordinates: emptyCoordinates(),
    });
    return { ...account, demoId: id };
  };

  const dumpOf = (who: Rep, title = 'Unsaved draft title'): PreviewDump => ({
    id: who.demoId,
    title,
    description: 'Not saved yet',
    coordinates: {
      ...emptyCoordinates({ intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 }),
      hotspots: [
        {
          id: 'h1',
          caption: 'Try me',
          captionPercentageFromTop: 10,
          captionPercentageFromLeft: 10,
          captionPercentageHeight: 7,
          captionPercentageWidth: 12,
          captionColor: '#000000',
          hotspotColor: '#B9C3D6',
          hotspotStyle: 'DARK',
          appearAt: 2.5,
          percentageFromTop: 50,
          percentageFromLeft: 50,
        },
      ],
    },
  });

  const post = (who: Rep, dump: PreviewDump = dumpOf(who), on = app) =>
    on.inject({
      method: 'POST',
      url: '/web/preview',
      headers: { token: who.token },
      payload: { dump: JSON.stringify(dump), date_created: '2001-01-01 00:00:00' },
    });
  const posted = async (who: Rep, dump?: PreviewDump, on = app) => {
    const response = await post(who, dump, on);
    expect(response.statusCode).toBe(201);
    return response.json().payload as string;
  };
  const get = (who: Rep, id: string) =>
    app.inject({ method: 'GET', url: `/web/preview/${id}`, headers: { token: who.token } });

  it('POST answers an unguessable id; GET gives the dump back until it expires, 24 hours later', async () => {
    const ada = await rep();
    const before = Date.now();
    const id = await posted(ada);
    // 16 random bytes, base64url: 22 characters, never the same twice.
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await posted(ada)).not.toBe(id);

    const response = await get(ada, id);
    expect(response.statusCode).toBe(200);
    const preview = getPreview.payload.parse(response.json().payload);
    expect(preview.dump).toEqual(dumpOf(ada));
    // The server's clock dates it, whatever date_created the client sent.
    const created = fromWireDate(preview.date_created).getTime();
    expect(created).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(fromWireDate(preview.expires_at).getTime() - created).toBe(24 * 3600 * 1000);
  });

  it('PREVIEW_TTL_HOURS sets the life of a preview', async () => {
    expect(loadConfig({}).previewTtlHours).toBe(24);
    expect(loadConfig({ PREVIEW_TTL_HOURS: '0.1' }).previewTtlHours).toBe(0.1);
    expect(() => loadConfig({ PREVIEW_TTL_HOURS: '0' })).toThrow(/PREVIEW_TTL_HOURS/);

    const ada = await rep();
    const id = await posted(ada, undefined, shortLived);
    const preview = getPreview.payload.parse((await get(ada, id)).json().payload);
    const life = fromWireDate(preview.expires_at).getTime() - fromWireDate(preview.date_created).getTime();
    expect(life).toBe(6 * 60 * 1000);
  });

  it('an expired preview answers 404 like one that never existed', async () => {
    const ada = await rep();
    const id = await posted(ada);
    expect((await get(ada, id)).statusCode).toBe(200);
    // The clock moves past its end.
    await ctx.db
      .update(previews)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(previews.id, id));
    const expired = await get(ada, id);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({
      status: 'error',
      payload: null,
      message: demoServerMessages.previewNotFound,
    });
    expect((await get(ada, 'AAAAAAAAAAAAAAAAAAAAAA')).json()).toEqual(expired.json());
  });

  it("another company's preview is unreachable, and a dump of another company's demo is refused", async () => {
    const ada = await rep();
    const mallory = await rep();
    const id = await posted(ada, dumpOf(ada, 'Owner-only draft'));

    const foreign = await get(mallory, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      status: 'error',
      payload: null,
      message: demoServerMessages.previewNotFound,
    });
    expect(foreign.body).not.toContain('Owner-only draft');

    // Mallory names Ada's demo in a dump of her own: her company has no such demo.
    const refused = await post(mallory, { ...dumpOf(mallory), id: ada.demoId });
    expect(refused.statusCode).toBe(404);
    expect(errorReply.parse(refused.json()).message).toBe(demoServerMessages.notFound);
    expect(await ctx.db.select().from(previews).where(eq(previews.companyId, mallory.companyId))).toEqual([]);
    expect((await get(ada, id)).statusCode).toBe(200);
  });

  it('refuses a dump outside the contract and an id of another shape with 400', async () => {
    const ada = await rep();
    for (const dump of [
      '{"id":',
      JSON.stringify({ ...dumpOf(ada), id: 'not-a-uuid' }),
      JSON.stringify({ ...dumpOf(ada), title: 'x'.repeat(201) }),
      JSON.stringify({ ...dumpOf(ada), coordinates: { hotspots: [] } }),
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/web/preview',
        headers: { token: ada.token },
        payload: { dump, date_created: '2026-11-23 10:00:00' },
      });
      expect(response.statusCode, dump.slice(0, 40)).toBe(400);
      expect(errorReply.parse(response.json()).message).toMatch(/^Invalid request: body\.dump/);
    }
    expect(await ctx.db.select().from(previews).where(eq(previews.companyId, ada.companyId))).toEqual([]);
    expect((await get(ada, 'short')).statusCode).toBe(400);
  });
  it("keeps an embed editor's dump of the company's own widget, and refuses another company's or another kind's", async () => {
    const ada = await rep();
    const mallory = await rep();
    const widgetId = await app.widgets.create(
      ada.companyId,
      ada.repId,
      'hero',
      heroValues({ ...heroFormOn(ada.demoId), name: 'Owner-only hero' }),
      false,
      {},
    );
    const dump: EmbedPreviewDump = { kind: 'hero', id: widgetId, values: { headline: 'Unsaved headline' } };
    const send = (who: Rep, body: EmbedPreviewDump) =>
      app.inject({
        method: 'POST',
        url: '/web/preview',
        headers: { token: who.token },
        payload: { dump: JSON.stringify(body), date_created: '2026-11-23 10:00:00' },
      });
    const made = await send(ada, dump);
    expect(made.statusCode).toBe(201);
    const preview = getPreview.payload.parse((await get(ada, made.json().payload)).json().payload);
    expect(preview.dump).toEqual(dump);

    for (const [who, body] of [
      [mallory, dump],
      [ada, { ...dump, kind: 'solo' }],
      [ada, { ...dump, id: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      const refused = await send(who, body);
      expect(refused.statusCode).toBe(404);
      expect(errorReply.parse(refused.json()).message).toBe(embedServerMessages.notFound);
      expect(refused.body).not.toContain('Owner-only hero');
    }
    expect(await ctx.db.select().from(previews).where(eq(previews.companyId, mallory.companyId))).toEqual([]);
  });
});
