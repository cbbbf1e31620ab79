import { authServerMessages, errorReply, reply, routes } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { createAccount, testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { salesReps, sessions } from '../db/schema.ts';
import { hashToken } from '../services/tokens.ts';

const loginReply = reply(routes['POST /web/login'].payload);

// The real Argon2 verification, watched: the timing test counts calls and reads their hashes.
// Files of a worker share their modules (vitest.config.ts): an app another file imported holds the
// real module, so this file imports its own, with the watched one, after the registry is emptied.
const argon2Verify = vi.hoisted(() => {
  vi.resetModules();
  return vi.fn<(hash: string, password: string) => Promise<boolean>>();
});
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  argon2Verify.mockImplementation((hash, password) => argon2.verify(hash, password));
  return { ...argon2, verify: argon2Verify };
});

describeDatabases('POST /web/login and GET /web/login/{token}', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // Limits high enough that this suite's own calls never trip them; the next suite tests them.
    const limits = { loginRateLimit: { max: 1000, windowSeconds: 60 }, accountLock: { maxFailures: 100 } };
    app = buildApp({ config: testConfig(limits), database: ctx.database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  const login = (body: unknown, remoteAddress = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/web/login', payload: body as object, remoteAddress });

  it('signs in with the right password and replies with the session payload', async () => {
    const account = await createAccount(ctx.db);
    const response = await login({ username: account.email, password: account.password });

    expect(response.statusCode).toBe(200);
    const body = loginReply.parse(response.json());
    expect(body.status).toBe('success');
    if (body.status !== 'success') return;
    // The wire keeps the spec's JSON text; the contract reads it into the flags and the style.
    expect(typeof response.json().payload.flags).toBe('string');
    expect(typeof response.json().payload.companyWebsiteStyle).toBe('string');
    const payload = body.payload;
    expect(payload).toMatchObject({
      id: account.repId,
      companyId: account.companyId,
      name: account.fullName,
      companyName: account.companyName,
      userName: account.email,
      companyQuestionLibraryLink: expect.stringContaining('https://example.com/'),
      // ADR 0007: nobody has opened the confirmation link of this fixture account.
      emailConfirmed: false,
    });
    expect(payload.flags).toEqual({ consent: { popup: { show: true } } });
    expect(payload.companyWebsiteStyle).toEqual({
      bgColor: '#FFFFFF',
      textColor: '#000000',
      headerColor: '#FFFFFF',
      buttonBgColor: '#1E41AF',
      buttonBgHoverColor: '#1E3B8A',
      borderColor: '#D1D5DB',
      fontName: 'Inter',
      showCompanyName: true,
    });
    // 256 random bits, base64url.
    expect(payload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('matches the e-mail whatever its case', async () => {
    const account = await createAccount(ctx.db);
    const response = await login({ username: account.email.toUpperCase(), password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.userName).toBe(account.email);
  });

  it('stores only the SHA-256 of the token, with an expiry of SESSION_TTL_HOURS', async () => {
    const account = await createAccount(ctx.db);
    const { token } = (await login({ username: account.email, password: account.password })).json().payload;

    const rows = await ctx.db.select().from(sessions).where(eq(sessions.repId, account.repId));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.revokedAt).toBeNull();
    const ttlMs = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttlMs).toBeCloseTo(testConfig().sessionTtlHours * 3600_000, -4);
  });

  it('GET /web/login/{token} answers a live token with the same session payload', async () => {
    const account = await createAccount(ctx.db);
    const signedIn = (await login({ username: account.email, password: account.password })).json().payload;

    const response = await app.inject({ method: 'GET', url: `/web/login/${signedIn.token}` });
    expect(response.statusCode).toBe(200);
    loginReply.parse(response.json());
    expect(response.json()).toEqual({ status: 'success', payload: signedIn });
  });

  it('refuses a wrong password with 401 and the contract message', async () => {
    const account = await createAccount(ctx.db);
    const response = await login({ username: account.email, password: `${account.password}x` });
    expect(response.statusCode).toBe(401);
    expect(errorReply.parse(response.json())).toEqual({
      status: 'error',
      payload: null,
      message: authServerMessages.invalidCredentials,
    });
  });

  it('refuses an unknown e-mail exactly like a wrong password', async () => {
    const response = await login({ username: 'nobody-here@example.com', password: 'whatever1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      message: authServerMessages.invalidCredentials,
    });
  });

  it('checks an unknown e-mail against an Argon2id hash of the same cost as a real one (no account enumeration by timing)', async () => {
    // Wall-clock comparisons flake on a loaded machine; what makes both answers take as long is
    // that each runs exactly one verification of an Argon2id hash with the same parameters.
    const account = await createAccount(ctx.db);
    argon2Verify.mockClear();
    expect((await login({ username: account.email, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await login({ username: 'nobody@example.com', password: 'wrong-password' })).statusCode).toBe(
      401,
    );

    const verifiedHashes = argon2Verify.mock.calls.map(([hash]) => String(hash));
    expect(verifiedHashes).toHaveLength(2);
    const cost = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(cost(verifiedHashes[0]!)).toBe('argon2id$v=19$m=19456,t=2,p=1');
    expect(cost(verifiedHashes[1]!)).toBe(cost(verifiedHashes[0]!));
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a missing password', { username: 'rep@example.com' }],
    ['an empty username', { username: '   ', password: 'secret1' }],
    ['a number for a password', { username: 'rep@example.com', password: 1234 }],
  ])('answers %s with 400 and the envelope', async (_case, body) => {
    const response = await login(body);
    expect(response.statusCode).toBe(400);
    const parsed = errorReply.parse(response.json());
    expect(parsed.payload).toBeNull();
    expect(parsed.message).toMatch(/^Invalid request: body/);
  });

  it('answers a body that is not JSON with 400, and another content type with 415', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/web/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ status: 'error', payload: null, message: 'Invalid request' });

    const xml = await app.inject({
      method: 'POST',
      url: '/web/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ status: 'error', payload: null, message: 'Unsupported media type' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await login({ username: 'rep@example.com', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Request body is too large' });
  });

  it('GET /web/login/{token} refuses an unknown token with 401', async () => {
    const response = await app.inject({ method: 'GET', url: '/web/login/not-a-real-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      message: authServerMessages.invalidToken,
    });
  });

  it('GET /web/login/{token} refuses an expired token with 401', async () => {
    const account = await createAccount(ctx.db);
    const { token } = (await login({ username: account.email, password: account.password })).json().payload;
    await ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(token)));

    const response = await app.inject({ method: 'GET', url: `/web/login/${token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      message: authServerMessages.invalidToken,
    });
  });

  it('GET /web/login/{token} refuses a revoked token with 401', async () => {
    const account = await createAccount(ctx.db);
    const { token } = (await login({ username: account.email, password: account.password })).json().payload;
    expect((await app.inject({ method: 'GET', url: `/web/login/${token}` })).statusCode).toBe(200);

    expect(await app.sessions.revoke(token)).toBe(true);

    const response = await app.inject({ method: 'GET', url: `/web/login/${token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 'error',
      payload: null,
      message: authServerMessages.invalidToken,
    });
  });

  it('GET /web/login/{token} refuses an over-long token with 400', async () => {
    const response = await app.inject({ method: 'GET', url: `/web/login/${'a'.repeat(201)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', payload: null });
  });
});

describeDatabases('login rate limits', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({
      config: testConfig({
        loginRateLimit: { max: 4, windowSeconds: 60 },
        accountLock: { maxFailures: 3, windowSeconds: 60, durationSeconds: 1 },
      }),
      database: ctx.database,
      logger: false,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const login = (body: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/web/login', payload: body, remoteAddress });

  it('limits each client address over the whole login group with 429', async () => {
    const account = await createAccount(ctx.db);
    const address = '192.0.2.10';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await login({ username: `spray-${i}@example.com`, password: 'wrong-one' }, address)).statusCode,
      );
    }
    // The token check belongs to the same group and uses the same counter.
    statuses.push(
      (await app.inject({ method: 'GET', url: '/web/login/some-token', remoteAddress: address })).statusCode,
    );
    expect(statuses).toEqual([401, 401, 401, 401]);

    // Even the right password is refused now: the address has used its attempts.
    const limited = await login({ username: account.email, password: account.password }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 'error',
      payload: null,
      message: authServerMessages.tooManyAttempts,
    });
    expect(limited.headers['retry-after']).toBeDefined();

    // Another address is not affected.
    expect(
      (await login({ username: account.email, password: account.password }, '192.0.2.11')).statusCode,
    ).toBe(200);
  });

  it('locks an account after repeated failures from any address, then lets it in again', async () => {
    const account = await createAccount(ctx.db);
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const response = await login({ username: account.email, password: 'wrong-password' }, address);
      expect(response.statusCode).toBe(401);
    }

    // Locked: even the right password, from a fresh address, gets 429.
    const locked = await login({ username: account.email, password: account.password }, '198.51.100.4');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: 'error',
      payload: null,
      message: authServerMessages.tooManyAttempts,
    });

    // The lock lasts durationSeconds (1 s here).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await login({ username: account.email, password: account.password }, '198.51.100.4');
    expect(after.statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way, so the lock does not reveal which accounts exist', async () => {
    const statuses: number[] = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      statuses.push(
        (await login({ username: 'ghost@example.com', password: 'wrong-password' }, address)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('a successful sign-in starts the failure count again', async () => {
    const account = await createAccount(ctx.db);
    const addresses = ['100.64.0.1', '100.64.0.2', '100.64.0.3', '100.64.0.4', '100.64.0.5'];
    expect((await login({ username: account.email, password: 'nope-nope' }, addresses[0]!)).statusCode).toBe(
      401,
    );
    expect((await login({ username: account.email, password: 'nope-nope' }, addresses[1]!)).statusCode).toBe(
      401,
    );
    expect(
      (await login({ username: account.email, password: account.password }, addresses[2]!)).statusCode,
    ).toBe(200);
    expect((await login({ username: account.email, password: 'nope-nope' }, addresses[3]!)).statusCode).toBe(
      401,
    );
    // Two failures since the success: still under the limit of three.
    expect(
      (await login({ username: account.email, password: account.password }, addresses[4]!)).statusCode,
    ).toBe(200);
  });
});

describeDatabases('the per-account lock under a storm of parallel guesses (issue 15 point 3)', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({
      config: testConfig({
        loginRateLimit: { max: 10_000, windowSeconds: 60 },
        accountLock: { maxFailures: 5, windowSeconds: 900, durationSeconds: 900 },
      }),
      database: ctx.database,
      logger: false,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const login = (body: object, i: number) =>
    app.inject({ method: 'POST', url: '/web/login', payload: body, remoteAddress: `172.16.${i % 250}.1` });

  it('verifies no more than 5 of 100 guesses sent at once; the right password is then refused too', async () => {
    const account = await createAccount(ctx.db);
    const [rep] = await ctx.db.select().from(salesReps).where(eq(salesReps.id, account.repId));
    argon2Verify.mockClear();

    const storm = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login({ username: account.email, password: `guess-${i}` }, i)),
    );

    const verified = argon2Verify.mock.calls.filter(([hash]) => hash === rep!.passwordHash).length;
    expect(verified).toBe(5);
    const statuses = storm.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    expect((await login({ username: account.email, password: account.password }, 7)).statusCode).toBe(429);
  });

  it("the issue's reproduction: 25 wrong passwords and the right one at once get no more than 5 checks", async () => {
    const account = await createAccount(ctx.db);
    argon2Verify.mockClear();
    const bodies = [
      ...Array.from({ length: 25 }, (_, i) => ({ username: account.email, password: `wrong-${i}` })),
      { username: account.email, password: account.password },
    ];
    const storm = await Promise.all(bodies.map((body, i) => login(body, i)));
    expect(argon2Verify.mock.calls.length).toBeLessThanOrEqual(5);
    expect(storm.filter((response) => response.statusCode !== 429).length).toBeLessThanOrEqual(5);
  });

  it('counts an unknown e-mail the same way: 5 dummy verifications of 100', async () => {
    argon2Verify.mockClear();
    const storm = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login({ username: 'storm-ghost@example.com', password: `g-${i}` }, i),
      ),
    );
    expect(argon2Verify).toHaveBeenCalledTimes(5);
    expect(storm.filter((response) => response.statusCode === 401)).toHaveLength(5);
  });
});

/** Redis as the machine runs it (docs/development.md); TEST_REDIS_URL points elsewhere. */
const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describeDatabases('the per-address limit is shared by replicas (issue 9)', (ctx) => {
  for (const store of ['database', 'redis'] as const) {
    it(`counts one address once over two app instances, in the ${store}`, async () => {
      const config = testConfig({
        loginRateLimit: { max: 4, windowSeconds: 60 },
        accountLock: { maxFailures: 100 },
        redisUrl: store === 'redis' ? testRedisUrl : undefined,
      });
      const replicas = [0, 1].map(() => buildApp({ config, database: ctx.database, logger: false }));
      try {
        // A fresh address per run: Redis keeps its counts between test runs until the window ends.
        const address = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
        const call = (app: FastifyInstance) =>
          app.inject({ method: 'GET', url: '/web/login/not-a-token', remoteAddress: address });
        const statuses: number[] = [];
        for (const app of [...replicas, ...replicas, replicas[0]!])
          statuses.push((await call(app)).statusCode);
        expect(statuses).toEqual([401, 401, 401, 401, 429]);
        const limited = await call(replicas[1]!);
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await Promise.all(replicas.map((app) => app.close()));
      }
    });
  }
});
