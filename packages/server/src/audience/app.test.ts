import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildAudienceApp } from './app.ts';

describeDatabases('the audience host', (ctx) => {
  let audience: FastifyInstance;

  beforeAll(async () => {
    audience = buildAudienceApp({ config: testConfig(), database: ctx.database, logger: false });
    await audience.ready();
  });
  afterAll(() => audience.close());

  it('answers GET /health after checking the database', async () => {
    const response = await audience.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      payload: { database: 'ok', version: packageJson.version },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves no /web call: the rep API lives on the app host only', async () => {
    for (const [method, url] of [
      ['GET', '/web/health'],
      ['POST', '/web/login'],
      ['GET', '/'],
    ] as const) {
      const response = await audience.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Not found' });
    }
  });
});
