import type { CallResult, linkedinSignup, Session, signup } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { formActions } from '../forms/formActions.ts';
import { fieldChange, formEvents } from '../forms/formTransitions.ts';
import { type FieldErrors, type FormSchema, type MatchRule, validateForm } from '../forms/validate.ts';
import { socialPopupPlaceholder } from './socialLoginMachine.ts';

/** spec 1 §2 Sign-up screen: the fields of the e-mail form (the terms checkbox is a boolean). */
export type SignupValues = {
  fullName: string;
  companyName: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
};
export type SignupField = keyof SignupValues;

/** POST /web/login/signup (spec 1 §7), method 'email'. */
export interface EmailSignup {
  email: string;
  password: string;
  fullName: string;
  companyName: string;
  method: 'email';
}

/** POST /web/login/signup/linkedin (spec 1 §7) without what the caller knows (clientId, redirectUri). */
export interface SocialSignup {
  authCode: string;
  companyName: string;
}

/** The contract client's result for POST /web/login/signup. */
export type SignupReply = CallResult<typeof signup>;
/** The contract client's result for the social sign-up, which signs the rep in (a session). */
export type SocialSignupReply = CallResult<typeof linkedinSignup>;

/**
 * Why a sign-up failed: the server's message as it came (the screen maps it to spec 1 §8's wording),
 * or 'unreachable' when no reply arrived.
 */
export type SignupFailure = { kind: 'refused'; message: string } | { kind: 'unreachable' };

/** What the rep is told in an alert (a toast): a failure, a cancelled popup, a blank company. */
export type SignupAlert =
  | { alert: 'refused'; failure: SignupFailure | null }
  | { alert: 'linkedInCancelled' }
  | { alert: 'enterCompanyName' };

export interface SignupMachineInput {
  /** The e-mail form's rules (spec 1 §5 Sign-up): the console passes the contract's schema. */
  schema: FormSchema<SignupValues>;
  /**
   * spec 1 §5 'Password must match': the contract's message, shown on the confirmation as soon as
   * it differs, whatever the other fields hold (the schema's own check waits for all of them).
   */
  mismatch: string;
}

export interface SignupContext {
  schema: FormSchema<SignupValues>;
  /** The confirmation rule built from the input's message. */
  matches: MatchRule<SignupField>[];
  values: SignupValues;
  touched: Record<SignupField, boolean>;
  errors: FieldErrors<SignupField>;
  /** The social sign-up's authorization code, once the popup handed it back. */
  authCode: string | null;
  failure: SignupFailure | null;
  /** The session a social sign-up signed the rep in with; an e-mail sign-up has none. */
  session: Session | null;
}

export type SignupEvent =
  | { type: 'field.change'; field: SignupField; value: string | boolean }
  | { type: 'field.blur'; field: SignupField }
  | { type: 'submit' }
  /** The social sign-up button: the `socialPopup` actor opens the provider's popup. */
  | { type: 'social.start' }
  /** The popup handed back an authorization code (spec 1 §4: through local storage). */
  | { type: 'social.code'; code: string }
  /** The popup closed or the provider refused without a code. */
  | { type: 'social.cancel' };

const initialValues: SignupValues = {
  fullName: '',
  companyName: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
};
const untouched: Record<SignupField, boolean> = {
  fullName: false,
  companyName: false,
  email: false,
  password: false,
  confirmPassword: false,
  terms: false,
};

const matchesOf = (mismatch: string): MatchRule<SignupField>[] => [
  { field: 'confirmPassword', sameAs: 'password', message: mismatch },
];

/** Create account is enabled once the e-mail form satisfies its schema. */
export const canSubmitSignup = (context: Pick<SignupContext, 'errors'>) =>
  !Object.values(context.errors).some(Boolean);

const refusalOf = (reply: SignupReply | SocialSignupReply): SignupFailure => ({
  kind: 'refused',
  message: reply.status === 'error' ? reply.message : '',
});

/**
 * spec 1 §2, §4, §5, §8 Sign-up, by e-mail or through the professional network. The e-mail form's
 * state lives here (ADR 0004). The social path: the button starts the `socialPopup` actor the
 * console provides (it opens the provider's popup inside the click); the code comes back as
 * `social.code`; then only the company name is asked for (spec 1 §2). The effects are named
 * actions the console provides: `alert` and `announceCreated` (toasts), `storeSession`, and after
 * the `createdPause`, `leave` (to /login, or into the console after a social sign-up).
 */
