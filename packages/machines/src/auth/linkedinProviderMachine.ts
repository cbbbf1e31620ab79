import type { CallResult, linkedinConfig } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';

/** GET /web/login/linkedin/config as the contract client resolves it. */
export type LinkedinConfigReply = CallResult<typeof linkedinConfig>;

/** One attempt at the provider, as the configuration gives it: its `state` is single-use. */
export interface LinkedinAttempt {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
}

/** Why the button cannot be used: the server's own message, or no usable reply. */
export type LinkedinUnavailable = { reason: 'notConfigured'; message: string } | { reason: 'unreachable' };

export interface LinkedinProviderContext {
  /** The attempt the button opens next; null while loading or unavailable. */
  attempt: LinkedinAttempt | null;
  unavailable: LinkedinUnavailable | null;
}

export type LinkedinProviderEvent =
  /** The last attempt was used (its popup answered or closed): its state cannot serve again. */
  { type: 'attempt.used' };

/**
 * The professional-network provider behind the login and sign-up pages' button (ADR 0012
 * (docs/decisions/0012-social-login-oauth2.md)): GET /web/login/linkedin/config (`loadConfig`,
 * provided by the page) when the page opens, and again after every attempt, since each needs a
 * fresh single-use state. `ready` holds the attempt the button opens; `unavailable` says why the
 * button is off (the server's message when no provider is configured, or no reply).
 */
export const linkedinProviderMachine = setup({
  types: {
    context: {} as LinkedinProviderContext,
    events: {} as LinkedinProviderEvent,
  },
  actors: {
    loadConfig: fromPromise<LinkedinConfigReply, void>(async () => {
      throw new Error('linkedinProviderMachine needs a `loadConfig` actor');
    }),
  },
  guards: {
    isConfigured: (_, params: { reply: LinkedinConfigReply }) =>
      params.reply.status === 'success' && params.reply.payload.configured,
  },
  actions: {
    keepAttempt: assign((_, params: { reply: LinkedinConfigReply }) => {
      if (params.reply.status !== 'success' || !params.reply.payload.configured) return {};
      const { authorizeUrl, clientId, redirectUri, state } = params.reply.payload;
      return { attempt: { authorizeUrl, clientId, redirectUri, state }, unavailable: null };
    }),
    keepUnavailable: assign((_, params: { reply: LinkedinConfigReply | null }) => ({
      attempt: null,
      unavailable:
        params.reply?.status === 'success' && !params.reply.payload.configured
          ? { reason: 'notConfigured' as const, message: params.reply.payload.message }
          : { reason: 'unreachable' as const },
    })),
    forgetAttempt: assign({ attempt: null }),
  },
}).createMachine({
  id: 'linkedinProvider',
  context: { attempt: null, unavailable: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadConfig',
        onDone: [
          {
            guard: { type: 'isConfigured', params: ({ event }) => ({ reply: event.output }) },
            target: 'ready',
            actions: { type: 'keepAttempt', params: ({ event }) => ({ reply: event.output }) },
          },
          {
            target: 'unavailable',
            actions: { type: 'keepUnavailable', params: ({ event }) => ({ reply: event.output }) },
          },
        ],
        onError: { target: 'unavailable', actions: { type: 'keepUnavailable', params: { reply: null } } },
      },
    },
    ready: {
      on: { 'attempt.used': { target: 'loading', actions: 'forgetAttempt' } },
    },
    unavailable: {},
  },
});
