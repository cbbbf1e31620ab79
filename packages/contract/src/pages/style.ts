import * as z from 'zod/mini';
import { embedServerMessages } from '../embeds/messages.ts';
import { isRedirectUrl, restrictedRedirect } from '../embeds/shared.ts';
import {
  pageConstants as c,
  contactFieldTypes,
  defaultPageVerification,
  prospectPlaceholders,
} from './constants.ts';
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
export const defaultPageGateSettings = (): PageGateSettings => ({
  verifyIdentity: false,
  customVerification: false,
  isOutbound: false,
  isRequired: false,
  checkBlocklist: false,
  checkDomain: false,
  checkIntended: false,
  checkTwoFactor: false,
});

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

export const newLayoutStyle = (): LayoutStyle => ({
  headline: '',
  welcomeMessage: '',
  welcomePreview: { id: '', type: '' },
  form: '',
  previewMessage: '',
  contactInfoMessage: '',
  contactFields: [],
  actionMessage: '',
  actionButtonLabel: '',
  redirectURL: '',
  standardPreviewVideos: [],
  settings: defaultPageGateSettings(),
  verificationContent: { ...defaultPageVerification },
});
export const newEmbedStyle = (): EmbedStyle => ({
  embed: { id: '', type: '' },
  title: '',
  description: '',
  settings: defaultPageGateSettings(),
  verificationContent: { ...defaultPageVerification },
});
export const newPageStyle = (type: PageType): PageStyle =>
  type === 'embed' ? newEmbedStyle() : newLayoutStyle();

const blank = (value: string) => value.trim() === '';

/**
 * §5 Page save: 'Page Title is empty'; Collection 'Please add at least one demo'; Embed 'Please
 * add a title and description' and 'Please select an embed'. (The mapping's rule is
 * `mappingSaveProblem` in rules.ts.) undefined when the page may be saved.
 */
export function pageSaveProblem(title: string, type: PageType, style: PageStyle): string | undefined {
  if (blank(title)) return m.pageTitleEmpty;
  // Issue 26, item 11: the restricted-domain message's button opens only a web address.
  const redirectUrl = style.restrictedRedirect?.message.URL;
  if (redirectUrl !== undefined && !isRedirectUrl(redirectUrl)) return embedServerMessages.redirectUrlInvalid;
  if (type === 'embed') {
    const embed = style as EmbedStyle;
    if (blank(embed.title) || blank(embed.description)) return m.addTitleAndDescription;
    if (blank(embed.embed.id) || embed.embed.type === '') return m.selectEmbed;
    return undefined;
  }
  if (type === 'standard' && (style as LayoutStyle).standardPreviewVideos.length === 0) return m.addOneDemo;
  return undefined;
}

/** §5 Preview and publish: one of the seven texts empty, or a contact field without its name or type ('Fields Incomplete'). */
export const layoutIncomplete = (layout: LayoutStyle) =>
  [
    layout.headline,
    layout.welcomeMessage,
    layout.actionMessage,
    layout.actionButtonLabel,
    layout.redirectURL,
    layout.previewMessage,
    layout.contactInfoMessage,
  ].some(blank) || layout.contactFields.some((field) => blank(field.fieldName) || !field.type);

/**
 * §5 Preview and publish: the seven texts non-empty and every contact field named and typed, else
 * 'Fields Incomplete'; publishing a Q&A page also needs questions, mapping and a saved form,
 * else 'Please create Questions & Mapping'. An Embed page publishes when it may be saved.
 */
export function publishProblem(
  title: string,
  type: PageType,
  style: PageStyle,
  form?: { questions: number; rules: number; saved: boolean },
): string | undefined {
  if (type === 'embed') return pageSaveProblem(title, type, style);
  if (layoutIncomplete(style as LayoutStyle)) return m.fieldsIncomplete;
  if (type === 'customized' && (!form?.saved || form.questions === 0 || form.rules === 0))
    return m.createQuestionsAndMapping;
  return pageSaveProblem(title, type, style);
}

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

const token = /<([A-Za-z_][A-Za-z0-9_]{0,99})>/g;

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

/**
 * Every placeholder a page's texts write, prospect_email and prospect_name included, in order of
 * first use: what a visitor with no contact row (an inbound link) sees as nothing (issue 29, D.1).
 */
export function styleTokens(style: Readonly<Record<string, unknown>>): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const match of value.matchAll(token)) found.add(match[1]!);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(style);
  return [...found];
}
