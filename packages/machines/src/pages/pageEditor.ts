/**
 * The page editor's types and pure rules: what it loads, its context and events, the embed select's
 * options, the gating view of a page's settings, and the problems that stop a save, a preview or a
 * publish. The machine (`pageEditorMachine.ts`) runs them; screens and tests read them too.
 */
import type {
  CallResult,
  ContactField,
  createForm,
  createPreview,
  EmbedSettings,
  GatingOptionName,
  GatingValues,
  getEmbedSettings,
  getPage,
  getPageSettings,
  listCyoas,
  listForms,
  listHeroes,
  listRecordings,
  listSolos,
  listVideos,
  PageStyle,
  PageType,
  PageVerificationContent,
  PreviewVideo,
  PromptKind,
  publishPage,
  Question,
  Recording,
  RestrictedRedirect,
  Rule,
  updateForm,
  updatePageStyle,
  updatePageTitle,
  Video,
} from '@showroom/contract';
import {
  mappingSaveProblem,
  pageSaveProblem,
  pagePreviewProblem as previewProblem,
  publishProblem,
  savedQuestions,
} from '@showroom/contract/rules';

/** §7.8 the embed select's lists: the company's Heroes, Solos and CYOAs (limit 10000, page 1). */
export interface PageEmbedLists {
  hero: CallResult<typeof listHeroes>;
  solo: CallResult<typeof listSolos>;
  cyoa: CallResult<typeof listCyoas>;
}

/** What the page's `load` brings at once (§2.10, §7.5, §7.8). */
export interface PageEditorLoaded {
  page: CallResult<typeof getPage>;
  settings: CallResult<typeof getPageSettings>;
  demos: CallResult<typeof listRecordings>;
  /** The company's videos (GET /web/video/{companyId}): a Collection lists them beside its demos. */
  videos: CallResult<typeof listVideos>;
  /** The plan's gating flags (GET /web/setting/embed/{companyId}): what the Settings tab may change. */
  plan: CallResult<typeof getEmbedSettings>;
  /** Embed pages only (null otherwise). */
  embeds: PageEmbedLists | null;
  /** Q&A pages only (null otherwise): the company's forms, to find the page's own. */
  forms: CallResult<typeof listForms> | null;
}

/** §3 Embed option (the page embed select): id, label (name), type, date_created. */
export interface PageEmbedOption {
  id: string;
  label: string;
  type: 'hero' | 'solo' | 'cyoa';
  date_created: string;
}

/** A Q&A page's questions and mapping, as the Questions and Mapping tabs edit them. */
export interface PageFormState {
  /** The saved form's id, or null before its first save. */
  id: string | null;
  questions: Question[];
  mapping: Rule[];
}

export type SaveFormReply = CallResult<typeof createForm> | CallResult<typeof updateForm>;
export type SaveTitleReply = CallResult<typeof updatePageTitle>;
export type SaveStyleReply = CallResult<typeof updatePageStyle>;
export type PublishPageReply = CallResult<typeof publishPage>;
export type PagePreviewReply = CallResult<typeof createPreview>;

/** What a preview stores (spec 3 §2.10 Preview): the page as the editor holds it, unsaved. */
export interface PagePreviewRequest {
  id: string;
  companyId: string;
  type: PageType;
  title: string;
  style: PageStyle;
  questions: Question[];
  rules: Rule[];
}

/** The texts of a Q&A or Collection layout and of an Embed page the editor types into. */
export type LayoutTextField =
  | 'headline'
  | 'welcomeMessage'
  | 'previewMessage'
  | 'contactInfoMessage'
  | 'actionMessage'
  | 'actionButtonLabel'
  | 'redirectURL';
export type EmbedTextField = 'title' | 'description';
export type PageTextField = LayoutTextField | EmbedTextField;

/** Page options of §3 settings that the embeds' gating panel does not have. */
export type PageOnlySetting = 'isOutbound' | 'checkIntended';

export type PageEditorTab = 'layout' | 'questions' | 'mapping' | 'settings';

export interface PageEditorInput {
  /** The route's {id}, {type} and {live}. */
  id: string;
  type: PageType;
  live: 0 | 1;
  companyId: string;
  /** The rep's saveBeforePublishPrompt_Page (absent or true). */
  promptOn: boolean;
  /** Today as the header shows it (the page gives the clock's, stories a fixed day). */
  today: string;
  /**
   * The stored page_style read for its type (the contract's `readPageStyle`), or a new one when it
   * does not parse: the one rule that needs the contract's schemas, so the page gives it. The
   * others come from `@showroom/contract/rules`.
   */
  readStyle: (type: PageType, raw: Record<string, unknown>) => PageStyle;
}

