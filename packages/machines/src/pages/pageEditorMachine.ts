/**
 * The page editor's statechart (spec 3 §2.10). It stays one piece over 500 lines because its states
 * are one chart (load, edit, the submit chain, preview) whose transitions read best side by side;
 * the types and pure rules it runs are in `pageEditor.ts`.
 */
import type {
  EmbedStyle,
  GatingOptionName,
  GatingValues,
  LayoutStyle,
  PageGateSettings,
  PageStyle,
  PageType,
  PageVerificationContent,
  PreviewVideo,
  PromptKind,
  Question,
  RestrictedRedirect,
  Rule,
} from '@showroom/contract';
import {
  defaultRestrictedRedirect,
  pageConstants,
  pageTextLimits,
  savedQuestions,
} from '@showroom/contract/rules';
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { gatingView, toggleGating } from '../embeds/gating.ts';
import { publishPromptsChild } from '../embeds/publishPromptsMachine.ts';
import { loadable } from '../shared/loadingState.ts';
import {
  embedOptions,
  type PageEditorContext,
  type PageEditorEvent,
  type PageEditorInput,
  type PageEditorLoaded,
  type PageEditorTab,
  type PageOnlySetting,
  type PagePreviewReply,
  type PagePreviewRequest,
  type PageTextField,
  type PublishFailure,
  type PublishPageReply,
  pageEditorTabs,
  pageGatingValues,
  pagePreviewProblem,
  pagePublishProblemOf,
  pageSaveProblemOf,
  type SaveFormReply,
  type SaveStyleReply,
  type SaveTitleReply,
} from './pageEditor.ts';

const isEmbed = (style: PageStyle): style is EmbedStyle => 'embed' in style;

/** The company's demo or video a Collection item names (undefined when the company has none such). */
const collectionItem = (
  context: Pick<PageEditorContext, 'demos' | 'videos'>,
  kind: PreviewVideo['type'],
  id: string,
): { id: string; title: string } | undefined =>
  (kind === 'demo' ? context.demos : context.videos).find((item) => item.id === id);

const withGating = (
  style: PageStyle,
  values: GatingValues,
  newRedirect: () => RestrictedRedirect,
): PageStyle => {
  const settings: PageGateSettings = {
    ...style.settings,
    verifyIdentity: values.is_gated === 1,
    isRequired: values.email_required === 1,
    customVerification: values.custom_verification === 1,
    checkBlocklist: values.check_blocklist === 1,
    checkDomain: values.check_domain === 1,
    checkTwoFactor: values.check_twofactor === 1,
  };
  const { restrictedRedirect, ...rest } = style;
  return values.redirect_to_restricted_domain === 1
    ? ({ ...rest, settings, restrictedRedirect: restrictedRedirect ?? newRedirect() } as PageStyle)
    : ({ ...rest, settings } as PageStyle);
};

const limits: Partial<Record<string, number>> = pageTextLimits;
const clamp = (field: PageTextField | 'title' | 'fieldName' | 'verificationDescription', value: string) => {
  const max = limits[field];
  return max === undefined ? value : value.slice(0, max);
};

type LoadDone = { event: { output: PageEditorLoaded } };
const loadedOf = ({ event }: LoadDone) => ({ loaded: event.output });
const ok = (reply: { status: string } | null) => reply === null || reply.status === 'success';

/**
 * spec 3 §2.10 Page editor, §4.3, §5: load the page, its settings, the company's demos and videos,
 * the plan's gating flags and (by type) the embeds or the forms; "Couldn't retrieve data. Refresh
 * page." when any fails. Then the header's title and the tabs (Layout, Questions and Mapping for Q&A, Settings)
 * edit the page; every change marks it dirty; texts are cut at the §9 limits.
 *
 * Save and Publish are checked first (§5: 'Page Title is empty', 'Please add at least one demo',
 * 'Please add a title and description', 'Please select an embed', 'Mapping not saved due to
 * incomplete fields', 'Fields Incomplete', 'Please create Questions & Mapping'; the toast is
 * `notifyProblem`), then go through the publish prompts (the `prompts` child, as the embed editors
 * do), which ask for `prompts.submit`: a Q&A page's changed form is saved ('Unable to update page'
 * when that fails), then PUT page/title and PUT setting/page/style ('Error Encountered While
 * Updating Page'), 'Page Updated'; a publish then sends PUT page/{pageId}/{companyId} with live 1
 * ('Create Page and Company Settings Before Publishing!' or 'Error Encountered While Publishing
 * Page') and goes back one route level (`goBack`). Preview checks the texts ('Fields Incomplete')
 * (an Embed page its title, description and embed), stores the unsaved page (POST /web/preview
 * with the page's dump) and opens the audience host's preview in the tab opened on the click;
 * a failed call closes it ('Unable to preview widget', `notifyPreviewFailed`).
 *
 * The page provides the calls (`load`, `saveForm`, `saveTitle`, `saveStyle`, `publish`,
 * `preview`), the toasts, the preview tab, `goBack` and `optOut`.
 */
