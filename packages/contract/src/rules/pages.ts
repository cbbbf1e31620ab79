import { embedConstants, thumbnailExtensions } from '../embeds/constants.ts';
import { embedServerMessages } from '../embeds/messages.ts';
import type { RestrictedRedirect } from '../embeds/shared.ts';
import { pageConstants as c, defaultPageVerification } from '../pages/constants.ts';
import type { Question } from '../pages/form.ts';
import { pageMessages as m } from '../pages/messages.ts';
import type { Condition, Rule, RuleResult } from '../pages/rules.ts';
import type { EmbedStyle, LayoutStyle, PageGateSettings, PageStyle, PageType } from '../pages/style.ts';

/**
 * spec 3 §5 and §9: the page editor's rules, pure and free of the schemas (types only from the
 * rest of the contract), so the machines and the ui run them as values without Zod in their
 * bundles. The server, the console and the page files (style.ts, form.ts, rules.ts, preview.ts,
 * embeds/shared.ts) use these same functions: each is written here once.
 */

const blank = (value: string) => value.trim() === '';

/** §3 page_style.settings of a new page: every gate option off. */
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

/** spec 2 §2 Restricted-redirect card of a new page or embed: play a demo, none chosen yet. */
export const defaultRestrictedRedirect = (): RestrictedRedirect => ({
  restrictType: 'demo',
  demo: '',
  message: { title: '', description: '', primaryButton: false, buttonLabel: '', URL: '' },
});

/**
 * The restricted-domain message's button address as a rep may save it (issue 26, item 11): empty
 * (no button), or an http:// or https:// address. Anything else (`javascript:`, `data:`, a bare
 * host) is refused on save with `embedServerMessages.redirectUrlInvalid`; the gate draws the
 * button through `safeHref` as well, for what was stored before.
 */
export const isRedirectUrl = (value: string) => {
  const text = value.trim();
  if (text === '') return true;
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

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

/** §5 page thumbnail upload types: jpg, jpeg, png; the size limit is the widgets' thumbnails'. */
export const pageThumbnailRules = {
  extensions: thumbnailExtensions,
  maxBytes: embedConstants.maxImageBytes,
} as const;

/**
 * §9 text limits by field, which the editor's inputs cut at (the title's and the headline's are
 * the title's; a button label is ours, 100).
 */
export const pageTextLimits = {
  title: c.titleMaxLength,
  headline: c.titleMaxLength,
  welcomeMessage: c.welcomeDescriptionMaxLength,
  previewMessage: c.descriptionMaxLength,
  contactInfoMessage: c.contactInfoMaxLength,
  actionMessage: c.actionMessageMaxLength,
  actionButtonLabel: 100,
  redirectURL: c.urlMaxLength,
  description: c.descriptionMaxLength,
  fieldName: c.nameMaxLength,
  verificationDescription: c.verificationDescriptionMaxLength,
} as const;

/**
 * §5 Page save: 'Page Title is empty'; Collection 'Please add at least one demo'; Embed 'Please
 * add a title and description' and 'Please select an embed'. (The mapping's rule is
 * `mappingSaveProblem`.) undefined when the page may be saved.
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

/**
 * §5 Preview and publish: a Q&A or Collection page needs its seven texts and every contact field
 * named and typed ('Fields Incomplete'). The questions and mapping are publish's only: a preview
 * shows the page as it is. An Embed page has none of those texts; it previews once it shows
 * something ('Please add a title and description', 'Please select an embed', §5 Embed page save).
 */
export function pagePreviewProblem(style: PageStyle): string | undefined {
  if ('embed' in style) {
    if (blank(style.title) || blank(style.description)) return m.addTitleAndDescription;
    if (blank(style.embed.id) || style.embed.type === '') return m.selectEmbed;
    return undefined;
  }
  return layoutIncomplete(style) ? m.fieldsIncomplete : undefined;
}

/** §5: only questions with a name and at least one choice are saved. */
export const savedQuestions = (questions: readonly Question[]) =>
  questions
    .map((q) => ({
      ...q,
      name: q.name.trim(),
      choices: q.choices.map((choice) => choice.trim()).filter(Boolean),
    }))
    .filter((q) => q.name !== '' && q.choices.length > 0);

export const modalOperations = ['modal includes', 'modal not includes'] as const;
export const isModalOperation = (operation: string) =>
  (modalOperations as readonly string[]).includes(operation);

/** A condition's value as its list of choices, trimmed, empty ones dropped. */
export const listOf = (value: string | readonly string[]) =>
  (typeof value === 'string' ? [value] : value).map((item) => item.trim()).filter((item) => item !== '');

/** §2.10 'Modal condition words are comma-separated': the words, trimmed, empty ones dropped. */
export const modalWords = (value: string | readonly string[]) =>
  (typeof value === 'string' ? value.split(',') : value.flatMap((item) => item.split(',')))
    .map((word) => word.trim())
    .filter((word) => word !== '');

/** §2.10: a condition is incomplete if its question, operation or value is missing. */
export function conditionIncomplete(item: Condition, questions?: readonly string[]): boolean {
  if (item.variable.trim() === '' || item.operation === '') return true;
  if (questions && !isModalOperation(item.operation) && !questions.includes(item.variable)) return true;
  const words = isModalOperation(item.operation) ? modalWords(item.value) : listOf(item.value);
  return words.length === 0;
}

/** A result is incomplete without its target (a demo, a question, a modal's title, a PDF's link). */
export function resultIncomplete(result: RuleResult): boolean {
  switch (result.episode) {
    case 'demo':
    case 'question':
      return result.payload.id.trim() === '';
    case 'modal':
      return result.payload.title.trim() === '';
    case 'pdf':
      return result.payload.pdf.link.trim() === '';
  }
}

/**
 * For the editor: a rule with no items, an empty group, an incomplete condition (with `questions`:
 * one naming a question the form no longer has) or an incomplete result.
 */
export function ruleIncomplete(rule: Rule, questions?: readonly string[]): boolean {
  if (rule.extra.length === 0 || resultIncomplete(rule.result)) return true;
  return rule.extra.some((item) =>
    item.type === 'group'
      ? item.conditions.length === 0 || item.conditions.some((inner) => conditionIncomplete(inner, questions))
      : conditionIncomplete(item, questions),
  );
}

/** Where each incomplete rule is, by uniqueId: what the editor marks. */
export const incompleteRules = (rules: readonly Rule[], questions?: readonly string[]) =>
  rules.filter((rule) => ruleIncomplete(rule, questions)).map((rule) => rule.uniqueId);

/**
 * §5 Page save: every mapping rule complete with a demo result, else 'Mapping not saved due to
 * incomplete fields'.
 */
export const mappingSaveProblem = (rules: readonly Rule[], questions?: readonly string[]) =>
  rules.some((rule) => rule.result.episode !== 'demo' || ruleIncomplete(rule, questions))
    ? m.mappingIncomplete
    : undefined;
