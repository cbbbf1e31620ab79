import { assign, fromPromise, setup } from 'xstate';
import { type FieldErrors, type FormSchema, validateFields } from '../forms/validate.ts';

/** spec 1 §2 Login screen: the two fields of the form. */
export type LoginField = 'email' | 'password';
export type LoginValues = Record<LoginField, string>;

/** What the `login` actor sends: the body of POST /web/login. */
export interface LoginCredentials {
  username: string;
  password: string;
}

/**
 * What the `login` actor resolves with: the /web envelope plus the HTTP status that came
 * with it (the contract client's `CallResult`). A thrown error means no such reply arrived.
 */
export type LoginReply =
  | { status: 'success'; payload: unknown; httpStatus: number }
  | { status: 'error'; message: string; httpStatus: number };

export interface LoginMachineInput {
  /** The form's rules: the contract's `loginForm`. */
  schema: FormSchema<LoginValues>;
}

export interface LoginContext {
  schema: FormSchema<LoginValues>;
  values: LoginValues;
  /** A field shows its error once it was left, or once a submit was attempted. */
  touched: Record<LoginField, boolean>;
  /** Recomputed from `values` with `schema` on every change. */
  errors: FieldErrors<LoginField>;
  /** The values differ from the ones the form started with. */
  dirty: boolean;
  /** The session payload of an accepted login; null until then. */
  session: unknown;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'field.blur'; field: LoginField }
  | { type: 'submit' };

const initialValues: LoginValues = { email: '', password: '' };

const isDirty = (values: LoginValues) =>
  values.email !== initialValues.email || values.password !== initialValues.password;

const hasErrors = (errors: FieldErrors<LoginField>) => Object.values(errors).some(Boolean);

/**
 * spec 1 §2: Log In is enabled only when the form is dirty and valid. The `canSubmit` guard and
 * the screen's button both ask this, so Enter and the button agree.
 */
export const canSubmitLogin = (context: Pick<LoginContext, 'dirty' | 'errors'>) =>
  context.dirty && !hasErrors(context.errors);

/**
 * spec 1 §2, §4, §5, §8: sign-in with e-mail and password. The machine owns the form, so the
 * screen is a function of the snapshot. The call is the `login` actor the caller provides.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginMachineInput,
  },
  actors: {
    // The console provides the call through the contract client; tests and stories provide fakes.
    login: fromPromise<LoginReply, LoginCredentials>(async () => {
      throw new Error('loginMachine needs a `login` actor: provide it with loginMachine.provide({ actors })');
    }),
  },
  guards: {
    /** spec 1 §2: Log In is enabled only when the form is dirty and valid; Enter goes through this too. */
    canSubmit: ({ context }) => canSubmitLogin(context),
    isAccepted: (_, params: { reply: LoginReply }) => params.reply.status === 'success',
    /** The server looked at the credentials and refused them. */
    isRejected: (_, params: { reply: LoginReply }) =>
      params.reply.status === 'error' && params.reply.httpStatus === 401,
    /** fetch rejects with a TypeError when no reply arrives at all (offline, refused, DNS). */
    isNetworkFailure: (_, params: { error: unknown }) => params.error instanceof TypeError,
  },
  actions: {
    changeField: assign(({ context }, params: { field: LoginField; value: string }) => {
      const values = { ...context.values, [params.field]: params.value };
      return { values, dirty: isDirty(values), errors: validateFields(context.schema, values) };
    }),
    touchField: assign(({ context }, params: { field: LoginField }) => ({
      touched: { ...context.touched, [params.field]: true },
    })),
    touchAll: assign({ touched: { email: true, password: true } }),
    keepSession: assign((_, params: { reply: LoginReply }) => ({
      session: params.reply.status === 'success' ? params.reply.payload : null,
    })),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    schema: input.schema,
    values: initialValues,
    touched: { email: false, password: false },
    errors: validateFields(input.schema, initialValues),
    dirty: false,
    session: null,
  }),
  initial: 'editing',
  on: {
    'field.blur': { actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) } },
  },
  states: {
    editing: {
      on: {
        'field.change': {
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        submit: [{ guard: 'canSubmit', target: 'submitting' }, { actions: 'touchAll' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          username: context.values.email.trim(),
          password: context.values.password,
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ reply: event.output }) },
            target: 'success',
            actions: { type: 'keepSession', params: ({ event }) => ({ reply: event.output }) },
          },
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ reply: event.output }) },
            target: 'invalidCredentials',
          },
          // 429, 5xx and any other refusal: spec 1 §8 'Unable to login'.
          { target: 'unexpectedFailure' },
        ],
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unreachable',
          },
          // A reply outside the contract, or a body the contract refuses to send.
          { target: 'unexpectedFailure' },
        ],
      },
    },
    /** spec 1 §8: inline "Either email or password don't match"; both fields highlighted. */
    invalidCredentials: {
      tags: ['failed'],
      on: {
        'field.change': {
          target: 'editing',
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        submit: [{ guard: 'canSubmit', target: 'submitting' }, { actions: 'touchAll' }],
      },
    },
    /** spec 1 §8: the alert 'Unable to login'. */
    unexpectedFailure: {
      tags: ['failed'],
      on: {
        'field.change': {
          target: 'editing',
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        submit: [{ guard: 'canSubmit', target: 'submitting' }, { actions: 'touchAll' }],
      },
    },
    /** spec 1 §8: "Couldn't connect to database" on a thrown failure during login. */
    unreachable: {
      tags: ['failed'],
      on: {
        'field.change': {
          target: 'editing',
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        submit: [{ guard: 'canSubmit', target: 'submitting' }, { actions: 'touchAll' }],
      },
    },
    /** spec 1 §4: the caller stores the session and navigates to /. */
    success: {
      tags: ['busy'],
      type: 'final',
    },
  },
});

export type LoginMachine = typeof loginMachine;
