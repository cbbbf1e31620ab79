/**
 * The CYOA editor's statechart (spec 2 §2, §6). It stays one piece over 500 lines because its states
 * are one chart (load, the step list, the settings, the submit chain, preview) whose transitions read
 * best side by side; the types and pure rules it runs are in `cyoaEditor.ts`.
 */
import type {
  CyoaContent,
  CyoaSettings,
  CyoaStep,
  CyoaStepType,
  EmbedPreviewDump,
  GatingOptionName,
  GatingValues,
  PromptKind,
  RestrictedRedirect,
  TeaserStyle,
  VerificationContent,
} from '@showroom/contract';
import {
  cyoaSaveProblem,
  embedConstants,
  hasExtension,
  iconExtensions,
  newCyoaContent,
  thumbnailExtensions,
} from '@showroom/contract/rules';
import { and, assign, enqueueActions, fromPromise, not, sendTo, setup } from 'xstate';
import { loadable } from '../shared/loadingState.ts';
import {
  animationAllowed,
  type CyoaEditorContext,
  type CyoaEditorEvent,
  type CyoaEditorInput,
  type CyoaLoadReply,
  type CyoaSaved,
  cyoaGatingValues,
  type GatingSetting,
  newStep,
  type PublishCyoaReply,
  type SaveCyoaReply,
  type SaveCyoaRequest,
} from './cyoaEditor.ts';
import type { EmbedPreviewReply } from './embedReplies.ts';
import { cyoaGatingNames, gatingDefaults, gatingView, toggleGating } from './gating.ts';
import { publishPromptsChild } from './publishPromptsMachine.ts';

/** Where a step at index `i` is after the step at `from` moved to `to`. */
const afterMove = (i: number, from: number, to: number): number => {
  if (i === from) return to;
  if (from < to) return i > from && i <= to ? i - 1 : i;
  return i >= to && i < from ? i + 1 : i;
};

const withGating = (setting: CyoaSettings, values: GatingValues): CyoaSettings => {
  const next = { ...setting };
  for (const [option, name] of Object.entries(cyoaGatingNames) as [GatingOptionName, GatingSetting][])
    next[name] = values[option] === 1;
  return next;
};

/** Steps numbered 0..n-1 in order, whatever happened to them. */
const renumber = (steps: CyoaStep[]): CyoaStep[] =>
  steps.map((step, index) => (step.index === index ? step : { ...step, index }));

/**
 * A rule's condition names a question step by index: after a move or a removal it follows that
 * question to its new index, or is dropped with the question (`where` maps an old index to the
 * new one, or null).
 */
const followConditions = (steps: CyoaStep[], where: (index: number) => number | null): CyoaStep[] =>
  steps.map((step) => {
    if (step.type !== 'rule' || !step.condition) return step;
    const question = where(step.condition.question);
    if (question === step.condition.question) return step;
    return { ...step, condition: question === null ? null : { ...step.condition, question } };
  });

const move = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/**
 * A moved step's list, in one pass: the steps between the move's two ends take their new
 * indices, and a rule whose question moved follows it. A reorder is a drop, so it stays cheap
 * (no search of the order per rule, no second copy of the list; bench/cyoa.bench.ts).
 */
const moveSteps = (steps: readonly CyoaStep[], from: number, to: number): CyoaStep[] =>
  move(steps, from, to).map((step, index) => {
    let next = step.index === index ? step : { ...step, index };
    if (next.type === 'rule' && next.condition) {
      const question = afterMove(next.condition.question, from, to);
      if (question !== next.condition.question)
        next = { ...next, condition: { ...next.condition, question } };
    }
    return next;
  });

type LoadDone = { event: { output: CyoaLoadReply } };
const success = (reply: { status: string } | null) => reply === null || reply.status === 'success';

