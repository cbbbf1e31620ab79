import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { jsonText, jsonValue, wireDate } from '../core/wire.ts';
import { exampleIds, restrictedRedirect } from '../embeds/shared.ts';
import { pageConstants as c } from './constants.ts';
import { mappingRules } from './rules.ts';
import { pageGateSettings, pageTypes, pageVerificationContent } from './style.ts';

/** §3 live: 0 (Inactive) or 1 (Active). */
export const pageLive = z.union([z.literal(0), z.literal(1)]);
const pageId = z.uuid();
const title = z.string().check(z.trim(), z.maxLength(c.titleMaxLength));
export const examplePageId = '5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c2f';
const exampleDates = { date_created: '2026-11-27 10:00:00', date_modified: '2026-11-27 10:00:00' };

/** §2.7 a row of the page list (§3 Page). */
export const pageSummary = z.object({
  id: pageId,
  title: z.string(),
  type: z.enum(pageTypes),
  live: pageLive,
  owner_id: z.uuid(),
  /** The owner's name. */
  name: z.string(),
  date_created: wireDate,
  date_modified: wireDate,
});
export type PageSummary = z.infer<typeof pageSummary>;

/**
 * §3 Page with its page_style and placeholders as JSON text (read with `pageStyleOf(type)`: the
 * style's shape depends on the type).
 */
export const page = z.extend(pageSummary, {
  page_style: jsonValue(z.record(z.string(), z.unknown())),
  placeholders: jsonValue(z.array(z.string())),
});
export type Page = z.infer<typeof page>;

/** §7.5 create and copy reply: payload[0] with id, type, live. */
export const pageCreated = z.tuple([z.object({ id: pageId, type: z.enum(pageTypes), live: pageLive })]);

/** GET page/{companyId}: the company's pages, newest first (§2.7). */
export const listPages = defineRoute({
  method: 'GET',
  path: '/web/page/{companyId}',
  auth: 'token',
  params: z.object({ companyId: z.uuid() }),
  payload: z.array(pageSummary),
  example: { params: { companyId: exampleIds.companyId } },
});

/** GET page/title/{pageId}: payload[0] with the page's id and title. */
export const getPageTitle = defineRoute({
  method: 'GET',
  path: '/web/page/title/{pageId}',
  auth: 'token',
  params: z.object({ pageId }),
  payload: z.tuple([z.object({ id: pageId, title: z.string() })]),
  example: { params: { pageId: examplePageId } },
});

/** Get page by id (§7.5: method and path not shown; ours): payload[0] is the page. */
export const getPage = defineRoute({
  method: 'GET',
  path: '/web/page/id/{pageId}',
  auth: 'token',
  params: z.object({ pageId }),
  payload: z.tuple([page]),
  example: { params: { pageId: examplePageId } },
});

/** POST page/{salesRepId}/{companyId}: title, type, dates; 201 with payload[0] id, type, live. */
export const createPage = defineRoute({
  method: 'POST',
  path: '/web/page/{salesRepId}/{companyId}',
  auth: 'token',
  params: z.object({ salesRepId: z.uuid(), companyId: z.uuid() }),
  body: z.object({ title, type: z.enum(pageTypes), date_created: wireDate, date_modified: wireDate }),
  payload: pageCreated,
  example: {
    params: { salesRepId: exampleIds.salesRepId, companyId: exampleIds.companyId },
    body: { title: 'Title - 2026-11-27 10:00:00', type: 'customized', ...exampleDates },
  },
});

/** POST page/copy: the clone's title is the original's plus ' - Copy' (the console sends it). */
export const copyPage = defineRoute({
  method: 'POST',
  path: '/web/page/copy',
  auth: 'token',
  body: z.object({
    clone_from_id: pageId,
    owner_id: z.uuid(),
    company_id: z.uuid(),
    title,
    type: z.enum(pageTypes),
    ...{ date_created: wireDate, date_modified: wireDate },
  }),
  payload: pageCreated,
  example: {
    body: {
      clone_from_id: examplePageId,
      owner_id: exampleIds.salesRepId,
      company_id: exampleIds.companyId,
      title: 'Welcome - Copy',
      type: 'customized',
      ...exampleDates,
    },
  },
});

