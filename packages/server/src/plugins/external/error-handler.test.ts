import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { testConfig } from '../../../test/support/fixtures.ts';
import { buildApp } from '../../app.ts';
import { HttpError } from '../../http/errors.ts';
import { maxLogLineLength } from '../../http/logging.ts';
import { maxReplyMessageLength } from '../../http/validation.ts';
import { invalid, notFound, tooMany } from '../../services/errors.ts';

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
    // A failing query whose parameters hold personal data and a whole upload (issue 15 §6: a
    // 100,000-row list made a 23 MB log line holding every contact).
    app.get('/boom-db', async () => {
      const contacts = Array.from({ length: 100_000 }, (_, i) => `person.${i}@example.com`).join(',');
      await ctx.db.execute(sql`select ${contacts}::int as n`);
    });
    app.get('/huge', async () => {
      throw new HttpError(400, `Invalid request: ${'x'.repeat(1_000_000)}`);
    });
    app.get('/refused/:kind', async (request) => {
      const { kind } = request.params as { kind: string };
      if (kind === 'invalid') throw invalid('The start date is after the end date');
      if (kind === 'not-found') throw notFound('No such widget');
      throw tooMany('Too many tries');
    });
    app.get('/loud', async (request) => {
      request.log.info({ upload: 'x'.repeat(100_000) }, 'a careless log call');
      return 'ok';
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

  it("logs a failed query's code and shape, never its parameters, on one short line", async () => {
    logged.length = 0;
    const response = await app.inject({ method: 'GET', url: '/boom-db' });
    expect(response.statusCode).toBe(500);
    const log = logged.join('\n');
    expect(log).toContain('22P02');
    expect(log).toContain('select $1::int as n');
    expect(log).not.toContain('@example.com');
    expect(log).not.toContain('person.');
    for (const line of logged) expect(line.length).toBeLessThanOrEqual(maxLogLineLength);
  });

  it('cuts any line longer than the log takes, keeping its level', async () => {
    logged.length = 0;
    await app.inject({ method: 'GET', url: '/loud' });
    const cut = logged.map((line) => JSON.parse(line)).find((line) => line.msg?.startsWith('log line cut'));
    expect(cut).toMatchObject({ level: 30, length: expect.any(Number) });
    expect(cut.length).toBeGreaterThan(100_000);
    for (const line of logged) expect(line.length).toBeLessThanOrEqual(maxLogLineLength);
  });

  it('caps the message of any error reply, whatever a route put in it', async () => {
    const response = await app.inject({ method: 'GET', url: '/huge' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message.length).toBeLessThanOrEqual(maxReplyMessageLength);
  });

  it("answers a service's refusal with its status and its own message, logged as refused", async () => {
    logged.length = 0;
    const answers = [];
    for (const kind of ['invalid', 'not-found', 'too-many']) {
      const response = await app.inject({ method: 'GET', url: `/refused/${kind}` });
      answers.push([response.statusCode, response.json()]);
    }
    expect(answers).toEqual([
      [400, { status: 'error', payload: null, message: 'The start date is after the end date' }],
      [404, { status: 'error', payload: null, message: 'No such widget' }],
      [429, { status: 'error', payload: null, message: 'Too many tries' }],
    ]);
    expect(logged.join('\n')).toContain('request refused');
  });
});
