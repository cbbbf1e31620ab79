import type { CallResult, LoginForm, login, Session } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { formActions } from '../forms/formActions.ts';
import { formEvents } from '../forms/formTransitions.ts';
import { type FieldErrors, type FormSchema, validateFields } from '../forms/validate.ts';

/** spec 1 §2 Login screen: the two fields of the form (the contract's `loginForm`). */
export type LoginValues = LoginForm;
export type LoginField = keyof LoginValues;

/** What the `login` actor sends: the body of POST /web/login. */
export interface LoginCredentials {
  username: string;
  password: string;
}

/**
 * What the `login` actor resolves with: the contract client's result for POST /web/login (the
 * envelope, parsed, plus its HTTP status). A thrown error means no such reply arrived.
 */
export type LoginReply = CallResult<typeof login>;

/** Why the rep is on the login screen without having asked: their session ended (a 401 mid-use). */
export type LoginNotice = 'sessionEnded';

/** spec 1 §8: the failures the screen announces as an alert. */
export type LoginAlert = 'unableToLogin' | 'cannotConnect';

export interface LoginMachineInput {
  /** The form's rules: the contract's `loginForm`. */
  schema: FormSchema<LoginValues>;
  /** Shown above the form until the rep signs in again. */
  notice?: LoginNotice | null;
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
  /** The session of an accepted login, as the contract client checked it; null until then. */
  session: Session | null;
  notice: LoginNotice | null;
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
 * screen is a function of the snapshot. The call is the `login` actor the caller provides; the
 * effects are named actions the caller provides too: `alert` (a toast), `storeSession` and
 * `enterConsole` (navigation).
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
    ...formActions<LoginContext, LoginEvent>((context, values) => ({
      errors: validateFields(context.schema, values),
      dirty: isDirty(values),
    })),
    keepSession: assign(({ context }, params: { reply: LoginReply }) => ({
      session: params.reply.status === 'success' ? params.reply.payload : context.session,
    })),
    /** spec 1 §8: the alert; the console shows it as a toast. */
    alert: (_, _params: { alert: LoginAlert }) => {},
    /** spec 1 §4: keeps the session in the console's cookies; the console provides it. */
    storeSession: (_, _params: { session: Session }) => {},
    /** spec 1 §4: on to the console (or back to where the rep was); the console provides it. */
    enterConsole: () => {},
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
    notice: input.notice ?? null,
  }),
  initial: 'editing',
  on: {
    'field.blur': { actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) } },
  },
  states: {
    editing: {
      on: formEvents({ guard: 'canSubmit', target: '#login.submitting' }),
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
            target: 'failed.invalidCredentials',
          },
          // 429, 5xx and any other refusal: spec 1 §8 'Unable to login'.
          { target: 'failed.unexpectedFailure' },
        ],
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'failed.unreachable',
          },
          // A reply outside the contract, or a body the contract refuses to send.
          { target: 'failed.unexpectedFailure' },
        ],
      },
    },
    /** The three failures share what the rep does next: edit again, or submit again. */
    failed: {
      tags: ['failed'],
      initial: 'unexpectedFailure',
      on: formEvents({ guard: 'canSubmit', target: '#login.submitting', back: 'editing' }),
      states: {
        /** spec 1 §8: inline "Either email or password don't match"; both fields highlighted. */
        invalidCredentials: {},
        /** spec 1 §8: the alert 'Unable to login'. */
        unexpectedFailure: { entry: { type: 'alert', params: { alert: 'unableToLogin' } } },
        /** spec 1 §8: "Couldn't connect to database" on a thrown failure during login. */
        unreachable: { entry: { type: 'alert', params: { alert: 'cannotConnect' } } },
      },
    },
    /** spec 1 §4: the session is stored and the rep enters the console. */
    success: {
      tags: ['busy'],
      type: 'final',
      entry: [
        { type: 'storeSession', params: ({ context }) => ({ session: context.session! }) },
        'enterConsole',
      ],
    },
  },
});