export const pageEditorMachine = setup({
  types: {
    context: {} as PageEditorContext,
    events: {} as PageEditorEvent,
    input: {} as PageEditorInput,
  },
  actors: {
    load: fromPromise<PageEditorLoaded, { id: string; type: PageType; companyId: string }>(async () => {
      throw new Error('the page editor needs a `load` actor');
    }),
    saveForm: fromPromise<
      SaveFormReply,
      { id: string | null; title: string; questions: Question[]; mapping: Rule[] }
    >(async () => {
      throw new Error('the page editor needs a `saveForm` actor');
    }),
    saveTitle: fromPromise<SaveTitleReply, { id: string; title: string }>(async () => {
      throw new Error('the page editor needs a `saveTitle` actor');
    }),
    saveStyle: fromPromise<SaveStyleReply, { id: string; style: PageStyle }>(async () => {
      throw new Error('the page editor needs a `saveStyle` actor');
    }),
    publish: fromPromise<PublishPageReply, { id: string; companyId: string }>(async () => {
      throw new Error('the page editor needs a `publish` actor');
    }),
    /** POST /web/preview with the page's dump: the preview's token. */
    preview: fromPromise<PagePreviewReply, PagePreviewRequest>(async () => {
      throw new Error('the page editor needs a `preview` actor');
    }),
    prompts: publishPromptsChild,
  },
  guards: {
    loadedWell: (_, params: { loaded: PageEditorLoaded }) => {
      const { page, settings, demos, videos, plan, embeds, forms } = params.loaded;
      return (
        ok(page) &&
        ok(settings) &&
        ok(demos) &&
        ok(videos) &&
        ok(plan) &&
        ok(forms) &&
        (embeds === null || (ok(embeds.hero) && ok(embeds.solo) && ok(embeds.cyoa)))
      );
    },
    pageNotFound: (_, params: { loaded: PageEditorLoaded }) => params.loaded.page.httpStatus === 404,
    canSave: ({ context }) => pageSaveProblemOf(context) === undefined,
    canPublish: ({ context }) => context.live === 0 && pagePublishProblemOf(context) === undefined,
    canPreview: ({ context }) => pagePreviewProblem(context) === undefined,
    needsForm: ({ context }) => context.type === 'customized' && context.formDirty,
    isPublishing: ({ context }) => context.publishing,
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    gatingEditable: ({ context }, params: { option: GatingOptionName }) =>
      context.plan !== null && gatingView(context.plan).options[params.option].enable,
    settingsEditable: ({ context }) => context.plan?.gating.edit === true,
    hasTab: ({ context }, params: { tab: PageEditorTab }) =>
      pageEditorTabs(context.type).includes(params.tab),
    isLayout: ({ context }) => !isEmbed(context.style),
    isEmbedPage: ({ context }) => isEmbed(context.style),
    canAddField: ({ context }) =>
      !isEmbed(context.style) && context.style.contactFields.length < pageConstants.maxContactFields,
    canAddVideo: ({ context }, params: { kind: PreviewVideo['type']; id: string }) =>
      !isEmbed(context.style) &&
      context.style.standardPreviewVideos.length < pageConstants.maxPreviewVideos &&
      !context.style.standardPreviewVideos.some((video) => video.value === params.id) &&
      collectionItem(context, params.kind, params.id) !== undefined,
    knownEmbed: ({ context }, params: { id: string }) =>
      context.embeds.some((embed) => embed.id === params.id),
    knownDemo: ({ context }, params: { id: string }) =>
      params.id === '' || context.demos.some((demo) => demo.id === params.id),
  },
  actions: {
    notifyProblem: (_, _params: { message: string }) => {},
    showSaveProgress: () => {},
    notifySaved: () => {},
    notifyFormFailed: () => {},
    notifyUpdateFailed: () => {},
    notifyPublished: () => {},
    notifyPublishFailed: (_, _params: { failure: PublishFailure }) => {},
    /** §4.3 after a publish: back one route level (the page list). */
    goBack: () => {},
    /** The rep's saveBeforePublishPrompt_Page set to false. */
    optOut: (_, _params: { kind: PromptKind }) => {},
    /** On the click itself, so the browser lets the tab open. */
    openPreviewWindow: () => {},
    /** The tab goes to {audience host}/{token}/preview/{pageId}/{companyId}/demo. */
    showPreview: (_, _params: { token: string; pageId: string; companyId: string }) => {},
    notifyPreviewFailed: () => {},
    keepLoaded: assign(({ context }, params: { loaded: PageEditorLoaded }) => {
      const { page, settings, demos, videos, plan, embeds, forms } = params.loaded;
      const stored = page.status === 'success' ? page.payload[0] : null;
      const gate = settings.status === 'success' ? settings.payload : null;
      const read = context.readStyle(context.type, stored?.page_style ?? {});
      const { restrictedRedirect: _stored, ...withoutRedirect } = read;
      const style = (
        gate
          ? {
              ...withoutRedirect,
              settings: gate.settings,
              verificationContent: gate.verificationContent,
              ...(gate.restrictedRedirect ? { restrictedRedirect: gate.restrictedRedirect } : {}),
            }
          : read
      ) as PageStyle;
      const formId = isEmbed(style) ? '' : style.form;
      const savedForm =
        forms?.status === 'success' && formId ? forms.payload.find((form) => form.id === formId) : undefined;
      return {
        title: stored?.title ?? '',
        style,
        ownerName: stored?.name ?? '',
        ownerId: stored?.owner_id ?? '',
        live: gate?.live ?? stored?.live ?? context.live,
        demos: demos.status === 'success' ? demos.payload : [],
        videos: videos.status === 'success' ? videos.payload : [],
        embeds: embeds ? embedOptions(embeds) : [],
        plan: plan.status === 'success' ? plan.payload : null,
        form: savedForm
          ? { id: savedForm.id, questions: savedForm.formjson.questions, mapping: savedForm.mapping }
          : { id: null, questions: [], mapping: [] },
        nextKey: isEmbed(style) ? 0 : style.standardPreviewVideos.length,
        dirty: false,
        formDirty: false,
      };
    }),
    selectTab: assign((_, params: { tab: PageEditorTab }) => ({ tab: params.tab })),
    changeTitle: assign((_, params: { value: string }) => ({
      title: clamp('title', params.value),
      dirty: true,
    })),
    changeField: assign(({ context }, params: { field: PageTextField; value: string }) => {
      const embedField = params.field === 'title' || params.field === 'description';
      if (embedField !== isEmbed(context.style)) return {};
      return {
        style: {
          ...context.style,
          [params.field]: clamp(params.field, params.value),
        } as PageStyle,
        dirty: true,
      };
    }),
    patchLayout: assign(({ context }, params: { patch: Partial<LayoutStyle> }) => ({
      style: { ...(context.style as LayoutStyle), ...params.patch },
      dirty: true,
    })),
    chooseWelcome: assign(({ context }, params: { id: string }) => ({
      style: {
        ...(context.style as LayoutStyle),
        welcomePreview:
          params.id === '' ? { id: '', type: '' as const } : { id: params.id, type: 'demo' as const },
      },
      dirty: true,
    })),
    addVideo: assign(({ context }, params: { kind: PreviewVideo['type']; id: string }) => {
      const style = context.style as LayoutStyle;
      const item = collectionItem(context, params.kind, params.id)!;
      let nextKey = context.nextKey;
      let key = `video-${nextKey}`;
      while (style.standardPreviewVideos.some((video) => video.key === key)) key = `video-${++nextKey}`;
      const video: PreviewVideo = { key, value: item.id, label: item.title, type: params.kind };
      return {
        style: { ...style, standardPreviewVideos: [...style.standardPreviewVideos, video] },
        nextKey: nextKey + 1,
        dirty: true,
      };
    }),
    chooseEmbed: assign(({ context }, params: { id: string }) => {
      const option = context.embeds.find((embed) => embed.id === params.id)!;
      return {
        style: { ...(context.style as EmbedStyle), embed: { id: option.id, type: option.type } },
        dirty: true,
      };
    }),
    toggleGating: assign(({ context }, params: { option: GatingOptionName; on: boolean }) => ({
      style: withGating(
        context.style,
        toggleGating(pageGatingValues(context.style), params.option, params.on),
        defaultRestrictedRedirect,
      ),
      dirty: true,
    })),
    toggleSetting: assign(({ context }, params: { setting: PageOnlySetting; on: boolean }) => ({
      style: { ...context.style, settings: { ...context.style.settings, [params.setting]: params.on } },
      dirty: true,
    })),
    setVerification: assign(({ context }, params: { value: PageVerificationContent }) => ({
      style: {
        ...context.style,
        verificationContent: {
          ...params.value,
          description: clamp('verificationDescription', params.value.description),
        },
      },
      dirty: true,
    })),
    setRedirect: assign(({ context }, params: { value: RestrictedRedirect }) => ({
      style: { ...context.style, restrictedRedirect: params.value },
      dirty: true,
    })),
    setQuestions: assign(({ context }, params: { questions: Question[] }) => ({
      form: { ...context.form, questions: params.questions },
      dirty: true,
      formDirty: true,
    })),
    setMapping: assign(({ context }, params: { rules: Rule[] }) => ({
      form: { ...context.form, mapping: params.rules },
      dirty: true,
      formDirty: true,
    })),
    startSubmit: assign((_, params: { publish: boolean }) => ({ publishing: params.publish })),
    keepFormId: assign(({ context }, params: { reply: SaveFormReply }) => {
      const id =
        params.reply.status === 'success' && typeof params.reply.payload === 'string'
          ? params.reply.payload
          : context.form.id;
      return {
        form: { ...context.form, id },
        style: isEmbed(context.style) ? context.style : { ...context.style, form: id ?? '' },
        formDirty: false,
      };
    }),
    markSaved: assign({ dirty: false }),
    markLive: assign({ live: 1 as const }),
    answerSubmitted: sendTo('prompts', ({ context }) => ({ type: 'submitted', live: context.live === 1 })),
    answerFailed: sendTo('prompts', { type: 'submitFailed' }),
  },
}).createMachine({
  id: 'pageEditor',
  context: ({ input }) => ({
    ...input,
    title: '',
    style: input.readStyle(input.type, {}),
    ownerName: '',
    ownerId: '',
    demos: [],
    videos: [],
    embeds: [],
    plan: null,
    form: { id: null, questions: [], mapping: [] },
    dirty: false,
    formDirty: false,
    tab: 'layout',
    publishing: false,
    nextKey: 0,
  }),
  initial: 'loading',
  states: {
    /** "Couldn't retrieve data. Refresh page." */
    ...loadable({
      input: ({ context }: { context: PageEditorContext }) => ({
        id: context.id,
        type: context.type,
        companyId: context.companyId,
      }),
      onDone: [
        {
          guard: { type: 'loadedWell', params: loadedOf },
          target: 'editing',
          actions: { type: 'keepLoaded', params: loadedOf },
        },
        { guard: { type: 'pageNotFound', params: loadedOf }, target: 'notFound' },
        { target: 'loadFailed' },
      ],
    }),
    notFound: {},
    editing: {
      invoke: {
        id: 'prompts',
        src: 'prompts',
        input: ({ context }) => ({
          kind: 'Page' as const,
          live: context.live === 1,
          promptOn: context.promptOn,
        }),
      },
      initial: 'idle',
      on: {
        'tab.select': {
          guard: { type: 'hasTab', params: ({ event }) => ({ tab: event.tab }) },
          actions: { type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) },
        },
        'title.change': { actions: { type: 'changeTitle', params: ({ event }) => ({ value: event.value }) } },
        'field.change': {
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'welcome.choose': {
          guard: { type: 'knownDemo', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'chooseWelcome', params: ({ event }) => ({ id: event.id }) },
        },
        'contactField.add': {
          guard: 'canAddField',
          actions: {
            type: 'patchLayout',
            params: ({ context }) => ({
              patch: {
                contactFields: [
                  ...(context.style as LayoutStyle).contactFields,
                  { fieldName: '', type: 'text', required: false },
                ],
              },
            }),
          },
        },
        'contactField.change': {
          guard: 'isLayout',
          actions: {
            type: 'patchLayout',
            params: ({ context, event }) => ({
              patch: {
                contactFields: (context.style as LayoutStyle).contactFields.map((field, index) =>
                  index === event.index
                    ? { ...event.field, fieldName: clamp('fieldName', event.field.fieldName) }
                    : field,
                ),
              },
            }),
          },
        },
        'contactField.remove': {
          guard: 'isLayout',
          actions: {
            type: 'patchLayout',
            params: ({ context, event }) => ({
              patch: {
                contactFields: (context.style as LayoutStyle).contactFields.filter(
                  (_, index) => index !== event.index,
                ),
              },
            }),
          },
        },
        'video.add': {
          guard: { type: 'canAddVideo', params: ({ event }) => ({ kind: event.kind, id: event.id }) },
          actions: { type: 'addVideo', params: ({ event }) => ({ kind: event.kind, id: event.id }) },
        },
        'video.remove': {
          guard: 'isLayout',
          actions: {
            type: 'patchLayout',
            params: ({ context, event }) => ({
              patch: {
                standardPreviewVideos: (context.style as LayoutStyle).standardPreviewVideos.filter(
                  (video) => video.key !== event.key,
                ),
              },
            }),
          },
        },
        'embed.choose': {
          guard: { type: 'knownEmbed', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'chooseEmbed', params: ({ event }) => ({ id: event.id }) },
        },
        'gating.toggle': {
          guard: { type: 'gatingEditable', params: ({ event }) => ({ option: event.option }) },
          actions: { type: 'toggleGating', params: ({ event }) => ({ option: event.option, on: event.on }) },
        },
        'setting.toggle': {
          guard: 'settingsEditable',
          actions: {
            type: 'toggleSetting',
            params: ({ event }) => ({ setting: event.setting, on: event.on }),
          },
        },
        'verification.change': {
          actions: { type: 'setVerification', params: ({ event }) => ({ value: event.value }) },
        },
        'restrict.change': {
          actions: { type: 'setRedirect', params: ({ event }) => ({ value: event.value }) },
        },
        'questions.change': {
          guard: 'isLayout',
          actions: { type: 'setQuestions', params: ({ event }) => ({ questions: event.questions }) },
        },
        'mapping.change': {
          guard: 'isLayout',
          actions: { type: 'setMapping', params: ({ event }) => ({ rules: event.rules }) },
        },
        'prompts.optOut': { actions: { type: 'optOut', params: ({ event }) => ({ kind: event.kind }) } },
      },
      states: {
        idle: {
          on: {
            save: [
              { guard: 'canSave', actions: sendTo('prompts', { type: 'save' }) },
              {
                actions: {
                  type: 'notifyProblem',
                  params: ({ context }) => ({ message: pageSaveProblemOf(context) ?? '' }),
                },
              },
            ],
            publish: [
              { guard: 'canPublish', actions: sendTo('prompts', { type: 'publish' }) },
              {
                guard: ({ context }) => context.live === 0,
                actions: {
                  type: 'notifyProblem',
                  params: ({ context }) => ({ message: pagePublishProblemOf(context) ?? '' }),
                },
              },
            ],
            preview: [
              { guard: 'canPreview', target: 'previewing', actions: 'openPreviewWindow' },
              {
                actions: {
                  type: 'notifyProblem',
                  params: ({ context }) => ({ message: pagePreviewProblem(context) ?? '' }),
                },
              },
            ],
            // A Q&A page's changed form is saved first (the entry entered decides; no transient state).
            'prompts.submit': [
              {
                guard: 'needsForm',
                target: 'submitting.savingForm',
                actions: { type: 'startSubmit', params: ({ event }) => ({ publish: event.publish }) },
              },
              {
                target: 'submitting.savingTitle',
                actions: { type: 'startSubmit', params: ({ event }) => ({ publish: event.publish }) },
              },
            ],
          },
        },
        /** 'Saving changes': the form (a Q&A page's, when changed), the title, the style; then the publish. */
        submitting: {
          tags: ['busy'],
          entry: 'showSaveProgress',
          // Entered at savingForm or savingTitle by `prompts.submit`, never on its own.
          initial: 'savingTitle',
          states: {
            savingForm: {
              invoke: {
                src: 'saveForm',
                input: ({ context }) => ({
                  id: context.form.id,
                  title: context.title,
                  questions: savedQuestions(context.form.questions),
                  mapping: context.form.mapping,
                }),
                onDone: [
                  {
                    guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                    target: 'savingTitle',
                    actions: { type: 'keepFormId', params: ({ event }) => ({ reply: event.output }) },
                  },
                  { target: '#pageEditor.editing.idle', actions: ['notifyFormFailed', 'answerFailed'] },
                ],
                onError: {
                  target: '#pageEditor.editing.idle',
                  actions: ['notifyFormFailed', 'answerFailed'],
                },
              },
            },
            savingTitle: {
              invoke: {
                src: 'saveTitle',
                input: ({ context }) => ({ id: context.id, title: context.title }),
                onDone: [
                  {
                    guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                    target: 'savingStyle',
                  },
                  { target: '#pageEditor.editing.idle', actions: ['notifyUpdateFailed', 'answerFailed'] },
                ],
                onError: {
                  target: '#pageEditor.editing.idle',
                  actions: ['notifyUpdateFailed', 'answerFailed'],
                },
              },
            },
            savingStyle: {
              invoke: {
                src: 'saveStyle',
                input: ({ context }) => ({ id: context.id, style: context.style }),
                onDone: [
                  {
                    guard: ({ context, event }) => event.output.status === 'success' && context.publishing,
                    target: 'publishing',
                    actions: 'markSaved',
                  },
                  {
                    guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                    target: '#pageEditor.editing.idle',
                    actions: ['markSaved', 'notifySaved', 'answerSubmitted'],
                  },
                  { target: '#pageEditor.editing.idle', actions: ['notifyUpdateFailed', 'answerFailed'] },
                ],
                onError: {
                  target: '#pageEditor.editing.idle',
                  actions: ['notifyUpdateFailed', 'answerFailed'],
                },
              },
            },
            /** PUT page/{pageId}/{companyId} with live 1; then back one route level (§4.3). */
            publishing: {
              invoke: {
                src: 'publish',
                input: ({ context }) => ({ id: context.id, companyId: context.companyId }),
                onDone: [
                  {
                    guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                    target: '#pageEditor.published',
                    // The editor leaves (its prompts with it): nothing is left to answer.
                    actions: ['markLive', 'notifyPublished', 'goBack'],
                  },
                  // §8: an error reply (its payload is null) is 'Create Page and Company Settings Before Publishing!'.
                  {
                    target: '#pageEditor.editing.idle',
                    actions: [
                      { type: 'notifyPublishFailed', params: { failure: 'notReady' } },
                      'answerFailed',
                    ],
                  },
                ],
                onError: {
                  target: '#pageEditor.editing.idle',
                  actions: [{ type: 'notifyPublishFailed', params: { failure: 'error' } }, 'answerFailed'],
                },
              },
            },
          },
        },
        /** The unsaved page is stored as a preview, then the tab opened on the click goes to it. */
        previewing: {
          invoke: {
            src: 'preview',
            input: ({ context }) => ({
              id: context.id,
              companyId: context.companyId,
              type: context.type,
              title: context.title,
              style: context.style,
              questions: context.form.questions,
              rules: context.form.mapping,
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'success',
                target: 'idle',
                actions: {
                  type: 'showPreview',
                  params: ({ context, event }) => ({
                    token: event.output.status === 'success' ? event.output.payload : '',
                    pageId: context.id,
                    companyId: context.companyId,
                  }),
                },
              },
              { target: 'idle', actions: 'notifyPreviewFailed' },
            ],
            onError: { target: 'idle', actions: 'notifyPreviewFailed' },
          },
        },
      },
    },
    /** Published: the page goes back to the list. */
    published: {},
  },
});

export type PageEditorMachine = typeof pageEditorMachine;
