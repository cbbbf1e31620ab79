import { createHash } from 'node:crypto';
import { embedKinds, getEmbedLoaders, getEmbedPicture } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repWithSession } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { demoOf, heroFormOn } from '../../test/support/widgets.ts';
import { buildApp } from '../app.ts';
import { buildAudienceApp } from '../audience/app.ts';
import { recordings } from '../db/schema.ts';
import { heroValues } from '../plugins/app/widgets.ts';

describeDatabases('GET /web/embed/loaders', (ctx) => {
  const config = testConfig({ audienceUrl: 'https://audience.loaders.test' });
  let app: FastifyInstance;
  let audience: FastifyInstance;
  beforeAll(async () => {
    app = buildApp({ config, database: ctx.database, logger: false });
    audience = buildAudienceApp({ config, database: ctx.database, logger: false });
    await Promise.all([app.ready(), audience.ready()]);
  });
  afterAll(() => Promise.all([app.close(), audience.close()]));

  it("gives each kind's version and the integrity of the bytes the audience host serves at that version", async () => {
    const rep = await repWithSession(app, ctx.db);
    const reply = await app.inject({
      method: 'GET',
      url: '/web/embed/loaders',
      headers: { token: rep.token },
    });
    expect(reply.statusCode).toBe(200);
    const loaders = getEmbedLoaders.payload.parse(reply.json().payload);
    for (const kind of embedKinds) {
      const served = await audience.inject({
        method: 'GET',
        url: `/${kind}/loader.js?v=${loaders[kind].version}`,
      });
      expect(served.headers['cache-control']).toContain('immutable');
      expect(loaders[kind].integrity).toBe(
        `sha384-${createHash('sha384').update(served.rawPayload).digest('base64')}`,
      );
    }
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/web/embed/loaders' })).statusCode).toBe(401);
  });

  describe('GET /web/embed/{kind}/{id}/picture', () => {
    const picture = async (token: string, id: string, kind = 'hero') => {
      const reply = await app.inject({
        method: 'GET',
        url: `/web/embed/${kind}/${id}/picture`,
        headers: { token },
      });
      return { status: reply.statusCode, body: reply.json() };
    };
    /** A hero of the rep's company playing the demo: published (`live`) or a draft. */
    const heroOf = (who: { companyId: string; repId: string }, demoId: string, live: boolean) =>
      app.widgets.create(who.companyId, who.repId, 'hero', heroValues(heroFormOn(demoId)), live, {});

    it("gives a published widget's thumbnail and box as the loader's placeholder draws them; a draft has none", async () => {
      const rep = await repWithSession(app, ctx.db);
      const demoId = await demoOf(app, rep);
      await ctx.db
        .update(recordings)
        .set({ thumbnailKey: 'thumbnails/tour.jpg' })
        .where(eq(recordings.id, demoId));
      const live = await heroOf(rep, demoId, true);
      const draft = await heroOf(rep, demoId, false);

      const placeholder = (await audience.inject({ method: 'GET', url: `/embed/hero/${live}` })).json()
        .payload;
      const shown = await picture(rep.token, live);
      expect(shown.status).toBe(200);
      expect(getEmbedPicture.payload.parse(shown.body.payload)).toEqual({
        thumbnail: `${config.media.url}/thumbnails/tour.jpg`,
        width: placeholder.width,
        height: placeholder.height,
      });
      expect(placeholder.thumbnail).toBe(shown.body.payload.thumbnail);

      const none = await picture(rep.token, draft);
      expect(none.status).toBe(200);
      expect(none.body.payload).toBeNull();
    });

    it("answers 404 for another company's widget, another kind or an unknown id, as for every widget call", async () => {
      const owner = await repWithSession(app, ctx.db);
      const other = await repWithSession(app, ctx.db);
      const demoId = await demoOf(app, owner);
      const live = await heroOf(owner, demoId, true);
      expect((await picture(other.token, live)).status).toBe(404);
      expect((await picture(owner.token, live, 'solo')).status).toBe(404);
      expect((await picture(owner.token, crypto.randomUUID())).status).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/web/embed/hero/${live}/picture` })).statusCode).toBe(
        401,
      );
    });
  });
});
