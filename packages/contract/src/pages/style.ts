import * as z from 'zod/mini';
import { restrictedRedirect } from '../embeds/shared.ts';
import { placeholderToken as token } from '../rules/links.ts';
import { newPageStyle } from '../rules/pages.ts';
import { pageConstants as c, contactFieldTypes, prospectPlaceholders } from './constants.ts';
import { pageMessages as m } from './messages.ts';

/** spec 3 §3 Page type: customized (Q&A), standard (Collection), embed. */
export const pageTypes = ['customized', 'standard', 'embed'] as const;
export type PageType = (typeof pageTypes)[number];
export const pageTypeLabels: Record<PageType, string> = {
  customized: m.typeQa,
  standard: m.typeCollection,
  embed: m.typeEmbed,
};
/** §2.7 type picker: Embed, Q&A, Collection; Q&A by default. */
export const pageTypeChoices: readonly PageType[] = ['embed', 'customized', 'standard'];
export const defaultPageType: PageType = 'customized';

const text = (max: number = c.textMaxLength) => z.string().check(z.maxLength(max));
const id = text(200);

/** §3 Contact field. */
export const contactField = z.object({
  fieldName: text(c.nameMaxLength),
  type: z.enum(contactFieldTypes),
  required: z.boolean(),
});
export type ContactField = z.infer<typeof contactField>;

/** §3 standardPreviewVideos item: a demo or video of a Collection ('key' is the row's own id). */
export const previewVideo = z.object({
  key: id,
  value: id,
  label: text(c.titleMaxLength),
  type: z.enum(['demo', 'video']),
});
export type PreviewVideo = z.infer<typeof previewVideo>;

/** §3 page_style.settings: the page's e-mail gate (§4.5 keeps domain and two-factor together). */
export const pageGateSettings = z.object({
  verifyIdentity: z.boolean(),
  customVerification: z.boolean(),
  isOutbound: z.boolean(),
  isRequired: z.boolean(),
  checkBlocklist: z.boolean(),
  checkDomain: z.boolean(),
  checkIntended: z.boolean(),
  checkTwoFactor: z.boolean(),
});
export type PageGateSettings = z.infer<typeof pageGateSettings>;

/** §4.5: two-factor needs the real-domain check (turning one on or off moves the other). */
export const gateSettingsConsistent = (settings: PageGateSettings) =>
  !settings.checkTwoFactor || settings.checkDomain;

/**
 * §4.5 page settings: turning off the real-domain check turns off two-factor; turning on
 * two-factor turns on the real-domain check. Returns the settings after `key` is set to `on`.
 */
export function setGateOption(
  settings: PageGateSettings,
  key: keyof PageGateSettings,
  on: boolean,
): PageGateSettings {
  const next = { ...settings, [key]: on };
  if (key === 'checkDomain' && !on) next.checkTwoFactor = false;
  if (key === 'checkTwoFactor' && on) next.checkDomain = true;
  return next;
}

/**
 * §3 verificationContent (§5: the description max 200), and the privacy consent text §2.10 lists
 * with the prompt's content (issue 29): optional, so pages saved before it still read.
 */
export const pageVerificationContent = z.object({
  title: text(c.titleMaxLength),
  description: text(c.verificationDescriptionMaxLength),
  placeholder: text(200),
  privacyConsentText: z.optional(text(c.privacyConsentMaxLength)),
});
export type PageVerificationContent = z.infer<typeof pageVerificationContent>;

const gate = {
  settings: pageGateSettings,
  verificationContent: pageVerificationContent,
  /** §2.10 Settings: the restricted-domain block (demo or message). */
  restrictedRedirect: z.optional(restrictedRedirect),
  /** §4.3: '1' once a thumbnail was uploaded (POST page/thumbnail sets both; issue 29, D.6). */
  show_custom_thumbnail: z.optional(z.enum(['0', '1'])),
  /** The uploaded thumbnail's address; the server's, never the console's word. */
  custom_thumbnail: z.optional(text(c.urlMaxLength)),
};

