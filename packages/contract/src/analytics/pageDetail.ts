import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { exampleIds } from '../embeds/shared.ts';
import { inboundVisitor } from './constants.ts';
import { pagesTabVisitor } from './pickers.ts';
import { analyticsDay, analyticsRange, count, examplePage, range } from './shared.ts';
import { responseFrequency } from './widgets.ts';

/**
 * Page detail (the Pages tab). A page's events are those its frames sent with its id; a
 * prospect's, those sent through their link (relationship).
 */
const pageRange = z.object(range);

/**
 * A prospect's id, 'anonymous' (visits by nobody known), or 'inbound' (visits by the page's
 * website link, issue 29 D.2).
 */
export const pageVisitor = z.union([z.uuid(), z.literal('anonymous'), z.literal(inboundVisitor)]);

/** GET /analytic/page/views/{pageId}/{prospectId}: the page's views per day (frames shown on it). */
export const pageViews = defineRoute({
  method: 'GET',
  path: '/web/analytic/page/views/{pageId}/{prospectId}',
  auth: 'token',
  params: z.object({ pageId: z.uuid(), prospectId: pageVisitor }),
  query: pageRange,
  payload: z.object({
    range: analyticsRange,
    days: z.array(z.object({ date: analyticsDay, views: count })),
    total: count,
  }),
  example: { params: { pageId: examplePage, prospectId: 'anonymous' }, query: {} },
});

/** A recommended demo (§9: up to 3). */
export const recommendedDemo = z.object({
  recordingId: z.uuid(),
  title: z.string(),
  /** The demo's thumbnail address ('' while it has none), shown 234x132. */
  thumbnail: z.string(),
  plays: count,
});

/**
 * GET /analytic/page/fetch/recommendations/{pageId}: the demos the page showed (to one
 * prospect's link when `relationshipId` is given), most played first, up to 3; over the range
 * asked for, the last 7 days without one (§9).
 */
export const pageRecommendations = defineRoute({
  method: 'GET',
  path: '/web/analytic/page/fetch/recommendations/{pageId}',
  auth: 'token',
  params: z.object({ pageId: z.uuid() }),
  query: z.object({ relationshipId: z.optional(z.uuid()), ...range }),
  payload: z.array(recommendedDemo),
  example: { params: { pageId: examplePage }, query: {} },
});

/** GET /analytic/page/{pageId}/recording/views: plays per demo per day on the page (demo selector). */
export const pageRecordingViews = defineRoute({
  method: 'GET',
  path: '/web/analytic/page/{pageId}/recording/views',
  auth: 'token',
  params: z.object({ pageId: z.uuid() }),
  query: z.object({ relationshipId: z.optional(z.uuid()), ...range }),
  payload: z.object({
    range: analyticsRange,
    demos: z.array(
      z.object({
        recordingId: z.uuid(),
        title: z.string(),
        days: z.array(z.object({ date: analyticsDay, views: count })),
        total: count,
      }),
    ),
  }),
  example: { params: { pageId: examplePage }, query: {} },
});

/** GET analytic/page/{pageId}/response/{relationshipId}: the prospect's answers on the page, per question. */
export const pageResponses = defineRoute({
  method: 'GET',
  path: '/web/analytic/page/{pageId}/response/{relationshipId}',
  auth: 'token',
  params: z.object({ pageId: z.uuid(), relationshipId: z.uuid() }),
  query: pageRange,
  payload: z.object({ range: analyticsRange, questions: z.array(responseFrequency) }),
  example: { params: { pageId: examplePage, relationshipId: exampleIds.embedId }, query: {} },
});

/**
 * GET analytic/page/{pageId}/prospect/{prospectId}/contact/{companyId}: Contact Information
 * (Field, Value): what the prospect's link was made with (name, e-mail, the page's placeholders)
 * and the addresses they gave the page's gates; for 'inbound', the addresses given and the fields
 * sent by the visitors of the page's inbound link.
 */
export const pageContact = defineRoute({
  method: 'GET',
  path: '/web/analytic/page/{pageId}/prospect/{prospectId}/contact/{companyId}',
  auth: 'token',
  params: z.object({ pageId: z.uuid(), prospectId: pagesTabVisitor, companyId: z.uuid() }),
  payload: z.array(z.object({ field: z.string(), value: z.string() })),
  example: {
    params: { pageId: examplePage, prospectId: exampleIds.embedId, companyId: exampleIds.companyId },
  },
});
