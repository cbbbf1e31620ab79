import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { embedConstants } from './constants.ts';
import { type EmbedKind, embedKinds } from './messages.ts';
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
 * spec 2 §2 Share dialog: the address on the audience host,
 * /{token}/page/widget/{type}/{id}/{companyId}?title&description.
 */
export const shareAddress = (
  audienceUrl: string,
  share: { token: string; type: EmbedKind; id: string; companyId: string },
  form: ShareForm,
) => {
  const path = [share.token, 'page', 'widget', share.type, share.id, share.companyId]
    .map(encodeURIComponent)
    .join('/');
  const query = new URLSearchParams({ title: form.title.trim(), description: form.description.trim() });
  return `${audienceUrl.replace(/\/$/, '')}/${path}?${query}`;
};