/** §3 page_style of a Q&A (customized) or Collection (standard) page; §5 text limits. */
export const layoutStyle = z
  .object({
    headline: text(c.titleMaxLength),
    welcomeMessage: text(c.welcomeDescriptionMaxLength),
    welcomePreview: z.object({ id, type: z.enum(['demo', 'video', '']) }),
    /** The saved form's id ('' until the questions are saved). */
    form: id,
    previewMessage: text(c.descriptionMaxLength),
    contactInfoMessage: text(c.contactInfoMaxLength),
    contactFields: z.array(contactField).check(z.maxLength(c.maxContactFields)),
    actionMessage: text(c.actionMessageMaxLength),
    actionButtonLabel: text(100),
    redirectURL: text(c.urlMaxLength),
    standardPreviewVideos: z.array(previewVideo).check(z.maxLength(c.maxPreviewVideos)),
    ...gate,
  })
  .check(z.refine((style) => gateSettingsConsistent(style.settings), 'Two-factor needs the domain check'));
export type LayoutStyle = z.infer<typeof layoutStyle>;

/** §3 page_style of an Embed page: the embed, its headline (`title`) and description (max 400). */
export const embedStyle = z
  .object({
    embed: z.object({ id, type: z.enum(['hero', 'solo', 'cyoa', '']) }),
    title: text(c.titleMaxLength),
    description: text(c.descriptionMaxLength),
    ...gate,
  })
  .check(z.refine((style) => gateSettingsConsistent(style.settings), 'Two-factor needs the domain check'));
export type EmbedStyle = z.infer<typeof embedStyle>;

export type PageStyle = LayoutStyle | EmbedStyle;
export const pageStyleOf = (type: PageType) => (type === 'embed' ? embedStyle : layoutStyle);

/**
 * A stored page_style read for its type over a new one (so a page saved before a field existed
 * still opens), or a new one when it does not parse: what the page editor starts from.
 */
export const readPageStyle = (type: PageType, raw: Readonly<Record<string, unknown>>): PageStyle => {
  const parsed = pageStyleOf(type).safeParse({ ...newPageStyle(type), ...raw });
  return parsed.success ? parsed.data : newPageStyle(type);
};

export {
  defaultPageGateSettings,
  newEmbedStyle,
  newLayoutStyle,
  newPageStyle,
  pageSaveProblem,
  publishProblem,
} from '../rules/pages.ts';

/** The texts of a page a prospect reads, where placeholders may be written. */
export const styleTexts = (style: PageStyle): string[] =>
  'embed' in style
    ? [style.title, style.description]
    : [
        style.headline,
        style.welcomeMessage,
        style.previewMessage,
        style.contactInfoMessage,
        style.actionMessage,
        style.actionButtonLabel,
        style.redirectURL,
      ];

/**
 * §5 Placeholders in texts are tokens in angle brackets (`<company>`); the saved list leaves out
 * prospect_email and prospect_name and has no duplicates (first place kept).
 */
export function savedPlaceholders(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const value of texts) for (const match of value.matchAll(token)) found.add(match[1]!);
  for (const name of prospectPlaceholders) found.delete(name);
  return [...found].slice(0, c.maxPlaceholders);
}

/** The same rule for a list the console sends: excluded names and duplicates removed. */
export const normalisePlaceholders = (names: readonly string[]) =>
  [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))].filter(
    (name) => !(prospectPlaceholders as readonly string[]).includes(name),
  );

/** An absent value's token with the one space before it, when punctuation or the end follows. */
const absentBeforePunctuation = /[ \t]?<([A-Za-z_][A-Za-z0-9_]{0,99})>(?=[\s.,;:!?)]|$)/g;

/**
 * Fills each `<name>` with this prospect's value (as text: the page renders it as text, never
 * HTML). A token with no value (an inbound visitor has no contact row; a link made before the
 * placeholder was written) renders as nothing, never as the raw token (issue 29, D.1): 'Hello
 * <prospect_name>!' reads 'Hello!', so the space before it goes too when punctuation follows.
 */
export const fillPlaceholders = (value: string, values: Readonly<Record<string, string>>) => {
  const has = (name: string) => Object.hasOwn(values, name) && values[name]!.trim() !== '';
  return value
    .replace(absentBeforePunctuation, (whole, name: string) => (has(name) ? whole : ''))
    .replace(token, (_whole, name: string) => (has(name) ? values[name]! : ''));
};
