import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { jsonText, jsonValue } from '../core/wire.ts';
import { prospectFontNames } from '../rules/fonts.ts';
import { settingsServerMessages } from './messages.ts';

const companyId = z.string().check(z.minLength(1), z.maxLength(100));
const exampleCompanyId = '00000000-0000-4000-8000-000000000001';
const params = z.object({ companyId });
const example = { params: { companyId: exampleCompanyId } };

/**
 * A colour as the colour pickers give it. Strict, because the style is written into prospect
 * pages' CSS: a free string could carry `red; background: url(...)`.
 */
export const cssColor = z
  .string()
  .check(z.regex(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Expected a #hex colour'));

/** spec 1: a saved font must be one of the 21 the ui offers (`rules/fonts.ts`, one list for both). */
const prospectFontSet: ReadonlySet<string> = new Set(prospectFontNames);

/** spec 1 §3 Website style, as the settings screen saves it (the font is required, spec 1 §5). */
export const websiteStyleInput = z.object({
  textColor: cssColor,
  bgColor: cssColor,
  buttonBgHoverColor: cssColor,
  buttonBgColor: cssColor,
  headerColor: cssColor,
  borderColor: cssColor,
  // One rule, so an empty font and one outside the list (issue 9) give the one message.
  fontName: z.string().check(
    z.trim(),
    z.refine((name: string) => prospectFontSet.has(name), settingsServerMessages.selectFont),
  ),
  showCompanyName: z.boolean(),
});

const domain = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** spec 1 §2: a blocklist entry must look like a domain or URL and be non-empty. */
export const blocklistEntry = z.string().check(
  z.trim(),
  z.minLength(1, settingsServerMessages.blocklistEntry),
  z.maxLength(2048),
  z.refine(
    (entry: string) => domain.test(entry) || z.url({ protocol: /^https?$/ }).safeParse(entry).success,
    settingsServerMessages.blocklistEntry,
  ),
);

/** The list: entries as above, no duplicates whatever their case (spec 1 §2). */
export const emailBlockList = z.array(blocklistEntry).check(
  z.maxLength(1000),
  z.superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const key = entry.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: settingsServerMessages.blocklistDuplicate, path: [index] });
      seen.add(key);
    });
  }),
);

/**
 * spec 1 §3 Company settings; both fields travel as JSON text, and the client reads them into
 * their models (a style, a list of entries).
 */
export const companySettings = z.object({
  companyId: z.string(),
  // What is stored, read back: a font saved before the list was enforced still reads (issue 9).
  website_style: jsonValue(z.extend(websiteStyleInput, { fontName: z.string().check(z.maxLength(100)) })),
  email_block_list: jsonValue(z.array(z.string())),
});

/** spec 1 §3 Logo record. `logo_image` is an address on the media origin. */
export const logoRecord = z.object({
  logo_url: z.nullable(z.string()),
  logo_image: z.nullable(z.string()),
  recent_method: z.nullable(z.enum(['url', 'image'])),
});
export type LogoRecord = z.infer<typeof logoRecord>;

/**
 * GET /web/setting/feature/permission/{companyId}. The spec does not show the reply; ours is a
 * map of feature flags, e.g. 'page.url.bulkGenerate.enable' (spec 1 §6), absent meaning off.
 */
export const featurePermissions = defineRoute({
  method: 'GET',
  path: '/web/setting/feature/permission/{companyId}',
  auth: 'token',
  params,
  payload: z.object({ companyId: z.string(), permissions: z.record(z.string(), z.boolean()) }),
  example,
});

/** GET /web/setting/company/{companyId}: style and blocklist. */
export const getCompanySettings = defineRoute({
  method: 'GET',
  path: '/web/setting/company/{companyId}',
  auth: 'token',
  params,
  payload: companySettings,
  example,
});

/** GET /web/setting/company/logo/{companyId}. */
export const getCompanyLogo = defineRoute({
  method: 'GET',
  path: '/web/setting/company/logo/{companyId}',
  auth: 'token',
  params,
  payload: logoRecord,
  example,
});

/**
 * GET /web/setting/company/emails/{companyId}. The spec shows no reply; ours is the company's
 * e-mail block list (JSON text), the list prospect e-mail gates check against.
 */
export const getCompanyEmails = defineRoute({
  method: 'GET',
  path: '/web/setting/company/emails/{companyId}',
  auth: 'token',
  params,
  payload: z.object({ email_block_list: jsonValue(z.array(z.string())) }),
  example,
});

/** PUT /web/setting/company/style/{companyId}: style and email_block_list, both JSON text. */
export const updateCompanyStyle = defineRoute({
  method: 'PUT',
  path: '/web/setting/company/style/{companyId}',
  auth: 'token',
  params,
  body: z.object({
    style: jsonText(websiteStyleInput).check(z.maxLength(10_000)),
    email_block_list: jsonText(emailBlockList).check(z.maxLength(300_000)),
  }),
  payload: companySettings,
  example: {
    ...example,
    body: {
      style: JSON.stringify({
        textColor: '#000000',
        bgColor: '#FFFFFF',
        buttonBgHoverColor: '#1E3B8A',
        buttonBgColor: '#1E41AF',
        headerColor: '#FFFFFF',
        borderColor: '#D1D5DB',
        fontName: 'Inter',
        showCompanyName: true,
      }),
      email_block_list: JSON.stringify(['competitor.example']),
    },
  },
});

/** POST /web/setting/logo/url/{companyId}: a logo by address (http or https only). */
export const setLogoUrl = defineRoute({
  method: 'POST',
  path: '/web/setting/logo/url/{companyId}',
  auth: 'token',
  params,
  body: z.object({ url: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)) }),
  payload: logoRecord,
  example: { ...example, body: { url: 'https://acme.example/logo.png' } },
});

/** The multipart field name of the logo upload. */
export const logoImageField = 'image';

/**
 * POST /web/setting/logo/image/{companyId}: multipart/form-data with one file in the field
 * `image` (`client.call(setLogoImage, { params, files: { image } })`). PNG, JPEG, GIF or WebP, judged by the
 * bytes, not the name or the declared type (415 otherwise); over the size limit: 413. SVG is
 * refused: it can carry script.
 */
export const setLogoImage = defineRoute({
  method: 'POST',
  path: '/web/setting/logo/image/{companyId}',
  auth: 'token',
  params,
  files: [logoImageField],
  payload: logoRecord,
  example,
});
