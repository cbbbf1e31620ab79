import { accountServerMessages, authServerMessages } from '@showroom/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, strongPassword, workEmail } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { createAccount, testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { companies, mailOutbox, passwordResets, salesReps } from '../db/schema.ts';

describeDatabases('the login group: sign-up, reset, matrix, logout', (ctx) => {
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    const limits = { loginRateLimit: { max: 10_000, windowSeconds: 60 }, accountLock: { maxFailures: 100 } };
    app = buildApp({
      config: testConfig({ ...limits, logLevel: 'warn', appUrl: 'http://console.localhost' }),
      database: ctx.database,
      logStream: { write: (line) => logged.push(line) },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  // A client address per call unless a test names one: wrong reset secrets count per address.
  const anyAddress = () => `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const post = (url: string, payload: unknown, remoteAddress = anyAddress()) =>
    app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  const signup = (body: Record<string, unknown>) =>
    post('/web/login/signup', {
      email: workEmail(),
      password: strongPassword(),
      fullName: 'Ada Lovelace',
      companyName: 'Analytical Engines',
      method: 'email',
      ...body,
    });
  const login = (username: string, password: string) => post('/web/login', { username, password });

  /** The newest mail to `to` in the outbox, and the reset link in it. */
  const lastMail = async (to: string) => {
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const link = mail && new URL(mail.body.match(/http:\/\/console\.localhost\/reset\?\S+/)![0]);
    return { mail, link };
  };

  describe('POST /web/login/signup', () => {
    it('creates the company and its first rep, who can then sign in', async () => {
      const email = workEmail('ada');
      const password = strongPassword();
      const response = await signup({ email, password, companyName: 'Difference Ltd' });
      expect(response.statusCode).toBe(200);
      const { id, companyId } = response.json().payload;
      const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
      expect(company!.name).toBe('Difference Ltd');
      const [rep] = await ctx.db.select().from(salesReps).where(eq(salesReps.id, id));
      expect(rep).toMatchObject({ companyId, email, fullName: 'Ada Lovelace' });
      expect(rep!.passwordHash).toMatch(/^\$argon2id\$/);

      const signedIn = await login(email, password);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().payload).toMatchObject({ id, companyId, companyName: 'Difference Ltd' });
    });

    it.each([
      ['a free-mail address', 'someone@gmail.com'],
      ['another free-mail provider', 'someone@yahoo.com'],
      ['a disposable address', 'someone@mailinator.com'],
      ['an address that is not one', 'not-an-address@'],
      ['a domain without a top level', 'someone@localhost'],
    ])("refuses %s with 400 'Email is invalid'", async (_case, email) => {
      const response = await signup({ email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Email is invalid' });
      expect(accountServerMessages.emailInvalid).toBe('Email is invalid');
    });

    it("refuses an address that has an account, whatever its case, with 409 'Account exists'", async () => {
      const existing = await createAccount(ctx.db, { email: workEmail('taken') });
      const response = await signup({ email: existing.email.toUpperCase() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Account exists' });
    });

    it('answers two sign-ups with one address at once: one account, one 409', async () => {
      const email = workEmail('race');
      const [a, b] = await Promise.all([signup({ email }), signup({ email })]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const rows = await ctx.db.select().from(salesReps).where(sql`lower(${salesReps.email}) = ${email}`);
      expect(rows).toHaveLength(1);
    });

    it("answers a failure of the database during sign-up with 500 'Unable to sign up'", async () => {
      // A real failure, not a mock: a trigger that refuses one company name, dropped afterwards.
      await ctx.db.execute(sql`
        create or replace function refuse_test_company() returns trigger language plpgsql as $$
        begin
          if new.name = 'Refused By Trigger Co' then raise exception 'disk full (simulated by a trigger)'; end if;
          return new;
        end $$`);
      await ctx.db.execute(
        sql`create trigger refuse_test_company before insert on companies for each row execute function refuse_test_company()`,
      );
      try {
        const email = workEmail('dbfail');
        const response = await signup({ email, companyName: 'Refused By Trigger Co' });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Unable to sign up' });
        expect(response.body).not.toContain('disk full');
        // Nothing half-made: the rep was not created without its company.
        const rows = await ctx.db.select().from(salesReps).where(sql`lower(${salesReps.email}) = ${email}`);
        expect(rows).toHaveLength(0);
      } finally {
        await ctx.db.execute(sql`drop trigger refuse_test_company on companies`);
        await ctx.db.execute(sql`drop function refuse_test_company()`);
      }
    });

    it('applies the new-password rule with its exact messages (ADR 0008)', async () => {
      const short = await signup({ password: 'Ab1!short' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Password is too short - should be more than 11 letters');
      const easy = await signup({ password: 'alllowercase1!' });
      expect(easy.statusCode).toBe(400);
      expect(easy.json().message).toBe('Password too easy');
    });

    it.each([
      ['no body', undefined],
      ['a missing company name', { companyName: undefined }],
      ['another method', { method: 'linkedin' }],
      ['a blank full name', { fullName: '   ' }],
    ])('answers %s with 400', async (_case, body) => {
      const response =
        body === undefined
          ? await post('/web/login/signup', undefined)
          : await signup(body as Record<string, unknown>);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid request: body/);
    });
  });

  describe('POST /web/login/reset/mail and /reset/password (ADR 0005)', () => {
    it("answers an address without an account with 404 'email not found'", async () => {
      const response = await post('/web/login/reset/mail', { email: workEmail('nobody'), code: 'AbC12' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', payload: null, message: 'email not found' });
    });

    it('mails a link to /reset carrying a server secret, stored only as a hash; the link sets the password', async () => {
      const account = await createAccount(ctx.db, { email: workEmail('reset') });
      const session = await login(account.email, account.password);
      const oldToken = session.json().payload.token as string;

      logged.length = 0;
      const response = await post('/web/login/reset/mail', { email: account.email, code: 'Zx9Q1' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'success', payload: null });

      const { mail, link } = await lastMail(account.email);
      expect(mail!.subject).toBe('Reset your Showroom password');
      expect(mail!.body).toContain('Zx9Q1');
      expect(link!.pathname).toBe('/reset');
      expect(link!.searchParams.get('email')).toBe(account.email);
      expect(link!.searchParams.get('code')).toBe('Zx9Q1');
      const secret = link!.searchParams.get('secret')!;
      // 256 bits, base64url; the client's code is not the secret.
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Without SMTP the link is in the log, so a local user can finish the reset.
      expect(logged.join('\n')).toContain(secret);

      const [row] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.repId, account.repId));
      expect(row!.secretHash).not.toContain(secret);
      expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
      const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
      expect(ttl).toBeCloseTo(30 * 60_000, -4);

      const newPassword = strongPassword();
      const reset = await post('/web/login/reset/password', {
        email: account.email,
        password: newPassword,
        code: 'Zx9Q1',
        secret,
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ status: 'success', payload: null });

      expect((await login(account.email, account.password)).statusCode).toBe(401);
      expect((await login(account.email, newPassword)).statusCode).toBe(200);
      // The password change ended the sessions that were open.
      const check = await app.inject({ method: 'GET', url: `/web/login/${oldToken}` });
      expect(check.statusCode).toBe(401);
      expect(check.json().message).toBe(authServerMessages.invalidToken);

      // The link works once.
      const again = await post('/web/login/reset/password', {
        email: account.email,
        password: strongPassword(),
        code: 'Zx9Q1',
        secret,
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(accountServerMessages.resetLinkInvalid);
    });

    it("never accepts the client code as proof; wrong secrets lock out the guesser's address, not the owner's link", async () => {
      const account = await createAccount(ctx.db, { email: workEmail('guess') });
      await post('/web/login/reset/mail', { email: account.email, code: 'AAAAA' });
      const { link } = await lastMail(account.email);
      const secret = link!.searchParams.get('secret')!;
      const attempt = (value: string, address: string) =>
        post(
          '/web/login/reset/password',
          { email: account.email, password: strongPassword(), code: 'AAAAA', secret: value },
          address,
        );

      // A stranger who knows only the address: the code, then wrong secrets, then the limit.
      const stranger = '198.18.0.7';
      expect((await attempt('AAAAA', stranger)).statusCode).toBe(400);
      for (let i = 0; i < 4; i++)
        expect((await attempt(`wrong-${i}`, stranger)).json().message).toBe(
          accountServerMessages.resetLinkInvalid,
        );
      const locked = await attempt(secret, stranger);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(authServerMessages.tooManyAttempts);
      // The wrong secrets were counted on the link, and did not spoil it for its owner.
      const [row] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.repId, account.repId));
      expect(row!.attempts).toBe(5);
      expect((await attempt(secret, '198.18.0.8')).statusCode).toBe(200);
    });

    it('a newer link does not end an older one (asking again cannot spoil it); an expired link is refused', async () => {
      const account = await createAccount(ctx.db, { email: workEmail('expiry') });
      await post('/web/login/reset/mail', { email: account.email, code: 'FIRST' });
      const first = (await lastMail(account.email)).link!.searchParams.get('secret')!;
      await post('/web/login/reset/mail', { email: account.email, code: 'SECND' });
      const second = (await lastMail(account.email)).link!.searchParams.get('secret')!;
      const attempt = (secret: string) =>
        post('/web/login/reset/password', {
          email: account.email,
          password: strongPassword(),
          code: 'SECND',
          secret,
        });

      expect((await attempt(first)).statusCode).toBe(200);
      // A reset ends every other link of the rep.
      expect((await attempt(second)).statusCode).toBe(400);

      await post('/web/login/reset/mail', { email: account.email, code: 'THIRD' });
      const third = (await lastMail(account.email)).link!.searchParams.get('secret')!;
      await ctx.db
        .update(passwordResets)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResets.repId, account.repId));
      const expired = await attempt(third);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(accountServerMessages.resetLinkInvalid);
    });

    it('limits reset mails per recipient per hour, from any address', async () => {
      const account = await createAccount(ctx.db, { email: workEmail('flood') });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await post('/web/login/reset/mail', { email: account.email, code: `FLD0${i}` })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account.email));
      expect(mails).toHaveLength(5);
    });

    it('checks the new password with the exact messages, without spending an attempt', async () => {
      const account = await createAccount(ctx.db, { email: workEmail('rules') });
      await post('/web/login/reset/mail', { email: account.email, code: 'RULES' });
      const secret = (await lastMail(account.email)).link!.searchParams.get('secret')!;
      const attempt = (password: string) =>
        post('/web/login/reset/password', { email: account.email, password, code: 'RULES', secret });
      const short = await attempt('Short1!');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({
        status: 'error',
        payload: null,
        message: 'Password is too short - should be more than 11 letters',
      });
      for (const weak of [
        'nouppercase123!',
        'NOLOWERCASE123!',
        'NoDigitsHere!!',
        'NoSpecials1234',
        `Aa1!${'x'.repeat(61)}`,
      ]) {
        const response = await attempt(weak);
        expect(response.statusCode, weak).toBe(400);
        expect(response.json().message, weak).toBe('Password too easy');
      }
      expect((await attempt(strongPassword())).statusCode).toBe(200);
    });

    it.each([
      ['a code that is not 5 alphanumerics', { email: 'rep@example.com', code: 'abc' }],
      ['a missing e-mail', { code: 'ABCDE' }],
    ])('answers the mail call with %s with 400', async (_case, body) => {
      const response = await post('/web/login/reset/mail', body);
      expect(response.statusCode).toBe(400);
    });

    it('answers the password call without a secret with 400', async () => {
      const response = await post('/web/login/reset/password', {
        email: 'rep@example.com',
        password: strongPassword(),
        code: 'ABCDE',
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('GET /web/login/matrix/{token}', () => {
    it('answers a live token with the session payload', async () => {
      const account = await signedIn(app, ctx.db);
      const response = await app.inject({ method: 'GET', url: `/web/login/matrix/${account.token}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().payload).toMatchObject({
        id: account.repId,
        companyId: account.companyId,
        token: account.token,
      });
    });

    it('refuses an unknown token with 401, and an over-long one with 400', async () => {
      const unknown = await app.inject({ method: 'GET', url: '/web/login/matrix/not-a-token' });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual({
        status: 'error',
        payload: null,
        message: authServerMessages.invalidToken,
      });
      const long = await app.inject({ method: 'GET', url: `/web/login/matrix/${'x'.repeat(201)}` });
      expect(long.statusCode).toBe(400);
    });

    it('keeps the token out of the log', async () => {
      const account = await signedIn(app, ctx.db);
      logged.length = 0;
      await app.inject({ method: 'GET', url: `/web/login/matrix/${account.token}` });
      expect(logged.join('\n')).not.toContain(account.token);
    });
  });

  describe('POST /web/logout', () => {
    it('revokes the token of the call and only that one', async () => {
      const account = await signedIn(app, ctx.db);
      const other = (await login(account.email, account.password)).json().payload.token as string;
      const response = await app.inject({
        method: 'POST',
        url: '/web/logout',
        headers: { token: account.token },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'success', payload: null });
      expect((await app.inject({ method: 'GET', url: `/web/login/${account.token}` })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: `/web/login/${other}` })).statusCode).toBe(200);
      // A second logout with the same token is not signed in any more.
      const again = await app.inject({
        method: 'POST',
        url: '/web/logout',
        headers: { token: account.token },
      });
      expect(again.statusCode).toBe(401);
    });

    it('answers without a token with 401', async () => {
      const response = await app.inject({ method: 'POST', url: '/web/logout' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(authServerMessages.invalidToken);
    });
  });
});
