/**
 * spec 3 §9 page constants, and the few of ours the spec leaves open (marked). Both the console
 * and the server read limits from here.
 */
export const pageConstants = {
  /** §9: descriptions max 400 (the embed page's description, a modal's description). */
  descriptionMaxLength: 400,
  verificationDescriptionMaxLength: 200,
  welcomeDescriptionMaxLength: 400,
  contactInfoMaxLength: 250,
  actionMessageMaxLength: 100,
  /**
   * §2.10 the verification prompt's privacy consent text: the spec gives it no limit of its own,
   * so the §5/§9 description limit (400).
   */
  privacyConsentMaxLength: 400,
  /** §9 fetch limits: forms and embeds 10000, demos 1000, pageNo 1. */
  formsFetchLimit: 10000,
  embedsFetchLimit: 10000,
  demosFetchLimit: 1000,
  fetchPageNo: 1,
  /** §2.10 / §9: the mapping tab's content appears after this delay. */
  mappingDelayMs: 500,
  /** §9: 'Title - ' plus a timestamp. */
  defaultTitlePrefix: 'Title - ',
  /** §9 Clone title suffix. */
  cloneSuffix: ' - Copy',
  /** §2.10 choices are lettered A to Z. */
  maxChoices: 26,
  /** Ours: lengths the spec does not give. */
  titleMaxLength: 200,
  textMaxLength: 2000,
  urlMaxLength: 2048,
  nameMaxLength: 200,
  maxQuestions: 100,
  maxRules: 1000,
  maxConditions: 100,
  maxContactFields: 50,
  maxPreviewVideos: 100,
  maxPlaceholders: 100,
  placeholderMaxLength: 100,
  placeholderValueMaxLength: 1000,
  /** Ours: a bulk run's largest list (issue 13: 10,000 links in under 5 s). */
  bulkMaxRows: 10000,
} as const;

/** §9 Default verification prompt. */
export const defaultPageVerification = {
  title: 'Enter your email address to continue',
  description: 'Enter your email address below to access the content',
  placeholder: 'Email',
} as const;

/** §9 contact field types, and the labels the editor shows them with (§2.10). */
export const contactFieldTypes = ['text', 'email', 'tel'] as const;
export type ContactFieldType = (typeof contactFieldTypes)[number];
export const contactFieldTypeLabels: Record<ContactFieldType, string> = {
  text: 'Text',
  email: 'Email',
  tel: 'Phone Number',
};

/** §9 Logic: And (&&), Or (||). */
export const logicOperators = ['&&', '||'] as const;
export type LogicOperator = (typeof logicOperators)[number];
export const logicLabels: Record<LogicOperator, string> = { '&&': 'And', '||': 'Or' };

/** §6: the feature flag that unlocks bulk link generation. */
export const bulkGenerateFlag = 'page.url.bulkGenerate.enable';

/** §3 placeholders every prospect has; §5: never in the saved placeholder list. */
export const prospectPlaceholders = ['prospect_email', 'prospect_name'] as const;

/** Choice letters A to Z (§2.10). */
export const choiceLetter = (index: number) => String.fromCharCode(65 + index);

/** §9 'Title - ' plus a timestamp: the UTC 'YYYY-MM-DD HH:MM:SS' of `now`. */
export const defaultPageTitle = (now: Date) =>
  `${pageConstants.defaultTitlePrefix}${now.toISOString().slice(0, 19).replace('T', ' ')}`;

/** §5 / §9 Clone: the original's title plus ' - Copy'. */
export const copyTitle = (title: string) => `${title}${pageConstants.cloneSuffix}`;
