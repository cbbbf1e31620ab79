import * as z from 'zod/mini';
import type { Schema } from './route.ts';

/**
 * Every /web reply is `{ status, payload, message? }` (spec 1 §7, ADR 0013 (docs/decisions/0013-reply-envelope-and-http-status.md)).
 * A success carries the call's payload; an error carries a message and no payload.
 */
export const successReply = <P extends Schema>(payload: P) =>
  z.object({ status: z.literal('success'), payload, message: z.optional(z.string()) });

export const errorReply = z.object({
  status: z.literal('error'),
  payload: z._default(z.null(), null),
  message: z.string(),
});
export type ErrorReply = z.infer<typeof errorReply>;

export const reply = <P extends Schema>(payload: P) =>
  z.discriminatedUnion('status', [successReply(payload), errorReply]);
