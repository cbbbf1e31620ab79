import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { wireDate } from '../core/wire.ts';
import { emailPattern } from '../rules/auth.ts';

// spec 1 §3 "Demo create payload (account demo)": a prospect given credentials to the company's
// demo environment. Reply shapes are not shown in the spec; these are ours.

const id = z.string().check(z.minLength(1), z.maxLength(100));
const exampleCompanyId = '00000000-0000-4000-8000-000000000001';
const exampleRepId = '00000000-0000-4000-8000-000000000002';

/**
 * One account demo as the server answers it. `encryptedId` is an unguessable id (128 random bits)
 * that names the record in DELETE. The demo password is write-only: it went to the prospect,
 * and a list of records must not turn into a list of passwords.
 */
export const accountDemo = z.object({
  encryptedId: z.string(),
  name: z.string(),
  title: z.string(),
  email: z.string(),
  company: z.string(),
  demoEmail: z.string(),
  salesRepId: z.string(),
  companyId: z.string(),
  dateCreated: wireDate,
});
export type AccountDemo = z.infer<typeof accountDemo>;

/** spec 1 §9: page size 1000 and page 1 by default; an empty page number falls back to 1. */
const emptyIsDefault = (fallback: number) => (value: unknown) =>
  value === undefined || value === null || value === '' ? fallback : value;

/** GET /web/demo/{salesRepId}?limit&pageNo: that rep's account demos, newest first, paged. */
export const listRepDemos = defineRoute({
  method: 'GET',
  path: '/web/demo/{salesRepId}',
  auth: 'token',
  params: z.object({ salesRepId: id }),
  query: z.object({
    limit: z.pipe(
      z.transform<unknown, unknown>(emptyIsDefault(1000)),
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)),
    ),
    pageNo: z.pipe(
      z.transform<unknown, unknown>(emptyIsDefault(1)),
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
    ),
  }),
  payload: z.object({
    demos: z.array(accountDemo),
    total: z.number().check(z.int()),
    limit: z.number().check(z.int()),
    pageNo: z.number().check(z.int()),
  }),
  example: { params: { salesRepId: exampleRepId }, query: { limit: 1000, pageNo: 1 } },
});

/** GET /web/demo/account/{companyId}: every account demo of the company, newest first. */
export const listCompanyDemos = defineRoute({
  method: 'GET',
  path: '/web/demo/account/{companyId}',
  auth: 'token',
  params: z.object({ companyId: id }),
  payload: z.array(accountDemo),
  example: { params: { companyId: exampleCompanyId } },
});

/** POST /web/demo: salesRepId and companyId must be the caller's company (403 otherwise). */
export const createDemo = defineRoute({
  method: 'POST',
  path: '/web/demo',
  auth: 'token',
  body: z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    title: z.string().check(z.trim(), z.maxLength(200)),
    // The sign-in forms' e-mail rule (rules/auth.ts), which is Zod's own pattern.
    email: z.email({ pattern: emailPattern }).check(z.maxLength(320)),
    company: z.string().check(z.trim(), z.maxLength(200)),
    demoEmail: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
    demoPassword: z.string().check(z.minLength(1), z.maxLength(200)),
    salesRepId: id,
    companyId: id,
  }),
  payload: accountDemo,
  example: {
    body: {
      name: 'Grace Hopper',
      title: 'VP Engineering',
      email: 'grace@prospect.example',
      company: 'Prospect Inc',
      demoEmail: 'demo-grace@acme.example',
      demoPassword: 'demo-pass-123',
      salesRepId: exampleRepId,
      companyId: exampleCompanyId,
    },
  },
});

/** DELETE /web/demo/{encryptedId}. */
export const deleteDemo = defineRoute({
  method: 'DELETE',
  path: '/web/demo/{encryptedId}',
  auth: 'token',
  params: z.object({ encryptedId: z.string().check(z.minLength(1), z.maxLength(100)) }),
  payload: z.null(),
  example: { params: { encryptedId: 'Q2hhbmdlTWVQbGVhc2UxMjM0' } },
});
