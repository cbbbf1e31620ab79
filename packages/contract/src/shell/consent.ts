import * as z from 'zod/mini';
import { userFlags } from '../auth/login.ts';
import { defineRoute } from '../core/route.ts';
import { jsonText, jsonValue, wireDate } from '../core/wire.ts';

const id = z.string().check(z.minLength(1), z.maxLength(100));
const exampleIds = {
  companyId: '00000000-0000-4000-8000-000000000001',
  salesrepId: '00000000-0000-4000-8000-000000000002',
};

/** spec 1 §2 Privacy and terms popup: what the rep chose. */
export const consentChoice = z.enum(['consented', 'logged out']);

/** POST /web/consent. The ids must be the caller's own (403 otherwise). */
export const consent = defineRoute({
  method: 'POST',
  path: '/web/consent',
  auth: 'token',
  body: z.object({ salesrepId: id, companyId: id, consent: consentChoice, timestamp: wireDate }),
  payload: z.null(),
  example: { body: { ...exampleIds, consent: 'consented', timestamp: '2026-01-02 03:04:05' } },
});

/**
 * PUT /web/flag: saves the rep's configuration (spec 1 §3 User settings flags, JSON text,
 * including consent.popup.show). Replies with the flags now stored.
 */
export const updateFlags = defineRoute({
  method: 'PUT',
  path: '/web/flag',
  auth: 'token',
  body: z.object({ salesrepId: id, companyId: id, config: jsonText(userFlags).check(z.maxLength(65_536)) }),
  payload: z.object({ flags: jsonValue(userFlags) }),
  example: { body: { ...exampleIds, config: '{"consent":{"popup":{"show":false}}}' } },
});

/** spec 1 §3 feature names a company may hide. */
export const featureName = z.enum(['Demo', 'Embed', 'Page', 'Contact', 'Questionnaire', 'Analytic']);
export type FeatureName = z.infer<typeof featureName>;

/**
 * GET /web/company/features/{companyId} (ours: spec 1 §7 says the path is not shown). spec 1 §3:
 * "a JSON list of hidden feature labels, in the first record of the company's payload", so the
 * payload is a list whose first record carries `hiddenFeatures` as JSON text.
 */
export const companyFeatures = defineRoute({
  method: 'GET',
  path: '/web/company/features/{companyId}',
  auth: 'token',
  params: z.object({ companyId: id }),
  payload: z.array(z.object({ companyId: z.string(), hiddenFeatures: jsonValue(z.array(z.string())) })),
  example: { params: { companyId: exampleIds.companyId } },
});

/**
 * PUT /web/company/features/{companyId} (ours: the spec shows the list, not how it is set): the
 * company's hidden features replaced by `hiddenFeatures`, a list of spec 1 §3 feature names (no
 * duplicates; empty shows every section). Replies as the GET does.
 */
export const setCompanyFeatures = defineRoute({
  method: 'PUT',
  path: '/web/company/features/{companyId}',
  auth: 'token',
  params: z.object({ companyId: id }),
  body: z.object({
    hiddenFeatures: z.array(featureName).check(
      z.maxLength(featureName.options.length),
      z.refine(
        (names: FeatureName[]) => new Set(names).size === names.length,
        'Each feature may be listed once',
      ),
    ),
  }),
  payload: companyFeatures.payload,
  example: { params: { companyId: exampleIds.companyId }, body: { hiddenFeatures: ['Embed', 'Analytic'] } },
});
