/**
 * The Hero, Solo and Sneakpeek editors' statechart (spec 2 §3 to §5). It stays one piece over 500
 * lines because its states are one chart (load, the tabs, the teaser, the submit chain, preview) whose
 * transitions read best side by side; the types and pure rules it runs are in `widgetEditor.ts`.
 */
import type {
  EmbedPreviewDump,
  GatingOptionName,
  GatingValues,
  PromptKind,
  TeaserStyle,
} from '@showroom/contract';
import {
  defaultBlinkerSize,
  hasExtension,
  iconExtensions,
  soloTeaserFlags,
  thumbnailExtensions,
} from '@showroom/contract/rules';
import { assign, fromPromise, not, sendTo, setup } from 'xstate';
import { type FormSchema, validateFields } from '../forms/validate.ts';
import { loadable } from '../shared/loadingState.ts';
import type { EmbedPreviewReply } from './embedReplies.ts';
import { gatingDefaults, gatingView, toggleGating } from './gating.ts';
import { publishPromptsChild } from './publishPromptsMachine.ts';
import {
  animationOffered,
  type CreateWidgetReply,
  canSaveWidget,
  type LoadDone,
  type SubmitDone,
  type UpdateWidgetReply,
  type WidgetEditorContext,
  type WidgetEditorEvent,
  type WidgetEditorInput,
  type WidgetEditorLoaded,
  type WidgetField,
  type WidgetKind,
  type WidgetSubmitRequest,
  type WidgetTab,
  type WidgetValues,
  widgetTeasers,
} from './widgetEditor.ts';

const promptKinds: Record<WidgetKind, PromptKind> = { hero: 'Hero', solo: 'Solo' };

/** A submit needs the rules to hold and a demo chosen; otherwise 'Incomplete Data' (spec 2 §5 Any submit). */
const isComplete = (context: WidgetEditorContext) =>
  canSaveWidget(context) && context.values.recording_id !== '';

/** The form's own keys of a stored widget: the server's extras (ids, addresses, dates) stay out. */
const formOf = (blank: WidgetValues, record: Record<string, unknown>): WidgetValues =>
  Object.fromEntries(
    Object.keys(blank).map((key) => [key, record[key] ?? blank[key as WidgetField]]),
  ) as unknown as WidgetValues;

const withValues = (context: WidgetEditorContext, values: WidgetValues) => ({
  values,
  errors: validateFields(context.schema as FormSchema<WidgetValues>, values),
});

/** The teaser flags the kind has (a Hero has no is_cta or is_hotspot). */
const teaserValues = (context: WidgetEditorContext, teaser: TeaserStyle) =>
  Object.fromEntries(Object.entries(soloTeaserFlags(teaser)).filter(([key]) => key in context.values));

const gatingOf = (values: WidgetValues): GatingValues => ({
  is_gated: values.is_gated,
  email_required: values.email_required,
  custom_verification: values.custom_verification,
  check_blocklist: values.check_blocklist,
  redirect_to_restricted_domain: values.redirect_to_restricted_domain,
  check_domain: values.check_domain,
  check_twofactor: values.check_twofactor,
});

const loadedOf = ({ event }: LoadDone) => ({ loaded: event.output });

const submitReplyOf = ({ event }: SubmitDone) => ({ reply: event.output });

/**
 * spec 2 §2 Hero editor and Solo editor, §4: load the widget (to edit) with the company's demos and
 * the plan's gating flags ('Loading Hero..' / 'Loading Solo..'); a new widget takes its gating
 * defaults from the flags. Then the Content and Settings tabs edit the form: the contract's rules
 * ('Title is required', 'Headline is required'...), the demo, the exclusive teaser (Animation only
 * for a recorded demo), the gating options through `toggleGating`, the custom thumbnail and icon
 * (an unaccepted extension: 'Invalid file extension', the file dropped; an icon makes the style
 * CUSTOM).
 *
 * Save and Publish go through the publish prompts (the `prompts` child): once the rep confirms, it
 * asks for `prompts.submit`, answered by a create (a new widget: its id is kept, the toast says
 * 'Hero Embed Added') or an update ('Changes saved'), live 1 when publishing, then `submitted` or
 * `submitFailed`. Preview (a saved widget only) stores the dump and opens the audience host's
 * preview.
 *
 * The page provides the calls (`load`, `create`, `update`, `preview`), the toasts, the tab
 * (`openPreviewWindow`, `showPreview`), `becameExisting` (the address of the new widget) and
 * `optOut` (the rep's flag, stored).
 */
