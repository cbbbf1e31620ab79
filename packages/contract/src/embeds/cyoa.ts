import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { jsonText, jsonValue, wireDate } from '../core/wire.ts';
import { newCyoaContent } from '../rules/embeds.ts';
import { cssColor } from '../settings/settings.ts';
import { blinkerSizes, blinkerStyles, ctaTypes, embedConstants } from './constants.ts';
import { embedServerMessages } from './messages.ts';
import {
  embedId,
  embedPageQuery,
  exampleIds,
  flagOut,
  iconField,
  imageField,
  restrictedRedirect,
  restrictedRedirectInput,
  verificationContent,
  widgetSummary,
} from './shared.ts';

const text = (max: number) => z.string().check(z.maxLength(max));
const url = text(embedConstants.urlMaxLength);

/** What a modal's button does: go to the next card, end the journey (the wrap-up), or open a link. */
export const modalActions = ['next', 'wrapUp', 'link'] as const;
export const modalCta = z.object({
  show: z.boolean(),
  label: text(embedConstants.labelMaxLength),
  action: z.enum(modalActions),
  /** The address when the action is 'link'. */
  link: url,
});
export type ModalCta = z.infer<typeof modalCta>;

/** How a question is answered (spec 2 §3 'type': not listed; ours). */
export const questionTypes = ['single', 'multiple', 'text'] as const;

/**
 * spec 2 §3 Episode (step) kinds. A result of a rule is one of the other four, without an index.
 * Completeness is checked on save ('Incomplete fields'), not here, so a half-made step can be
 * saved into the editor's state and shown.
 */
const demoResult = z.object({ type: z.literal('demo'), value: text(100), label: text(200) });
const questionResult = z.object({
  type: z.literal('question'),
  question: text(500),
  choices: z.array(text(200)).check(z.maxLength(embedConstants.maxChoices)),
  questionType: z.union([z.enum(questionTypes), z.literal('')]),
});
const modalResult = z.object({
  type: z.literal('modal'),
  title: text(200),
  description: text(embedConstants.redirectMessageMaxLength),
  showInputBox: z.boolean(),
  inputPlaceholder: text(200),
  firstCTA: modalCta,
  secondCTA: modalCta,
});
const pdfResult = z.object({ type: z.literal('pdf'), pdf: z.object({ link: url, title: text(200) }) });
export const stepResult = z.discriminatedUnion('type', [demoResult, questionResult, modalResult, pdfResult]);
export type StepResult = z.infer<typeof stepResult>;

/**
 * A rule's condition (ours: the spec shows a rule's result, not when it applies): it applies
 * when the answer to an earlier question step (by index) is `answer`; with no condition it
 * always applies.
 */
export const ruleCondition = z.object({ question: z.int().check(z.nonnegative()), answer: text(200) });
const ruleResult = z.object({
  type: z.literal('rule'),
  condition: z.nullable(ruleCondition),
  result: stepResult,
});

const indexed = { index: z.int().check(z.nonnegative()) };
export const cyoaStep = z.discriminatedUnion('type', [
  z.extend(demoResult, indexed),
  z.extend(questionResult, indexed),
  z.extend(modalResult, indexed),
  z.extend(pdfResult, indexed),
  z.extend(ruleResult, indexed),
]);
export type CyoaStep = z.infer<typeof cyoaStep>;
export type CyoaStepType = CyoaStep['type'];
export const cyoaStepTypes = ['demo', 'pdf', 'question', 'modal', 'rule'] as const;
export const cyoaSteps = z.array(cyoaStep).check(z.maxLength(embedConstants.maxSteps));

