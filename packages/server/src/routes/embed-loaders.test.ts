import { createHash } from 'node:crypto';
import { embedKinds, getEmbedLoaders } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { buildAudienceApp } from '../audience/app.ts';

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
});