export const createWidgetEditorMachine = (id: string) =>
  setup({
    types: {
      context: {} as WidgetEditorContext,
      events: {} as WidgetEditorEvent,
      input: {} as WidgetEditorInput,
    },
    actors: {
      load: fromPromise<WidgetEditorLoaded, { kind: WidgetKind; id: string | null }>(async () => {
        throw new Error('the widget editor needs a `load` actor');
      }),
      create: fromPromise<CreateWidgetReply, WidgetSubmitRequest>(async () => {
        throw new Error('the widget editor needs a `create` actor');
      }),
      update: fromPromise<UpdateWidgetReply, WidgetSubmitRequest>(async () => {
        throw new Error('the widget editor needs an `update` actor');
      }),
      preview: fromPromise<EmbedPreviewReply, EmbedPreviewDump>(async () => {
        throw new Error('the widget editor needs a `preview` actor');
      }),
      prompts: publishPromptsChild,
    },
    guards: {
      loadedWell: (_, params: { loaded: WidgetEditorLoaded }) =>
        (params.loaded.widget === null || params.loaded.widget.status === 'success') &&
        params.loaded.demos.status === 'success' &&
        params.loaded.settings.status === 'success',
      widgetNotFound: (_, params: { loaded: WidgetEditorLoaded }) => params.loaded.widget?.httpStatus === 404,
      isComplete: ({ context }) => isComplete(context),
      canPublish: ({ context }) => isComplete(context) && context.live === 0,
      isNew: ({ context }) => context.id === null,
      isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
      teaserOffered: ({ context }, params: { teaser: TeaserStyle }) =>
        widgetTeasers[context.kind].includes(params.teaser) &&
        (params.teaser !== 'animation' || animationOffered(context)),
      gatingEditable: ({ context }, params: { option: GatingOptionName }) =>
        context.settings !== null && gatingView(context.settings).options[params.option].enable,
      thumbnailAccepted: (_, params: { file: File }) => hasExtension(params.file.name, thumbnailExtensions),
      iconAccepted: (_, params: { file: File }) => hasExtension(params.file.name, iconExtensions),
    },
    actions: {
      notifyIncomplete: () => {},
      notifyInvalidFile: () => {},
      showSaveProgress: () => {},
      notifyAdded: () => {},
      notifyAddFailed: () => {},
      notifySaved: () => {},
      notifySaveFailed: () => {},
      notifyPreviewFailed: () => {},
      /** The new widget's own address, so a reload opens it. */
      becameExisting: (_, _params: { id: string }) => {},
      /** The rep's saveBeforePublishPrompt_<Kind> set to false (helper: shared/prompts.ts). */
      optOut: (_, _params: { kind: PromptKind }) => {},
      /** On the click itself, so the browser lets the tab open (a popup after an await is blocked). */
      openPreviewWindow: () => {},
      showPreview: (_, _params: { previewId: string; id: string }) => {},
      keepLoaded: assign(({ context }, params: { loaded: WidgetEditorLoaded }) => {
        const { widget, demos, settings } = params.loaded;
        const plan = settings.status === 'success' ? settings.payload : null;
        const stored = widget?.status === 'success' ? widget.payload[0]! : null;
        const values = stored
          ? formOf(context.blank, stored as unknown as Record<string, unknown>)
          : { ...context.blank, ...(plan ? gatingDefaults(plan) : {}) };
        return {
          ...withValues(context, values),
          savedValues: values,
          demos: demos.status === 'success' ? demos.payload : [],
          settings: plan,
          live: stored?.live ?? 0,
          meta: stored
            ? {
                salesrepName: stored.salesrep_name,
                salesrepId: stored.salesrep_id,
                dateCreated: stored.date_created,
                customThumbnail: stored.custom_thumbnail,
                customBlinker: 'custom_blinker' in stored ? stored.custom_blinker : '',
                mapping: stored.assignedCategoryID
                  ? {
                      category: stored.assignedCategoryID,
                      productId: stored.assignedProductID ?? '',
                      featureId: stored.assignedFeatureID ?? '',
                    }
                  : null,
              }
            : context.meta,
        };
      }),
      selectTab: assign((_, params: { tab: WidgetTab }) => ({ tab: params.tab })),
      changeField: assign(({ context }, params: { field: WidgetField; value: unknown }) => ({
        ...withValues(context, { ...context.values, [params.field]: params.value } as WidgetValues),
        touched: { ...context.touched, [params.field]: true },
      })),
      touch: assign(({ context }, params: { field: WidgetField }) => ({
        touched: { ...context.touched, [params.field]: true },
      })),
      /** A submit that cannot go: every message shows. */
      touchAll: assign(({ context }) => ({
        touched: Object.fromEntries(Object.keys(context.values).map((key) => [key, true])),
      })),
      chooseDemo: assign(({ context }, params: { id: string }) => {
        const values = { ...context.values, recording_id: params.id };
        // A demo without a GIF cannot keep the Animation teaser: back to the thumbnail.
        const keepsAnimation = values.show_preview === 0 || animationOffered({ ...context, values });
        return {
          ...withValues(
            context,
            keepsAnimation ? values : { ...values, ...teaserValues(context, 'thumbnail') },
          ),
          touched: { ...context.touched, recording_id: true },
        };
      }),
      chooseTeaser: assign(({ context }, params: { teaser: TeaserStyle }) => {
        // Solo's launch size follows the teaser (spec 2 §3) while the rep has not chosen one; a
        // Hero has no launch size.
        const followsTeaser = 'blinker_size' in context.values && !context.touched.blinker_size;
        return withValues(context, {
          ...context.values,
          ...teaserValues(context, params.teaser),
          ...(followsTeaser ? { blinker_size: defaultBlinkerSize(params.teaser) } : {}),
        });
      }),
      toggleGating: assign(({ context }, params: { option: GatingOptionName; on: boolean }) =>
        withValues(context, {
          ...context.values,
          ...toggleGating(gatingOf(context.values), params.option, params.on),
        }),
      ),
      setCustomThumbnail: assign(({ context }, params: { on: boolean }) => ({
        ...withValues(context, { ...context.values, show_custom_thumbnail: params.on ? 1 : 0 }),
        thumbnailFile: params.on ? context.thumbnailFile : null,
        thumbnailUnreadable: params.on ? context.thumbnailUnreadable : false,
      })),
      keepThumbnail: assign(({ context }, params: { file: File }) => ({
        ...withValues(context, { ...context.values, show_custom_thumbnail: 1 }),
        thumbnailFile: params.file,
        thumbnailUnreadable: false,
      })),
      /** spec 2 §5: an unaccepted file is cleared. */
      dropThumbnail: assign({ thumbnailFile: null }),
      /** spec 2 §4: a cleared custom thumbnail reverts to Default. */
      clearThumbnail: assign(({ context }) => ({
        ...withValues(context, { ...context.values, show_custom_thumbnail: 0 }),
        thumbnailFile: null,
        thumbnailUnreadable: false,
      })),
      /** Issue 29 B.10: nothing unreadable is uploaded, and Save waits for a good file. */
      thumbnailUnreadable: assign({ thumbnailFile: null, thumbnailUnreadable: true }),
      keepIcon: assign(({ context }, params: { file: File }) => ({
        ...withValues(context, { ...context.values, blinker_style: 'CUSTOM' }),
        iconFile: params.file,
      })),
      dropIcon: assign({ iconFile: null }),
      startSubmit: assign((_, params: { publish: boolean }) => ({ publishing: params.publish })),
      keepCreated: assign(({ context }, params: { reply: CreateWidgetReply | UpdateWidgetReply }) =>
        params.reply.status === 'success' && typeof params.reply.payload === 'string'
          ? {
              id: params.reply.payload,
              live: context.publishing ? 1 : context.live,
              savedValues: context.values,
            }
          : {},
      ),
      keepUpdated: assign(({ context }, params: { reply: CreateWidgetReply | UpdateWidgetReply }) => {
        const stored = params.reply.status === 'success' ? params.reply.payload : null;
        if (!stored || typeof stored === 'string')
          return { live: context.publishing ? 1 : context.live, savedValues: context.values };
        return {
          live: stored.live,
          savedValues: context.values,
          meta: {
            ...context.meta,
            customThumbnail: stored.custom_thumbnail,
            customBlinker: 'custom_blinker' in stored ? stored.custom_blinker : context.meta.customBlinker,
          },
          thumbnailFile: null,
          iconFile: null,
        };
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      ...input,
      values: input.blank,
      savedValues: input.blank,
      touched: {},
      errors: {},
      demos: [],
      settings: null,
      live: 0,
      meta: {
        salesrepName: input.repName,
        salesrepId: input.repId ?? '',
        dateCreated: input.today ?? null,
        customThumbnail: '',
        customBlinker: '',
        mapping: null,
      },
      tab: 'content',
      thumbnailFile: null,
      iconFile: null,
      publishing: false,
    }),
    initial: 'loading',
    states: {
      /** 'Loading Hero..' / 'Loading Solo..' */
      ...loadable({
        input: ({ context }: { context: WidgetEditorContext }) => ({ kind: context.kind, id: context.id }),
        onDone: [
          {
            guard: { type: 'loadedWell', params: loadedOf },
            target: 'editing',
            actions: { type: 'keepLoaded', params: loadedOf },
          },
          { guard: { type: 'widgetNotFound', params: loadedOf }, target: 'notFound' },
          { target: 'loadFailed' },
        ],
      }),
      notFound: {},
      editing: {
        invoke: {
          id: 'prompts',
          src: 'prompts',
          input: ({ context }) => ({
            kind: promptKinds[context.kind],
            live: context.live === 1,
            promptOn: context.promptOn,
          }),
        },
        initial: 'idle',
        on: {
          'tab.select': { actions: { type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) } },
          'field.change': {
            actions: {
              type: 'changeField',
              params: ({ event }) => ({ field: event.field, value: event.value }),
            },
          },
          'field.blur': { actions: { type: 'touch', params: ({ event }) => ({ field: event.field }) } },
          'demo.choose': { actions: { type: 'chooseDemo', params: ({ event }) => ({ id: event.id }) } },
          'teaser.choose': {
            guard: { type: 'teaserOffered', params: ({ event }) => ({ teaser: event.teaser }) },
            actions: { type: 'chooseTeaser', params: ({ event }) => ({ teaser: event.teaser }) },
          },
          'gating.toggle': {
            guard: { type: 'gatingEditable', params: ({ event }) => ({ option: event.option }) },
            actions: {
              type: 'toggleGating',
              params: ({ event }) => ({ option: event.option, on: event.on }),
            },
          },
          'thumbnail.custom': {
            actions: { type: 'setCustomThumbnail', params: ({ event }) => ({ on: event.on }) },
          },
          'thumbnail.select': [
            {
              guard: { type: 'thumbnailAccepted', params: ({ event }) => ({ file: event.file }) },
              actions: { type: 'keepThumbnail', params: ({ event }) => ({ file: event.file }) },
            },
            { actions: ['dropThumbnail', 'notifyInvalidFile'] },
          ],
          'thumbnail.clear': { actions: 'clearThumbnail' },
          'thumbnail.unreadable': { actions: 'thumbnailUnreadable' },
          'icon.select': [
            {
              guard: { type: 'iconAccepted', params: ({ event }) => ({ file: event.file }) },
              actions: { type: 'keepIcon', params: ({ event }) => ({ file: event.file }) },
            },
            { actions: ['dropIcon', 'notifyInvalidFile'] },
          ],
          'prompts.optOut': { actions: { type: 'optOut', params: ({ event }) => ({ kind: event.kind }) } },
        },
        states: {
          idle: {
            on: {
              save: [
                { guard: 'isComplete', actions: sendTo('prompts', { type: 'save' }) },
                { actions: ['touchAll', 'notifyIncomplete'] },
              ],
              publish: [
                { guard: 'canPublish', actions: sendTo('prompts', { type: 'publish' }) },
                { actions: ['touchAll', 'notifyIncomplete'] },
              ],
              'prompts.submit': [
                {
                  guard: 'isNew',
                  target: 'submitting.creating',
                  actions: { type: 'startSubmit', params: ({ event }) => ({ publish: event.publish }) },
                },
                {
                  target: 'submitting.updating',
                  actions: { type: 'startSubmit', params: ({ event }) => ({ publish: event.publish }) },
                },
              ],
              // Preview is disabled for a new widget (spec 2 §4): nothing is stored to show.
              preview: { guard: not('isNew'), target: 'previewing', actions: 'openPreviewWindow' },
            },
          },
          /** 'Saving changes'; a new widget is created, a saved one updated. */
          submitting: {
            entry: 'showSaveProgress',
            // Entered at creating or updating by `prompts.submit`, never on its own.
            initial: 'updating',
            states: {
              creating: {
                invoke: {
                  src: 'create',
                  input: ({ context }) => submitRequest(context),
                  onDone: [
                    {
                      guard: { type: 'isSuccess', params: submitReplyOf },
                      target: `#${id}.editing.idle`,
                      actions: [
                        { type: 'keepCreated', params: submitReplyOf },
                        'notifyAdded',
                        { type: 'becameExisting', params: ({ context }) => ({ id: context.id ?? '' }) },
                        sendTo('prompts', ({ context }) => ({ type: 'submitted', live: context.live === 1 })),
                      ],
                    },
                    {
                      target: `#${id}.editing.idle`,
                      actions: ['notifyAddFailed', sendTo('prompts', { type: 'submitFailed' })],
                    },
                  ],
                  onError: {
                    target: `#${id}.editing.idle`,
                    actions: ['notifyAddFailed', sendTo('prompts', { type: 'submitFailed' })],
                  },
                },
              },
              updating: {
                invoke: {
                  src: 'update',
                  input: ({ context }) => submitRequest(context),
                  onDone: [
                    {
                      guard: { type: 'isSuccess', params: submitReplyOf },
                      target: `#${id}.editing.idle`,
                      actions: [
                        { type: 'keepUpdated', params: submitReplyOf },
                        'notifySaved',
                        sendTo('prompts', ({ context }) => ({ type: 'submitted', live: context.live === 1 })),
                      ],
                    },
                    {
                      target: `#${id}.editing.idle`,
                      actions: ['notifySaveFailed', sendTo('prompts', { type: 'submitFailed' })],
                    },
                  ],
                  onError: {
                    target: `#${id}.editing.idle`,
                    actions: ['notifySaveFailed', sendTo('prompts', { type: 'submitFailed' })],
                  },
                },
              },
            },
          },
          /** The dump is stored, then the audience host's /preview/demo opens in the new tab. */
          previewing: {
            invoke: {
              src: 'preview',
              input: ({ context }) => ({
                kind: context.kind,
                id: context.id!,
                values: { ...context.values },
              }),
              onDone: [
                {
                  guard: {
                    type: 'isSuccess',
                    params: ({ event }: { event: { output: EmbedPreviewReply } }) => ({
                      reply: event.output,
                    }),
                  },
                  target: 'idle',
                  actions: {
                    type: 'showPreview',
                    params: ({ context, event }) => ({
                      previewId: event.output.status === 'success' ? event.output.payload : '',
                      id: context.id!,
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
    },
  });

/** The create or update request of the submit in flight (files only where spec 2 §4 sends them). */
const submitRequest = (context: WidgetEditorContext): WidgetSubmitRequest => ({
  kind: context.kind,
  id: context.id,
  values: context.values,
  live: context.publishing ? 1 : context.live,
  thumbnail: context.values.show_custom_thumbnail === 1 ? context.thumbnailFile : null,
  icon: context.values.blinker_style === 'CUSTOM' ? context.iconFile : null,
});

export type WidgetEditorMachine = ReturnType<typeof createWidgetEditorMachine>;
