import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { jsonText, jsonValue, wireDate } from '../core/wire.ts';
import { blinkerStyles, embedConstants } from './constants.ts';
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
  flag,
  flagOut,
  gatingConsistent,
  gatingFields,
  gatingFieldsOut,
  imageField,
  launchButton,
  mappingFieldsOut,
  restrictedRedirect,
  restrictedRedirectInput,
  verificationContent,
  widgetSummary,
} from './shared.ts';

const m = embedMessages;
const required = (message: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

/**
 * spec 2 §3 Hero, as the editor edits it and the heroData JSON text carries it (§5 rules and
 * messages). `show_preview` 1 is the Animation teaser, `show_custom_thumbnail` 1 a custom
 * thumbnail (uploaded as the `image` file). Creator, company and dates travel beside it.
 */
export const heroForm = z
  .object({
    name: embedName,
    recording_id: chosenDemo,
    headline: required(m.headlineRequired, embedConstants.headlineMaxLength, m.headlineTooLong),
    description: required(m.descriptionRequired, embedConstants.descriptionMaxLength, m.descriptionTooLong),
    action_label: required(m.labelRequired, embedConstants.labelMaxLength, m.labelTooLong),
    action_link: z
      .string()
      .check(z.trim(), z.minLength(1, m.urlRequired), z.maxLength(embedConstants.urlMaxLength)),
    show_preview: flag,
    show_custom_thumbnail: flag,
    show_controls: flag,
    is_muted: flag,
    blinker_style: z.enum(blinkerStyles),
    launch_button: launchButton,
    verification_content: verificationContent,
    restricted_redirect: restrictedRedirectInput,
    ...gatingFields,
  })
  .check(z.refine(gatingConsistent, embedServerMessages.gatingCombination));
export type HeroForm = z.output<typeof heroForm>;

/** A new Hero's values (spec 2 §3 defaults: controls shown, not muted, PLAY, default colours). */
export const newHeroForm = (): HeroForm => ({
  name: '',
  recording_id: '',
  headline: '',
  description: '',
  action_label: '',
  action_link: '',
  show_preview: 0,
  show_custom_thumbnail: 0,
  show_controls: 1,
  is_muted: 0,
  blinker_style: 'PLAY',
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

/** spec 2 §3 Hero as the server answers it; `custom_thumbnail` is a media-origin address or ''. */
export const hero = z.object({
  id: embedId,
  salesrep_id: z.string(),
  salesrep_name: z.string(),
  company_id: z.string(),
  recording_id: z.string(),
  name: z.string(),
  headline: z.string(),
  description: z.string(),
  action_label: z.string(),
  action_link: z.string(),
  show_preview: flagOut,
  show_custom_thumbnail: flagOut,
  custom_thumbnail: z.string(),
  show_controls: flagOut,
  is_muted: flagOut,
  blinker_style: z.enum(blinkerStyles),
  launch_button: jsonValue(launchButton),
  verification_content: jsonValue(verificationContent),
  restricted_redirect: jsonValue(restrictedRedirect),
  date_created: wireDate,
  date_modified: wireDate,
  live: flagOut,
  ...gatingFieldsOut,
  ...mappingFieldsOut,
});
export type Hero = z.output<typeof hero>;

/** POST /web/hero's heroData: the form plus creator, company and dates (spec 2 §7). */
export const heroCreateData = z.extend(heroForm, {
  salesrep_id: z.string(),
  company_id: z.string(),
  date_created: wireDate,
  date_modified: wireDate,
  live: flag,
});
/** PUT /web/hero/{heroId}'s heroData: date_modified, not the creator, company or created date. */
export const heroUpdateData = z.extend(heroForm, { date_modified: wireDate, live: flag });

const exampleHero = {
  ...newHeroForm(),
  name: 'Product tour',
  recording_id: exampleIds.recordingId,
  headline: 'See it in action',
  description: 'A two-minute tour of the product.',
  action_label: 'Book a call',
  action_link: 'https://example.com/book',
};
const exampleDates = { date_created: '2026-11-23 10:00:00', date_modified: '2026-11-23 10:00:00' };

/** GET /web/hero/{companyId}?limit&pageNo: the company's Heroes, newest first (25 a page). */
export const listHeroes = defineRoute({
  method: 'GET',
  path: '/web/hero/{companyId}',
  auth: 'token',
  params: z.object({ companyId: z.uuid() }),
  query: embedPageQuery(embedConstants.pageSize),
  payload: z.array(widgetSummary),
  example: { params: { companyId: exampleIds.companyId }, query: { limit: 25, pageNo: 1 } },
});

/** GET /web/hero/id/{id}: `payload[0]` is the Hero. */
export const getHero = defineRoute({
  method: 'GET',
  path: '/web/hero/id/{id}',
  auth: 'token',
  params: z.object({ id: embedId }),
  payload: z.array(hero).check(z.length(1)),
  example: { params: { id: exampleIds.embedId } },
});

/** POST /web/hero (multipart): heroData and an optional `image`. The reply payload is the new id. */
export const createHero = defineRoute({
  method: 'POST',
  path: '/web/hero',
  auth: 'token',
  files: [imageField],
  body: z.object({ heroData: jsonText(heroCreateData) }),
  payload: embedId,
  example: {
    body: {
      heroData: JSON.stringify({
        ...exampleHero,
        salesrep_id: exampleIds.salesRepId,
        company_id: exampleIds.companyId,
        ...exampleDates,
        live: '0',
      }),
    },
  },
});

/** POST /web/hero/copy: a copy named '<name> - Copy', dated now, not live. */
export const copyHero = defineRoute({
  method: 'POST',
  path: '/web/hero/copy',
  auth: 'token',
  body: z.object({ id: embedId }),
  payload: hero,
  example: { body: { id: exampleIds.embedId } },
});

/** PUT /web/hero/{heroId} (multipart): the same form; a published Hero may still be edited. */
export const updateHero = defineRoute({
  method: 'PUT',
  path: '/web/hero/{heroId}',
  auth: 'token',
  params: z.object({ heroId: embedId }),
  files: [imageField],
  body: z.object({ heroData: jsonText(heroUpdateData) }),
  payload: hero,
  example: {
    params: { heroId: exampleIds.embedId },
    body: {
      heroData: JSON.stringify({ ...exampleHero, date_modified: exampleDates.date_modified, live: 1 }),
    },
  },
});

export const deleteHero = defineRoute({
  method: 'DELETE',
  path: '/web/hero/{heroId}',
  auth: 'token',
  params: z.object({ heroId: embedId }),
  payload: z.object({ id: embedId }),
  example: { params: { heroId: exampleIds.embedId } },
});
