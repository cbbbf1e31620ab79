import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { testConfig } from '../../../test/support/fixtures.ts';
import { buildApp } from '../../app.ts';

describeDatabases('the error handler', (ctx) => {
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    app = buildApp({
      config: testConfig({ logLevel: 'info' }),
      database: ctx.database,
      logStream: { write: (line) => logged.push(line) },
    });
    // Outside /web on purpose: the registry test forbids unknown /web routes on the real app.
    app.get('/boom', async () => {
      throw new Error('connection to 10.1.2.3 failed: password authentication failed for user "admin"');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers an unexpected failure with 500 and a generic message; the details go to the log only', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Internal server error' });
    expect(response.body).not.toContain('10.1.2.3');
    expect(logged.join('\n')).toContain('password authentication failed');
  });

  it('never logs the session token of GET /web/login/{token}', async () => {
    logged.length = 0;
    const token = 'SECRET-session-token-value';
    const response = await app.inject({ method: 'GET', url: `/web/login/${token}?token=${token}` });
    expect(response.statusCode).toBe(401);
    const log = logged.join('\n');
    expect(log).toContain('/web/login/[redacted]');
    expect(log).not.toContain(token);
  });
});