/**
 * spec 2 §2 CYOA editor, §4 CYOA flow and Save/Publish, §5 CYOA rules.
 *
 * Loads ('Loading Widget...') the CYOA when editing, the company's demos and the plan's flags
 * (a new CYOA takes its gating defaults from them); then the rep edits the title, the ordered
 * steps (add, edit, remove, move; moves refused while live; indices kept 0..n-1), the wrap-up and
 * its up to 3 recommendations, the verification and restricted-redirect cards, the settings
 * (teaser, launch button, gating through `toggleGating`) and the custom thumbnail and icon.
 *
 * Save and Publish first check the contract's `cyoaSaveProblem` ('Please add widget name', 'A widget cannot be
 * empty', 'Incomplete fields': `notifyProblem`), then go through the `prompts` child
 * (publishPromptsMachine), which asks for `prompts.submit`: the CYOA is saved (POST for a new one,
 * whose returned id becomes the current one, `openSaved`; PUT otherwise) and, when publishing,
 * then published. Preview stores a dump and opens the audience host's preview in a new tab.
 *
 * The page provides the calls (`load`, `save`, `publish`, `preview`), the toasts, the preview tab
 * (`openPreviewWindow` on the click, `showPreview` once stored), `openSaved` (the route of the new
 * id) and `storeOptOut` (the rep's 'never show again').
 */
