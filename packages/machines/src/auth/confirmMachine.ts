import type { CallInput, CallResult, confirmEmail } from '@showroom/contract';
import { fromPromise, setup } from 'xstate';

/** What the link mailed at sign-up carries (ADR 0007): the address and the single-use secret. */
export type ConfirmLink = CallInput<typeof confirmEmail>['body'];

/** The contract client's result for POST /web/signup/confirm. */
export type ConfirmReply = CallResult<typeof confirmEmail>;

export interface ConfirmMachineInput {
  /** The link's parameters; null when the address is missing one of them. */
  link: ConfirmLink | null;
}

export interface ConfirmContext {
  link: ConfirmLink | null;
}

/**
 * The /confirm page (issue 15 point 2, ADR 0007): confirms the address with the link's secret
 * once, then says so with a way to log in; a bad, expired or used link (a 400, or an address
 * without its parameters) is `invalid`; no reply at all is `unreachable`, with Try again.
 */
export const confirmMachine = setup({
  types: {
    context: {} as ConfirmContext,
    events: {} as { type: 'retry' },
    input: {} as ConfirmMachineInput,
  },
  actors: {
    confirmEmail: fromPromise<ConfirmReply, ConfirmLink>(async () => {
      throw new Error('confirmMachine needs a `confirmEmail` actor');
    }),
  },
  guards: {
    hasNoLink: ({ context }) => context.link === null,
    isConfirmed: (_, params: { reply: ConfirmReply }) => params.reply.status === 'success',
  },
}).createMachine({
  id: 'confirm',
  context: ({ input }) => ({ link: input.link }),
  initial: 'confirming',
  states: {
    confirming: {
      tags: ['busy'],
      // An address without its parameters is no link at all: nothing to ask the server.
      always: { guard: 'hasNoLink', target: 'invalid' },
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context }) => context.link!,
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => ({ reply: event.output }) },
            target: 'confirmed',
          },
          { target: 'invalid' },
        ],
        onError: 'unreachable',
      },
    },
    /** 'Your e-mail address is confirmed', with a link to log in. */
    confirmed: { type: 'final' },
    /** 'This confirmation link is invalid or has expired'. */
    invalid: { type: 'final', tags: ['failed'] },
    /** No reply: the link may still be good, so the rep can try again. */
    unreachable: { tags: ['failed'], on: { retry: 'confirming' } },
  },
});
