import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { jsonText, jsonValue, wireDate } from '../core/wire.ts';
import { defaultBlinkerSize } from '../rules/embeds.ts';
import { blinkerSizes, blinkerStyles, ctaTypes, embedConstants, type TeaserStyle } from './constants.ts';
import { embedMessages, embedServerMessages } from './messages.ts';
import {
  chosenDemo,
  defaultLaunchButton,
  defaultRestrictedRedirect,
  defaultVerification,
  embedId,
  embedName,
  embedPageQuery,
  exampleIds,
  type Flag,
  flag,
  flagOut,
  gatingConsistent,
  gatingFields,
  gatingFieldsOut,
  iconField,
  imageField,
  launchButton,
  mappingFieldsOut,
  restrictedRedirect,
  restrictedRedirectInput,
  verificationContent,
  widgetSummary,
} from './shared.ts';

/**
 * spec 2 §3 Solo, as the editor edits it and soloData carries it: the Hero's fields without the
 * headline, body and link, plus the sneak, CTA and launch-size fields. `is_hotspot` (ours: the
 * spec names the Hotspot teaser without its field) marks the Hotspot teaser; `is_cta` the CTA one;
 * `show_preview` the Animation; none of them the Thumbnail. `cta_text` is required with the CTA
 * teaser ('Cannot leave empty').
 */
export const soloForm = z
  .object({
    name: embedName,
    recording_id: chosenDemo,
    show_preview: flag,
    show_custom_thumbnail: flag,
    show_controls: flag,
    is_muted: flag,
    is_sneak: flag,
    is_cta: flag,
    is_hotspot: flag,
    cta_type: z.enum(ctaTypes),
    cta_text: z.string().check(z.trim(), z.maxLength(embedConstants.ctaTextMaxLength)),
    blinker_style: z.enum(blinkerStyles),
    blinker_size: z.enum(blinkerSizes),
    launch_button: launchButton,
    verification_content: verificationContent,
    restricted_redirect: restrictedRedirectInput,
    ...gatingFields,
  })
  .check(
    z.refine((solo: { is_cta: Flag; cta_text: string }) => solo.is_cta === 0 || solo.cta_text.length > 0, {
      message: embedMessages.cannotLeaveEmpty,
      path: ['cta_text'],
    }),
    z.refine(gatingConsistent, embedServerMessages.gatingCombination),
  );
export type SoloForm = z.output<typeof soloForm>;

// The teaser's flags and launch-icon size are written without Zod (rules/embeds.ts): the Solo
// editor's machine imports them as values from @showroom/contract/rules.
export { soloTeaserFlags } from '../rules/embeds.ts';

export const newSoloForm = (): SoloForm => ({
  name: '',
  recording_id: '',
  show_preview: 0,
  show_custom_thumbnail: 0,
  show_controls: 1,
  is_muted: 0,
  is_sneak: 0,
  is_cta: 0,
  is_hotspot: 0,
  cta_type: 'button',
  cta_text: '',
  blinker_style: 'PLAY',
  blinker_size: defaultBlinkerSize('thumbnail'),
  launch_button: defaultLaunchButton(),
  verification_content: defaultVerification(),
  restricted_redirect: defaultRestrictedRedirect(),
  is_gated: 0,
  email_required: 0,
  custom_verification: 0,
  check_blocklist: 0,
  redirect_to_restricted_domain: 0,
  check_domain: 0,
  check_twofactor: 0,
});

/** The teaser a Solo (or a Hero, which has no Hotspot or CTA) shows, from its exclusive flags. */
export const soloTeaser = (solo: { show_preview: Flag; is_cta?: Flag; is_hotspot?: Flag }): TeaserStyle =>
  solo.is_cta === 1
    ? 'cta'
    : solo.is_hotspot === 1
      ? 'hotspot'
      : solo.show_preview === 1
        ? 'animation'
        : 'thumbnail';

