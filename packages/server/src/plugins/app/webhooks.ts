import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  type WebhookPayload,
  webhookIdHeader,
  webhookSignatureHeader,
  webhookTimestampHeader,
} from '@showroom/contract';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { companySettings, gateSubmissions, pages, widgets } from '../../db/schema.ts';
import { type JobQueue, PermanentJobError } from '../../jobs/queue.ts';
import { type AddressPolicy, policyAdmitting } from '../../services/safe-fetch.ts';
import { loadSecretKey, openSecret } from '../../services/secrets.ts';

/**
 * Signed webhooks (issue 12): each gate submission of a company with a webhook address is POSTed
 * there by a job, so a CRM takes new leads. The body is the contract's WebhookPayload; the
 * signature is `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body">` with the company's secret,
 * the timestamp in its own header. A failed delivery is retried with the queue's backoff.
 */

export const webhookKind = 'gate.webhook';
/** Attempts over about an hour and a half with the queue's doubling backoff (1 s ... 10 min). */
export const webhookMaxAttempts = 12;
const deliveryTimeoutMs = 10_000;

export const signedString = (timestamp: string, body: string) => `${timestamp}.${body}`;

/** The signature header's value. */
export const signWebhook = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(signedString(timestamp, body), 'utf8').digest('hex')}`;

/**
 * Queues the delivery of submission `submissionId` when the company has a webhook address; inside
 * the submission's transaction, so the job exists only if the submission does.
 */
export async function enqueueWebhook(
  jobs: Pick<JobQueue, 'enqueue'>,
  companyId: string,
  submissionId: string,
  tx: Db,
): Promise<void> {
  const [settings] = await tx
    .select({ url: companySettings.webhookUrl })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId))
    .limit(1);
  if (!settings?.url) return;
  await jobs.enqueue(webhookKind, { submissionId }, { maxAttempts: webhookMaxAttempts, tx });
}

export class WebhookTargetError extends Error {
  override name = 'WebhookTargetError';
}

/**
 * POST `body` to `address`, connecting only to an address `policy` admits (the check of the media
 * link fetch, services/safe-fetch.ts): the name is resolved here and the connection goes to the
 * very address checked. Redirects are not followed. Answers the status.
 */
export async function postJson(
  address: string,
  body: string,
  headers: Record<string, string>,
  options: { addressPolicy: AddressPolicy; timeoutMs: number; signal?: AbortSignal },
): Promise<number> {
  const url = new URL(address);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new WebhookTargetError('The webhook address must be http or https, without credentials');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const candidates = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  if (candidates.length === 0 || !candidates.every((candidate) => options.addressPolicy(candidate.address))) {
    throw new WebhookTargetError('The webhook address must point to a public address');
  }
  const target = candidates[0]!;
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        signal,
        lookup: (_hostname, lookupOptions, callback) => {
          if ((lookupOptions as { all?: boolean }).all) {
            (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
              target,
            ]);
          } else callback(null, target.address, target.family);
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface WebhookDeps {
  db: Db;
  secretKey: Buffer;
  addressPolicy: AddressPolicy;
  timeoutMs?: number;
  now?: () => Date;
}

/** The delivery job: builds the payload now (the address and secret as they are now) and POSTs it. */
export async function deliverWebhook(deps: WebhookDeps, submissionId: string, signal?: AbortSignal) {
  const [submission] = await deps.db
    .select()
    .from(gateSubmissions)
    .where(eq(gateSubmissions.id, submissionId))
    .limit(1);
  if (!submission) return 'gone' as const;
  const [settings] = await deps.db
    .select({ url: companySettings.webhookUrl, secret: companySettings.webhookSecret })
    .from(companySettings)
    .where(eq(companySettings.companyId, submission.companyId))
    .limit(1);
  // Turned off since: nothing to send.
  if (!settings?.url || !settings.secret) return 'off' as const;
  const [widget] = await deps.db
    .select({ name: widgets.name })
    .from(widgets)
    .where(eq(widgets.id, submission.widgetId))
    .limit(1);
  // A prospect page's gate stores the page's id in widget_id (issue 13): named by the page's title.
  const [page] = widget
    ? []
    : await deps.db
        .select({ name: pages.title })
        .from(pages)
        .where(and(eq(pages.id, submission.widgetId), eq(pages.companyId, submission.companyId)))
        .limit(1);
  const payload: WebhookPayload = {
    type: 'gate.submitted',
    id: submission.id,
    at: submission.createdAt.toISOString(),
    companyId: submission.companyId,
    widget: { kind: submission.kind, id: submission.widgetId, name: widget?.name ?? page?.name ?? '' },
    email: submission.email,
    outcome: submission.outcome,
  };
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor((deps.now?.() ?? new Date()).getTime() / 1000));
  const secret = openSecret(deps.secretKey, settings.secret);
  let status: number;
  try {
    status = await postJson(
      settings.url,
      body,
      {
        [webhookSignatureHeader]: signWebhook(secret, timestamp, body),
        [webhookTimestampHeader]: timestamp,
        [webhookIdHeader]: submission.id,
        'user-agent': 'Showroom-Webhooks/1',
      },
      { addressPolicy: deps.addressPolicy, timeoutMs: deps.timeoutMs ?? deliveryTimeoutMs, signal },
    );
  } catch (error) {
    // A refused target stays refused: trying again cannot help.
    if (error instanceof WebhookTargetError) throw new PermanentJobError(error.message);
    throw error;
  }
  if (status < 200 || status >= 300) throw new Error(`The webhook answered ${status}`);
  return 'sent' as const;
}

/** On the app host, whose process runs the job worker: the delivery job. */
export default fp(
  async (app) => {
    const deps: WebhookDeps = {
      db: app.db,
      secretKey: await loadSecretKey(app.config),
      // Tests admit their own loopback receiver (config.outboundTestAddresses); a server admits none.
      addressPolicy: policyAdmitting(app.config.outboundTestAddresses),
    };
    app.jobs.register<{ submissionId: string }>(webhookKind, async (job) => {
      const result = await deliverWebhook(deps, job.payload.submissionId, job.signal);
      app.log.info({ submissionId: job.payload.submissionId, result, component: 'webhooks' }, 'gate webhook');
    });
  },
  { name: 'webhooks', dependencies: ['config', 'db', 'jobs'] },
);
