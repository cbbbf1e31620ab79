import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { session } from './login.ts';

// The social login's calls, apart from account.ts so that the login screen (which offers the
// LinkedIn button) loads only these, not sign-up's and reset's schemas (issue 9).

/**
 * GET /web/login/linkedin/config (ours: spec 1 §7 does not show how the console learns the
 * provider). When configured: the full authorize address to open in the popup (client id,
 * redirect uri, scope, a fresh single-use `state` already in it) and its parts. When not:
 * `configured: false` and the message the button shows (ADR 0012 (docs/decisions/0012-social-login-oauth2.md)).
 */
export const linkedinConfig = defineRoute({
  method: 'GET',
  path: '/web/login/linkedin/config',
  auth: 'public',
  // Sets the short-lived state cookie that ties the flow to this browser (issue 15 point 11).
  cookies: true,
  payload: z.discriminatedUnion('configured', [
    z.object({
      configured: z.literal(true),
      authorizeUrl: z.string(),
      clientId: z.string(),
      redirectUri: z.string(),
      scope: z.string(),
      state: z.string(),
    }),
    z.object({ configured: z.literal(false), message: z.string() }),
  ]),
});

/** The popup's result (spec 1 §4): the code, and the `state` it came back with (ours, checked). */
const linkedinCode = {
  authCode: z.string().check(z.minLength(1), z.maxLength(2048)),
  clientId: z.string().check(z.minLength(1), z.maxLength(500)),
  redirectUri: z.string().check(z.minLength(1), z.maxLength(2048)),
  state: z.string().check(z.minLength(1), z.maxLength(200)),
};

/** POST /web/login/linkedin: signs in the rep whose e-mail the provider vouches for. */
export const linkedinLogin = defineRoute({
  method: 'POST',
  path: '/web/login/linkedin',
  auth: 'public',
  cookies: true,
  body: z.object(linkedinCode),
  payload: session,
  example: {
    body: {
      authCode: 'code-from-provider',
      clientId: 'showroom',
      redirectUri: 'http://localhost:4000/linkedin',
      state: 'state-from-config',
    },
  },
});

/** POST /web/login/signup/linkedin: creates the company and rep from the profile, and signs in. */
export const linkedinSignup = defineRoute({
  method: 'POST',
  path: '/web/login/signup/linkedin',
  auth: 'public',
  cookies: true,
  body: z.object({
    ...linkedinCode,
    companyName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  }),
  payload: session,
  example: {
    body: {
      authCode: 'code-from-provider',
      clientId: 'showroom',
      redirectUri: 'http://localhost:4000/linkedin',
      state: 'state-from-config',
      companyName: 'Acme Robotics',
    },
  },
});
