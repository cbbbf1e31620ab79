import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { wireDate } from '../core/wire.ts';
import { exampleIds } from '../embeds/shared.ts';
import { pageTypes } from '../pages/style.ts';
import { inboundVisitor } from './constants.ts';

import { companyParams, count, example } from './shared.ts';

/**
 * Visitors and pages (pickers)
 */
/** A visitor of the pickers: e-mail or 'anonymous', most recently seen first. */
export const analyticsVisitor = z.object({
  visitor: z.string(),
  name: z.string(),
  /** The prospect the rep sent links to, when the e-mail is one. */
  prospectId: z.nullable(z.uuid()),
  lastSeen: wireDate,
  events: count,
  /**
   * Issue 26 §6: the address was given a two-factor gate and never confirmed, so it names nobody
   * (`visitor` is then `unverifiedVisitorKey(address)`, `name` the address). Absent: named by an
   * address the gate let through, a prospect's link, or 'anonymous'.
   */
  unverified: z.optional(z.literal(true)),
});
export type AnalyticsVisitor = z.infer<typeof analyticsVisitor>;

/**
 * GET salesrep/{companyId}/prospect: the company's visitors (optionally of one widget), at most
 * `visitorsMax`, 'anonymous' among them when some visitor is unknown.
 */
export const listVisitors = defineRoute({
  method: 'GET',
  path: '/web/salesrep/{companyId}/prospect',
  auth: 'token',
  params: companyParams,
  query: z.object({ widgetID: z.optional(z.uuid()) }),
  payload: z.array(analyticsVisitor),
  example: { params: example.params, query: {} },
});

/**
 * A Pages tab visitor: a prospect's id or, for a page's inbound (website) link, `inboundVisitor`
 * (whoever came by it: issue 29 D.2).
 */
export const pagesTabVisitor = z.union([z.uuid(), z.literal(inboundVisitor)]);

/** spec 3 §3 Page record for analytics: `id` is the prospect link's id (the page's own id for a list of pages). */
export const analyticsPage = z.object({
  id: z.uuid(),
  page_id: z.uuid(),
  title: z.string(),
  type: z.enum(pageTypes),
  salesrep_id: z.uuid(),
});
export type AnalyticsPage = z.infer<typeof analyticsPage>;

/**
 * GET salesrep/{prospectId}/prospect/page: the pages a prospect has links to (`id` the link); for
 * 'inbound', the pages with an inbound link.
 */
export const listProspectPages = defineRoute({
  method: 'GET',
  path: '/web/salesrep/{prospectId}/prospect/page',
  auth: 'token',
  params: z.object({ prospectId: pagesTabVisitor }),
  payload: z.array(analyticsPage),
  example: { params: { prospectId: exampleIds.embedId } },
});

/**
 * spec 3 §3 Prospect (id, email, relationshipId), one row per link, with the page it opens. A
 * page's inbound link is a row too, `id` 'inbound' with no e-mail or name: its visitors have no
 * contact (issue 29 D.2).
 */
export const analyticsProspect = z.object({
  id: pagesTabVisitor,
  email: z.string(),
  name: z.string(),
  relationshipId: z.uuid(),
  pageId: z.uuid(),
});
export type AnalyticsProspect = z.infer<typeof analyticsProspect>;

/** GET /analytic/prospect/{companyId}: the prospects with links (Pages tab's Select Visitor). */
export const listAnalyticsProspects = defineRoute({
  method: 'GET',
  path: '/web/analytic/prospect/{companyId}',
  auth: 'token',
  params: companyParams,
  query: z.object({ page_id: z.optional(z.uuid()) }),
  payload: z.array(analyticsProspect),
  example: { params: example.params, query: {} },
});

/** spec 3 §3 Embed option: a widget of the picker (Hero, Solo or CYOA), newest first. */
export const analyticsElement = z.object({
  id: z.uuid(),
  label: z.string(),
  type: z.enum(['hero', 'solo', 'cyoa']),
  date_created: wireDate,
});
export type AnalyticsElement = z.infer<typeof analyticsElement>;

/** GET /analytic/element/{companyId}: the widget picker (§2.11, suffix by `type`). */
export const listElements = defineRoute({
  method: 'GET',
  path: '/web/analytic/element/{companyId}',
  auth: 'token',
  params: companyParams,
  payload: z.array(analyticsElement),
  example: { params: example.params },
});

/** GET /analytic/page/{companyId}: the page picker (`id` and `page_id` both the page's), newest first. */
export const listAnalyticsPages = defineRoute({
  method: 'GET',
  path: '/web/analytic/page/{companyId}',
  auth: 'token',
  params: companyParams,
  payload: z.array(analyticsPage),
  example: { params: example.params },
});