/** PUT page/title: pageId, title. */
export const updatePageTitle = defineRoute({
  method: 'PUT',
  path: '/web/page/title',
  auth: 'token',
  body: z.object({ pageId, title }),
  payload: z.null(),
  example: { body: { pageId: examplePageId, title: 'Welcome' } },
});

/**
 * PUT page/{pageId}/{companyId}: live (publish). A page that §5 would not let publish is 400 with
 * that rule's message; one without its style saved is 400 with a null payload.
 */
export const publishPage = defineRoute({
  method: 'PUT',
  path: '/web/page/{pageId}/{companyId}',
  auth: 'token',
  params: z.object({ pageId, companyId: z.uuid() }),
  body: z.object({ live: pageLive }),
  payload: z.tuple([z.object({ id: pageId, live: pageLive })]),
  example: { params: { pageId: examplePageId, companyId: exampleIds.companyId }, body: { live: 1 } },
});

/** DELETE page/{pageId}: the page, its form, and every link to it (they stop opening). */
export const deletePage = defineRoute({
  method: 'DELETE',
  path: '/web/page/{pageId}',
  auth: 'token',
  params: z.object({ pageId }),
  payload: z.null(),
  example: { params: { pageId: examplePageId } },
});

const placeholderName = z.string().check(z.maxLength(c.placeholderMaxLength));

/**
 * PUT setting/page/style/{pageId}: pageId, style (JSON text, checked against the page's type by
 * the server), placeholders (JSON text; the server keeps them as §5 says).
 */
export const updatePageStyle = defineRoute({
  method: 'PUT',
  path: '/web/setting/page/style/{pageId}',
  auth: 'token',
  params: z.object({ pageId }),
  body: z.object({
    pageId,
    style: jsonText(z.record(z.string(), z.unknown())).check(z.maxLength(256 * 1024)),
    placeholders: jsonText(z.array(placeholderName).check(z.maxLength(c.maxPlaceholders))).check(
      z.maxLength(16 * 1024),
    ),
  }),
  payload: z.null(),
  example: {
    params: { pageId: examplePageId },
    body: {
      pageId: examplePageId,
      style: JSON.stringify({ embed: { id: '', type: '' }, title: '', description: '' }),
      placeholders: JSON.stringify(['company']),
    },
  },
});

/**
 * GET setting/page/{pageId}: the page's gate settings and prompt content, and the company's plan
 * flags the editor and link dialog need (bulk generation; §6).
 */
export const pageSettings = z.object({
  pageId,
  type: z.enum(pageTypes),
  live: pageLive,
  settings: pageGateSettings,
  verificationContent: pageVerificationContent,
  restrictedRedirect: z.optional(restrictedRedirect),
  bulkGenerate: z.boolean(),
});
export type PageSettings = z.infer<typeof pageSettings>;

export const getPageSettings = defineRoute({
  method: 'GET',
  path: '/web/setting/page/{pageId}',
  auth: 'token',
  params: z.object({ pageId }),
  payload: pageSettings,
  example: { params: { pageId: examplePageId } },
});

/** §7.5 rule library of a rep: the variables (question names) and the rules. */
const ruleVariables = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(c.maxQuestions));
export const ruleLibrary = z.object({ variables: ruleVariables, rules: mappingRules });

const repCompany = z.object({ salesRepId: z.uuid(), companyId: z.uuid() });
const exampleRepCompany = { salesRepId: exampleIds.salesRepId, companyId: exampleIds.companyId };

export const getRules = defineRoute({
  method: 'GET',
  path: '/web/page/rule/{salesRepId}/{companyId}',
  auth: 'token',
  params: repCompany,
  payload: ruleLibrary,
  example: { params: exampleRepCompany },
});

export const saveRuleVariables = defineRoute({
  method: 'POST',
  path: '/web/page/rule/variable/{salesRepId}/{companyId}',
  auth: 'token',
  params: repCompany,
  body: z.object({ variables: ruleVariables }),
  payload: ruleLibrary,
  example: { params: exampleRepCompany, body: { variables: ['Team size'] } },
});

export const saveRules = defineRoute({
  method: 'POST',
  path: '/web/page/rule/{salesRepId}/{companyId}',
  auth: 'token',
  params: repCompany,
  body: z.object({ rules: mappingRules }),
  payload: ruleLibrary,
  example: { params: exampleRepCompany, body: { rules: [] } },
});
