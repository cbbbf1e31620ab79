import { authMessages, authServerMessages } from '@showroom/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { strongPassword, workEmail } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { emailConfirmations, mailOutbox, salesReps } from '../db/schema.ts';

describeDatabases('e-mail confirmation (ADR 0007): POST /web/signup/confirm and /resend', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({
      // On loopback without SMTP: mail goes to the outbox, where the test reads the link.
      config: testConfig({ appUrl: 'http://console.localhost', loginRateLimit: { max: 10_000 } }),
      database: ctx.database,
      logger: false,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} });

  /** Signs up as the console does, then signs in: the session and the password. */
  async function signUp(name: string) {
    const email = workEmail(name);
    const password = strongPassword();
    const created = await post('/web/login/signup', {
      email,
      password,
      fullName: 'Ada Lovelace',
      companyName: 'Analytical Engines',
      method: 'email',
    });
    expect(created.statusCode).toBe(200);
    const session = (await post('/web/login', { username: email, password })).json().payload;
    return { email, password, session };
  }

  /** The secret of the newest confirmation mail to `to`, and how many such mails there are. */
  async function confirmationMail(to: string) {
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, to))
      .orderBy(desc(mailOutbox.createdAt));
    const confirmations = mails.filter((mail) => mail.subject === 'Confirm your Showroom e-mail address');
    const link = new URL(confirmations[0]!.body.match(/http:\/\/console\.localhost\/confirm\?\S+/)![0]);
    return { link, secret: link.searchParams.get('secret')!, count: confirmations.length };
  }

  it('sign-up mails a link to /confirm; the rep is unconfirmed until it is opened, once', async () => {
    const { email, password, session } = await signUp('confirm');
    expect(session.emailConfirmed).toBe(false);
    const { link, secret } = await confirmationMail(email);
    expect(link.pathname).toBe('/confirm');
    expect(link.searchParams.get('email')).toBe(email);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.repId, session.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(7 * 24 * 3600_000, -4);

    const confirmed = await post('/web/signup/confirm', { email, secret });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'success', payload: null });
    const again = await post('/web/login', { username: email, password });
    expect(again.json().payload.emailConfirmed).toBe(true);
    const check = await app.inject({ method: 'GET', url: `/web/login/${session.token}` });
    expect(check.json().payload.emailConfirmed).toBe(true);

    const reused = await post('/web/signup/confirm', { email, secret });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      status: 'error',
      payload: null,
      message: authMessages.confirmLinkInvalid,
    });
  });

  it('refuses a wrong secret, another address, and an expired link with 400', async () => {
    const { email, session } = await signUp('badlink');
    const { secret } = await confirmationMail(email);
    for (const body of [
      { email, secret: 'not-the-secret' },
      { email: workEmail('someone-else'), secret },
    ]) {
      const response = await post('/web/signup/confirm', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(authMessages.confirmLinkInvalid);
    }
    await ctx.db
      .update(emailConfirmations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailConfirmations.repId, session.id));
    expect((await post('/web/signup/confirm', { email, secret })).statusCode).toBe(400);
    const [rep] = await ctx.db.select().from(salesReps).where(eq(salesReps.id, session.id));
    expect(rep!.emailConfirmedAt).toBeNull();
  });

  it('resends a new link to the session rep, limited per recipient per hour, 409 once confirmed', async () => {
    const { email, session } = await signUp('resend');
    const first = await confirmationMail(email);
    // The sign-up mail was the first of five this hour.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post('/web/signup/confirm/resend', {}, session.token)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const limited = await post('/web/signup/confirm/resend', {}, session.token);
    expect(limited.json()).toEqual({
      status: 'error',
      payload: null,
      message: authServerMessages.tooManyAttempts,
    });
    const latest = await confirmationMail(email);
    expect(latest.count).toBe(5);
    expect(latest.secret).not.toBe(first.secret);

    // Any link still unused works; afterwards there is nothing to resend.
    expect((await post('/web/signup/confirm', { email, secret: first.secret })).statusCode).toBe(200);
    const done = await post('/web/signup/confirm/resend', {}, session.token);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(authMessages.emailConfirmed);
  });

  it('answers resend without a token with 401', async () => {
    expect((await post('/web/signup/confirm/resend', {})).statusCode).toBe(401);
  });
});
