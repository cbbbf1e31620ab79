import { assign, fromPromise, setup } from 'xstate';
import { type FieldErrors, type FormSchema, validateFields } from '../forms/validate.ts';

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

/** The /web envelope plus its HTTP status (the contract client's `CallResult`). */
export type SignupReply =
  | { status: 'success'; payload: unknown; httpStatus: number }
  | { status: 'error'; message: string; httpStatus: number };

/**
 * Why a sign-up failed: the server's message as it came (the screen maps it to spec 1 §8's wording),
 * or 'unreachable' when no reply arrived.
 */
export type SignupFailure = { kind: 'refused'; message: string } | { kind: 'unreachable' };

export interface SignupMachineInput {
  /** The e-mail form's rules (spec 1 §5 Sign-up): the console passes the contract's schema. */
  schema: FormSchema<SignupValues>;
}

export interface SignupContext {
  schema: FormSchema<SignupValues>;
  values: SignupValues;
  touched: Record<SignupField, boolean>;
  errors: FieldErrors<SignupField>;
  /** The social sign-up's authorization code, once the popup handed it back. */
  authCode: string | null;
  failure: SignupFailure | null;
}

export type SignupEvent =
  | { type: 'field.change'; field: SignupField; value: string | boolean }
  | { type: 'field.blur'; field: SignupField }
  | { type: 'submit' }
  /** The social sign-up button: the caller's `openSocialPopup` action opens the provider's popup. */
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

/** Create account is enabled once the e-mail form satisfies its schema. */
export const canSubmitSignup = (context: Pick<SignupContext, 'errors'>) =>
  !Object.values(context.errors).some(Boolean);

const refusalOf = (reply: SignupReply): SignupFailure =>
  reply.status === 'error' ? { kind: 'refused', message: reply.message } : { kind: 'refused', message: '' };

const change = {
  actions: {
    type: 'changeField',
    params: ({ event }: { event: { field: SignupField; value: string | boolean } }) => ({
      field: event.field,
      value: event.value,
    }),
  },
} as const;

/**
 * spec 1 §2, §4, §5, §8 Sign-up, by e-mail or through the professional network. The e-mail form's
 * state lives here (ADR 0004). The social path: the button opens the provider's popup (the caller's
 * `openSocialPopup` action, run inside the click so browsers allow it); the code comes back as
 * `social.code`; then only the company name is asked for (spec 1 §2).
 */
export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupMachineInput,
  },
  actors: {
    signup: fromPromise<SignupReply, EmailSignup>(async () => {
      throw new Error('signupMachine needs a `signup` actor');
    }),
    signupSocial: fromPromise<SignupReply, SocialSignup>(async () => {
      throw new Error('signupMachine needs a `signupSocial` actor');
    }),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitSignup(context),
    /** spec 1 §5: a blank company name in the social flow shows 'Please enter company name'. */
    companyNameFilled: ({ context }) => context.values.companyName.trim() !== '',
    isAccepted: (_, params: { reply: SignupReply }) => params.reply.status === 'success',
  },
  actions: {
    changeField: assign(({ context }, params: { field: SignupField; value: string | boolean }) => {
      const values = { ...context.values, [params.field]: params.value } as SignupValues;
      return { values, errors: validateFields(context.schema, values) };
    }),
    touchField: assign(({ context }, params: { field: SignupField }) => ({
      touched: { ...context.touched, [params.field]: true },
    })),
    touchAll: assign({
      touched: Object.fromEntries(Object.keys(untouched).map((key) => [key, true])) as Record<
        SignupField,
        boolean
      >,
    }),
    keepCode: assign((_, params: { code: string }) => ({ authCode: params.code })),
    keepRefusal: assign((_, params: { reply: SignupReply }) => ({ failure: refusalOf(params.reply) })),
    keepUnreachable: assign({ failure: { kind: 'unreachable' } as SignupFailure }),
    clearFailure: assign({ failure: null }),
    /** Opens the provider's authorization popup; the console provides it (window.open with the OAuth URL). */
    openSocialPopup: () => {},
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({
    schema: input.schema,
    values: initialValues,
    touched: untouched,
    errors: validateFields(input.schema, initialValues),
    authCode: null,
    failure: null,
  }),
  initial: 'editing',
  on: {
    'field.blur': { actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) } },
  },
  states: {
    /** The e-mail form. */
    editing: {
      on: {
        'field.change': change,
        submit: [{ guard: 'canSubmit', target: 'submitting' }, { actions: 'touchAll' }],
        'social.start': { target: 'awaitingSocial', actions: 'openSocialPopup' },
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
            target: 'failed',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ reply: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: 'keepUnreachable' },
      },
    },
    /** spec 1 §8 Sign-up: the refusal's message is shown; the form stays filled in. */
    failed: {
      tags: ['failed'],
      on: {
        'field.change': { target: 'editing', ...change },
        submit: [{ guard: 'canSubmit', target: 'submitting' }, { actions: 'touchAll' }],
        'social.start': { target: 'awaitingSocial', actions: 'openSocialPopup' },
      },
    },
    /** The provider's popup is open; the e-mail form waits behind it. */
    awaitingSocial: {
      tags: ['busy'],
      on: {
        'social.code': {
          target: 'socialEditing',
          actions: { type: 'keepCode', params: ({ event }) => ({ code: event.code }) },
        },
        'social.cancel': 'socialCancelled',
      },
    },
    /** spec 1 §4: 'Unable to access LinkedIn'; the e-mail form is back. */
    socialCancelled: {
      tags: ['failed'],
      on: {
        'field.change': { target: 'editing', ...change },
        submit: [{ guard: 'canSubmit', target: 'submitting' }, { actions: 'touchAll' }],
        'social.start': { target: 'awaitingSocial', actions: 'openSocialPopup' },
      },
    },
    /** spec 1 §2: with an auth code, only the company name and Continue. */
    socialEditing: {
      on: {
        'field.change': change,
        submit: [
          { guard: 'companyNameFilled', target: 'socialSubmitting' },
          { target: 'companyNameMissing' },
        ],
      },
    },
    /** spec 1 §5: the alert 'Please enter company name'. */
    companyNameMissing: {
      tags: ['failed'],
      on: {
        'field.change': { target: 'socialEditing', ...change },
        submit: [
          { guard: 'companyNameFilled', target: 'socialSubmitting' },
          { target: 'companyNameMissing' },
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
          },
          {
            target: 'socialFailed',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ reply: event.output }) },
          },
        ],
        onError: { target: 'socialFailed', actions: 'keepUnreachable' },
      },
    },
    /** spec 1 §8 Sign-up messages, in the social form. */
    socialFailed: {
      tags: ['failed'],
      on: {
        'field.change': { target: 'socialEditing', ...change },
        submit: [
          { guard: 'companyNameFilled', target: 'socialSubmitting' },
          { target: 'companyNameMissing' },
        ],
      },
    },
    /** spec 1 §8: 'Account created successfully', then /login (the caller navigates). */
    success: { type: 'final' },
  },
});

export type SignupMachine = typeof signupMachine;
