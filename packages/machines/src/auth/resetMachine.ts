import type { CallResult, ResetPasswordForm, resetMail, resetPassword } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { formActions } from '../forms/formActions.ts';
import { formEvents } from '../forms/formTransitions.ts';
import {
  type FieldErrors,
  type FormSchema,
  type MatchRule,
  validateFields,
  validateForm,
} from '../forms/validate.ts';

export type ResetRequestValues = {
  email: string;
};
export type ResetPasswordValues = ResetPasswordForm;
export type ResetField = keyof ResetRequestValues | keyof ResetPasswordValues;

/**
 * POST /web/login/reset/mail (spec 1 §7) without `code`: the spec's 5-character client code is a
 * correlation id only (ADR 0005 (docs/decisions/0005-password-reset-secret.md)), and randomness is the caller's, so its actor adds it.
 */
export interface ResetMailRequest {
  email: string;
}

/**
 * POST /web/login/reset/password (spec 1 §7): `code` is the correlation code and `secret` the
 * proof (ADR 0005 (docs/decisions/0005-password-reset-secret.md)), both from the mailed link.
 */
export interface ResetPasswordRequest {
  email: string;
  password: string;
  code: string;
  secret: string;
}

/** What the mailed link carries in its address. */
export interface ResetLink {
  email: string;
  code: string;
  secret: string;
}

/** The contract client's result for POST /web/login/reset/mail. */
export type ResetReply = CallResult<typeof resetMail>;
/** The contract client's result for POST /web/login/reset/password. */
export type ResetPasswordReply = CallResult<typeof resetPassword>;

/** The server's refusal message as it came (the screen maps it to spec 1 §8), or no reply at all. */
export type ResetFailure = { kind: 'refused'; message: string } | { kind: 'unreachable' };

export interface ResetMachineInput {
  /** spec 1 §5 Reset request e-mail: valid and required. */
  requestSchema: FormSchema<ResetRequestValues>;
  /** spec 1 §5 New password, pair and complexity (ADR 0008 (docs/decisions/0008-new-password-rule.md)). */
  passwordSchema: FormSchema<ResetPasswordValues>;
  /**
   * 'Passwords do not match': the contract's message, shown on the confirmation as soon as it
   * differs, even while the password itself breaks the rules (the schema's check waits for it).
   */
  mismatch: string;
  /** The mailed link, when the page was opened through it (its address carries email, code, secret). */
  link?: ResetLink | null;
}

/** What the rep is told in an alert (a toast). */
export type ResetAlert = { alert: 'requestFailed'; failure: ResetFailure | null } | { alert: 'updateFailed' };

export interface ResetContext {
  requestSchema: FormSchema<ResetRequestValues>;
  passwordSchema: FormSchema<ResetPasswordValues>;
  matches: MatchRule<keyof ResetPasswordValues>[];
  values: ResetRequestValues & ResetPasswordValues;
  touched: Record<ResetField, boolean>;
  errors: FieldErrors<ResetField>;
  /** The mailed link's code and secret (ADR 0005 (docs/decisions/0005-password-reset-secret.md)); null until a link is opened. */
  link: ResetLink | null;
  failure: ResetFailure | null;
}

export type ResetEvent =
  | { type: 'field.change'; field: ResetField; value: string }
  | { type: 'field.blur'; field: ResetField }
  | { type: 'submit' }
  /** The rep arrived through the mailed link: its address and secret come from the page's address. */
  | ({ type: 'link.open' } & ResetLink);

const emptyValues = { email: '', password: '', confirmPassword: '' };
const untouched: Record<ResetField, boolean> = { email: false, password: false, confirmPassword: false };

const errorsOf = (
  context: Pick<ResetContext, 'requestSchema' | 'passwordSchema' | 'matches'>,
  values: ResetContext['values'],
) => ({
  ...validateFields(context.requestSchema, { email: values.email }),
  ...validateForm(
    context.passwordSchema,
    { password: values.password, confirmPassword: values.confirmPassword },
    context.matches,
  ),
});

/** Send Email is enabled once the e-mail is valid. */
export const canRequestReset = (context: Pick<ResetContext, 'errors'>) => !context.errors.email;
/** Update Password is enabled once both fields satisfy the rules and match. */
export const canUpdatePassword = (context: Pick<ResetContext, 'errors'>) =>
  !context.errors.password && !context.errors.confirmPassword;

const refusalOf = (reply: ResetReply | ResetPasswordReply): ResetFailure => ({
  kind: 'refused',
  message: reply.status === 'error' ? reply.message : '',
});

/**
 * spec 1 §2, §4, §8 Reset: request the e-mail, then (through the mailed link) set a new password,
 * then success and a full reload after 5 seconds (the named `reloadDelay`; the caller's `reload`
 * action does it). Mailing and updating are actors the caller provides.
 */
