import { createSocket, type Socket } from 'node:dgram';
import { promises as dns } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { emptyCoordinates, gateMessages, type HeroForm, newHeroForm } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { createAccount, type TestAccount, testConfig } from '../../../test/support/fixtures.ts';
import { gateApp } from '../../../test/support/gate.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/support/smtp.ts';
import type { Db } from '../../db/database.ts';
import { companySettings, gateConfirmations, gateSubmissions, widgets } from '../../db/schema.ts';
import { createJobQueue } from '../../jobs/queue.ts';
import { deleteExpiredConfirmations } from '../../plugins/app/gate.ts';
import { recordingsRepository } from '../../plugins/app/recordings.ts';
import { heroValues } from '../../plugins/app/widgets.ts';
import { type MailResolver, mailDomainCheck } from '../../services/email-check.ts';
import { buildAudienceApp } from '../app.ts';

const visitor = 'visitor-0123456789abcdef';

/** A DNS of the test's own, by domain: MX records, A records, or no such domain. */
function fakeResolver(zones: Record<string, { mx?: string[]; a?: string[] }>) {
  const calls: string[] = [];
  const notFound = () => Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
  const noData = () => Object.assign(new Error('ENODATA'), { code: 'ENODATA' });
  const resolver: MailResolver = {
    async resolveMx(host) {
      calls.push(`mx ${host}`);
      const zone = zones[host];
      if (!zone) throw notFound();
      if (!zone.mx) throw noData();
      return zone.mx.map((exchange, priority) => ({ exchange, priority }));
    },
    async resolve4(host) {
      calls.push(`a ${host}`);
      const zone = zones[host];
      if (!zone) throw notFound();
      if (!zone.a) throw noData();
      return zone.a;
    },
    async resolve6(host) {
      calls.push(`aaaa ${host}`);
      if (!zones[host]) throw notFound();
      throw noData();
    },
  };
  return { resolver, calls };
}

async function liveHero(db: Db, account: TestAccount, overrides: Partial<HeroForm>, live = true) {
  const values = heroValues({
    ...newHeroForm(),
    name: 'Gated tour',
    is_gated: 1,
    email_required: 1,
    ...overrides,
  });
  const [row] = await db
    .insert(widgets)
    .values({ kind: 'hero', companyId: account.companyId, salesRepId: account.repId, live, ...values })
    .returning({ id: widgets.id });
  return row!.id;
}

const submissions = (db: Db, widgetId: string) =>
  db.select().from(gateSubmissions).where(eq(gateSubmissions.widgetId, widgetId));

