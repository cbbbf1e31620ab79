import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { testConfig } from '../../../test/support/fixtures.ts';
import { buildApp } from '../../app.ts';
import { HttpError } from '../../http/errors.ts';
import { maxLogLineLength } from '../../http/logging.ts';
import { maxReplyMessageLength } from '../../http/validation.ts';
import {
  conflict,
  type DomainError,
  type DomainErrorKind,
  failed,
  forbidden,
  invalid,
  notFound,
  tooLarge,
  tooMany,
  unauthenticated,
  unsupported,
  upstreamFailed,
  wrongType,
} from '../../services/errors.ts';

/** Every refusal a service can make, one of each kind (a kind left out fails the typecheck). */
const refusals: Record<DomainErrorKind, () => DomainError> = {
  invalid: () => invalid('The start date is after the end date'),
  unauthenticated: () => unauthenticated('Invalid token'),
  forbidden: () => forbidden('Not your company'),
  'not-found': () => notFound('No such widget'),
  conflict: () => conflict('Account exists'),
  'too-large': () => tooLarge('The image is too large'),
  'wrong-type': () => wrongType('Not an image'),
  unsupported: () => unsupported('This feature takes no demo'),
  'too-many': () => tooMany('Too many tries', 42),
  failed: () => failed('Unable to sign up'),
  'upstream-failed': () => upstreamFailed('The provider did not answer'),
};

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
    app.get('/domain/:kind', async (request) => {
      throw refusals[(request.params as { kind: DomainErrorKind }).kind]();
    });
    app.get('/too-many-for-a-while', async () => {
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

  it('answers each kind of domain error with the status ADR 0013 gives it, in the envelope, with its message', async () => {
    // ADR 0013's statuses: 400 invalid input, 401 no or bad token, 403 not the caller's, 404 not
    // found, 409 conflict, 413 too large, 415 wrong type, 429 rate limited, 5xx our failures.
    const expected: Record<DomainErrorKind, [number, string]> = {
      invalid: [400, 'The start date is after the end date'],
      unauthenticated: [401, 'Invalid token'],
      forbidden: [403, 'Not your company'],
      'not-found': [404, 'No such widget'],
      conflict: [409, 'Account exists'],
      'too-large': [413, 'The image is too large'],
      'wrong-type': [415, 'Not an image'],
      unsupported: [422, 'This feature takes no demo'],
      'too-many': [429, 'Too many tries'],
      failed: [500, 'Unable to sign up'],
      'upstream-failed': [502, 'The provider did not answer'],
    };
    const answers: Record<string, unknown> = {};
    for (const kind of Object.keys(expected)) {
      const response = await app.inject({ method: 'GET', url: `/domain/${kind}` });
      answers[kind] = [response.statusCode, response.json(), response.headers['retry-after']];
    }
    expect(answers).toEqual(
      Object.fromEntries(
        Object.entries(expected).map(([kind, [status, message]]) => [
          kind,
          [status, { status: 'error', payload: null, message }, kind === 'too-many' ? '42' : undefined],
        ]),
      ),
    );
  });

  it('says Retry-After only when the limit knows when it ends', async () => {
    const response = await app.inject({ method: 'GET', url: '/too-many-for-a-while' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