/** spec 2 §3 CYOA settings (JSON), with `isHotspot` and `showPreview` for the teaser (ours, as Solo's). */
export const cyoaSettings = z.object({
  playInline: z.boolean(),
  isSneak: z.boolean(),
  isCta: z.boolean(),
  isHotspot: z.boolean(),
  showPreview: z.boolean(),
  ctaType: z.enum(ctaTypes),
  ctaText: text(embedConstants.ctaTextMaxLength),
  showCustomThumbnail: z.boolean(),
  blinkerStyle: z.enum(blinkerStyles),
  blinkerSize: z.enum(blinkerSizes),
  launchTriangleColor: cssColor,
  launchCircleColor: cssColor,
  launchHoverColor: cssColor,
  launchHotspotColor: cssColor,
  audioOnLaunch: z.boolean(),
  verifyIdentity: z.boolean(),
  redirectToRestrictedDomain: z.boolean(),
  customVerification: z.boolean(),
  isRequired: z.boolean(),
  checkBlocklist: z.boolean(),
  checkDomain: z.boolean(),
  checkTwoFactor: z.boolean(),
  wrapUpScreen: z.boolean(),
  showControls: z.boolean(),
});
export type CyoaSettings = z.infer<typeof cyoaSettings>;

/** spec 2 §3 recommendations: the wrap-up's demos (up to 3; the first slot cannot be removed). */
export const recommendations = z.object({
  show: z.boolean(),
  list: z.array(text(100)).check(z.maxLength(embedConstants.maxRecommendations)),
});
export type Recommendations = z.infer<typeof recommendations>;

/**
 * spec 2 §3 Save payload: name, data (steps), setting, recommendations, restrict,
 * verificationContent. The server keeps the gating rule (redirect needs the blocklist, two-factor
 * the domain check); completeness is the editor's save check, `cyoaSaveProblem`.
 */
export const cyoaContent = z.object({
  name: text(embedConstants.nameMaxLength),
  data: cyoaSteps,
  setting: cyoaSettings.check(
    z.refine(
      (s: CyoaSettings) =>
        (!s.redirectToRestrictedDomain || s.checkBlocklist) && (!s.checkTwoFactor || s.checkDomain),
      embedServerMessages.gatingCombination,
    ),
  ),
  recommendations,
  restrict: restrictedRedirectInput,
  verificationContent,
});
export type CyoaContent = z.output<typeof cyoaContent>;

export { cyoaSaveProblem, defaultCyoaSettings, newCyoaContent, stepComplete } from '../rules/embeds.ts';

/**
 * spec 2 §4 CYOA flow: each non-rule step leads, through the rules that follow it, to the next
 * non-rule step; the last leads to the wrap-up screen. The editor, the prospect's runtime and the
 * analytics journey diagram all read the journey this way.
 */
export type CyoaLink = { from: number; rules: number[]; to: number | 'wrapUp' };
export const cyoaFlow = (steps: readonly Pick<CyoaStep, 'type' | 'index'>[]): CyoaLink[] => {
  const links: CyoaLink[] = [];
  let current: CyoaLink | null = null;
  for (const step of steps) {
    if (step.type === 'rule') {
      current?.rules.push(step.index);
      continue;
    }
    if (current) {
      current.to = step.index;
      links.push(current);
    }
    current = { from: step.index, rules: [], to: 'wrapUp' };
  }
  if (current) links.push(current);
  return links;
};

/** spec 2 §3 CYOA record as the server answers it. */
export const cyoa = z.object({
  id: embedId,
  name: z.string(),
  assignedCategoryID: z.string(),
  assignedProductID: z.string(),
  assignedFeatureID: z.string(),
  settings: jsonValue(cyoaSettings),
  episodes: jsonValue(cyoaSteps),
  recommendations: jsonValue(recommendations),
  restricted_redirect: jsonValue(restrictedRedirect),
  verification_content: jsonValue(verificationContent),
  custom_thumbnail: z.string(),
  custom_blinker: z.string(),
  live: flagOut,
  salesrep_id: z.string(),
  salesrep_name: z.string(),
  company_id: z.string(),
  date_created: wireDate,
  date_modified: wireDate,
});
export type Cyoa = z.output<typeof cyoa>;

