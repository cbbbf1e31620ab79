import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  newHeroForm,
  webhookIdHeader,
  webhookPayload,
  webhookSignatureHeader,
  webhookTimestampHeader,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../../test/support/accounts.ts';
import { describeDatabases } from '../../../test/support/databases.ts';
import { testConfig } from '../../../test/support/fixtures.ts';
import { buildApp } from '../../app.ts';
import { buildAudienceApp } from '../../audience/app.ts';
import { companySettings, gateSubmissions, widgets } from '../../db/schema.ts';
import { webhookKind } from './webhooks.ts';
import { heroValues } from './widgets.ts';

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

// A CRM on loopback (test apps admit 127.0.0.1 as a public site): it records what arrives and
// answers with the status the test sets.
describeDatabases('gate webhooks', (ctx) => {
  let app: FastifyInstance;
  let audience: FastifyInstance;
  let crm: http.Server;
  let crmUrl: string;
  let status = 200;
  const received: Received[] = [];

  beforeAll(async () => {
    crm = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
    crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`;
    const base = testConfig();
    // One key for both hosts, as one deployment has.
    const config = testConfig({ jobs: { ...base.jobs, worker: false } });
    app = buildApp({ config, database: ctx.database, logger: false });
    audience = buildAudienceApp({ config, database: ctx.database, logger: false });
    await Promise.all([app.ready(), audience.ready()]);
  });
  afterAll(async () => {
    await Promise.all([app.close(), audience.close()]);
    await new Promise<void>((resolve) => crm.close(() => resolve()));
  });

  const gatedHero = async (rep: SignedInRep) => {
    const values = heroValues({ ...newHeroForm(), name: 'Lead magnet', is_gated: 1, email_required: 1 });
    const [row] = await ctx.db
      .insert(widgets)
      .values({ kind: 'hero', companyId: rep.companyId, salesRepId: rep.repId, live: true, ...values })
      .returning({ id: widgets.id });
    return row!.id;
  };
  const withWebhook = async (rep: SignedInRep, url = crmUrl) => {
    const response = await app.inject({
      method: 'PUT',
      url: `/web/setting/prospect/${rep.companyId}`,
      headers: { token: rep.token },
      payload: { allowedSites: [], webhookUrl: url, regenerateSecret: false },
    });
    expect(response.statusCode).toBe(200);
    return response.json().payload.secret as string;
  };
  const submit = (widgetId: string, email: string) =>
    audience.inject({
      method: 'POST',
      url: `/gate/hero/${widgetId}`,
      payload: { email, visitor: 'visitor-0123456789abcdef' },
    });
  /** The webhook job of the one submission of `widgetId`. */
  const webhookJob = async (widgetId: string) => {
    const [submission] = await ctx.db
      .select({ id: gateSubmissions.id })
      .from(gateSubmissions)
      .where(eq(gateSubmissions.widgetId, widgetId));
    const [job] = await app.jobs.jobsOf(webhookKind, 'submissionId', submission!.id);
    return job;
  };

  it('POSTs each submission, signed over the timestamp and the raw body with the company secret', async () => {
    const rep = await repWithSession(app, ctx.db);
    const secret = await withWebhook(rep);
    const widgetId = await gatedHero(rep);
    expect((await submit(widgetId, 'lead@acme.example')).json().payload).toEqual({ outcome: 'allowed' });
    received.length = 0;
    expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);

    expect(received).toHaveLength(1);
    const [delivery] = received;
    const timestamp = delivery!.headers[webhookTimestampHeader] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${delivery!.body}`).digest('hex')}`;
    expect(delivery!.headers[webhookSignatureHeader]).toBe(expected);
    expect(delivery!.headers['content-type']).toBe('application/json');
    const payload = webhookPayload.parse(JSON.parse(delivery!.body));
    expect(payload).toMatchObject({
      type: 'gate.submitted',
      companyId: rep.companyId,
      widget: { kind: 'hero', id: widgetId, name: 'Lead magnet' },
      email: 'lead@acme.example',
      outcome: 'allowed',
    });
    expect(delivery!.headers[webhookIdHeader]).toBe(payload.id);
    // A body changed on the way does not match the signature.
    const forged = `sha256=${createHmac('sha256', secret)
      .update(`${timestamp}.${delivery!.body.replace('lead@', 'evil@')}`)
      .digest('hex')}`;
    expect(forged).not.toBe(expected);
  });

  it('retries a failed delivery with backoff until the CRM takes it', async () => {
    const rep = await repWithSession(app, ctx.db);
    await withWebhook(rep);
    const widgetId = await gatedHero(rep);
    await submit(widgetId, 'retry@acme.example');
    const job = await webhookJob(widgetId);
    expect(job).toMatchObject({ state: 'queued' });
    status = 503;
    received.length = 0;
    await app.jobs.runDue();
    expect(received).toHaveLength(1);
    const failed = await app.jobs.state(job!.id);
    expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
    expect(failed!.lastError).toContain('503');

    status = 200;
    // The retry is due after its backoff (about a second for the first); the CRM takes it then.
    await until(async () => {
      await app.jobs.runDue();
      return received.length === 2;
    }, 'the retry after its backoff');
    expect(received).toHaveLength(2);
    expect(received[0]!.body).toBe(received[1]!.body);
    expect(await app.jobs.state(job!.id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('never posts to a private or metadata address, even one stored before the check', async () => {
    const rep = await repWithSession(app, ctx.db);
    await withWebhook(rep);
    const widgetId = await gatedHero(rep);
    await ctx.db
      .update(companySettings)
      .set({ webhookUrl: 'http://169.254.169.254/latest/meta-data' })
      .where(eq(companySettings.companyId, rep.companyId));
    await submit(widgetId, 'meta@acme.example');
    const job = await webhookJob(widgetId);
    expect(job).toMatchObject({ state: 'queued' });
    await app.jobs.runDue();
    const state = await app.jobs.state(job!.id);
    // Refused for good at once: trying again cannot help.
    expect(state).toMatchObject({ state: 'failed', attempts: 1 });
    expect(state!.lastError).toContain('public address');
  });

  it('sends nothing once the webhook is turned off', async () => {
    const rep = await repWithSession(app, ctx.db);
    await withWebhook(rep);
    const widgetId = await gatedHero(rep);
    await submit(widgetId, 'late@acme.example');
    await app.inject({
      method: 'PUT',
      url: `/web/setting/prospect/${rep.companyId}`,
      headers: { token: rep.token },
      payload: { allowedSites: [], webhookUrl: '', regenerateSecret: false },
    });
    received.length = 0;
    await app.jobs.runDue();
    expect(received).toHaveLength(0);
  });
});
