import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { wireDate } from '../core/wire.ts';
import { embedConstants } from './constants.ts';
import { embedKinds } from './messages.ts';
import { embedId, exampleIds } from './shared.ts';

/**
 * The share token (shared/spec README decision 8): 22 base64url characters (128 random bits),
 * made for one embed; the rep can revoke it. Never the session token.
 */
export const shareToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/));

/** spec 2 §5 Share: title and description both non-empty, the description at most 400. */
export const shareForm = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(embedConstants.shareDescriptionMaxLength)),
});
export type ShareForm = z.infer<typeof shareForm>;

/** POST /web/embed-share (ours): a share token for a published embed of the caller's company. */
export const createShare = defineRoute({
  method: 'POST',
  path: '/web/embed-share',
  auth: 'token',
  body: z.object({ type: z.enum(embedKinds), id: embedId }),
  payload: z.object({ token: shareToken, type: z.enum(embedKinds), id: embedId, companyId: z.string() }),
  example: { body: { type: 'cyoa', id: exampleIds.embedId } },
});

/** DELETE /web/embed-share/{token} (ours): the link stops working at once. */
export const revokeShare = defineRoute({
  method: 'DELETE',
  path: '/web/embed-share/{token}',
  auth: 'token',
  params: z.object({ token: shareToken }),
  payload: z.null(),
  example: { params: { token: 'AAAAAAAAAAAAAAAAAAAAAA' } },
});

/**
 * A share link as the rep's list names it (issue 29 B.4): the token is shown once and never kept,
 * so a link is named by the SHA-256 of its token (43 base64url characters), which opens nothing.
 */
export const shareId = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** One active share link of a widget: when and by whom it was made. */
export const shareLink = z.object({
  shareId,
  date_created: wireDate,
  salesrep_id: z.string(),
  salesrep_name: z.string(),
});
export type ShareLink = z.output<typeof shareLink>;

/**
 * GET /web/embed-share/{type}/{id} (ours, issue 29 B.4): the widget's active share links, newest
 * first. Another company's widget, or one of another kind, answers 404 like a missing one.
 */
export const listShares = defineRoute({
  method: 'GET',
  path: '/web/embed-share/{type}/{id}',
  auth: 'token',
  params: z.object({ type: z.enum(embedKinds), id: embedId }),
  payload: z.array(shareLink),
  example: { params: { type: 'hero', id: exampleIds.embedId } },
});

/**
 * DELETE /web/embed-share/{type}/{id}/{shareId} (ours, issue 29 B.4): revokes one link of the
 * list, as DELETE /web/embed-share/{token} does with the token itself.
 */
export const revokeShareLink = defineRoute({
  method: 'DELETE',
  path: '/web/embed-share/{type}/{id}/{shareId}',
  auth: 'token',
  params: z.object({ type: z.enum(embedKinds), id: embedId, shareId }),
  payload: z.null(),
  example: {
    params: { type: 'hero', id: exampleIds.embedId, shareId: 'A'.repeat(43) },
  },
});

// The share address is written without Zod (rules/embeds.ts): the share dialog's machine imports
// it as a value from @showroom/contract/rules.
export { shareAddress } from '../rules/embeds.ts';
