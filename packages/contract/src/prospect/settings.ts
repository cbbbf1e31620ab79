import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { prospectSettingsMessages } from './messages/settings.ts';

export { prospectSettingsMessages };

/**
 * The company's prospect settings (issue 12): the sites allowed to frame its widgets (the audience
 * host's CSP frame-ancestors; none listed means any site) and the gate's webhook, signed with a
 * secret the server makes and shows once.
 */
export const prospectSettingsLimits = { maxSites: 50, maxUrlLength: 2000 } as const;

/** `https://www.example.com` or `http://localhost:8080`: a scheme, a host, maybe a port; nothing else. */
const originPattern =
  /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/;

export const isSiteOrigin = (value: string) => {
  if (!originPattern.test(value)) return false;
  try {
    // The URL parser agrees it is an origin as written (no default port, lower case, no path).
    return new URL(value).origin === value;
  } catch {
    return false;
  }
};

export const siteOrigin = z
  .string()
  .check(z.maxLength(300), z.refine(isSiteOrigin, prospectSettingsMessages.invalidSite));

export const allowedSites = z.array(siteOrigin).check(
  z.maxLength(prospectSettingsLimits.maxSites, prospectSettingsMessages.tooManySites),
  z.refine((sites: string[]) => new Set(sites).size === sites.length, prospectSettingsMessages.duplicateSite),
);

export const isWebhookUrl = (value: string) => {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      url.href === value
    );
  } catch {
    return false;
  }
};

/** '' turns webhooks off. */
export const webhookUrl = z
  .string()
  .check(
    z.maxLength(prospectSettingsLimits.maxUrlLength),
    z.refine(isWebhookUrl, prospectSettingsMessages.invalidWebhook),
  );

export const prospectSettings = z.object({
  allowedSites: z.array(z.string()),
  webhookUrl: z.string(),
  /** Whether a signing secret exists (it is never answered again after it is made). */
  hasSecret: z.boolean(),
});
export type ProspectSettings = z.infer<typeof prospectSettings>;

export const prospectSettingsForm = z.object({
  allowedSites,
  webhookUrl,
  /** Make a new signing secret (the old one stops working); one is made anyway with the first webhook. */
  regenerateSecret: z.boolean(),
});
export type ProspectSettingsForm = z.infer<typeof prospectSettingsForm>;

const params = z.object({ companyId: z.string().check(z.minLength(1), z.maxLength(100)) });
const exampleCompanyId = '00000000-0000-4000-8000-000000000001';

/** GET /web/setting/prospect/{companyId} (ours). */
export const getProspectSettings = defineRoute({
  method: 'GET',
  path: '/web/setting/prospect/{companyId}',
  auth: 'token',
  params,
  payload: prospectSettings,
  example: { params: { companyId: exampleCompanyId } },
});

/**
 * PUT /web/setting/prospect/{companyId} (ours). `secret` is the new signing secret when this call
 * made one, '' otherwise: the one time it is shown.
 */
export const updateProspectSettings = defineRoute({
  method: 'PUT',
  path: '/web/setting/prospect/{companyId}',
  auth: 'token',
  params,
  body: prospectSettingsForm,
  payload: z.extend(prospectSettings, { secret: z.string() }),
  example: {
    params: { companyId: exampleCompanyId },
    body: { allowedSites: ['https://www.example.com'], webhookUrl: '', regenerateSecret: false },
  },
});
