import type { IncomingMessage } from 'node:http';
import { accountServerMessages } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workEmail } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { createAccount, testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { companies, salesReps } from '../db/schema.ts';

type Profile = Record<string, unknown>;

describeDatabases('social login (ADR 0012) against a real OAuth 2.0 server', (ctx) => {
  let app: FastifyInstance;
  let provider: OAuth2Server;
  let linkedin: NonNullable<Config['linkedin']>;
  // The mock answers userinfo for anyone; we make it answer per access token, as a provider does.
  const profileByToken = new Map<string, Profile>();
  const tokenRequests: Record<string, string>[] = [];
  let nextProfile: Profile;
  let tokenStatus = 200;
  // The browser's side of issue 15 point 11: the state cookie each config call set, by state.
  const cookieByState = new Map<string, string>();

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const issuer = provider.issuer.url!.replace(/\/$/, '');
    provider.service.on(
      'beforeResponse',
      (
        response: { body: Profile; statusCode: number },
        req: IncomingMessage & { body: Record<string, string> },
      ) => {
        tokenRequests.push(req.body);
        response.statusCode = tokenStatus;
        if (tokenStatus === 200) profileByToken.set(String(response.body.access_token), nextProfile);
        else response.body = { error: 'invalid_grant' };
      },
    );
    provider.service.on(
      'beforeUserinfo',
      (response: { body: Profile; statusCode: number }, req: IncomingMessage) => {
        const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
        const profile = profileByToken.get(token);
        response.statusCode = profile ? 200 : 401;
        response.body = profile ?? { error: 'invalid_token' };
      },
    );
    linkedin = {
      authorizeUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
      userinfoUrl: `${issuer}/userinfo`,
      clientId: 'showroom-console',
      clientSecret: 'client-secret-value',
      redirectUri: 'http://console.test/linkedin',
      scope: 'openid profile email',
    };
    app = buildApp({
      config: testConfig({ linkedin, loginRateLimit: { max: 10_000 } }),
      database: ctx.database,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await provider.stop();
  });
  beforeEach(() => {
    tokenStatus = 200;
  });

  /** What the console does: config, popup to the provider, the code and state it brings back. */
  async function authorize(profile: Profile) {
    nextProfile = profile;
    const config = await app.inject({ method: 'GET', url: '/web/login/linkedin/config' });
    expect(config.statusCode).toBe(200);
    const { authorizeUrl, clientId, redirectUri, state } = config.json().payload;
    cookieByState.set(state, String(config.headers['set-cookie']).split(';')[0]!);
    const popup = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(popup.status).toBe(302);
    const back = new URL(popup.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(linkedin.redirectUri);
    expect(back.searchParams.get('state')).toBe(state);
    return {
      authCode: back.searchParams.get('code')!,
      clientId,
      redirectUri,
      state: back.searchParams.get('state')!,
    };
  }

  /** What the console's page sends: the code and state, with the cookie its browser holds. */
  const post = (
    url: string,
    payload: Record<string, unknown>,
    cookie = cookieByState.get(String(payload.state)),
  ) => app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  it('hands the console a ready authorize address with client id, redirect uri, scope and a fresh state', async () => {
    const first = (await app.inject({ method: 'GET', url: '/web/login/linkedin/config' })).json().payload;
    const second = (await app.inject({ method: 'GET', url: '/web/login/linkedin/config' })).json().payload;
    expect(first).toMatchObject({
      configured: true,
      clientId: 'showroom-console',
      redirectUri: 'http://console.test/linkedin',
      scope: 'openid profile email',
    });
    const url = new URL(first.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'showroom-console',
      redirect_uri: 'http://console.test/linkedin',
      scope: 'openid profile email',
      state: first.state,
    });
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.state).not.toBe(first.state);
  });

  it('signs in the rep whose e-mail the provider vouches for, sending the code with our secret', async () => {
    const account = await createAccount(ctx.db, { email: workEmail('social') });
    const code = await authorize({
      sub: 'li-1',
      email: account.email.toUpperCase(),
      email_verified: true,
      name: 'X',
    });
    const response = await post('/web/login/linkedin', code);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: account.repId, companyId: account.companyId });
    expect(tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      code: code.authCode,
      redirect_uri: 'http://console.test/linkedin',
      client_id: 'showroom-console',
      client_secret: 'client-secret-value',
    });
  });

  it('refuses a state used before, made up, or from another client id or redirect address', async () => {
    const account = await createAccount(ctx.db, { email: workEmail('replay') });
    const code = await authorize({ sub: 'li-2', email: account.email, email_verified: true });
    expect((await post('/web/login/linkedin', code)).statusCode).toBe(200);
    const replay = await post('/web/login/linkedin', code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(accountServerMessages.linkedInStateInvalid);

    const forged = await post('/web/login/linkedin', {
      ...(await authorize({ sub: 'x', email: account.email })),
      state: 'made-up',
    });
    expect(forged.json()).toEqual({
      status: 'error',
      payload: null,
      message: accountServerMessages.linkedInStateInvalid,
    });

    const otherClient = await post('/web/login/linkedin', {
      ...(await authorize({ sub: 'x', email: account.email })),
      clientId: 'evil',
    });
    expect(otherClient.statusCode).toBe(400);
    expect(otherClient.json().message).toBe('Unable to access LinkedIn');
    const otherRedirect = await post('/web/login/linkedin', {
      ...(await authorize({ sub: 'x', email: account.email })),
      redirectUri: 'https://evil.example/linkedin',
    });
    expect(otherRedirect.statusCode).toBe(400);
  });

  it('answers 502 when the provider refuses the code or gives no e-mail', async () => {
    const account = await createAccount(ctx.db, { email: workEmail('refused') });
    const code = await authorize({ sub: 'li-3', email: account.email, email_verified: true });
    tokenStatus = 400;
    const refused = await post('/web/login/linkedin', code);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('Unable to access LinkedIn');
    tokenStatus = 200;
    const noEmail = await post('/web/login/linkedin', await authorize({ sub: 'li-5' }));
    expect(noEmail.statusCode).toBe(502);
  });

  it('answers an e-mail without an account with 404', async () => {
    const response = await post(
      '/web/login/linkedin',
      await authorize({ sub: 'li-6', email: workEmail('ghost'), email_verified: true }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(accountServerMessages.linkedInNoAccount);
  });

  it('ties the state to the browser: a signed HttpOnly cookie set with it, required with the code', async () => {
    const account = await createAccount(ctx.db, { email: workEmail('cookie') });
    const config = await app.inject({ method: 'GET', url: '/web/login/linkedin/config' });
    const setCookie = String(config.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^showroom_oauth_state=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; Path=\/web\/login; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );

    const code = await authorize({ sub: 'li-c1', email: account.email, email_verified: true });
    const own = cookieByState.get(code.state)!;
    const nonce = own.slice(own.indexOf('=') + 1, own.indexOf('.'));
    // Carried to a browser without the cookie, with another browser's, or with a forged signature.
    const otherState = (await authorize({ sub: 'li-c2', email: account.email, email_verified: true })).state;
    for (const cookie of [undefined, cookieByState.get(otherState), `showroom_oauth_state=${nonce}.forged`]) {
      const response = await post('/web/login/linkedin', code, cookie ?? '');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(accountServerMessages.linkedInStateInvalid);
    }
    // The browser that started the flow still can: the refusals did not use up the state.
    expect((await post('/web/login/linkedin', code)).statusCode).toBe(200);
  });

  it('keeps one nonce per browser, so a newer sign-in does not spoil one under way', async () => {
    const account = await createAccount(ctx.db, { email: workEmail('twoflows') });
    const first = await authorize({ sub: 'li-t1', email: account.email, email_verified: true });
    const cookie = cookieByState.get(first.state)!;
    // The console asks for the next attempt's state with the cookie it holds: same nonce again.
    const again = await app.inject({ method: 'GET', url: '/web/login/linkedin/config', headers: { cookie } });
    expect(String(again.headers['set-cookie']).split(';')[0]).toBe(cookie);
    expect((await post('/web/login/linkedin', first, cookie)).statusCode).toBe(200);
  });

  it('pre-account hijacking fails: a vouched social login takes the unconfirmed account from whoever signed it up', async () => {
    // The attacker signs up the victim's address with a password of their own and signs in.
    const victim = workEmail('victim');
    const attackerPassword = 'Attack3r!Password';
    const signup = await post('/web/login/signup', {
      email: victim,
      password: attackerPassword,
      fullName: 'Mallory',
      companyName: 'Victim Corp',
      method: 'email',
    });
    expect(signup.statusCode).toBe(200);
    const attacker = await post('/web/login', { username: victim, password: attackerPassword });
    expect(attacker.json().payload.emailConfirmed).toBe(false);
    const attackerToken = attacker.json().payload.token as string;

    // A provider that does not say email_verified: true (absent, false, or the string) gets nowhere.
    for (const email_verified of [undefined, false, 'true']) {
      const refused = await post(
        '/web/login/linkedin',
        await authorize({ sub: 'li-v0', email: victim, email_verified }),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(accountServerMessages.linkedInEmailNotVerified);
    }
    expect((await app.inject({ method: 'GET', url: `/web/login/${attackerToken}` })).statusCode).toBe(200);

    // The victim arrives through the provider, which vouches for the address.
    const arrived = await post(
      '/web/login/linkedin',
      await authorize({ sub: 'li-v1', email: victim, email_verified: true }),
    );
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json().payload).toMatchObject({ id: signup.json().payload.id, emailConfirmed: true });

    // The attacker lost it: the session is over and the password no longer opens the account.
    expect((await app.inject({ method: 'GET', url: `/web/login/${attackerToken}` })).statusCode).toBe(401);
    expect((await post('/web/login', { username: victim, password: attackerPassword })).statusCode).toBe(401);
    const [rep] = await ctx.db.select().from(salesReps).where(eq(salesReps.id, signup.json().payload.id));
    expect(rep!.emailConfirmedAt).not.toBeNull();
    expect(rep!.passwordHash).not.toMatch(/^\$argon2/);
  });

  it('a vouched social login into a confirmed account keeps its password and sessions', async () => {
    const account = await createAccount(ctx.db, { email: workEmail('confirmed') });
    await ctx.db
      .update(salesReps)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(salesReps.id, account.repId));
    const first = await post('/web/login', { username: account.email, password: account.password });
    const social = await post(
      '/web/login/linkedin',
      await authorize({ sub: 'li-k1', email: account.email, email_verified: true }),
    );
    expect(social.statusCode).toBe(200);
    const token = first.json().payload.token as string;
    expect((await app.inject({ method: 'GET', url: `/web/login/${token}` })).statusCode).toBe(200);
    expect(
      (await post('/web/login', { username: account.email, password: account.password })).statusCode,
    ).toBe(200);
  });

  describe('POST /web/login/signup/linkedin', () => {
    it('creates the company and the rep from the profile and signs in', async () => {
      const email = workEmail('newsocial');
      const code = await authorize({
        sub: 'li-7',
        email,
        email_verified: true,
        given_name: 'Grace',
        family_name: 'Hopper',
      });
      const response = await post('/web/login/signup/linkedin', { ...code, companyName: 'Compilers Inc' });
      expect(response.statusCode).toBe(200);
      const session = response.json().payload;
      expect(session).toMatchObject({
        name: 'Grace Hopper',
        userName: email,
        companyName: 'Compilers Inc',
        emailConfirmed: true,
      });
      const [company] = await ctx.db.select().from(companies).where(eq(companies.id, session.companyId));
      expect(company!.name).toBe('Compilers Inc');
      // No password was set: the e-mail and password sign-in does not open this account.
      const [rep] = await ctx.db.select().from(salesReps).where(eq(salesReps.id, session.id));
      expect(rep!.passwordHash).not.toMatch(/^\$argon2/);
    });

    it("refuses a free-mail profile with 'Email is invalid' and a taken one with 'Account exists'", async () => {
      const free = await post('/web/login/signup/linkedin', {
        ...(await authorize({ sub: 'li-8', email: 'someone@gmail.com', email_verified: true })),
        companyName: 'X',
      });
      expect(free.statusCode).toBe(400);
      expect(free.json().message).toBe('Email is invalid');
      const account = await createAccount(ctx.db, { email: workEmail('taken') });
      const taken = await post('/web/login/signup/linkedin', {
        ...(await authorize({ sub: 'li-9', email: account.email, email_verified: true })),
        companyName: 'X',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('Account exists');
    });

    it('makes no account for an address the provider does not vouch for', async () => {
      const email = workEmail('unvouched');
      const response = await post('/web/login/signup/linkedin', {
        ...(await authorize({ sub: 'li-u1', email })),
        companyName: 'Unvouched Inc',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(accountServerMessages.linkedInEmailNotVerified);
      expect(await ctx.db.select().from(salesReps).where(eq(salesReps.email, email))).toEqual([]);
    });

    it('answers a missing company name with 400', async () => {
      const code = await authorize({ sub: 'li-10', email: workEmail('noco'), email_verified: true });
      expect((await post('/web/login/signup/linkedin', { ...code, companyName: ' ' })).statusCode).toBe(400);
    });
  });
});

describeDatabases('social login when it is not configured', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildApp({ config: testConfig({ linkedin: undefined }), database: ctx.database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('says so to the console, and refuses the calls with 404 and a clear message', async () => {
    const config = await app.inject({ method: 'GET', url: '/web/login/linkedin/config' });
    expect(config.statusCode).toBe(200);
    expect(config.json().payload).toEqual({
      configured: false,
      message: accountServerMessages.linkedInNotConfigured,
    });
    const body = { authCode: 'c', clientId: 'c', redirectUri: 'http://x/linkedin', state: 's' };
    for (const [url, payload] of [
      ['/web/login/linkedin', body],
      ['/web/login/signup/linkedin', { ...body, companyName: 'Acme' }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 'error',
        payload: null,
        message: 'LinkedIn login is not configured on this server',
      });
    }
  });
});
