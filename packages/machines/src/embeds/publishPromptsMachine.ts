import type { PromptKind } from '@showroom/contract';
import { assign, sendParent, setup } from 'xstate';

export interface PublishPromptsInput {
  kind: PromptKind;
  /** The widget is published: a save goes live at once, so it is confirmed first. */
  live: boolean;
  /** The rep's saveBeforePublishPrompt_<kind> (absent or true: the prompt shows). */
  promptOn: boolean;
}

export interface PublishPromptsContext extends PublishPromptsInput {
  /** The prompt's 'never show again' box. */
  neverShowAgain: boolean;
}

export type PublishPromptsEvent =
  | { type: 'save' }
  | { type: 'publish' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'neverShowAgain.change'; value: boolean }
  /** From the editor, when its submit has ended. */
  | { type: 'submitted'; live: boolean }
  | { type: 'submitFailed' };

/** What the prompts ask of the editor that holds them. */
export type PublishPromptsRequest =
  | { type: 'prompts.submit'; publish: boolean }
  | { type: 'prompts.optOut'; kind: PromptKind };

/**
 * spec 2 §2 Shared dialogs and §4 Save/Publish, one machine for every editor (Hero, Solo, CYOA;
 * pages later). The editor checks its form first (Save and Publish are disabled while it is
 * invalid) and then sends `save` or `publish` here; this machine decides which dialog comes:
 * - Save of a live widget: the 'changes go live instantly' confirm;
 * - Save of a draft: the save-before-publish prompt ('changes won't go live until published') with
 *   'never show again', unless the rep opted out; opting out asks the editor to store it
 *   (`prompts.optOut`, the rep's saveBeforePublishPrompt_<kind> set to false), and the prompt
 *   stays away from then on;
 * - Publish: the publish confirm.
 * Confirmed, it asks the editor to submit (`prompts.submit` with publish true or false) and waits
 * for `submitted` (the widget's live flag after it) or `submitFailed`. The editor does the calls:
 * CYOA saves first and then publishes; Hero and Solo submit with live 1.
 *
 * `requestSubmit` and `requestOptOut` go to the parent (`publishPromptsChild`); standing alone
 * (stories, tests) they do nothing.
 */
export const publishPromptsMachine = setup({
  types: {
    context: {} as PublishPromptsContext,
    events: {} as PublishPromptsEvent,
    input: {} as PublishPromptsInput,
  },
  guards: {
    isLive: ({ context }) => context.live,
    promptOn: ({ context }) => context.promptOn,
    optingOut: ({ context }) => context.neverShowAgain,
  },
  actions: {
    requestSubmit: (_, _params: { publish: boolean }) => {},
    requestOptOut: (_, _params: { kind: PromptKind }) => {},
    optOut: assign({ promptOn: false }),
    setNeverShowAgain: assign((_, params: { value: boolean }) => ({ neverShowAgain: params.value })),
    setLive: assign((_, params: { live: boolean }) => ({ live: params.live })),
  },
}).createMachine({
  id: 'publishPrompts',
  context: ({ input }) => ({ ...input, neverShowAgain: false }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        save: [
          { guard: 'isLive', target: 'confirmingLiveSave' },
          { guard: 'promptOn', target: 'promptingSaveBeforePublish' },
          { target: 'submitting.save' },
        ],
        publish: { target: 'confirmingPublish' },
      },
    },
    confirmingLiveSave: {
      on: { confirm: 'submitting.save', cancel: 'idle' },
    },
    promptingSaveBeforePublish: {
      entry: assign({ neverShowAgain: false }),
      on: {
        'neverShowAgain.change': {
          actions: { type: 'setNeverShowAgain', params: ({ event }) => ({ value: event.value }) },
        },
        confirm: [
          {
            guard: 'optingOut',
            target: 'submitting.save',
            actions: ['optOut', { type: 'requestOptOut', params: ({ context }) => ({ kind: context.kind }) }],
          },
          { target: 'submitting.save' },
        ],
        cancel: 'idle',
      },
    },
    confirmingPublish: {
      on: { confirm: 'submitting.publish', cancel: 'idle' },
    },
    submitting: {
      initial: 'save',
      on: {
        submitted: {
          target: 'idle',
          actions: { type: 'setLive', params: ({ event }) => ({ live: event.live }) },
        },
        submitFailed: 'idle',
      },
      states: {
        save: { entry: { type: 'requestSubmit', params: { publish: false } } },
        publish: { entry: { type: 'requestSubmit', params: { publish: true } } },
      },
    },
  },
});

/** The machine as an editor invokes it: its requests reach the editor as events. */
export const publishPromptsChild = publishPromptsMachine.provide({
  actions: {
    requestSubmit: sendParent((_, params: { publish: boolean }) => ({
      type: 'prompts.submit',
      publish: params.publish,
    })),
    requestOptOut: sendParent((_, params: { kind: PromptKind }) => ({
      type: 'prompts.optOut',
      kind: params.kind,
    })),
  },
});
