import type { CallResult, matrixLogin, Session } from '@showroom/contract';
import { assign, fromCallback, fromPromise, setup } from 'xstate';

/** GET /web/login/matrix/{token} as the contract client resolves it. */
export type MatrixLoginReply = CallResult<typeof matrixLogin>;

/** What `readAddress` reports: the token the sister app put in the address (`?token=`), or null. */
export type MatrixAddressEvent = { type: 'address.read'; token: string | null };

export interface MatrixLoginContext {
  /** The handed-over token, once read. */
  token: string | null;
  /** The session of an accepted token, as the contract client checked it; null until then. */
  session: Session | null;
}

/**
 * spec 1 §2 /matrix and ADR 0014 (docs/decisions/0014-tokens-in-addresses.md): the sister app
 * hands over a session token in the address. `readAddress` reports it; `clearAddress` then takes
 * it off the address bar and out of history on that same step, before the check starts (an
 * invoked actor starts after the actions of the step that enters its state; at the machine's
 * start it would start before them, hence the token arrives as an event). The token is checked
 * with GET /web/login/matrix/{token} (`matrixLogin`): an accepted one is stored (`storeSession`)
 * and the rep enters the console (`enterConsole`); a refusal, no reply or no token at all goes to
 * /login (`leaveToLogin`). Every effect is a named action or actor the page provides.
 */
export const matrixLoginMachine = setup({
  types: {
    context: {} as MatrixLoginContext,
    events: {} as MatrixAddressEvent,
  },
  actors: {
    readAddress: fromCallback<{ type: 'never' }, void, MatrixAddressEvent>(() => {
      throw new Error('matrixLoginMachine needs a `readAddress` actor');
    }),
    matrixLogin: fromPromise<MatrixLoginReply, { token: string }>(async () => {
      throw new Error('matrixLoginMachine needs a `matrixLogin` actor');
    }),
  },
  guards: {
    hasToken: (_, params: { token: string | null }) => Boolean(params.token),
    isAccepted: (_, params: { reply: MatrixLoginReply }) => params.reply.status === 'success',
  },
  actions: {
    clearAddress: () => {},
    keepToken: assign((_, params: { token: string | null }) => ({ token: params.token })),
    keepSession: assign((_, params: { reply: MatrixLoginReply }) => ({
      session: params.reply.status === 'success' ? params.reply.payload : null,
    })),
    storeSession: (_, _params: { session: Session }) => {},
    enterConsole: () => {},
    leaveToLogin: () => {},
  },
}).createMachine({
  id: 'matrixLogin',
  context: { token: null, session: null },
  initial: 'arriving',
  states: {
    /** The page reads the address. */
    arriving: {
      tags: ['busy'],
      invoke: { src: 'readAddress' },
      on: {
        'address.read': [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ token: event.token }) },
            target: 'checking',
            actions: [{ type: 'keepToken', params: ({ event }) => ({ token: event.token }) }, 'clearAddress'],
          },
          { target: 'failed', actions: 'clearAddress' },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'matrixLogin',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ reply: event.output }) },
            target: 'success',
            actions: { type: 'keepSession', params: ({ event }) => ({ reply: event.output }) },
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    /** A refused token, no reply, or no token: /login, with nothing stored. */
    failed: { type: 'final', tags: ['busy'], entry: 'leaveToLogin' },
    /** spec 1 §2: the session is stored and the rep enters the console. */
    success: {
      type: 'final',
      tags: ['busy'],
      entry: [
        { type: 'storeSession', params: ({ context }) => ({ session: context.session! }) },
        'enterConsole',
      ],
    },
  },
});
