import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { session } from './login.ts';

const email = z.string().check(z.trim(), z.minLength(1), z.maxLength(320));
/** The server checks the new-password rule itself, to answer with the spec's exact message. */
const passwordField = z.string().check(z.minLength(1), z.maxLength(1024));

/** spec 1 §9: the client's reset code, 5 alphanumeric characters (a correlation id only). */
export const resetCode = z.string().check(z.regex(/^[A-Za-z0-9]{5}$/, 'Expected 5 letters or digits'));

/**
 * POST /web/login/reset/mail. ADR 0005 (docs/decisions/0005-password-reset-secret.md): the server makes its own secret and e-mails a
 * link to the console's /reset page carrying it: `<APP_URL>/reset?email=...&code=...&secret=...`.
 * An address without an account answers 404 'email not found' (spec 1 §8).
 */
export const resetMail = defineRoute({
  method: 'POST',
  path: '/web/login/reset/mail',
  auth: 'public',
  body: z.object({ email, code: resetCode }),
  payload: z.null(),
  example: { body: { email: 'rep@example.com', code: 'A1b2C' } },
});

/**
 * POST /web/login/reset/password. `secret` is ours (ADR 0005 (docs/decisions/0005-password-reset-secret.md)): the value from the
 * e-mailed link, without which no password changes. The new password follows ADR 0008 (docs/decisions/0008-new-password-rule.md).
 * Success ends every session of the rep.
 */
export const resetPassword = defineRoute({
  method: 'POST',
  path: '/web/login/reset/password',
  auth: 'public',
  body: z.object({
    email,
    password: passwordField,
    code: resetCode,
    secret: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
  payload: z.null(),
  example: {
    body: { email: 'rep@example.com', password: 'Str0ng!Passw0rd', code: 'A1b2C', secret: 'from-the-link' },
  },
});

/** What sign-up answers: the new rep and company (the console then goes to /login, spec 1 §8). */
export const signupResult = z.object({ id: z.string(), companyId: z.string() });

/**
 * POST /web/login/signup: creates the company and its first rep. The password follows
 * ADR 0008 (docs/decisions/0008-new-password-rule.md) (a new password, like a reset); free-mail and disposable addresses are refused
 * with 'Email is invalid' (ADR 0009 (docs/decisions/0009-free-mail-domains-from-packages.md)).
 */
export const signup = defineRoute({
  method: 'POST',
  path: '/web/login/signup',
  auth: 'public',
  body: z.object({
    email,
    password: passwordField,
    fullName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    companyName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    method: z.literal('email'),
  }),
  payload: signupResult,
  example: {
    body: {
      email: 'ada@acme-robotics.com',
      password: 'Str0ng!Passw0rd',
      fullName: 'Ada Lovelace',
      companyName: 'Acme Robotics',
      method: 'email',
    },
  },
});

// The sign-up and reset-request forms' rules are written without Zod (rules/auth.ts, issue 30).
export { resetLinkParams, resetRequestForm, signupForm } from '../rules/auth.ts';

/**
 * GET /web/login/matrix/{token}: the sister app's hand-off (ADR 0014 (docs/decisions/0014-tokens-in-addresses.md)). Answers the
 * session payload for a live token, like GET /web/login/{token}.
 */
export const matrixLogin = defineRoute({
  method: 'GET',
  path: '/web/login/matrix/{token}',
  auth: 'public',
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  payload: session,
  example: { params: { token: 'a-session-token' } },
});

/** POST /web/logout (ours): revokes the session token of the call. The console calls it on Logout. */
export const logout = defineRoute({
  method: 'POST',
  path: '/web/logout',
  auth: 'token',
  payload: z.null(),
});
