import { randomUUID } from 'node:crypto';
import { demoMessages, demoServerMessages, errorReply, listVideos, video } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { videos } from '../db/schema.ts';

describeDatabases('/web/video', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  type Rep = SignedInRep;
  const rep = () => repWithSession(app, ctx.db);

  const call = (who: Rep, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { token: who.token }, ...(payload ? { payload } : {}) });

  const create = (who: Rep, overrides: Record<string, unknown> = {}) =>
    call(who, 'POST', '/web/video', {
      salesrep_id: who.repId,
      company_id: who.companyId,
      url: 'https://videos.example/product-tour.mp4',
      title: 'Product tour',
      description: 'The five-minute tour',
      ...overrides,
    });

  const createdId = async (who: Rep, overrides: Record<string, unknown> = {}) => {
    const response = await create(who, overrides);
    expect(response.statusCode).toBe(201);
    return response.json().payload.id as string;
  };

  it('POST creates a video owned by the caller; videoId is its id', async () => {
    const ada = await rep();
    const response = await create(ada);
    expect(response.statusCode).toBe(201);
    const created = video.parse(response.json().payload);
    expect(created).toMatchObject({
      title: 'Product tour',
      description: 'The five-minute tour',
      url: 'https://videos.example/product-tour.mp4',
      salesrep_id: ada.repId,
      company_id: ada.companyId,
      videoId: created.id,
    });
    const read = await call(ada, 'GET', `/web/video/id/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(video.parse(read.json().payload)).toEqual(created);
  });

  it.each([
    ['an empty title', { title: '  ' }, demoMessages.titleRequired],
    ['an empty description', { description: '' }, demoMessages.descriptionRequired],
    ['an address that is not a web address', { url: 'javascript:alert(1)' }, demoMessages.invalidUrl],
    ['an address that is not a URL at all', { url: 'product tour' }, demoMessages.invalidUrl],
    ['no address', { url: ' ' }, demoMessages.urlRequired],
  ])(
    'POST refuses %s with 400 and the spec message, and stores nothing',
    async (_case, overrides, message) => {
      const ada = await rep();
      const response = await create(ada, overrides);
      expect(response.statusCode).toBe(400);
      expect(errorReply.parse(response.json()).message).toContain(message);
      expect(await ctx.db.select().from(videos).where(eq(videos.companyId, ada.companyId))).toEqual([]);
    },
  );

  it('GET /video/{companyId} lists the company videos newest first, 100 by default, paged', async () => {
    const ada = await rep();
    const other = await rep();
    const ids: string[] = [];
    for (let n = 0; n < 101; n++) {
      const { id } = await app.videos.create(ada.companyId, ada.repId, {
        title: `Video ${n}`,
        description: 'd',
        url: `https://videos.example/${n}.mp4`,
      });
      // One second apart: rows made within the same clock tick would be ordered by id instead.
      await ctx.db
        .update(videos)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000) })
        .where(eq(videos.id, id));
      ids.push(id);
    }
    await createdId(other, { title: 'Not yours' });
    const newestFirst = [...ids].reverse();
    const page = async (query: string) => {
      const response = await call(ada, 'GET', `/web/video/${ada.companyId}${query}`);
      expect(response.statusCode).toBe(200);
      return listVideos.payload.parse(response.json().payload).map((item) => item.id);
    };
    // spec 3 §7.3: limit 100 unless asked, page 1.
    expect(await page('')).toEqual(newestFirst.slice(0, 100));
    expect(await page('?pageNo=2')).toEqual(newestFirst.slice(100));
    expect(await page('?limit=40&pageNo=3')).toEqual(newestFirst.slice(80, 101));
    expect((await call(ada, 'GET', `/web/video/${ada.companyId}?limit=101`)).statusCode).toBe(400);
  });

  it('PUT changes title and description only; the server dates the change', async () => {
    const ada = await rep();
    const id = await createdId(ada);
    const [before] = await ctx.db.select().from(videos).where(eq(videos.id, id));
    const response = await call(ada, 'PUT', `/web/video/${id}`, {
      title: 'Renamed tour',
      description: 'Updated',
      // Not part of the call: an address cannot be changed through it.
      url: 'https://elsewhere.example/x.mp4',
    });
    expect(response.statusCode).toBe(200);
    const updated = video.parse(response.json().payload);
    expect(updated).toMatchObject({
      id,
      title: 'Renamed tour',
      description: 'Updated',
      url: 'https://videos.example/product-tour.mp4',
    });
    const [after] = await ctx.db.select().from(videos).where(eq(videos.id, id));
    expect(after!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before!.modifiedAt.getTime());
    expect(after!.createdAt).toEqual(before!.createdAt);

    const empty = await call(ada, 'PUT', `/web/video/${id}`, { title: '', description: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(errorReply.parse(empty.json()).message).toContain(demoMessages.titleRequired);
  });

  it('DELETE removes the video; a second delete is 404', async () => {
    const ada = await rep();
    const id = await createdId(ada);
    const gone = await call(ada, 'DELETE', `/web/video/${id}`);
    expect(gone.json()).toEqual({ status: 'success', payload: { id } });
    expect(await ctx.db.select().from(videos).where(eq(videos.id, id))).toEqual([]);
    const again = await call(ada, 'DELETE', `/web/video/${id}`);
    expect(again.statusCode).toBe(404);
    expect(errorReply.parse(again.json()).message).toBe(demoServerMessages.videoNotFound);
  });

  it("another company's video is unreachable: 404 like a missing one, and nothing changes", async () => {
    const ada = await rep();
    const mallory = await rep();
    const id = await createdId(ada, {
      title: 'Owner-only teaser',
      url: 'https://owner-only.example/teaser.mp4',
    });
    const [before] = await ctx.db.select().from(videos).where(eq(videos.id, id));

    const list = await call(mallory, 'GET', `/web/video/${ada.companyId}`);
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain('owner-only.example');

    const missing = randomUUID();
    for (const [method, url, payload] of [
      ['GET', `/web/video/id/${id}`],
      ['PUT', `/web/video/${id}`, { title: 'Taken', description: 'Taken' }],
      ['DELETE', `/web/video/${id}`],
    ] as const) {
      const foreign = await call(mallory, method, url, payload);
      expect(foreign.statusCode, `${method} ${url}`).toBe(404);
      expect(foreign.json()).toEqual({
        status: 'error',
        payload: null,
        message: demoServerMessages.videoNotFound,
      });
      expect((await call(ada, method, url.replace(id, missing), payload)).json()).toEqual(foreign.json());
    }
    // A body naming another company or rep is refused rather than believed.
    expect((await create(mallory, { company_id: ada.companyId })).statusCode).toBe(403);
    expect((await create(mallory, { salesrep_id: ada.repId })).statusCode).toBe(403);

    const [after] = await ctx.db.select().from(videos).where(eq(videos.id, id));
    expect(after).toEqual(before);
    expect(await ctx.db.select().from(videos).where(eq(videos.companyId, mallory.companyId))).toEqual([]);
  });
});