/** spec 2 §3 Solo as the server answers it; `custom_thumbnail` and `custom_blinker` are addresses or ''. */
export const solo = z.object({
  id: embedId,
  salesrep_id: z.string(),
  salesrep_name: z.string(),
  company_id: z.string(),
  recording_id: z.string(),
  name: z.string(),
  show_preview: flagOut,
  show_custom_thumbnail: flagOut,
  custom_thumbnail: z.string(),
  show_controls: flagOut,
  is_muted: flagOut,
  is_sneak: flagOut,
  is_cta: flagOut,
  is_hotspot: flagOut,
  cta_type: z.enum(ctaTypes),
  cta_text: z.string(),
  blinker_style: z.enum(blinkerStyles),
  blinker_size: z.enum(blinkerSizes),
  custom_blinker: z.string(),
  launch_button: jsonValue(launchButton),
  verification_content: jsonValue(verificationContent),
  restricted_redirect: jsonValue(restrictedRedirect),
  date_created: wireDate,
  date_modified: wireDate,
  live: flagOut,
  ...gatingFieldsOut,
  ...mappingFieldsOut,
});
export type Solo = z.output<typeof solo>;

export const soloCreateData = z.extend(soloForm, {
  salesrep_id: z.string(),
  company_id: z.string(),
  date_created: wireDate,
  date_modified: wireDate,
  live: flag,
});
export const soloUpdateData = z.extend(soloForm, { date_modified: wireDate, live: flag });

const exampleSolo = { ...newSoloForm(), name: 'Launch tour', recording_id: exampleIds.recordingId };

/** GET /web/solo/{companyId}?limit&pageNo: the company's Solos, newest first; is_sneak for the card. */
export const listSolos = defineRoute({
  method: 'GET',
  path: '/web/solo/{companyId}',
  auth: 'token',
  params: z.object({ companyId: z.uuid() }),
  query: embedPageQuery(embedConstants.pageSize),
  payload: z.array(z.extend(widgetSummary, { is_sneak: flagOut })),
  example: { params: { companyId: exampleIds.companyId }, query: { limit: 25, pageNo: 1 } },
});

export const getSolo = defineRoute({
  method: 'GET',
  path: '/web/solo/id/{id}',
  auth: 'token',
  params: z.object({ id: embedId }),
  payload: z.array(solo).check(z.length(1)),
  example: { params: { id: exampleIds.embedId } },
});

/** POST /web/solo (multipart): soloData, an optional `image`, an optional `icon` (style CUSTOM only). */
export const createSolo = defineRoute({
  method: 'POST',
  path: '/web/solo',
  auth: 'token',
  files: [imageField, iconField],
  body: z.object({ soloData: jsonText(soloCreateData) }),
  payload: embedId,
  example: {
    body: {
      soloData: JSON.stringify({
        ...exampleSolo,
        salesrep_id: exampleIds.salesRepId,
        company_id: exampleIds.companyId,
        date_created: '2026-11-23 10:00:00',
        date_modified: '2026-11-23 10:00:00',
        live: 0,
      }),
    },
  },
});

export const copySolo = defineRoute({
  method: 'POST',
  path: '/web/solo/copy',
  auth: 'token',
  body: z.object({ id: embedId }),
  payload: solo,
  example: { body: { id: exampleIds.embedId } },
});

export const updateSolo = defineRoute({
  method: 'PUT',
  path: '/web/solo/{soloId}',
  auth: 'token',
  params: z.object({ soloId: embedId }),
  files: [imageField, iconField],
  body: z.object({ soloData: jsonText(soloUpdateData) }),
  payload: solo,
  example: {
    params: { soloId: exampleIds.embedId },
    body: { soloData: JSON.stringify({ ...exampleSolo, date_modified: '2026-11-23 10:05:00', live: 1 }) },
  },
});

export const deleteSolo = defineRoute({
  method: 'DELETE',
  path: '/web/solo/{soloId}',
  auth: 'token',
  params: z.object({ soloId: embedId }),
  payload: z.object({ id: embedId }),
  example: { params: { soloId: exampleIds.embedId } },
});
