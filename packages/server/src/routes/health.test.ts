import { reply, routes } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';

describeDatabases('GET /web/health', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('checks the database and names the version', async () => {
    const response = await app.inject({ method: 'GET', url: '/web/health' });
    expect(response.statusCode).toBe(200);
    const body = reply(routes['GET /web/health'].payload).parse(response.json());
    expect(body).toEqual({ status: 'success', payload: { database: 'ok', version: packageJson.version } });
  });

  it('answers 503 in the envelope when the database is gone, without its error text', async () => {
    // A database of its own, closed under the app: the check must fail and say so safely.
    const doomed = await openDatabase(
      ctx.target === 'postgres' ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: 'memory://' },
    );
    const broken = buildApp({ config: testConfig(), database: doomed, logger: false });
    await broken.ready();
    await doomed.close();
    try {
      const response = await broken.inject({ method: 'GET', url: '/web/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Database unavailable' });
    } finally {
      await broken.close();
    }
  });
});
