import type { CallResult, resendConfirmation } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { loadingState } from '../shared/loadingState.ts';

/** What the shell needs before it shows the navigation. */
export interface ShellInfo {
  /** spec 1 §3 Company feature flags: labels of hidden features (Demo, Embed, Page, Contact, Questionnaire, Analytic). */
  hiddenFeatures: string[];
  /** spec 1 §2: the rep's flags say consent.popup.show. */
  showConsent: boolean;
  /** The session's `emailConfirmed` (ADR 0007): false shows the banner asking to confirm. */
  emailConfirmed: boolean;
}

export interface ShellMachineInput {
  /** spec 1 §2: expandedNavbar from the session (default true). */
  expanded: boolean;
}

export interface ShellContext {
  expanded: boolean;
  info: ShellInfo | null;
}

/** The contract client's result for POST /web/signup/confirm/resend. */
export type ResendReply = CallResult<typeof resendConfirmation>;

/** What a resend that did not go out tells the rep: the server's message, or no reply at all. */
export type ResendAlert = { alert: 'refused'; message: string } | { alert: 'unreachable' };

export type ShellEvent =
  | { type: 'navbar.toggle' }
  | { type: 'retry' }
  | { type: 'logout' }
  /** The banner's 'Resend' button. */
  | { type: 'confirmation.resend' };

/** What the `load` call answered, for the guard and the action that read it. */
const infoOf = ({ event }: { event: { output: ShellInfo } }) => ({ info: event.output });

/**
 * spec 1 §2 Shell: loads what the navigation depends on (hidden features, consent, whether the
 * e-mail address is confirmed), shows 'Error Loading Information' when that fails, keeps the
 * navigation expanded (214 px) or collapsed (80 px), and logs out: the caller's `logout` actor
 * revokes the token on the server, then `endSession` (the caller's) clears the session cookies and
 * reloads. While the address is unconfirmed, a banner offers to mail the link again.
 */
export const shellMachine = setup({
  types: {
    context: {} as ShellContext,
    events: {} as ShellEvent,
    input: {} as ShellMachineInput,
  },
  actors: {
    load: fromPromise<ShellInfo, void>(async () => {
      throw new Error('shellMachine needs a `load` actor');
    }),
    /** POST /web/logout: revokes the session token. */
    logout: fromPromise<unknown, void>(async () => {
      throw new Error('shellMachine needs a `logout` actor');
    }),
    /** POST /web/signup/confirm/resend. */
    resendConfirmation: fromPromise<ResendReply, void>(async () => {
      throw new Error('shellMachine needs a `resendConfirmation` actor');
    }),
  },
  guards: {
    isConfirmed: (_, params: { info: ShellInfo }) => params.info.emailConfirmed,
    isSent: (_, params: { reply: ResendReply }) => params.reply.status === 'success',
    /** 409: the address was confirmed meanwhile (in another tab): the banner goes. */
    isAlreadyConfirmed: (_, params: { reply: ResendReply }) => params.reply.httpStatus === 409,
  },
  actions: {
    toggleNavbar: assign(({ context }) => ({ expanded: !context.expanded })),
    /** Keeps the choice in the session cookie expandedNavbar; the console provides it. */
    storeNavbar: (_, _params: { expanded: boolean }) => {},
    keepInfo: assign((_, params: { info: ShellInfo }) => ({ info: params.info })),
    /** 'Confirmation e-mail sent' (a toast); the console provides it. */
    announceSent: () => {},
    /** Why the link did not go out (a toast); the console words it. */
    alert: (_, _params: ResendAlert) => {},
    /** spec 1 §2: Logout clears the session cookies and reloads; the console provides it. */
    endSession: () => {},
  },
}).createMachine({
  id: 'shell',
  context: ({ input }) => ({ expanded: input.expanded, info: null }),
  initial: 'loading',
  on: {
    'navbar.toggle': {
      actions: [
        'toggleNavbar',
        { type: 'storeNavbar', params: ({ context }) => ({ expanded: context.expanded }) },
      ],
    },
  },
  states: {
    loading: {
      ...loadingState({
        onDone: [
          {
            guard: { type: 'isConfirmed', params: infoOf },
            target: 'ready.confirmed',
            actions: { type: 'keepInfo', params: infoOf },
          },
          { target: 'ready.unconfirmed', actions: { type: 'keepInfo', params: infoOf } },
        ],
        onError: 'failed',
      }),
      on: { logout: 'loggingOut' },
    },
    ready: {
      initial: 'confirmed',
      on: { logout: 'loggingOut' },
      states: {
        confirmed: {},
        /** The banner: 'Please confirm your e-mail address', with Resend. */
        unconfirmed: { on: { 'confirmation.resend': 'resending' } },
        resending: {
          invoke: {
            id: 'resendConfirmation',
            src: 'resendConfirmation',
            onDone: [
              {
                guard: { type: 'isSent', params: ({ event }) => ({ reply: event.output }) },
                target: 'unconfirmed',
                actions: 'announceSent',
              },
              {
                guard: { type: 'isAlreadyConfirmed', params: ({ event }) => ({ reply: event.output }) },
                target: 'confirmed',
              },
              {
                target: 'unconfirmed',
                actions: {
                  type: 'alert',
                  params: ({ event }) => ({
                    alert: 'refused' as const,
                    message: event.output.status === 'error' ? event.output.message : '',
                  }),
                },
              },
            ],
            onError: { target: 'unconfirmed', actions: { type: 'alert', params: { alert: 'unreachable' } } },
          },
        },
      },
    },
    /** spec 1 §8: 'Error Loading Information'. */
    failed: { tags: ['failed'], on: { retry: 'loading', logout: 'loggingOut' } },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        // The cookies go either way: a rep who asked to leave is never kept signed in.
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
    },
    loggedOut: { type: 'final', tags: ['busy'], entry: 'endSession' },
  },
});
