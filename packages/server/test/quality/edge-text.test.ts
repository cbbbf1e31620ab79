import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { describeDatabases } from '../support/databases.ts';
import { testConfig } from '../support/fixtures.ts';

// Regressions the fuzz gate found: text PostgreSQL cannot store passed the login schema and
// failed in the database with a 500. The contract edge now refuses it with 400 for every route.
describeDatabases('text the database cannot store', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['a NUL character', '{"username": "a\\u0000b@example.com", "password": "secret1"}', 'body.username'],
    [
      'half of a surrogate pair',
      '{"username": "rep\\udfff@example.com", "password": "secret1"}',
      'body.username',
    ],
    [
      'a NUL in the password',
      '{"username": "rep@example.com", "password": "se\\u0000cret"}',
      'body.password',
    ],
  ])('answers %s with 400 and says where', async (_case, payload, where) => {
    const response = await app.inject({
      method: 'POST',
      url: '/web/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      message: `Invalid request: ${where}: Text must be valid Unicode without NUL characters`,
    });
  });

  it('still takes text with emoji, accents and other planes', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web/login',
      payload: { username: 'zoë😀𝕏@example.com', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
  });
});
