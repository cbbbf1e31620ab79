import { assign, fromPromise, setup } from 'xstate';

/** What the shell needs before it shows the navigation. */
export interface ShellInfo {
  /** spec 1 §3 Company feature flags: labels of hidden features (Demo, Embed, Page, Contact, Questionnaire, Analytic). */
  hiddenFeatures: string[];
  /** spec 1 §2: the rep's flags say consent.popup.show. */
  showConsent: boolean;
}

export interface ShellMachineInput {
  /** spec 1 §2: expandedNavbar from the session (default true). */
  expanded: boolean;
}

export interface ShellContext {
  expanded: boolean;
  info: ShellInfo | null;
}

export type ShellEvent = { type: 'navbar.toggle' } | { type: 'retry' } | { type: 'logout' };

/**
 * spec 1 §2 Shell: loads what the navigation depends on (hidden features, consent), shows
 * 'Error Loading Information' when that fails, keeps the navigation expanded (214 px) or collapsed
 * (80 px), and logs out: the caller's `logout` actor revokes the token on the server, then on
 * `loggedOut` the caller clears the three session cookies and reloads.
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
  },
  actions: {
    toggleNavbar: assign(({ context }) => ({ expanded: !context.expanded })),
    /** Keeps the choice in the session cookie expandedNavbar; the console provides it. */
    storeNavbar: (_, _params: { expanded: boolean }) => {},
    keepInfo: assign((_, params: { info: ShellInfo }) => ({ info: params.info })),
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
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'ready',
          actions: { type: 'keepInfo', params: ({ event }) => ({ info: event.output }) },
        },
        onError: 'failed',
      },
      on: { logout: 'loggingOut' },
    },
    ready: { on: { logout: 'loggingOut' } },
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
    loggedOut: { type: 'final', tags: ['busy'] },
  },
});

export type ShellMachine = typeof shellMachine;