export interface PageEditorContext extends PageEditorInput {
  title: string;
  style: PageStyle;
  ownerName: string;
  ownerId: string;
  demos: Recording[];
  videos: Video[];
  embeds: PageEmbedOption[];
  plan: EmbedSettings | null;
  form: PageFormState;
  /** Something changed since the load or the last save. */
  dirty: boolean;
  /** The questions or mapping changed since the form was saved. */
  formDirty: boolean;
  tab: PageEditorTab;
  /** The submit in flight goes on to publish. */
  publishing: boolean;
  nextKey: number;
}

export type PageEditorEvent =
  | { type: 'retry' }
  | { type: 'tab.select'; tab: PageEditorTab }
  | { type: 'title.change'; value: string }
  | { type: 'field.change'; field: PageTextField; value: string }
  | { type: 'welcome.choose'; id: string }
  | { type: 'contactField.add' }
  | { type: 'contactField.change'; index: number; field: ContactField }
  | { type: 'contactField.remove'; index: number }
  /** A Collection's item (§3 standardPreviewVideos): one of the company's demos or videos. */
  | { type: 'video.add'; kind: PreviewVideo['type']; id: string }
  | { type: 'video.remove'; key: string }
  | { type: 'embed.choose'; id: string }
  | { type: 'gating.toggle'; option: GatingOptionName; on: boolean }
  | { type: 'setting.toggle'; setting: PageOnlySetting; on: boolean }
  | { type: 'verification.change'; value: PageVerificationContent }
  | { type: 'restrict.change'; value: RestrictedRedirect }
  | { type: 'questions.change'; questions: Question[] }
  | { type: 'mapping.change'; rules: Rule[] }
  | { type: 'save' }
  | { type: 'publish' }
  | { type: 'preview' }
  | { type: 'prompts.submit'; publish: boolean }
  | { type: 'prompts.optOut'; kind: PromptKind };

/** The tabs a page type has (§2.10): Q&A all four, Collection and Embed Layout and Settings. */
export const pageEditorTabs = (type: PageType): PageEditorTab[] =>
  type === 'customized' ? ['layout', 'questions', 'mapping', 'settings'] : ['layout', 'settings'];

/** The page's gate as the embeds' gating panel names it (redirect: the restricted-domain block is set). */
export const pageGatingValues = (style: PageStyle): GatingValues => {
  const s = style.settings;
  const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;
  return {
    is_gated: flag(s.verifyIdentity),
    email_required: flag(s.isRequired),
    custom_verification: flag(s.customVerification),
    check_blocklist: flag(s.checkBlocklist),
    redirect_to_restricted_domain: flag(style.restrictedRedirect !== undefined),
    check_domain: flag(s.checkDomain),
    check_twofactor: flag(s.checkTwoFactor),
  };
};

/** §2.10 the embed select: the company's hero, solo and cyoa items, newest first. */
export const embedOptions = (lists: PageEmbedLists): PageEmbedOption[] => {
  const options: PageEmbedOption[] = [];
  for (const type of ['hero', 'solo', 'cyoa'] as const) {
    const reply = lists[type];
    if (reply.status !== 'success') continue;
    for (const item of reply.payload)
      options.push({ id: item.id, label: item.name, type, date_created: item.date_created });
  }
  return options.sort(
    (a, b) => b.date_created.localeCompare(a.date_created) || a.label.localeCompare(b.label),
  );
};

const formCounts = (context: PageEditorContext) => {
  const questions = savedQuestions(context.form.questions).length;
  return { questions, rules: context.form.mapping.length, saved: questions > 0 };
};

/** The problem a preview meets (§5 Preview and publish's texts; a Q&A page's questions are the publish's). */
export const pagePreviewProblem = (context: PageEditorContext) => previewProblem(context.style);

/** The problem a save meets: §5 page save, then a Q&A page's changed mapping. */
export const pageSaveProblemOf = (context: PageEditorContext) =>
  pageSaveProblem(context.title, context.type, context.style) ??
  (context.type === 'customized' && context.formDirty
    ? mappingSaveProblem(
        context.form.mapping,
        savedQuestions(context.form.questions).map((q) => q.name),
      )
    : undefined);

/** The problem a publish meets (§5): the save's, then preview and publish's. */
export const pagePublishProblemOf = (context: PageEditorContext) =>
  pageSaveProblemOf(context) ??
  publishProblem(context.title, context.type, context.style, formCounts(context));

/** §8: a publish answered with an error (its payload null), or no reply at all. */
export type PublishFailure = 'notReady' | 'error';
