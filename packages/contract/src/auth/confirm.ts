import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';

/**
 * E-mail confirmation (ours: the spec has none; issue 15 point 2, ADR 0007). Sign-up mails a link
 * to the console's /confirm page, `<APP_URL>/confirm?email=...&secret=...`; the secret has 256
 * bits, is stored only as a hash, lasts 7 days and works once. Until the address is confirmed the
 * rep can still sign in (the console shows a banner), but a social login that vouches for the
 * address takes the account over from whoever set the password at sign-up.
 */
export const confirmLinkParams = { email: 'email', secret: 'secret' } as const;

/** POST /web/signup/confirm: a bad, expired or used secret answers 400 `confirmLinkInvalid`. */
export const confirmEmail = defineRoute({
  method: 'POST',
  path: '/web/signup/confirm',
  auth: 'public',
  body: z.object({
    email: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
    secret: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
  payload: z.null(),
  example: { body: { email: 'ada@acme-robotics.com', secret: 'from-the-link' } },
});

/**
 * POST /web/signup/confirm/resend: mails a new link to the session's rep (the older link stops
 * working). 429 beyond the per-recipient hourly limit, 409 when the address is already confirmed.
 */
export const resendConfirmation = defineRoute({
  method: 'POST',
  path: '/web/signup/confirm/resend',
  auth: 'token',
  body: z.object({}),
  payload: z.null(),
  example: { body: {} },
});
