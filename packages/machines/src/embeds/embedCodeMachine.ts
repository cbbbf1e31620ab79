import type { EmbedCodeParts, EmbedKind } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';

export interface EmbedCodeInput {
  kind: EmbedKind;
  id: string;
  /** A Solo with is_sneak 1: the snippet marks it inline-block, and the dialog says so. */
  sneak: boolean;
  /**
   * The snippet for this widget (spec 2 §2), made by the contract's `embedSnippet` with the kind's
   * loader version and integrity and the widget's picture (issue 12) when they are known.
   */
  snippet: (parts: EmbedCodeParts | undefined) => string;
}

export interface EmbedCodeContext extends EmbedCodeInput {
  /** The snippet shown and copied; '' while the loader's integrity loads. */
  code: string;
}

export type EmbedCodeEvent = { type: 'copy' } | { type: 'close' };

/**
 * spec 2 §2 Embed code dialog 'Copy this Embed Code': the snippet, and clicking it copies it
 * through the page's `writeText` actor (the clipboard); 'Click to copy this code' turns into
 * 'Code Copied!' once the clipboard has it. The snippet carries the loader's Subresource
 * Integrity and the widget's picture (issue 12): the page's `loadParts` actor answers the kind's
 * version and integrity (GET /web/embed/loaders) and the picture (GET /web/embed/{kind}/{id}/picture).
 * Without an answer the code is shown without them (`unverified`): it works, the browser just
 * does not check the loader, and the loader draws the thumbnail itself. `close` ends the machine (the list that
 * invoked it closes the dialog).
 */
export const embedCodeMachine = setup({
  types: {
    context: {} as EmbedCodeContext,
    events: {} as EmbedCodeEvent,
    input: {} as EmbedCodeInput,
  },
  actors: {
    loadParts: fromPromise<EmbedCodeParts, { kind: EmbedKind; id: string }>(async () => {
      throw new Error('embedCodeMachine needs a `loadParts` actor');
    }),
    writeText: fromPromise<void, { text: string }>(async () => {
      throw new Error('embedCodeMachine needs a `writeText` actor');
    }),
  },
}).createMachine({
  id: 'embedCode',
  context: ({ input }) => ({ ...input, code: '' }),
  initial: 'loading',
  on: { close: '.closed' },
  states: {
    /** The loader's version and integrity, and the widget's picture, are asked for. */
    loading: {
      invoke: {
        src: 'loadParts',
        input: ({ context }) => ({ kind: context.kind, id: context.id }),
        onDone: {
          target: 'idle',
          actions: assign({ code: ({ context, event }) => context.snippet(event.output) }),
        },
        onError: {
          target: 'unverified',
          actions: assign({ code: ({ context }) => context.snippet(undefined) }),
        },
      },
    },
    /** 'Click to copy this code'. */
    idle: { on: { copy: 'copying' } },
    /** The code without the loader's integrity and the picture (they could not be loaded); it still copies. */
    unverified: { on: { copy: 'copying' } },
    copying: {
      invoke: {
        src: 'writeText',
        input: ({ context }) => ({ text: context.code }),
        onDone: 'copied',
        onError: 'copyFailed',
      },
    },
    /** 'Code Copied!': a second click copies again. */
    copied: { on: { copy: 'copying' } },
    /** The clipboard refused: the code is still there to select by hand. */
    copyFailed: { on: { copy: 'copying' } },
    closed: { type: 'final' },
  },
});

export type EmbedCodeMachine = typeof embedCodeMachine;