export const cyoaEditorMachine = setup({
  types: {
    context: {} as CyoaEditorContext,
    events: {} as CyoaEditorEvent,
    input: {} as CyoaEditorInput,
  },
  actors: {
    load: fromPromise<CyoaLoadReply, { id: string | null; companyId: string }>(async () => {
      throw new Error('cyoaEditorMachine needs a `load` actor');
    }),
    save: fromPromise<SaveCyoaReply, SaveCyoaRequest>(async () => {
      throw new Error('cyoaEditorMachine needs a `save` actor');
    }),
    publish: fromPromise<PublishCyoaReply, { id: string }>(async () => {
      throw new Error('cyoaEditorMachine needs a `publish` actor');
    }),
    preview: fromPromise<EmbedPreviewReply, EmbedPreviewDump>(async () => {
      throw new Error('cyoaEditorMachine needs a `preview` actor');
    }),
    prompts: publishPromptsChild,
  },
  delays: {
    // spec 2 §9: selections restored after 200-300 ms (tests provide a shorter one).
    restoreDelay: embedConstants.restoreDelayMs,
  },
  guards: {
    loaded: (_, params: { reply: CyoaLoadReply }) =>
      success(params.reply.cyoa) && success(params.reply.demos) && success(params.reply.settings),
    notFound: (_, params: { reply: CyoaLoadReply }) => params.reply.cyoa?.httpStatus === 404,
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    isLive: ({ context }) => context.live,
    isSaved: ({ context }) => context.id !== null,
    hasProblem: ({ context }) => cyoaSaveProblem(context.content) !== null,
    savedThenPublish: ({ context }, params: { reply: { status: string } }) =>
      params.reply.status === 'success' && context.publishing,
    canMove: ({ context }, params: { from: number; to: number }) =>
      !context.live &&
      params.from !== params.to &&
      [params.from, params.to].every((i) => Number.isInteger(i) && i >= 0 && i < context.content.data.length),
    canAddStep: ({ context }) => context.content.data.length < embedConstants.maxSteps,
    hasStep: ({ context }, params: { index: number }) =>
      params.index >= 0 && params.index < context.content.data.length,
    canAddRecommendation: ({ context }) =>
      context.content.recommendations.list.length < embedConstants.maxRecommendations,
    // The first slot cannot be removed (spec 2 §2).
    canRemoveRecommendation: ({ context }, params: { slot: number }) =>
      params.slot > 0 && params.slot < context.content.recommendations.list.length,
    teaserAllowed: ({ context }, params: { style: TeaserStyle }) =>
      params.style !== 'animation' || animationAllowed(context.content, context.demos),
    gatingEditable: ({ context }, params: { option: GatingOptionName }) =>
      context.settings !== null && gatingView(context.settings).options[params.option].enable,
    thumbnailAccepted: (_, params: { file: File }) => hasExtension(params.file.name, thumbnailExtensions),
    iconAccepted: (_, params: { file: File }) => hasExtension(params.file.name, iconExtensions),
  },
  actions: {
    notifyProblem: (_, _params: { message: string }) => {},
    notifyInvalidFile: () => {},
    showSaveProgress: () => {},
    showPublishProgress: () => {},
    notifySaved: (_, _params: { created: boolean }) => {},
    notifySaveFailed: () => {},
    notifyPublished: () => {},
    notifyPublishFailed: () => {},
    openPreviewWindow: () => {},
    showPreview: (_, _params: { previewId: string; id: string; companyId: string }) => {},
    notifyPreviewFailed: () => {},
    openSaved: (_, _params: { id: string }) => {},
    storeOptOut: (_, _params: { kind: PromptKind }) => {},
    askPrompts: sendTo('prompts', (_, params: { type: 'save' | 'publish' }) => ({ type: params.type })),
    // The prompts child waits for the submit's end: the live flag after it, or a failure.
    answerSubmitted: sendTo('prompts', ({ context }) => ({ type: 'submitted' as const, live: context.live })),
    answerFailed: sendTo('prompts', { type: 'submitFailed' as const }),
    keepLoaded: assign((_, params: { reply: CyoaLoadReply }) => {
      const { reply } = params;
      const demos = reply.demos.status === 'success' ? reply.demos.payload : [];
      const settings = reply.settings.status === 'success' ? reply.settings.payload : null;
      const blank = newCyoaContent();
      const record = reply.cyoa?.status === 'success' ? reply.cyoa.payload[0] : undefined;
      if (!record) {
        // New widgets take their gating defaults from the plan's flags (spec 2 §4).
        const setting = settings ? withGating(blank.setting, gatingDefaults(settings)) : blank.setting;
        const content = { ...blank, setting };
        return {
          demos,
          settings,
          content,
          savedContent: content,
          keys: [],
          live: false,
          saved: null,
          selected: null,
        };
      }
      const content: CyoaContent = {
        name: record.name,
        data: renumber(record.episodes),
        setting: { ...blank.setting, ...record.settings },
        recommendations: record.recommendations.list.length
          ? record.recommendations
          : { ...record.recommendations, list: [''] },
        restrict: record.restricted_redirect,
        verificationContent: record.verification_content,
      };
      const keys = content.data.map((_, i) => `step-${i}`);
      return {
        demos,
        settings,
        content,
        savedContent: content,
        keys,
        nextKey: keys.length,
        live: record.live === 1,
        saved: savedOf(record),
        pendingSelection: content.data.length ? 0 : null,
      };
    }),
    setTitle: assign(({ context }, params: { value: string }) => ({
      content: { ...context.content, name: params.value },
    })),
    addStep: assign(({ context }, params: { kind: CyoaStepType }) => {
      const index = context.content.data.length;
      return {
        content: { ...context.content, data: [...context.content.data, newStep(params.kind, index)] },
        keys: [...context.keys, `step-${context.nextKey}`],
        nextKey: context.nextKey + 1,
        selected: index,
      };
    }),
    changeStep: assign(({ context }, params: { index: number; step: CyoaStep }) => {
      const data = [...context.content.data];
      data[params.index] = { ...params.step, index: params.index };
      return { content: { ...context.content, data } };
    }),
    removeStep: assign(({ context }, params: { index: number }) => {
      const kept = context.content.data.filter((_, i) => i !== params.index);
      const where = (i: number) => (i === params.index ? null : i > params.index ? i - 1 : i);
      const data = followConditions(renumber(kept), where);
      const selected =
        context.selected === null || context.selected === params.index ? null : where(context.selected);
      return {
        content: { ...context.content, data },
        keys: context.keys.filter((_, i) => i !== params.index),
        selected,
      };
    }),
    moveStep: assign(({ context }, params: { from: number; to: number }) => ({
      content: { ...context.content, data: moveSteps(context.content.data, params.from, params.to) },
      keys: move(context.keys, params.from, params.to),
      // The moved step's editor opens once the drop has settled (spec 2 §9).
      selected: null,
      pendingSelection: params.to,
    })),
    selectStep: assign((_, params: { index: number | null }) => ({
      selected: params.index,
      pendingSelection: null,
    })),
    restoreSelection: assign(({ context }) => ({
      selected:
        context.pendingSelection !== null && context.pendingSelection < context.content.data.length
          ? context.pendingSelection
          : context.selected,
      pendingSelection: null,
    })),
    setWrapUp: assign(({ context }, params: { on: boolean }) => ({
      content: { ...context.content, setting: { ...context.content.setting, wrapUpScreen: params.on } },
    })),
    setRecommendations: assign(({ context }, params: { on: boolean }) => ({
      content: {
        ...context.content,
        recommendations: { ...context.content.recommendations, show: params.on },
      },
    })),
    changeRecommendation: assign(({ context }, params: { slot: number; demo: string }) => {
      const list = [...context.content.recommendations.list];
      if (params.slot < 0 || params.slot >= list.length) return {};
      list[params.slot] = params.demo;
      return {
        content: { ...context.content, recommendations: { ...context.content.recommendations, list } },
      };
    }),
    addRecommendation: assign(({ context }) => ({
      content: {
        ...context.content,
        recommendations: {
          ...context.content.recommendations,
          list: [...context.content.recommendations.list, ''],
        },
      },
    })),
    removeRecommendation: assign(({ context }, params: { slot: number }) => ({
      content: {
        ...context.content,
        recommendations: {
          ...context.content.recommendations,
          list: context.content.recommendations.list.filter((_, i) => i !== params.slot),
        },
      },
    })),
    setVerification: assign(({ context }, params: { value: VerificationContent }) => ({
      content: { ...context.content, verificationContent: params.value },
    })),
    setRestrict: assign(({ context }, params: { value: RestrictedRedirect }) => ({
      content: { ...context.content, restrict: params.value },
    })),
    patchSettings: assign(({ context }, params: { patch: Partial<CyoaSettings> }) => ({
      content: { ...context.content, setting: { ...context.content.setting, ...params.patch } },
    })),
    setTeaser: assign(({ context }, params: { style: TeaserStyle }) => ({
      content: {
        ...context.content,
        setting: {
          ...context.content.setting,
          isCta: params.style === 'cta',
          isHotspot: params.style === 'hotspot',
          showPreview: params.style === 'animation',
        },
      },
    })),
    toggleGating: assign(({ context }, params: { option: GatingOptionName; on: boolean }) => {
      const values = toggleGating(cyoaGatingValues(context.content.setting), params.option, params.on);
      return { content: { ...context.content, setting: withGating(context.content.setting, values) } };
    }),
    keepThumbnail: assign(({ context }, params: { file: File }) => ({
      thumbnail: params.file,
      content: { ...context.content, setting: { ...context.content.setting, showCustomThumbnail: true } },
    })),
    // Cleared: back to the demo's own thumbnail (spec 2 §4).
    clearThumbnail: assign(({ context }) => ({
      thumbnail: null,
      saved: context.saved && { ...context.saved, customThumbnail: '' },
      content: { ...context.content, setting: { ...context.content.setting, showCustomThumbnail: false } },
    })),
    // An uploaded icon makes the launch style CUSTOM (spec 2 §4).
    keepIcon: assign(({ context }, params: { file: File }) => ({
      icon: params.file,
      content: {
        ...context.content,
        setting: { ...context.content.setting, blinkerStyle: 'CUSTOM' as const },
      },
    })),
    setPublishing: assign((_, params: { publish: boolean }) => ({ publishing: params.publish })),
    keepSaved: assign(({ context }, params: { reply: SaveCyoaReply }) => {
      if (params.reply.status !== 'success') return {};
      const record = params.reply.payload;
      return {
        id: record.id,
        live: record.live === 1,
        saved: savedOf(record),
        thumbnail: null,
        icon: null,
        // Now the saved record's: a reload shows the same.
        content: { ...context.content, name: record.name },
        savedContent: { ...context.content, name: record.name },
      };
    }),
    keepPublished: assign((_, params: { reply: PublishCyoaReply }) =>
      params.reply.status === 'success'
        ? { live: params.reply.payload.live === 1, saved: savedOf(params.reply.payload) }
        : {},
    ),
  },
}).createMachine({
  id: 'cyoaEditor',
  context: ({ input }) => ({
    id: input.id,
    companyId: input.companyId,
    repName: input.repName,
    repId: input.repId ?? '',
    promptOn: input.promptOn,
    content: newCyoaContent(),
    keys: [],
    nextKey: 0,
    live: false,
    saved: null,
    demos: [],
    settings: null,
    thumbnail: null,
    icon: null,
    selected: null,
    pendingSelection: null,
    publishing: false,
    savedContent: null,
  }),
  initial: 'loading',
  states: {
    /** 'Loading Widget...' */
    ...loadable({
      input: ({ context }: { context: CyoaEditorContext }) => ({
        id: context.id,
        companyId: context.companyId,
      }),
      onDone: [
        {
          guard: { type: 'loaded', params: ({ event }: LoadDone) => ({ reply: event.output }) },
          target: 'ready',
          actions: { type: 'keepLoaded', params: ({ event }: LoadDone) => ({ reply: event.output }) },
        },
        {
          guard: { type: 'notFound', params: ({ event }: LoadDone) => ({ reply: event.output }) },
          target: 'notFound',
        },
        { target: 'loadFailed' },
      ],
    }),
    notFound: {},
    ready: {
      invoke: {
        id: 'prompts',
        src: 'prompts',
        input: ({ context }) => ({ kind: 'Cyoa' as const, live: context.live, promptOn: context.promptOn }),
      },
      on: {
        'prompts.optOut': {
          actions: [
            assign({ promptOn: false }),
            { type: 'storeOptOut', params: ({ event }) => ({ kind: event.kind }) },
          ],
        },
      },
      initial: 'editing',
      states: {
        editing: {
          initial: 'restoring',
          states: {
            /** A selection waits for the list to settle (the load, a drop) before it opens (spec 2 §9). */
            restoring: {
              after: { restoreDelay: { target: 'idle', actions: 'restoreSelection' } },
            },
            idle: {},
          },
          on: {
            'title.change': {
              actions: { type: 'setTitle', params: ({ event }) => ({ value: event.value }) },
            },
            'step.add': {
              guard: 'canAddStep',
              actions: { type: 'addStep', params: ({ event }) => ({ kind: event.kind }) },
            },
            'step.change': {
              guard: { type: 'hasStep', params: ({ event }) => ({ index: event.index }) },
              actions: {
                type: 'changeStep',
                params: ({ event }) => ({ index: event.index, step: event.step }),
              },
            },
            'step.remove': {
              guard: { type: 'hasStep', params: ({ event }) => ({ index: event.index }) },
              actions: { type: 'removeStep', params: ({ event }) => ({ index: event.index }) },
            },
            'step.move': {
              guard: { type: 'canMove', params: ({ event }) => ({ from: event.from, to: event.to }) },
              target: '.restoring',
              reenter: true,
              actions: { type: 'moveStep', params: ({ event }) => ({ from: event.from, to: event.to }) },
            },
            'step.select': {
              actions: { type: 'selectStep', params: ({ event }) => ({ index: event.index }) },
            },
            'wrapUp.toggle': { actions: { type: 'setWrapUp', params: ({ event }) => ({ on: event.on }) } },
            'recommendations.show': {
              actions: { type: 'setRecommendations', params: ({ event }) => ({ on: event.on }) },
            },
            'recommendation.change': {
              actions: {
                type: 'changeRecommendation',
                params: ({ event }) => ({ slot: event.slot, demo: event.demo }),
              },
            },
            'recommendation.add': { guard: 'canAddRecommendation', actions: 'addRecommendation' },
            'recommendation.remove': {
              guard: { type: 'canRemoveRecommendation', params: ({ event }) => ({ slot: event.slot }) },
              actions: { type: 'removeRecommendation', params: ({ event }) => ({ slot: event.slot }) },
            },
            'verification.change': {
              actions: { type: 'setVerification', params: ({ event }) => ({ value: event.value }) },
            },
            'restrict.change': {
              actions: { type: 'setRestrict', params: ({ event }) => ({ value: event.value }) },
            },
            'setting.change': {
              actions: { type: 'patchSettings', params: ({ event }) => ({ patch: event.patch }) },
            },
            'teaser.change': {
              guard: { type: 'teaserAllowed', params: ({ event }) => ({ style: event.style }) },
              actions: { type: 'setTeaser', params: ({ event }) => ({ style: event.style }) },
            },
            'gating.toggle': {
              guard: { type: 'gatingEditable', params: ({ event }) => ({ option: event.option }) },
              actions: {
                type: 'toggleGating',
                params: ({ event }) => ({ option: event.option, on: event.on }),
              },
            },
            'thumbnail.select': [
              {
                guard: { type: 'thumbnailAccepted', params: ({ event }) => ({ file: event.file }) },
                actions: { type: 'keepThumbnail', params: ({ event }) => ({ file: event.file }) },
              },
              { actions: 'notifyInvalidFile' },
            ],
            'thumbnail.clear': { actions: 'clearThumbnail' },
            'icon.select': [
              {
                guard: { type: 'iconAccepted', params: ({ event }) => ({ file: event.file }) },
                actions: { type: 'keepIcon', params: ({ event }) => ({ file: event.file }) },
              },
              { actions: 'notifyInvalidFile' },
            ],
            save: [
              {
                guard: 'hasProblem',
                actions: {
                  type: 'notifyProblem',
                  params: ({ context }) => ({ message: cyoaSaveProblem(context.content) ?? '' }),
                },
              },
              { actions: { type: 'askPrompts', params: { type: 'save' } } },
            ],
            // Publish is offered for a saved draft only (spec 2 §2); it saves the current content first.
            publish: [
              {
                guard: and(['isSaved', not('isLive'), 'hasProblem']),
                actions: {
                  type: 'notifyProblem',
                  params: ({ context }) => ({ message: cyoaSaveProblem(context.content) ?? '' }),
                },
              },
              {
                guard: and(['isSaved', not('isLive')]),
                actions: { type: 'askPrompts', params: { type: 'publish' } },
              },
            ],
            preview: { guard: 'isSaved', target: 'previewing', actions: 'openPreviewWindow' },
            'prompts.submit': {
              target: 'saving',
              actions: { type: 'setPublishing', params: ({ event }) => ({ publish: event.publish }) },
            },
          },
        },
        saving: {
          tags: ['busy'],
          entry: 'showSaveProgress',
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({
              id: context.id,
              content: { ...context.content, name: context.content.name.trim() },
              // Uploaded only when in use (spec 2 §4).
              thumbnail: context.content.setting.showCustomThumbnail ? context.thumbnail : null,
              icon: context.content.setting.blinkerStyle === 'CUSTOM' ? context.icon : null,
            }),
            // Saved: publish next when asked (CYOA saves first, then publishes, spec 2 §4).
            onDone: [
              {
                guard: { type: 'savedThenPublish', params: ({ event }) => ({ reply: event.output }) },
                target: 'publishing',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  // A new CYOA's returned id becomes the current one (spec 2 §4), and its address.
                  const created = context.id === null;
                  enqueue({ type: 'notifySaved', params: { created } });
                  enqueue({ type: 'keepSaved', params: { reply: event.output } });
                  if (created && event.output.status === 'success')
                    enqueue({ type: 'openSaved', params: { id: event.output.payload.id } });
                }),
              },
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                target: 'editing',
                actions: [
                  enqueueActions(({ context, event, enqueue }) => {
                    // A new CYOA's returned id becomes the current one (spec 2 §4), and its address.
                    const created = context.id === null;
                    enqueue({ type: 'notifySaved', params: { created } });
                    enqueue({ type: 'keepSaved', params: { reply: event.output } });
                    if (created && event.output.status === 'success')
                      enqueue({ type: 'openSaved', params: { id: event.output.payload.id } });
                  }),
                  'answerSubmitted',
                ],
              },
              { target: 'editing', actions: ['notifySaveFailed', 'answerFailed'] },
            ],
            onError: { target: 'editing', actions: ['notifySaveFailed', 'answerFailed'] },
          },
        },
        publishing: {
          tags: ['busy'],
          entry: 'showPublishProgress',
          invoke: {
            id: 'publish',
            src: 'publish',
            input: ({ context }) => ({ id: context.id ?? '' }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                target: 'editing',
                actions: [
                  { type: 'keepPublished', params: ({ event }) => ({ reply: event.output }) },
                  'notifyPublished',
                  'answerSubmitted',
                ],
              },
              { target: 'editing', actions: ['notifyPublishFailed', 'answerFailed'] },
            ],
            onError: { target: 'editing', actions: ['notifyPublishFailed', 'answerFailed'] },
          },
        },
        /** The dump is stored, then the audience host's /preview/demo opens in the new tab. */
        previewing: {
          tags: ['busy'],
          invoke: {
            id: 'preview',
            src: 'preview',
            input: ({ context }) => ({
              kind: 'cyoa' as const,
              id: context.id ?? '',
              values: { ...context.content },
            }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                target: 'editing',
                actions: {
                  type: 'showPreview',
                  params: ({ context, event }) => ({
                    previewId: event.output.status === 'success' ? event.output.payload : '',
                    id: context.id ?? '',
                    companyId: context.companyId,
                  }),
                },
              },
              { target: 'editing', actions: 'notifyPreviewFailed' },
            ],
            onError: { target: 'editing', actions: 'notifyPreviewFailed' },
          },
        },
      },
    },
  },
});

function savedOf(record: {
  salesrep_name: string;
  salesrep_id: string;
  date_created: string;
  custom_thumbnail: string;
  custom_blinker: string;
  assignedCategoryID: string;
  assignedProductID: string;
  assignedFeatureID: string;
}): CyoaSaved {
  return {
    authorName: record.salesrep_name,
    authorId: record.salesrep_id,
    dateCreated: record.date_created,
    customThumbnail: record.custom_thumbnail,
    customBlinker: record.custom_blinker,
    mapping: {
      category: record.assignedCategoryID,
      productId: record.assignedProductID,
      featureId: record.assignedFeatureID,
    },
  };
}
