import { assign, fromPromise, setup } from 'xstate';

/** POST /web/login/linkedin (spec 1 §7) without what the caller knows (clientId, redirectUri). */
export interface SocialLogin {
  authCode: string;
}

/** The /web envelope plus its HTTP status (the contract client's `CallResult`). */
export type SocialLoginReply =
  | { status: 'success'; payload: unknown; httpStatus: number }
  | { status: 'error'; message: string; httpStatus: number };

export interface SocialLoginContext {
  /** The session payload of an accepted sign-in; null until then. */
  session: unknown;
  /** The server's refusal message, kept for the log and for tests; the screen shows spec wording. */
  refusal: string | null;
}

export type SocialLoginEvent =
  | { type: 'social.start' }
  | { type: 'social.code'; code: string }
  | { type: 'social.cancel' };

/**
 * spec 1 §2, §4 Login with the professional network (README decision 6: OAuth 2.0 authorization
 * code). The button runs the caller's `openSocialPopup` inside the click (so browsers allow the
 * popup); the /linkedin callback hands the code back through local storage (`social.code`); a
 * closed popup is `social.cancel`: 'Unable to access LinkedIn'. It sits beside the sign-up machine
 * because both share the popup hand-off; the e-mail login stays in the login machine.
 */
export const socialLoginMachine = setup({
  types: {
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
  },
  actors: {
    loginSocial: fromPromise<SocialLoginReply, SocialLogin>(async () => {
      throw new Error('socialLoginMachine needs a `loginSocial` actor');
    }),
  },
  guards: {
    isAccepted: (_, params: { reply: SocialLoginReply }) => params.reply.status === 'success',
  },
  actions: {
    openSocialPopup: () => {},
    keepSession: assign((_, params: { reply: SocialLoginReply }) => ({
      session: params.reply.status === 'success' ? params.reply.payload : null,
    })),
    keepRefusal: assign((_, params: { reply: SocialLoginReply }) => ({
      refusal: params.reply.status === 'error' ? params.reply.message : null,
    })),
  },
}).createMachine({
  id: 'socialLogin',
  context: { session: null, refusal: null },
  initial: 'idle',
  states: {
    idle: { on: { 'social.start': { target: 'awaiting', actions: 'openSocialPopup' } } },
    /** The provider's popup is open. */
    awaiting: {
      tags: ['busy'],
      on: { 'social.code': 'signingIn', 'social.cancel': 'cancelled' },
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
            target: 'failed',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ reply: event.output }) },
          },
        ],
        onError: 'unreachable',
      },
    },
    /** spec 1 §4: 'Unable to access LinkedIn'. */
    cancelled: {
      tags: ['failed'],
      on: { 'social.start': { target: 'awaiting', actions: 'openSocialPopup' } },
    },
    /** spec 1 §8: the alert 'Unable to login'. */
    failed: { tags: ['failed'], on: { 'social.start': { target: 'awaiting', actions: 'openSocialPopup' } } },
    /** spec 1 §8: "Couldn't connect to database". */
    unreachable: {
      tags: ['failed'],
      on: { 'social.start': { target: 'awaiting', actions: 'openSocialPopup' } },
    },
    /** The caller stores the session and goes to / (spec 1 §4). */
    success: { type: 'final', tags: ['busy'] },
  },
});

export type SocialLoginMachine = typeof socialLoginMachine;
