import { randomBytes } from 'node:crypto';
import { authServerMessages, pageMessages, prospectPageMessages, routes } from '@showroom/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { embedsApp } from '../../test/support/widgets.ts';
import { buildApp } from '../app.ts';
import { contactSubmissions, mailOutbox } from '../db/schema.ts';
import { sendMailFormMessages, sendMailLimits } from '../services/contact-submissions.ts';

describeDatabases('POST /web/sendmailform (spec 3 §7.6)', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  beforeAll(async () => {
    env = await embedsApp(ctx);
  });
  afterAll(() => env?.close());

  let address = 0;
  /** Each call from its own client address unless told, so only the per-link count adds up. */
  const send = (body: object, options: { ip?: string; contentType?: string; origin?: string } = {}) =>
    env.app.inject({
      method: 'POST',
      url: '/web/sendmailform',
      remoteAddress: options.ip ?? `198.51.100.${(address++ % 250) + 1}`,
      headers: {
        'content-type': options.contentType ?? 'application/json',
        ...(options.origin ? { origin: options.origin } : {}),
      },
      payload: JSON.stringify(body),
    });
  const fields = (link: string) => ({
    name: 'Ada Lovelace',
    email: 'ada@analytical.example',
    message: 'Phone Number: 555 0100\nBest time: mornings',
    form_id: '',
    link,
  });

  /** A live page of the rep's with one prospect's link. */
  async function liveLink(rep: SignedInRep, title = 'Renewal plan') {
    const store = env.app.pageStore;
    const page = await store.create(rep.companyId, rep.repId, title, 'customized');
    await store.setLive(rep.companyId, page.id, true);
    const issued = await store.issue(
      rep.companyId,
      rep.repId,
      page.id,
      'grace@cobol.example',
      'Grace Hopper',
      {
        prospect_email: 'grace@cobol.example',
        prospect_name: 'Grace Hopper',
      },
    );
    const bound = await store.bind(rep.companyId, rep.repId, {
      pageId: page.id,
      prospectId: issued.id,
      encryptedId: issued.token,
      engaged: true,
    });
    return {
      pageId: page.id,
      prospectId: issued.id,
      link: issued.token,
      relationshipId: bound!.relationship.id,
    };
  }
  const mailsTo = (to: string) =>
    ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(desc(mailOutbox.createdAt));

  it("mails the link's rep the prospect's fields, naming the page and the prospect the link was made for", async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const { link } = await liveLink(rep);
    const response = await send(fields(link));
    expect(response.statusCode, response.body).toBe(200);
    expect(routes['POST /web/sendmailform'].payload.parse(response.json().payload)).toBeNull();
    const [mail, ...more] = await mailsTo(rep.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(sendMailFormMessages.subject('Renewal plan'));
    expect(mail!.body).toContain('Name: Ada Lovelace');
    expect(mail!.body).toContain('Email: ada@analytical.example');
    expect(mail!.body).toContain('Phone Number: 555 0100\nBest time: mornings');
    expect(mail!.body).toContain('Grace Hopper <grace@cobol.example>');
    expect(mail!.body).toContain(env.app.pageStore.linkOf({ encryptedId: link }));
  });

  it("keeps what was sent for the Pages tab's Contact Information, each line a field", async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const { link, pageId, prospectId } = await liveLink(rep);
    expect(
      (await send({ ...fields(link), message: 'Phone Number: 555 0100\nCall me after 5' })).statusCode,
    ).toBe(200);
    const contact = await env.app.inject({
      method: 'GET',
      url: `/web/analytic/page/${pageId}/prospect/${prospectId}/contact/${rep.companyId}`,
      headers: { token: rep.token },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(contact.json().payload).toEqual([
      { field: 'Name', value: 'Grace Hopper' },
      { field: 'Email', value: 'grace@cobol.example' },
      { field: 'Phone Number', value: '555 0100' },
      { field: 'Message', value: 'Call me after 5' },
    ]);
  });

  it('takes the JSON as text/plain from the audience host (no preflight) and lets that origin read the reply', async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const { link } = await liveLink(rep);
    const origin = new URL(env.app.config.audienceUrl).origin;
    const response = await send(fields(link), { contentType: 'text/plain;charset=UTF-8', origin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    const stranger = await send(fields(link), { origin: 'https://attacker.example' });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect((await send({}, { contentType: 'text/plain' })).statusCode).toBe(400);
  });

  it('through the website link, the mail says so; a header-breaking title stays on one line', async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const page = await env.app.pageStore.create(
      rep.companyId,
      rep.repId,
      'Line\r\nBcc: x@evil.example',
      'customized',
    );
    await env.app.pageStore.setLive(rep.companyId, page.id, true);
    const website = await env.app.pageStore.website(rep.companyId, rep.repId, page.id);
    expect((await send({ ...fields(website.token), name: '', message: '' })).statusCode).toBe(200);
    const [mail] = await mailsTo(rep.email);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.body).toContain("Through the page's website link");
    expect(mail!.body).toContain(`Name: ${pageMessages.notAvailable}`);
  });

  it('refuses a dead, unknown or unpublished link clearly, and mails no one', async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const live = await liveLink(rep);
    const deleted = await liveLink(rep, 'Other');
    expect(await env.app.pageStore.removeLink(rep.companyId, deleted.relationshipId)).toBe(true);
    const unpublished = await liveLink(rep, 'Draft');
    await env.app.pageStore.setLive(rep.companyId, unpublished.pageId, false);
    for (const link of [deleted.link, unpublished.link, randomBytes(16).toString('base64url')]) {
      const response = await send(fields(link));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(prospectPageMessages.notAvailableTitle);
    }
    expect((await send(fields('not a link'))).statusCode).toBe(400);
    expect(await mailsTo(rep.email)).toHaveLength(0);
    expect((await send(fields(live.link))).statusCode).toBe(200);
  });

  it("refuses an e-mail that is not one ('Invalid Email Address') and a form with nothing in it", async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const { link } = await liveLink(rep);
    const bad = await send({ ...fields(link), email: 'ada@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(pageMessages.invalidEmail);
    const empty = await send({ ...fields(link), name: ' ', email: '', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(sendMailFormMessages.empty);
    expect(await mailsTo(rep.email)).toHaveLength(0);
  });

  it('counts mails per link and per client address, so a link cannot flood an inbox', async () => {
    const rep = await repWithSession(env.app, ctx.db);
    const { link } = await liveLink(rep);
    for (let i = 0; i < sendMailLimits.perLinkPerHour; i++)
      expect((await send(fields(link))).statusCode).toBe(200);
    const over = await send(fields(link));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(authServerMessages.tooManyAttempts);
    expect(await mailsTo(rep.email)).toHaveLength(sendMailLimits.perLinkPerHour);
    // One address trying many (unknown) links is stopped too.
    const ip = '203.0.113.77';
    const unknown = () => fields(randomBytes(16).toString('base64url'));
    for (let i = 0; i < sendMailLimits.perAddressPerHour; i++)
      expect((await send(unknown(), { ip })).statusCode).toBe(404);
    expect((await send(unknown(), { ip })).statusCode).toBe(429);
  });

  it('answers 502 with the prospect-facing message when the mail cannot be sent', async () => {
    // Not on loopback and no SMTP: the mailer refuses to send (plugins/app/mailer.ts).
    const app = buildApp({
      config: testConfig({ appUrl: 'https://console.example' }),
      database: ctx.database,
      logger: false,
    });
    await app.ready();
    try {
      const rep = await repWithSession(app, ctx.db);
      const page = await app.pageStore.create(rep.companyId, rep.repId, 'Offline', 'customized');
      await app.pageStore.setLive(rep.companyId, page.id, true);
      const website = await app.pageStore.website(rep.companyId, rep.repId, page.id);
      const response = await app.inject({
        method: 'POST',
        url: '/web/sendmailform',
        remoteAddress: '192.0.2.9',
        payload: fields(website.token),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(prospectPageMessages.contactFailed);
      // Not kept either: the prospect sends it again.
      expect(
        await ctx.db
          .select()
          .from(contactSubmissions)
          .where(eq(contactSubmissions.relationshipId, website.id)),
      ).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
