import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import { jsonText } from '../core/wire.ts';
import { authMessages } from './messages.ts';

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

/** spec 1 §3 User settings flags (JSON text on the wire), including consent.popup.show. */
export const userFlags = z.looseObject({
  consent: z.object({ popup: z.object({ show: z.boolean() }) }).optional(),
});
export type UserFlags = z.infer<typeof userFlags>;

/** spec 1 §5 Login: the form's rules, shared by the machine and the screen. */
export const loginForm = z.object({
  email: z.string().trim().min(1, authMessages.emailRequired).pipe(z.email(authMessages.emailRequired)),
  password: z.string().min(1, authMessages.passwordRequired).min(4, authMessages.passwordTooShort),
});
export type LoginForm = z.infer<typeof loginForm>;

/** spec 1 §3 Login response payload. */
export const session = z.object({
  id: z.string(),
  companyId: z.string(),
  token: z.string(),
  name: z.string(),
  companyName: z.string(),
  userName: z.string(),
  companyQuestionLibraryLink: z.string().nullable(),
  flags: jsonText(userFlags),
  companyWebsiteStyle: jsonText(websiteStyle).nullable(),
  /** Ours (ADR 0007): false until the rep opens the link mailed at sign-up; the console shows a banner. */
  emailConfirmed: z.boolean(),
});
export type Session = z.infer<typeof session>;

export const login = defineRoute({
  method: 'POST',
  path: '/web/login',
  auth: 'public',
  body: z.object({
    username: z.string().trim().min(1).max(320),
    password: z.string().min(1).max(1024),
  }),
  payload: session,
  example: { body: { username: 'rep@example.com', password: 'correct horse battery staple' } },
});

/** GET /web/login/{token}: checks a session token; replies with the same session payload. */
export const checkToken = defineRoute({
  method: 'GET',
  path: '/web/login/{token}',
  auth: 'public',
  params: z.object({ token: z.string().min(1).max(200) }),
  payload: session,
  example: { params: { token: 'a-session-token' } },
});