export const resetMachine = setup({
  types: {
    context: {} as ResetContext,
    events: {} as ResetEvent,
    input: {} as ResetMachineInput,
  },
  actors: {
    sendMail: fromPromise<ResetReply, ResetMailRequest>(async () => {
      throw new Error('resetMachine needs a `sendMail` actor');
    }),
    updatePassword: fromPromise<ResetPasswordReply, ResetPasswordRequest>(async () => {
      throw new Error('resetMachine needs an `updatePassword` actor');
    }),
  },
  delays: {
    /** spec 1 §9: reset success reload after 5 seconds. */
    reloadDelay: 5000,
  },
  guards: {
    /** The page was opened through the mailed link: state 2 at once. */
    openedByLink: ({ context }) => context.link !== null,
    canRequest: ({ context }) => canRequestReset(context),
    canUpdate: ({ context }) => canUpdatePassword(context),
    isAccepted: (_, params: { reply: ResetReply | ResetPasswordReply }) => params.reply.status === 'success',
  },
  actions: {
    ...formActions<ResetContext, ResetEvent>((context, values) => ({ errors: errorsOf(context, values) })),
    openLink: assign(({ context }, params: ResetLink) => {
      const values = { ...emptyValues, email: params.email };
      return { values, link: params, touched: untouched, errors: errorsOf(context, values) };
    }),
    keepRefusal: assign((_, params: { reply: ResetReply | ResetPasswordReply }) => ({
      failure: refusalOf(params.reply),
    })),
    keepUnreachable: assign({ failure: { kind: 'unreachable' } as ResetFailure }),
    clearFailure: assign({ failure: null }),
    /** The link's secret is a credential: the console takes it off the address bar (and history). */
    forgetLinkAddress: () => {},
    /** spec 1 §8 Reset: the alert; the console shows it as a toast. */
    alert: (_, _params: ResetAlert) => {},
    /** spec 1 §4: a full reload of the page; the console provides `location.reload`. */
    reload: () => {},
  },
}).createMachine({
  id: 'reset',
  context: ({ input }) => {
    const matches: MatchRule<keyof ResetPasswordValues>[] = [
      { field: 'confirmPassword', sameAs: 'password', message: input.mismatch },
    ];
    return {
      requestSchema: input.requestSchema,
      passwordSchema: input.passwordSchema,
      matches,
      values: input.link ? { ...emptyValues, email: input.link.email } : emptyValues,
      touched: untouched,
      errors: errorsOf({ ...input, matches }, emptyValues),
      link: input.link ?? null,
      failure: null,
    };
  },
  initial: 'request',
  on: {
    'field.blur': { actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) } },
  },
  states: {
    /** State 1: 'It happens to the best of us...' and Send Email; after a failure, the same form. */
    request: {
      initial: 'editing',
      always: { guard: 'openedByLink', target: 'setPassword', actions: 'forgetLinkAddress' },
      on: {
        ...formEvents({ guard: 'canRequest', target: 'sending', back: '.editing', fields: ['email'] }),
        'link.open': {
          target: 'setPassword',
          actions: {
            type: 'openLink',
            params: ({ event }) => ({ email: event.email, code: event.code, secret: event.secret }),
          },
        },
      },
      states: {
        editing: {},
        /** spec 1 §8 Reset: 'Email not found' or 'Error sending email'. */
        failed: {
          tags: ['failed'],
          entry: {
            type: 'alert',
            params: ({ context }) => ({ alert: 'requestFailed' as const, failure: context.failure }),
          },
        },
      },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'sendMail',
        src: 'sendMail',
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: [
          { guard: { type: 'isAccepted', params: ({ event }) => ({ reply: event.output }) }, target: 'sent' },
          {
            target: 'request.failed',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ reply: event.output }) },
          },
        ],
        onError: { target: 'request.failed', actions: 'keepUnreachable' },
      },
    },
    /** The mail is on its way: the link in it opens state 2. */
    sent: {
      on: {
        'link.open': {
          target: 'setPassword',
          actions: {
            type: 'openLink',
            params: ({ event }) => ({ email: event.email, code: event.code, secret: event.secret }),
          },
        },
      },
    },
    /** State 2: Password, Confirm Password, Update Password, the rules beside the fields. */
    setPassword: {
      initial: 'editing',
      on: {
        ...formEvents({
          guard: 'canUpdate',
          target: 'updating',
          back: '.editing',
          fields: ['password', 'confirmPassword'],
        }),
      },
      states: {
        editing: {},
        /** spec 1 §8: 'Error updating password'. */
        failed: { tags: ['failed'], entry: { type: 'alert', params: { alert: 'updateFailed' } } },
      },
    },
    updating: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'updatePassword',
        src: 'updatePassword',
        input: ({ context }) => ({
          email: context.values.email,
          password: context.values.password,
          code: context.link?.code ?? '',
          secret: context.link?.secret ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ reply: event.output }) },
            target: 'success',
          },
          {
            target: 'setPassword.failed',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ reply: event.output }) },
          },
        ],
        onError: { target: 'setPassword.failed', actions: 'keepUnreachable' },
      },
    },
    /** State 3: 'Password updated successfully. This page will be refreshed in 5 seconds.' */
    success: {
      after: { reloadDelay: 'reloading' },
    },
    /** spec 1 §4: a full reload; the page is gone after this. */
    reloading: { type: 'final', entry: 'reload' },
  },
});
