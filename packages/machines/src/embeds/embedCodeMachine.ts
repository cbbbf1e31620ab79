import type { EmbedKind } from '@showroom/contract';
import { fromPromise, setup } from 'xstate';

export interface EmbedCodeInput {
  kind: EmbedKind;
  /** A Solo with is_sneak 1: the snippet marks it inline-block, and the dialog says so. */
  sneak: boolean;
  /** The snippet, made by the contract's `embedSnippet` for this widget (spec 2 §2). */
  code: string;
}

export type EmbedCodeEvent = { type: 'copy' } | { type: 'close' };

/**
 * spec 2 §2 Embed code dialog 'Copy this Embed Code': the snippet, and clicking it copies it
 * through the page's `writeText` actor (the clipboard); 'Click to copy this code' turns into
 * 'Code Copied!' once the clipboard has it. `close` ends the machine (the list that invoked it
 * closes the dialog).
 */
export const embedCodeMachine = setup({
  types: {
    context: {} as EmbedCodeInput,
    events: {} as EmbedCodeEvent,
    input: {} as EmbedCodeInput,
  },
  actors: {
    writeText: fromPromise<void, { text: string }>(async () => {
      throw new Error('embedCodeMachine needs a `writeText` actor');
    }),
  },
}).createMachine({
  id: 'embedCode',
  context: ({ input }) => ({ ...input }),
  initial: 'idle',
  on: { close: '.closed' },
  states: {
    /** 'Click to copy this code'. */
    idle: { on: { copy: 'copying' } },
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
