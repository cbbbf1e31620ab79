import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strongPassword, workEmail } from '../../../test/support/accounts.ts';
import { describeDatabases } from '../../../test/support/databases.ts';
import { createAccount, testConfig } from '../../../test/support/fixtures.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/support/smtp.ts';
import { buildApp } from '../../app.ts';
import { mailOutbox } from '../../db/schema.ts';
import { isLoopbackUrl } from './mailer.ts';

// A real SMTP server on loopback: the reset mail goes over the wire, we parse what arrived and
// follow its link, as the rep would.
describeDatabases('password reset over SMTP', (ctx) => {
  let app: FastifyInstance;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    const base = testConfig();
    app = buildApp({
      config: testConfig({
        appUrl: 'http://console.test',
        mail: { smtpUrl: smtp.smtpUrl, from: 'Showroom <no-reply@showroom.test>' },
        loginRateLimit: { max: 1000 },
        reset: base.reset,
      }),
      database: ctx.database,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends the reset mail by SMTP; its link resets the password', async () => {
    const account = await createAccount(ctx.db, { email: workEmail('smtp') });
    const response = await app.inject({
      method: 'POST',
      url: '/web/login/reset/mail',
      payload: { email: account.email, code: 'Sm7P1' },
    });
    expect(response.statusCode).toBe(200);

    const arrived = smtp.caught.find((r) => r.envelopeTo.includes(account.email));
    expect(arrived).toBeDefined();
    const { mail } = arrived!;
    expect(mail.subject).toBe('Reset your Showroom password');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Showroom', address: 'no-reply@showroom.test' });
    expect(mail.html).toBe(false);
    const link = new URL(mail.text!.match(/http:\/\/console\.test\/reset\?\S+/)![0]);
    // Nothing went to the outbox: SMTP is configured.
    const outbox = await ctx.db.select().from(mailOutbox);
    expect(outbox.some((row) => row.recipient === account.email)).toBe(false);

    const password = strongPassword();
    const reset = await app.inject({
      method: 'POST',
      url: '/web/login/reset/password',
      payload: {
        email: link.searchParams.get('email'),
        code: link.searchParams.get('code'),
        secret: link.searchParams.get('secret'),
        password,
      },
    });
    expect(reset.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/web/login',
      payload: { username: account.email, password },
    });
    expect(login.statusCode).toBe(200);
  });
});

// Issue 9: without SMTP the outbox (and the text in the log) is for someone trying Showroom on
// their own machine. Anywhere else a link is a secret that must not sit in a table or a log.
describeDatabases('mail without SMTP away from loopback', (ctx) => {
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    app = buildApp({
      config: testConfig({
        appUrl: 'https://showroom.example.com',
        mail: { smtpUrl: undefined, from: 'Showroom <no-reply@showroom.test>' },
        loginRateLimit: { max: 1000 },
        logLevel: 'warn',
      }),
      database: ctx.database,
      logStream: { write: (line) => logged.push(line) },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('warns at start, and never stores or logs a reset or confirmation link', async () => {
    expect(logged.join('\n')).toContain('Mail is not configured: set SMTP_URL');

    const email = workEmail('nosmtp');
    const signup = await app.inject({
      method: 'POST',
      url: '/web/login/signup',
      payload: { email, password: strongPassword(), fullName: 'Ada', companyName: 'Acme', method: 'email' },
    });
    // The account is made; only the mail could not go.
    expect(signup.statusCode).toBe(200);
    const account = await createAccount(ctx.db, { email: workEmail('nosmtp-reset') });
    const reset = await app.inject({
      method: 'POST',
      url: '/web/login/reset/mail',
      payload: { email: account.email, code: 'N0SMT' },
    });
    expect(reset.statusCode).toBeGreaterThanOrEqual(500);

    expect(await ctx.db.select().from(mailOutbox)).toEqual([]);
    const log = logged.join('\n');
    expect(log).not.toMatch(/secret=/);
    expect(log).not.toContain('/confirm?');
    expect(log).not.toContain('/reset?');
  });
});

describe('isLoopbackUrl', () => {
  it('knows the addresses only this machine can open', () => {
    for (const url of [
      'http://localhost:4000',
      'http://console.localhost',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ])
      expect(isLoopbackUrl(url), url).toBe(true);
    for (const url of ['https://showroom.example.com', 'http://10.0.0.1', 'http://localhost.example.com'])
      expect(isLoopbackUrl(url), url).toBe(false);
  });
});
