import * as z from 'zod/mini';
import { isRedirectUrl } from '../rules/pages.ts';
import { cssColor } from '../settings/settings.ts';
import { defaultLaunchColours, embedConstants } from './constants.ts';
import { embedMessages, embedServerMessages } from './messages.ts';

export const embedId = z.uuid();
export const exampleIds = {
  companyId: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  salesRepId: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  recordingId: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
  embedId: '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b',
} as const;

/**
 * spec 2 §3: flags are '0'/'1' strings in the form and numbers from the server. Either reads as
 * the number; the server always answers numbers.
 */
export const flag = z.pipe(
  z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((value): 0 | 1 => (value === 1 || value === '1' ? 1 : 0)),
);
export type Flag = 0 | 1;
export const flagOut = z.union([z.literal(0), z.literal(1)]);

const optionalUrl = z.string().check(z.trim(), z.maxLength(embedConstants.urlMaxLength));

/** spec 2 §3 launch_button (JSON text): the launch button's colours, as HEX. */
export const launchButton = z.object({
  triangle_color: cssColor,
  circle_color: cssColor,
  hover_color: cssColor,
  hotspot_color: cssColor,
});
export type LaunchButton = z.infer<typeof launchButton>;
export const defaultLaunchButton = (): LaunchButton => ({
  triangle_color: defaultLaunchColours.triangle,
  circle_color: defaultLaunchColours.circle,
  hover_color: defaultLaunchColours.hover,
  hotspot_color: defaultLaunchColours.hotspot,
});

const verificationText = z.string().check(z.maxLength(embedConstants.verificationTextMaxLength));

/** spec 2 §3 verification_content: what the e-mail gate says. */
export const verificationContent = z.object({
  title: verificationText,
  description: verificationText,
  placeholder: z.string().check(z.maxLength(200)),
});
export type VerificationContent = z.infer<typeof verificationContent>;
export { defaultVerification } from '../rules/embeds.ts';

/** spec 2 §2 Restricted-redirect card: play a demo, or show a message (description max 400). */
export const restrictedRedirect = z.object({
  restrictType: z.enum(['demo', 'message']),
  /** The demo to play: a recording id, or '' until one is chosen. */
  demo: z.string().check(z.maxLength(100)),
  message: z.object({
    title: z.string().check(z.maxLength(200)),
    description: z.string().check(z.maxLength(embedConstants.redirectMessageMaxLength)),
    primaryButton: z.boolean(),
    buttonLabel: z.string().check(z.maxLength(embedConstants.labelMaxLength)),
    URL: optionalUrl,
  }),
});
export type RestrictedRedirect = z.infer<typeof restrictedRedirect>;

export { isRedirectUrl } from '../rules/pages.ts';

/** `restrictedRedirect` as the editors save it: the button address checked (`isRedirectUrl`). */
export const restrictedRedirectInput = z.object({
  ...restrictedRedirect.shape,
  message: z.object({
    ...restrictedRedirect.shape.message.shape,
    URL: optionalUrl.check(z.refine(isRedirectUrl, embedServerMessages.redirectUrlInvalid)),
  }),
});
export { defaultRestrictedRedirect } from '../rules/pages.ts';

/**
 * The e-mail gate's options (spec 2 §2 Gating options panel), as Hero and Solo name them. CYOA
 * keeps the same options in its settings under camelCase names (`cyoaGatingNames`).
 */
export const gatingOptionNames = [
  'is_gated',
  'email_required',
  'custom_verification',
  'check_blocklist',
  'redirect_to_restricted_domain',
  'check_domain',
  'check_twofactor',
] as const;
export type GatingOptionName = (typeof gatingOptionNames)[number];
export type GatingValues = Record<GatingOptionName, Flag>;

/**
 * spec 2 §4 gating dependencies, as a rule of the stored record: redirect needs the blocklist
 * check, two-factor needs the domain check. The editors' gating machine keeps them while a rep
 * toggles; the server refuses a record that breaks them.
 */
export const gatingConsistent = (values: GatingValues) =>
  (values.redirect_to_restricted_domain === 0 || values.check_blocklist === 1) &&
  (values.check_twofactor === 0 || values.check_domain === 1);

export const gatingFields = {
  is_gated: flag,
  email_required: flag,
  custom_verification: flag,
  check_blocklist: flag,
  redirect_to_restricted_domain: flag,
  check_domain: flag,
  check_twofactor: flag,
};
export const gatingFieldsOut = {
  is_gated: flagOut,
  email_required: flagOut,
  custom_verification: flagOut,
  check_blocklist: flagOut,
  redirect_to_restricted_domain: flagOut,
  check_domain: flagOut,
  check_twofactor: flagOut,
};

/** spec 2 §3 name: required ('Title is required'). */
export const embedName = z
  .string()
  .check(z.trim(), z.minLength(1, embedMessages.titleRequired), z.maxLength(embedConstants.nameMaxLength));

/** A recording id, or '' while no demo is chosen ('Incomplete Data' on submit). */
export const chosenDemo = z.string().check(z.maxLength(100));

/** spec 2 §7: lists paged with limit and pageNo; an empty value falls back to the default. */
export const embedPageQuery = (defaultLimit: number, maxLimit = embedConstants.cyoaListLimit) =>
  z.object({
    limit: z.pipe(
      z.transform<unknown, unknown>((value) => (value === undefined || value === '' ? defaultLimit : value)),
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxLimit)),
    ),
    pageNo: z.pipe(
      z.transform<unknown, unknown>((value) => (value === undefined || value === '' ? 1 : value)),
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
    ),
  });

/** spec 2 §3 Widget (list view, any kind): what a card shows. */
export const widgetSummary = z.object({
  id: embedId,
  name: z.string(),
  date_created: z.string(),
  date_modified: z.string(),
  live: z.boolean(),
  salesrep_id: z.string(),
  salesrep_name: z.string(),
});

/** The multipart file fields: a custom thumbnail and, for Solo and CYOA, a custom icon. */
export const imageField = 'image';
export const iconField = 'icon';

/**
 * Issue 29 B.5: the widget's marketplace mapping, as a CYOA record carries it (spec 2 §3), for the
 * mapping panel of the Hero and Solo editors; '' when it has none. Optional: answers made before
 * it carry none.
 */
export const mappingFieldsOut = {
  assignedCategoryID: z.optional(z.string()),
  assignedProductID: z.optional(z.string()),
  assignedFeatureID: z.optional(z.string()),
};