describeDatabases('the e-mail gate', (ctx) => {
  let app: FastifyInstance;
  let smtp: SmtpCatcher;
  const mails = () => smtp.mails();
  const dnsZones = fakeResolver({
    'acme-robotics-test.com': { mx: ['mx1.acme-robotics-test.com'] },
    'a-only.example': { a: ['203.0.113.7'] },
    'null-mx.example': { mx: ['.'] },
  });
  let account: TestAccount;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    const config = testConfig({
      audienceUrl: 'http://audience.test',
      mail: { smtpUrl: smtp.smtpUrl, from: 'Showroom <no-reply@showroom.test>' },
    });
    // The audience host's parts with this route, given a DNS of the test's own.
    app = await gateApp(config, ctx.database, dnsZones.resolver);
    account = await createAccount(ctx.db);
    await ctx.db.insert(companySettings).values({
      companyId: account.companyId,
      emailBlockList: ['rival.example', 'https://competitor.example/'],
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const submit = (widgetId: string, email: string) =>
    app.inject({ method: 'POST', url: `/gate/hero/${widgetId}`, payload: { email, visitor } });

  it('lets an address through a gate with no checks, and stores the submission', async () => {
    const id = await liveHero(ctx.db, account, {});
    const response = await submit(id, 'ada@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', payload: { outcome: 'allowed' } });
    const rows = await submissions(ctx.db, id);
    expect(rows).toMatchObject([
      { email: 'ada@example.com', outcome: 'allowed', visitor, companyId: account.companyId },
    ]);
  });

  it('skips an optional gate with an empty address; a required one refuses it', async () => {
    const optional = await liveHero(ctx.db, account, { email_required: 0 });
    expect((await submit(optional, '')).json().payload).toEqual({ outcome: 'allowed' });
    const required = await liveHero(ctx.db, account, { email_required: 1 });
    expect((await submit(required, '  ')).json().payload).toEqual({
      outcome: 'refused',
      message: gateMessages.required,
    });
    expect((await submissions(ctx.db, required)).map((row) => row.outcome)).toEqual(['refused']);
  });

  it('refuses an address that is not one', async () => {
    const id = await liveHero(ctx.db, account, {});
    for (const email of ['ada', 'ada@', 'ada@localhost', 'a b@example.com']) {
      expect((await submit(id, email)).json().payload, email).toEqual({
        outcome: 'refused',
        message: gateMessages.invalidEmail,
      });
    }
  });

  it('with the blocklist check: refuses the company blocklist, a free and a disposable provider, lets a work address through', async () => {
    const id = await liveHero(ctx.db, account, { check_blocklist: 1 });
    for (const email of [
      'ceo@rival.example',
      'sales@eu.rival.example',
      'x@competitor.example',
      'someone@gmail.com',
      'throwaway@mailinator.com',
    ]) {
      expect((await submit(id, email)).json().payload, email).toEqual({
        outcome: 'refused',
        message: gateMessages.restrictedDomain,
      });
    }
    expect((await submit(id, 'buyer@acme-robotics-test.com')).json().payload).toEqual({ outcome: 'allowed' });
  });

  it('redirects a restricted domain to the demo of the same company, or the message', async () => {
    const demo = await recordingsRepository(ctx.db, 'http://media.test').create(
      account.companyId,
      account.repId,
      {
        title: 'For everyone',
        description: '',
        type: 'default',
        sourceUrl: null,
        uploadKey: null,
        coordinates: emptyCoordinates(),
      },
    );
    const redirect = {
      restrictType: 'demo' as const,
      demo: demo.id,
      message: {
        title: 'Sorry',
        description: 'Work addresses only',
        primaryButton: true,
        buttonLabel: 'Contact',
        URL: 'https://example.com',
      },
    };
    const id = await liveHero(ctx.db, account, {
      check_blocklist: 1,
      redirect_to_restricted_domain: 1,
      restricted_redirect: redirect,
    });
    const payload = (await submit(id, 'someone@gmail.com')).json().payload;
    expect(payload).toMatchObject({
      outcome: 'redirected',
      redirect,
      demo: { id: demo.id, title: 'For everyone' },
    });

    // Another company's demo is never shown, even when a widget names it.
    const other = await createAccount(ctx.db);
    const foreign = await liveHero(ctx.db, other, {
      check_blocklist: 1,
      redirect_to_restricted_domain: 1,
      restricted_redirect: redirect,
    });
    const answer = (await submit(foreign, 'someone@gmail.com')).json().payload;
    expect(answer.outcome).toBe('redirected');
    expect(answer.demo).toBeUndefined();
    expect((await submissions(ctx.db, id)).map((row) => row.outcome)).toEqual(['redirected']);
  });

  it('with the domain check: MX records, or A records in their place (RFC 5321), pass; no such domain or a null MX do not; answers are cached', async () => {
    const id = await liveHero(ctx.db, account, { check_domain: 1 });
    expect((await submit(id, 'a@acme-robotics-test.com')).json().payload).toEqual({ outcome: 'allowed' });
    expect((await submit(id, 'a@a-only.example')).json().payload).toEqual({ outcome: 'allowed' });
    for (const email of ['a@nowhere.example', 'a@null-mx.example']) {
      expect((await submit(id, email)).json().payload, email).toEqual({
        outcome: 'refused',
        message: gateMessages.domainCannotReceive,
      });
    }
    const before = dnsZones.calls.length;
    await submit(id, 'b@acme-robotics-test.com');
    await submit(id, 'b@nowhere.example');
    expect(dnsZones.calls.length).toBe(before);
  });

  it('two-factor: mails a link whose GET only shows a button; the POST confirms, and the frame sees it', async () => {
    const id = await liveHero(ctx.db, account, { check_domain: 1, check_twofactor: 1 });
    const email = 'lead@acme-robotics-test.com';
    const payload = (await submit(id, email)).json().payload;
    expect(payload).toMatchObject({ outcome: 'verify', message: gateMessages.verifySent });
    const pending = payload.pending as string;

    const mail = mails().find((m) => m.to && JSON.stringify(m.to).includes(email));
    expect(mail?.subject).toBe(gateMessages.mailSubject);
    const link = mail!.text!.match(/http:\/\/audience\.test\/gate\/confirm\/[A-Za-z0-9_-]+/)![0];
    const path = new URL(link).pathname;
    // The tokens are stored hashed: neither appears in the table.
    const [stored] = await ctx.db.select().from(gateConfirmations);
    expect(JSON.stringify(stored)).not.toContain(pending);
    expect(JSON.stringify(stored)).not.toContain(path.split('/').pop());

    const poll = () => app.inject({ method: 'GET', url: `/gate/pending/${pending}` });
    expect((await poll()).json().payload).toEqual({ confirmed: false });

    // A mail scanner fetches the link, twice: nothing is confirmed.
    for (let i = 0; i < 2; i++) {
      const scanned = await app.inject({ method: 'GET', url: path });
      expect(scanned.statusCode).toBe(200);
      expect(scanned.headers['content-type']).toContain('text/html');
      expect(scanned.headers['content-security-policy']).toContain("default-src 'none'");
      expect(scanned.headers['content-security-policy']).not.toContain('script-src');
      expect(scanned.body).toContain('<form method="post">');
      expect(scanned.body).toContain(`>${gateMessages.confirmButton}</button>`);
      expect(scanned.body).not.toContain('<script');
    }
    expect((await poll()).json().payload).toEqual({ confirmed: false });

    // The person clicks the button.
    const clicked = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toContain(gateMessages.confirmedTitle);
    expect((await poll()).json().payload).toEqual({ confirmed: true });
    expect((await app.inject({ method: 'GET', url: path })).body).toContain(gateMessages.confirmedTitle);
    expect((await submissions(ctx.db, id)).map((row) => row.outcome).sort()).toEqual(['confirmed', 'verify']);
  });

  it('an unknown or expired link confirms nothing, and the cleanup deletes expired links', async () => {
    const bogus = `/gate/confirm/${'A'.repeat(22)}`;
    expect((await app.inject({ method: 'GET', url: bogus })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: bogus,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        })
      ).body,
    ).toContain(gateMessages.expiredTitle);
    expect((await app.inject({ method: 'GET', url: `/gate/pending/${'B'.repeat(22)}` })).statusCode).toBe(
      404,
    );

    const id = await liveHero(ctx.db, account, { check_domain: 1, check_twofactor: 1 });
    const pending = (await submit(id, 'late@acme-robotics-test.com')).json().payload.pending as string;
    const link = mails()
      .at(-1)!
      .text!.match(/\/gate\/confirm\/[A-Za-z0-9_-]+/)![0];
    const [submission] = await submissions(ctx.db, id);
    await ctx.db
      .update(gateConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gateConfirmations.submissionId, submission!.id));
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/gate/pending/${pending}` })).statusCode).toBe(404);
    expect(await deleteExpiredConfirmations(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(
      await ctx.db.select().from(gateConfirmations).where(eq(gateConfirmations.submissionId, submission!.id)),
    ).toEqual([]);
  });

  it('answers 404 for a draft, an ungated widget, or one that does not exist; 400 for a bad body', async () => {
    const draft = await liveHero(ctx.db, account, {}, false);
    const ungated = await liveHero(ctx.db, account, { is_gated: 0 });
    for (const id of [draft, ungated, '00000000-0000-4000-8000-000000000000']) {
      expect((await submit(id, 'ada@example.com')).statusCode).toBe(404);
    }
    expect((await submit(ungated, 'ada@example.com')).json()).toEqual({
      status: 'error',
      payload: null,
      message: 'Not found',
    });
    const id = await liveHero(ctx.db, account, {});
    const bad = await app.inject({
      method: 'POST',
      url: `/gate/hero/${id}`,
      payload: { email: 'a@b.co', visitor: '!' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('queues no webhook for a company without one', async () => {
    const id = await liveHero(ctx.db, account, {});
    await submit(id, 'nohook@example.com');
    const [submission] = await submissions(ctx.db, id);
    expect(submission).toBeDefined();
    // Read through a queue of the test's own, as the app host's worker would see them.
    const reader = createJobQueue(ctx.db);
    expect(await reader.jobsOf('gate.webhook', 'submissionId', submission!.id)).toEqual([]);
    await reader.stop();
  });
});

describeDatabases('the gate on the audience host', (ctx) => {
  let audience: FastifyInstance;
  let account: TestAccount;

  beforeAll(async () => {
    audience = buildAudienceApp({ config: testConfig(), database: ctx.database, logger: false });
    await audience.ready();
    account = await createAccount(ctx.db);
  });
  afterAll(() => audience.close());

  it('is served there, and limits submissions per widget and client address', async () => {
    const id = await liveHero(ctx.db, account, {});
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await audience.inject({
        method: 'POST',
        url: `/gate/hero/${id}`,
        payload: { email: `p${i}@example.com`, visitor },
        remoteAddress: '198.51.100.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not held back by the first.
    const other = await audience.inject({
      method: 'POST',
      url: `/gate/hero/${id}`,
      payload: { email: 'q@example.com', visitor },
      remoteAddress: '198.51.100.10',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('the domain check', () => {
  let silent: Socket;
  beforeAll(async () => {
    // A DNS server that never answers.
    silent = createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
  });
  afterAll(() => silent.close());

  it('answers unknown when the DNS does not answer in time, and keeps no answer of it', async () => {
    const resolver = new dns.Resolver({ timeout: 5000, tries: 1 });
    resolver.setServers([`127.0.0.1:${(silent.address() as AddressInfo).port}`]);
    const check = mailDomainCheck({ resolver, timeoutMs: 200 });
    const started = Date.now();
    expect(await check.canReceive('slow.example')).toBe('unknown');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(check.size).toBe(0);
    resolver.cancel();
  });

  it('forgets an answer after its time, and keeps at most maxEntries', async () => {
    let clock = 0;
    const { resolver, calls } = fakeResolver({
      'a.example': { mx: ['mx.a.example'] },
      'b.example': { a: ['203.0.113.1'] },
    });
    const check = mailDomainCheck({ resolver, ttlMs: 1000, maxEntries: 1, now: () => clock });
    expect(await check.canReceive('A.example')).toBe('yes');
    expect(await check.canReceive('a.example')).toBe('yes');
    expect(calls).toEqual(['mx a.example']);
    clock = 2000;
    await check.canReceive('a.example');
    expect(calls).toEqual(['mx a.example', 'mx a.example']);
    await check.canReceive('b.example');
    expect(check.size).toBe(1);
  });
});
