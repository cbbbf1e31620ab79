import type {
  CallResult,
  GateOutcome,
  gatePending,
  RestrictedRedirect,
  submitGate,
} from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';

/** The contract client's result for POST /gate/{kind}/{id}. */
export type GateReply = CallResult<typeof submitGate>;
/** The contract client's result for GET /gate/pending/{pending}. */
export type GatePendingReply = CallResult<typeof gatePending>;
type Redirected = Extract<GateOutcome, { outcome: 'redirected' }>;

export interface GateMachineInput {
  /** email_required: off lets the prospect skip. */
  required: boolean;
  /** The refusal shown for an empty required address (the contract's gateMessages.required). */
  requiredMessage: string;
}

export interface GateContext {
  required: boolean;
  requiredMessage: string;
  email: string;
  /** Why the last address was refused, or why the call failed; '' when there is nothing to say. */
  message: string;
  /** Two-factor: the frame's id of the mailed link. */
  pending: string;
  redirect: RestrictedRedirect | null;
  demo: Redirected['demo'] | null;
}

/** What the gate reports (the 'gate' event): the outcome, never the address. */
export type GateReport = { outcome: 'allowed' | 'refused' | 'redirected' | 'verify' | 'confirmed' };

type Events =
  | { type: 'email.change'; value: string }
  | { type: 'submit' }
  | { type: 'skip' }
  | { type: 'useAnother' }
  | { type: 'retry' };

/**
 * The e-mail gate in front of a gated widget (issue 12; spec 2 §2 Gating options). The prospect
 * types an address (or skips an optional gate); the audience host answers allowed, refused with
 * a reason, redirected (a restricted domain: a demo or a message instead), or verify (a link was
 * mailed: `waiting` asks every `pollInterval` whether it was clicked). The page provides
 * `submitGate`, `checkPending`, `report` (the 'gate' event) and `pass` (open the content).
 */
export const gateMachine = setup({
  types: {
    context: {} as GateContext,
    events: {} as Events,
    input: {} as GateMachineInput,
  },
  actors: {
    submitGate: fromPromise<GateReply, { email: string }>(async () => {
      throw new Error('gateMachine needs a `submitGate` actor');
    }),
    checkPending: fromPromise<GatePendingReply, { pending: string }>(async () => {
      throw new Error('gateMachine needs a `checkPending` actor');
    }),
  },
  actions: {
    report: (_, _params: GateReport) => {},
    pass: () => {},
    setEmail: assign({ email: (_, params: { value: string }) => params.value }),
    clearEmail: assign({ email: '' }),
    setMessage: assign({ message: (_, params: { message: string }) => params.message }),
    clearMessage: assign({ message: '' }),
    setPending: assign({ pending: (_, params: { pending: string }) => params.pending }),
    clearPending: assign({ pending: '' }),
    setRedirect: assign({
      redirect: (_, params: Redirected) => params.redirect,
      demo: (_, params: Redirected) => params.demo ?? null,
    }),
  },
  guards: {
    isEmptyAndRequired: ({ context }) => context.required && context.email.trim() === '',
    canSkip: ({ context }) => !context.required,
    isOutcome: (_, params: { reply: GateReply; outcome: GateOutcome['outcome'] }) =>
      params.reply.status === 'success' && params.reply.payload.outcome === params.outcome,
    isConfirmed: (_, params: { reply: GatePendingReply }) =>
      params.reply.status === 'success' && params.reply.payload.confirmed,
    isGone: (_, params: { reply: GatePendingReply }) => params.reply.httpStatus === 404,
  },
  delays: {
    pollInterval: 3000,
  },
}).createMachine({
  id: 'gate',
  context: ({ input }) => ({
    required: input.required,
    requiredMessage: input.requiredMessage,
    email: '',
    message: '',
    pending: '',
    redirect: null,
    demo: null,
  }),
  initial: 'editing',
  states: {
    /** The form; `message` says why the last try did not pass (aria-describedby on the input). */
    editing: {
      on: {
        'email.change': { actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) } },
        submit: [
          {
            guard: 'isEmptyAndRequired',
            actions: { type: 'setMessage', params: ({ context }) => ({ message: context.requiredMessage }) },
          },
          { target: 'submitting' },
        ],
        skip: { guard: 'canSkip', target: 'submitting', actions: 'clearEmail' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitGate',
        src: 'submitGate',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ reply: event.output, outcome: 'allowed' as const }),
            },
            target: 'passed',
            actions: [{ type: 'report', params: { outcome: 'allowed' } }, 'clearMessage'],
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ reply: event.output, outcome: 'verify' as const }),
            },
            target: 'waiting',
            actions: [
              { type: 'report', params: { outcome: 'verify' } },
              {
                type: 'setPending',
                params: ({ event }) => ({ pending: (event.output.payload as { pending: string }).pending }),
              },
              {
                type: 'setMessage',
                params: ({ event }) => ({ message: (event.output.payload as { message: string }).message }),
              },
            ],
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ reply: event.output, outcome: 'redirected' as const }),
            },
            target: 'redirected',
            actions: [
              { type: 'report', params: { outcome: 'redirected' } },
              { type: 'setRedirect', params: ({ event }) => event.output.payload as Redirected },
            ],
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ reply: event.output, outcome: 'refused' as const }),
            },
            target: 'editing',
            actions: [
              { type: 'report', params: { outcome: 'refused' } },
              {
                type: 'setMessage',
                params: ({ event }) => ({ message: (event.output.payload as { message: string }).message }),
              },
            ],
          },
          // An error envelope (429, 404): its message, and the form again.
          {
            target: 'editing',
            actions: { type: 'setMessage', params: ({ event }) => ({ message: event.output.message ?? '' }) },
          },
        ],
        onError: 'unreachable',
      },
    },
    /** No reply at all: the address is kept; Try again sends it again. */
    unreachable: {
      on: {
        retry: 'submitting',
        'email.change': {
          target: 'editing',
          actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) },
        },
      },
    },
    /** Two-factor: 'Check your inbox'; asks whether the link was clicked, every pollInterval. */
    waiting: {
      initial: 'idle',
      on: { useAnother: { target: 'editing', actions: ['clearPending', 'clearMessage'] } },
      states: {
        idle: { after: { pollInterval: 'checking' } },
        checking: {
          invoke: {
            id: 'checkPending',
            src: 'checkPending',
            input: ({ context }) => ({ pending: context.pending }),
            onDone: [
              {
                guard: { type: 'isConfirmed', params: ({ event }) => ({ reply: event.output }) },
                target: '#gate.passed',
                actions: [{ type: 'report', params: { outcome: 'confirmed' } }, 'clearMessage'],
              },
              {
                guard: { type: 'isGone', params: ({ event }) => ({ reply: event.output }) },
                target: '#gate.expired',
              },
              { target: 'idle' },
            ],
            // A dropped poll is asked again at the next interval.
            onError: 'idle',
          },
        },
      },
    },
    /** The link expired before it was clicked: try again with an address. */
    expired: {
      on: { useAnother: { target: 'editing', actions: ['clearPending', 'clearMessage'] } },
    },
    /** A restricted domain: the rep's redirect demo, or their message (with its optional button). */
    redirected: { type: 'final' },
    /** Through: the content shows. */
    passed: { type: 'final', entry: 'pass' },
  },
});

export type GateMachine = typeof gateMachine;