const exampleContent = {
  ...newCyoaContent(),
  name: 'Pick your path',
  data: [{ index: 0, type: 'demo', value: exampleIds.recordingId, label: 'Onboarding tour' }],
};
const exampleDates = { date_created: '2026-11-23 10:00:00', date_modified: '2026-11-23 10:00:00' };

/** GET /web/cyoa/{companyId}?limit (1000)&pageNo (1): the company's CYOAs, newest first. */
export const listCyoas = defineRoute({
  method: 'GET',
  path: '/web/cyoa/{companyId}',
  auth: 'token',
  params: z.object({ companyId: z.uuid() }),
  query: embedPageQuery(embedConstants.cyoaListLimit),
  payload: z.array(z.extend(widgetSummary, { settings: jsonValue(cyoaSettings) })),
  example: { params: { companyId: exampleIds.companyId }, query: { limit: 25, pageNo: 1 } },
});

/** GET /web/cyoa/id/{id}: the payload is an array of one. */
export const getCyoa = defineRoute({
  method: 'GET',
  path: '/web/cyoa/id/{id}',
  auth: 'token',
  params: z.object({ id: embedId }),
  payload: z.array(cyoa).check(z.length(1)),
  example: { params: { id: exampleIds.embedId } },
});

/** POST /web/cyoa's cyoaData: the creator, company and dates beside the content. */
export const cyoaCreateData = z.object({
  salesrep_id: z.string(),
  company_id: z.string(),
  date_created: wireDate,
  date_modified: wireDate,
  cyoa: cyoaContent,
});

/** POST /web/cyoa (multipart): cyoaData with the creator, company, dates and the content; `image`, `icon`. */
export const createCyoa = defineRoute({
  method: 'POST',
  path: '/web/cyoa',
  auth: 'token',
  files: [imageField, iconField],
  body: z.object({ cyoaData: jsonText(cyoaCreateData) }),
  payload: cyoa,
  example: {
    body: {
      cyoaData: JSON.stringify({
        salesrep_id: exampleIds.salesRepId,
        company_id: exampleIds.companyId,
        ...exampleDates,
        cyoa: exampleContent,
      }),
    },
  },
});

export const copyCyoa = defineRoute({
  method: 'POST',
  path: '/web/cyoa/copy',
  auth: 'token',
  body: z.object({ id: embedId }),
  payload: cyoa,
  example: { body: { id: exampleIds.embedId } },
});

/** PUT /web/cyoa/{cyoaId} (multipart): date_modified and cyoa (JSON text), `image`, `icon`. */
export const updateCyoa = defineRoute({
  method: 'PUT',
  path: '/web/cyoa/{cyoaId}',
  auth: 'token',
  params: z.object({ cyoaId: embedId }),
  files: [imageField, iconField],
  body: z.object({ date_modified: wireDate, cyoa: jsonText(cyoaContent) }),
  payload: cyoa,
  example: {
    params: { cyoaId: exampleIds.embedId },
    body: { date_modified: exampleDates.date_modified, cyoa: JSON.stringify(exampleContent) },
  },
});

/** PUT /web/cyoa/{cyoaId}/publish: live and date_modified (there is no unpublish, spec 2 §4). */
export const publishCyoa = defineRoute({
  method: 'PUT',
  path: '/web/cyoa/{cyoaId}/publish',
  auth: 'token',
  params: z.object({ cyoaId: embedId }),
  body: z.object({ live: z.union([z.literal(1), z.literal('1')]), date_modified: wireDate }),
  payload: cyoa,
  example: {
    params: { cyoaId: exampleIds.embedId },
    body: { live: 1, date_modified: exampleDates.date_modified },
  },
});

export const deleteCyoa = defineRoute({
  method: 'DELETE',
  path: '/web/cyoa/{cyoaId}',
  auth: 'token',
  params: z.object({ cyoaId: embedId }),
  payload: z.object({ id: embedId }),
  example: { params: { cyoaId: exampleIds.embedId } },
});