export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupMachineInput,
  },
  actors: {
    socialPopup: socialPopupPlaceholder('signupMachine'),
    signup: fromPromise<SignupReply, EmailSignup>(async () => {
      throw new Error('signupMachine needs a `signup` actor');
    }),
    signupSocial: fromPromise<SocialSignupReply, SocialSignup>(async () => {
      throw new Error('signupMachine needs a `signupSocial` actor');
    }),
  },
  delays: {
    /** How long 'Account created successfully' shows before the rep moves on. */
    createdPause: 1200,
  },
  guards: {
    canSubmit: ({ context }) => canSubmitSignup(context),
    /** spec 1 §5: a blank company name in the social flow shows 'Please enter company name'. */
    companyNameFilled: ({ context }) => context.values.companyName.trim() !== '',
    isAccepted: (_, params: { reply: SignupReply | SocialSignupReply }) => params.reply.status === 'success',
  },
  actions: {
    ...formActions<SignupContext, SignupEvent>((context, values) => ({
      errors: validateForm(context.schema, values, context.matches),
    })),
    keepCode: assign((_, params: { code: string }) => ({ authCode: params.code })),
    keepRefusal: assign((_, params: { reply: SignupReply | SocialSignupReply }) => ({
      failure: refusalOf(params.reply),
    })),
    keepUnreachable: assign({ failure: { kind: 'unreachable' } as SignupFailure }),
    keepSession: assign((_, params: { reply: SocialSignupReply }) => ({
      session: params.reply.status === 'success' ? params.reply.payload : null,
    })),
    clearFailure: assign({ failure: null }),
    /** spec 1 §8 and §5: the alert; the console shows it as a toast. */
    alert: (_, _params: SignupAlert) => {},
    /** spec 1 §8: 'Account created successfully'. */
    announceCreated: () => {},
    /** A social sign-up signed the rep in: the console keeps the session. */
    storeSession: (_, _params: { session: Session }) => {},
    /** spec 1 §8: on to /login after an e-mail sign-up; into the console with a session. */
    leave: (_, _params: { signedIn: boolean }) => {},
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => {
    const matches = matchesOf(input.mismatch);
    return {
      schema: input.schema,
      matches,
      values: initialValues,
      touched: untouched,
      errors: validateForm(input.schema, initialValues, matches),
      authCode: null,
      failure: null,
      session: null,
    };
  },
  initial: 'editing',
  on: {
    'field.blur': { actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) } },
  },
  states: {
    /** The e-mail form. */
    editing: {
      on: {
        ...formEvents({ guard: 'canSubmit', target: 'submitting' }),
        'social.start': 'awaitingSocial',
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'signup',
        src: 'signup',
        input: ({ context }) => ({
          email: context.values.email.trim(),
          password: context.values.password,
          fullName: context.values.fullName.trim(),
          companyName: context.values.companyName.trim(),
          method: 'email' as const,
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ reply: event.output }) },
            target: 'success',
          },
          {
            target: 'failed.refused',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ reply: event.output }) },
          },
        ],
        onError: { target: 'failed.refused', actions: 'keepUnreachable' },
      },
    },
    /** The e-mail form after a failure: what the rep does next is the same as in `editing`. */
    failed: {
      tags: ['failed'],
      initial: 'refused',
      on: {
        ...formEvents({ guard: 'canSubmit', target: 'submitting', back: 'editing' }),
        'social.start': 'awaitingSocial',
      },
      states: {
        /** spec 1 §8 Sign-up: the refusal's message is shown; the form stays filled in. */
        refused: {
          entry: {
            type: 'alert',
            params: ({ context }) => ({ alert: 'refused' as const, failure: context.failure }),
          },
        },
        /** spec 1 §4: 'Unable to access LinkedIn'; the e-mail form is back. */
        socialCancelled: { entry: { type: 'alert', params: { alert: 'linkedInCancelled' } } },
      },
    },
    /** The provider's popup is open; the e-mail form waits behind it. */
    awaitingSocial: {
      tags: ['busy'],
      invoke: { id: 'socialPopup', src: 'socialPopup' },
      on: {
        'social.code': {
          target: 'socialEditing',
          actions: { type: 'keepCode', params: ({ event }) => ({ code: event.code }) },
        },
        'social.cancel': 'failed.socialCancelled',
      },
    },
    /** spec 1 §2: with an auth code, only the company name and Continue. */
    socialEditing: {
      on: {
        'field.change': fieldChange(),
        submit: [
          { guard: 'companyNameFilled', target: 'socialSubmitting' },
          { target: 'socialFailed.companyNameMissing' },
        ],
      },
    },
    socialSubmitting: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'signupSocial',
        src: 'signupSocial',
        input: ({ context }) => ({
          authCode: context.authCode ?? '',
          companyName: context.values.companyName.trim(),
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ reply: event.output }) },
            target: 'success',
            actions: [
              { type: 'keepSession', params: ({ event }) => ({ reply: event.output }) },
              { type: 'storeSession', params: ({ context }) => ({ session: context.session! }) },
            ],
          },
          {
            target: 'socialFailed.refused',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ reply: event.output }) },
          },
        ],
        onError: { target: 'socialFailed.refused', actions: 'keepUnreachable' },
      },
    },
    /** The company-name form after a failure: typing goes back to it, Continue tries again. */
    socialFailed: {
      tags: ['failed'],
      initial: 'refused',
      on: {
        'field.change': fieldChange('socialEditing'),
        submit: [
          { guard: 'companyNameFilled', target: 'socialSubmitting' },
          { target: '.companyNameMissing', reenter: true },
        ],
      },
      states: {
        /** spec 1 §5: the alert 'Please enter company name'. */
        companyNameMissing: { entry: { type: 'alert', params: { alert: 'enterCompanyName' } } },
        /** spec 1 §8 Sign-up messages, in the social form. */
        refused: {
          entry: {
            type: 'alert',
            params: ({ context }) => ({ alert: 'refused' as const, failure: context.failure }),
          },
        },
      },
    },
    /**
     * spec 1 §8: 'Account created successfully', then, after a pause to read it, /login (or the
     * console, when the social sign-up signed the rep in).
     */
    success: {
      tags: ['busy'],
      entry: 'announceCreated',
      after: {
        createdPause: {
          actions: { type: 'leave', params: ({ context }) => ({ signedIn: context.session !== null }) },
        },
      },
    },
  },
});
