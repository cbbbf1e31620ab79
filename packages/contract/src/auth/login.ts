import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { jsonValue } from '../core/wire.ts';
import { promptFlags } from '../embeds/prompts.ts';

/** spec 1 §3 Website style: the company's prospect styling. */
export const websiteStyle = z.object({
  textColor: z.string(),
  bgColor: z.string(),
  buttonBgHoverColor: z.string(),
  buttonBgColor: z.string(),
  headerColor: z.string(),
  borderColor: z.string(),
  fontName: z.string(),
  showCompanyName: z.boolean(),
});
export type WebsiteStyle = z.infer<typeof websiteStyle>;

/**
 * spec 1 §3 User settings flags (JSON text on the wire), including consent.popup.show, and the
 * prompts a rep can turn off (demoRecordingPrompt, saveBeforePublishPrompt_<Kind>; absent is true).
 */
export const userFlags = z.looseObject({
  consent: z.optional(z.object({ popup: z.object({ show: z.boolean() }) })),
  ...promptFlags,
});
export type UserFlags = z.infer<typeof userFlags>;

// The login form's rules are written without Zod (rules/auth.ts, issue 30): /login validates with
// them before anything else has loaded.
export { type LoginForm, loginForm } from '../rules/auth.ts';

/**
 * spec 1 §3 Login response payload. `flags` and `companyWebsiteStyle` travel as JSON text; the
 * client reads them into their models once, so `Session` holds the parsed values.
 */
export const session = z.object({
  id: z.string(),
  companyId: z.string(),
  token: z.string(),
  name: z.string(),
  companyName: z.string(),
  userName: z.string(),
  companyQuestionLibraryLink: z.nullable(z.string()),
  flags: jsonValue(userFlags),
  companyWebsiteStyle: z.nullable(jsonValue(websiteStyle)),
  /** Ours (ADR 0007): false until the rep opens the link mailed at sign-up; the console shows a banner. */
  emailConfirmed: z.boolean(),
});
export type Session = z.infer<typeof session>;
/** The login payload as the server sends it: `flags` and `companyWebsiteStyle` as JSON text. */
export type SessionPayload = z.input<typeof session>;

export const login = defineRoute({
  method: 'POST',
  path: '/web/login',
  auth: 'public',
  body: z.object({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
    password: z.string().check(z.minLength(1), z.maxLength(1024)),
  }),
  payload: session,
  example: { body: { username: 'rep@example.com', password: 'correct horse battery staple' } },
});

/** GET /web/login/{token}: checks a session token; replies with the same session payload. */
export const checkToken = defineRoute({
  method: 'GET',
  path: '/web/login/{token}',
  auth: 'public',
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  payload: session,
  example: { params: { token: 'a-session-token' } },
});
