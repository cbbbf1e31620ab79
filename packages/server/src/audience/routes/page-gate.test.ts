import { emptyCoordinates, gateMessages, type LayoutStyle, newLayoutStyle } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../../test/support/databases.ts';
import { createAccount, type TestAccount, testConfig } from '../../../test/support/fixtures.ts';
import { gateApp } from '../../../test/support/gate.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/support/smtp.ts';
import { companySettings, gateSubmissions, recordings } from '../../db/schema.ts';
import { createJobQueue } from '../../jobs/queue.ts';
import { configuredSealer } from '../../media/sealed.ts';
import { pagesRepository } from '../../plugins/app/pages.ts';
import { recordingsRepository } from '../../plugins/app/recordings.ts';
import { webhookKind } from '../../plugins/app/webhooks.ts';

const visitor = 'pagevisitor-0123456789';

/**
 * A prospect page's gate (issue 13) is the widgets' (routes/gate.ts): the page's settings, two-factor
 * by a mailed link that only a click confirms, every submission in gate_submissions under the page,
 * and the company's webhook.
 */
describeDatabases("a prospect page's gate: POST /gate/page/{link}", (ctx) => {
  let app: FastifyInstance;
  let smtp: SmtpCatcher;
  let account: TestAccount;
  let config: ReturnType<typeof testConfig>;
  const audienceUrl = 'http://audience.test';

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    config = testConfig({
      audienceUrl,
      mail: { smtpUrl: smtp.smtpUrl, from: 'Showroom <no-reply@showroom.test>' },
    });
    app = await gateApp(config, ctx.database, {
      resolveMx: async (host) =>
        host === 'acme-page-test.com' ? [{ exchange: 'mx.acme-page-test.com', priority: 0 }] : [],
      resolve4: async () => [],
      resolve6: async () => [],
    });
    account = await createAccount(ctx.db);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const pageWithLink = async (who: TestAccount, settings: Partial<LayoutStyle['settings']>, live = true) => {
    const store = pagesRepository(ctx.db, audienceUrl);
    const page = await store.create(who.companyId, who.repId, 'Renewal offer', 'standard');
    const style = newLayoutStyle();
    await store.setStyle(
      who.companyId,
      page.id,
      { ...style, settings: { ...style.settings, ...settings } },
      [],
    );
    if (live) await store.setLive(who.companyId, page.id, true);
    const issued = await store.issue(who.companyId, who.repId, page.id, 'ada@client.test', 'Ada', {
      prospect_email: 'ada@client.test',
      prospect_name: 'Ada',
    });
    const bound = await store.bind(who.companyId, who.repId, {
      pageId: page.id,
      prospectId: issued.id,
      encryptedId: issued.token,
      engaged: true,
    });
    return { pageId: page.id, link: issued.token, relationshipId: bound!.relationship.id, store };
  };
  const submit = (link: string, email: string) =>
    app.inject({ method: 'POST', url: `/gate/page/${link}`, payload: { email, visitor } });
  const submissions = (pageId: string) =>
    ctx.db.select().from(gateSubmissions).where(eq(gateSubmissions.widgetId, pageId));

  it('two-factor: mails a link that a scanner cannot confirm and a click does; each answer stored under the page, with a webhook', async () => {
    await ctx.db
      .insert(companySettings)
      .values({ companyId: account.companyId, webhookUrl: 'https://crm.example/hook' })
      .onConflictDoUpdate({
        target: companySettings.companyId,
        set: { webhookUrl: 'https://crm.example/hook' },
      });
    const { link, pageId } = await pageWithLink(account, {
      verifyIdentity: true,
      isRequired: true,
      checkDomain: true,
      checkTwoFactor: true,
    });
    // The domain check comes first: a domain without mail servers gets no link.
    expect((await submit(link, 'lead@no-mail.example')).json().payload).toEqual({
      outcome: 'refused',
      message: gateMessages.domainCannotReceive,
    });
    const email = 'lead@acme-page-test.com';
    const payload = (await submit(link, email)).json().payload;
    expect(payload).toMatchObject({ outcome: 'verify', message: gateMessages.verifySent });
    const mail = smtp.mails().find((m) => JSON.stringify(m.to).includes(email));
    expect(mail?.subject).toBe(gateMessages.mailSubject);
    const path = new URL(mail!.text!.match(/http:\/\/audience\.test\/gate\/confirm\/[A-Za-z0-9_-]+/)![0])
      .pathname;
    const poll = async () =>
      (await app.inject({ method: 'GET', url: `/gate/pending/${payload.pending}` })).json();

    // A mail scanner's GET shows the button and confirms nothing.
    expect((await app.inject({ method: 'GET', url: path })).body).toContain(gateMessages.confirmButton);
    expect((await poll()).payload).toEqual({ confirmed: false });
    const clicked = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(clicked.body).toContain(gateMessages.confirmedTitle);
    expect((await poll()).payload).toEqual({ confirmed: true });

    const rows = await submissions(pageId);
    expect(rows.map((row) => [row.outcome, row.email]).sort()).toEqual([
      ['confirmed', email],
      ['refused', 'lead@no-mail.example'],
      ['verify', email],
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ companyId: account.companyId, visitor, kind: 'solo' });
    // Read through a queue of the test's own, as the app host's worker would see them.
    const reader = createJobQueue(ctx.db);
    const queued = (
      await Promise.all(rows.map((row) => reader.jobsOf(webhookKind, 'submissionId', row.id)))
    ).flat();
    await reader.stop();
    expect(queued).toHaveLength(3);
  });

  it("two-factor (issue 26, item 5): the page's media come with the confirmation, never before it", async () => {
    const rep = await createAccount(ctx.db);
    const { link, pageId, store } = await pageWithLink(rep, {
      verifyIdentity: true,
      isRequired: true,
      checkDomain: true,
      checkTwoFactor: true,
    });
    const { id: demoId } = await recordingsRepository(ctx.db, config.media.url).create(
      rep.companyId,
      rep.repId,
      {
        title: 'Tour',
        description: '',
        type: 'default',
        sourceUrl: null,
        uploadKey: null,
        coordinates: emptyCoordinates(),
      },
    );
    const videoKey = `videos/${rep.companyId}/gatedvideo0123456789ab.mp4`;
    await ctx.db.update(recordings).set({ videoKey, mediaStatus: 'ready' }).where(eq(recordings.id, demoId));
    const style = newLayoutStyle();
    await store.setStyle(
      rep.companyId,
      pageId,
      {
        ...style,
        settings: {
          ...style.settings,
          verifyIdentity: true,
          isRequired: true,
          checkDomain: true,
          checkTwoFactor: true,
        },
        standardPreviewVideos: [{ key: 'a', value: demoId, label: 'Tour', type: 'demo' }],
      },
      [],
    );
    const email = 'grant@acme-page-test.com';
    const payload = (await submit(link, email)).json().payload;
    expect(payload).toMatchObject({ outcome: 'verify' });
    expect(JSON.stringify(payload)).not.toContain('media');
    const poll = async () =>
      (await app.inject({ method: 'GET', url: `/gate/pending/${payload.pending}` })).json().payload;
    expect(await poll()).toEqual({ confirmed: false });
    const mail = smtp.mails().find((m) => JSON.stringify(m.to).includes(email));
    const path = new URL(mail!.text!.match(/http:\/\/audience\.test\/gate\/confirm\/[A-Za-z0-9_-]+/)![0])
      .pathname;
    await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const confirmed = await poll();
    expect(confirmed.confirmed).toBe(true);
    const [granted] = confirmed.media.demos;
    expect(granted.id).toBe(demoId);
    const sealer = await configuredSealer(config);
    const token = new URL(granted.location).pathname.replace(/^\/sealed\//, '').replace(/\.mp4$/, '');
    expect(sealer.open(token)?.key).toBe(videoKey);
  });

  it('refuses a free address with the blocklist check, stores nothing for a page whose gate is off, and knows no dead link', async () => {
    const other = await createAccount(ctx.db);
    const gated = await pageWithLink(other, { verifyIdentity: true, isRequired: true, checkBlocklist: true });
    expect((await submit(gated.link, 'someone@gmail.com')).json().payload).toEqual({
      outcome: 'refused',
      message: gateMessages.restrictedDomain,
    });
    expect((await submit(gated.link, 'ada@acme-industries.com')).json().payload).toEqual({
      outcome: 'allowed',
    });
    expect((await submissions(gated.pageId)).map((row) => [row.companyId, row.outcome]).sort()).toEqual([
      [other.companyId, 'allowed'],
      [other.companyId, 'refused'],
    ]);

    const open = await pageWithLink(other, {});
    expect((await submit(open.link, '')).json().payload).toEqual({ outcome: 'allowed' });
    expect(await submissions(open.pageId)).toEqual([]);

    const draft = await pageWithLink(other, { verifyIdentity: true }, false);
    expect((await submit(draft.link, 'ada@acme-industries.com')).statusCode).toBe(404);
    await gated.store.removeLink(other.companyId, gated.relationshipId);
    expect((await submit(gated.link, 'ada@acme-industries.com')).statusCode).toBe(404);
    expect((await submit('q3Vt8pZcR1uJxW4yL0mNaA', '')).statusCode).toBe(404);
  });
});
