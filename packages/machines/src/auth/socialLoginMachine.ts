import type { CallResult, linkedinLogin, Session } from '@showroom/contract';
import { assign, fromCallback, fromPromise, setup } from 'xstate';

/** POST /web/login/linkedin (spec 1 §7) without what the caller knows (clientId, redirectUri). */
export interface SocialLogin {
  authCode: string;
}

/** The contract client's result for POST /web/login/linkedin. */
export type SocialLoginReply = CallResult<typeof linkedinLogin>;

/** What the provider's popup reports back to the machine that opened it. */
export type SocialPopupEvent = { type: 'social.code'; code: string } | { type: 'social.cancel' };

/**
 * The provider's popup (ADR 0012 (docs/decisions/0012-social-login-oauth2.md)) as a callback actor: it opens the window when it
 * starts (inside the click, so browsers allow it), sends back `social.code` or `social.cancel`,
 * and stops listening when the machine leaves the waiting state. The console provides it.
 */
export const socialPopupPlaceholder = (machine: string) =>
  fromCallback<{ type: 'never' }, void, SocialPopupEvent>(() => {
    throw new Error(`${machine} needs a \`socialPopup\` actor`);
  });

export interface SocialLoginContext {
  /** The session of an accepted sign-in, as the contract client checked it; null until then. */
  session: Session | null;
  /** The server's refusal message, kept for the screen's wording and for tests. */
  refusal: string | null;
}

/** The alert a failure shows (spec 1 §4, §8); the console words it. */
export type SocialLoginAlert =
  | { alert: 'linkedInCancelled' }
  | { alert: 'refused'; refusal: string | null }
  | { alert: 'cannotConnect' };

export type SocialLoginEvent = { type: 'social.start' } | SocialPopupEvent;

/**
 * spec 1 §2, §4 Login with the professional network (ADR 0012 (docs/decisions/0012-social-login-oauth2.md): OAuth 2.0 authorization
 * code). The button starts the `socialPopup` actor; the /linkedin callback hands the code back
 * through local storage (`social.code`); a closed popup is `social.cancel`: 'Unable to access
 * LinkedIn'. The e-mail login stays in the login machine; the effects (`alert`, `storeSession`,
 * `enterConsole`) are named actions the console provides, as there.
 */
export const socialLoginMachine = setup({
  types: {
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
  },
  actors: {
    socialPopup: socialPopupPlaceholder('socialLoginMachine'),
    loginSocial: fromPromise<SocialLoginReply, SocialLogin>(async () => {
      throw new Error('socialLoginMachine needs a `loginSocial` actor');
    }),
  },
  guards: {
    isAccepted: (_, params: { reply: SocialLoginReply }) => params.reply.status === 'success',
  },
  actions: {
    keepSession: assign((_, params: { reply: SocialLoginReply }) => ({
      session: params.reply.status === 'success' ? params.reply.payload : null,
    })),
    keepRefusal: assign((_, params: { reply: SocialLoginReply }) => ({
      refusal: params.reply.status === 'error' ? params.reply.message : null,
    })),
    alert: (_, _params: SocialLoginAlert) => {},
    storeSession: (_, _params: { session: Session }) => {},
    enterConsole: () => {},
  },
}).createMachine({
  id: 'socialLogin',
  context: { session: null, refusal: null },
  initial: 'idle',
  states: {
    idle: { on: { 'social.start': 'awaiting' } },
    /** The provider's popup is open. */
    awaiting: {
      tags: ['busy'],
      invoke: { id: 'socialPopup', src: 'socialPopup' },
      on: { 'social.code': 'signingIn', 'social.cancel': 'failed.cancelled' },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'loginSocial',
        src: 'loginSocial',
        input: ({ event }) => ({ authCode: event.type === 'social.code' ? event.code : '' }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ reply: event.output }) },
            target: 'success',
            actions: { type: 'keepSession', params: ({ event }) => ({ reply: event.output }) },
          },
          {
            target: 'failed.refused',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ reply: event.output }) },
          },
        ],
        onError: 'failed.unreachable',
      },
    },
    /** The three failures share the way out: the button opens the popup again. */
    failed: {
      tags: ['failed'],
      initial: 'refused',
      on: { 'social.start': 'awaiting' },
      states: {
        /** spec 1 §4: 'Unable to access LinkedIn'. */
        cancelled: { entry: { type: 'alert', params: { alert: 'linkedInCancelled' } } },
        /** spec 1 §8: the alert 'Unable to login' (or the provider's own refusal, worded for the rep). */
        refused: {
          entry: {
            type: 'alert',
            params: ({ context }) => ({ alert: 'refused' as const, refusal: context.refusal }),
          },
        },
        /** spec 1 §8: "Couldn't connect to database". */
        unreachable: { entry: { type: 'alert', params: { alert: 'cannotConnect' } } },
      },
    },
    /** spec 1 §4: the session is stored and the rep enters the console. */
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
