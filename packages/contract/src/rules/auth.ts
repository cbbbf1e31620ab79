/**
 * The new-password rule and the sign-in pages' form rules (spec 1 §2, §5), written without Zod: /login, /signup and /reset
 * validate as the rep types before the app has loaded anything else, and Zod is about 10 KB of
 * brotli their first load does without (issue 30, ADR 0016). Each form is a Standard Schema, as the
 * machines take a form's rules (machines `FormSchema`); the contract's main entry exports the same
 * objects (`loginForm`, `signupForm`, `resetRequestForm`, `resetPasswordForm`). The bodies the
 * server checks are the routes' Zod schemas, apart.
 */
import { accountMessages, accountServerMessages, authMessages } from '../auth/messages.ts';

export const newPasswordMin = 12;
export const newPasswordMax = 64;
export const passwordSpecials = '!@#$%^&*';

/**
 * ADR 0008 (docs/decisions/0008-new-password-rule.md): 12 to 64 characters with a lowercase letter, an uppercase letter, a digit
 * and one of !@#$%^&*. Under 12: the "too short" message; any other failure: 'Password too easy'.
 * Returns the one message to show, or undefined when the password is acceptable.
 */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < newPasswordMin) return accountServerMessages.passwordTooShort;
  const ok =
    password.length <= newPasswordMax &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[!@#$%^&*]/.test(password);
  return ok ? undefined : accountServerMessages.passwordTooEasy;
}

interface Issue {
  readonly message: string;
  readonly path: readonly PropertyKey[];
}

/** A Standard Schema v1 (standardschema.dev), structurally: what the machines' `FormSchema` reads. */
export interface FormRules<Values> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'showroom';
    readonly validate: (
      value: unknown,
    ) => { readonly value: Values; readonly issues?: undefined } | { readonly issues: readonly Issue[] };
    readonly types?: { readonly input: Values; readonly output: Values };
  };
}

/** One field's rule: the message of its first failure, or undefined when the value passes. */
type FieldRule = (value: unknown) => string | undefined;

/**
 * The e-mail rule of the sign-in forms and of POST /web/demo's body (`createDemo`'s `email` passes
 * it to `z.email({ pattern })`): one pattern, written where no Zod is loaded. It is Zod 4's own
 * `z.email()` pattern letter for letter (zod/v4/core/regexes.js, escapes included, so a Zod
 * issue's `pattern` reads the same), so the forms accept the addresses they did when they were Zod
 * schemas; rules/auth.test.ts holds it to that and to one table of addresses for both.
 */
export const emailPattern =
  // biome-ignore lint/complexity/noUselessEscapeInRegex: Zod's escapes kept, so the source is Zod's to the letter.
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const invalidInput = 'Invalid input';
/** The failures that stop the whole form's check: a value of the wrong kind. */
const stopping = new Set<string>([invalidInput, accountMessages.acceptTerms]);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Trimmed, required, then an address: one message for both (spec 1 §5 'Email is required'). */
const email: FieldRule = (value) => {
  const trimmed = text(value)?.trim();
  return trimmed && emailPattern.test(trimmed) ? undefined : authMessages.emailRequired;
};
const required =
  (message: string): FieldRule =>
  (value) =>
    text(value)?.trim() ? undefined : message;
const anyText: FieldRule = (value) => (text(value) === undefined ? invalidInput : undefined);
const newPassword: FieldRule = (value) => {
  const password = text(value);
  return password === undefined ? invalidInput : newPasswordProblem(password);
};

/**
 * A form of fields, each with its rule, and a check of the whole form (the two passwords match).
 * As the Zod object it replaces, the check runs unless a field is of the wrong kind (not text, or
 * the terms box unticked): a field that is only empty or malformed does not stop it. A text
 * field's value comes out trimmed when its rule trims.
 */
function formRules<Values>(
  fields: Record<keyof Values & string, FieldRule>,
  whole?: (values: Values) => Issue | undefined,
  trimmed: readonly (keyof Values & string)[] = [],
): FormRules<Values> {
  return {
    '~standard': {
      version: 1,
      vendor: 'showroom',
      validate: (value) => {
        if (typeof value !== 'object' || value === null)
          return { issues: [{ message: invalidInput, path: [] }] };
        const input = value as Record<string, unknown>;
        const issues: Issue[] = [];
        for (const [field, rule] of Object.entries<FieldRule>(fields)) {
          const message = rule(input[field]);
          if (message) issues.push({ message, path: [field] });
        }
        if (issues.some((issue) => stopping.has(issue.message))) return { issues };
        const values = { ...input } as Record<string, unknown>;
        for (const field of trimmed) values[field] = (values[field] as string).trim();
        const problem = whole?.(values as Values);
        if (problem) issues.push(problem);
        return issues.length > 0 ? { issues } : { value: values as Values };
      },
    },
  };
}

export type LoginForm = {
  email: string;
  password: string;
};

/** spec 1 §5 Login: the two fields' rules, shared by the machine and the screen. */
export const loginForm = formRules<LoginForm>(
  {
    email,
    password: (value) => {
      const password = text(value);
      if (password === undefined) return invalidInput;
      if (password.length < 1) return authMessages.passwordRequired;
      return password.length < 4 ? authMessages.passwordTooShort : undefined;
    },
  },
  undefined,
  ['email'],
);

const sameAs =
  (message: string) =>
  (form: { password: string; confirmPassword: string }): Issue | undefined =>
    form.password === form.confirmPassword ? undefined : { message, path: ['confirmPassword'] };

type SignupForm = {
  fullName: string;
  companyName: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: true;
};

/** spec 1 §2 Sign-up form rules, shared by the machine and the screen. */
export const signupForm = formRules<SignupForm>(
  {
    fullName: required(accountMessages.nameRequired),
    companyName: required(accountMessages.companyNameRequired),
    email,
    password: newPassword,
    confirmPassword: anyText,
    terms: (value) => (value === true ? undefined : accountMessages.acceptTerms),
  },
  sameAs(accountMessages.passwordMustMatch),
  ['fullName', 'companyName', 'email'],
);

/** The query parameters of the e-mailed reset link, read by the console's /reset page. */
export const resetLinkParams = { email: 'email', code: 'code', secret: 'secret' } as const;

type ResetRequestForm = {
  email: string;
};

/** spec 1 §2 Reset, state 1. */
export const resetRequestForm = formRules<ResetRequestForm>({ email }, undefined, ['email']);

export type ResetPasswordForm = {
  password: string;
  confirmPassword: string;
};

/** spec 1 §2 Reset, state 2: both fields, same rule (ADR 0008), must match. */
export const resetPasswordForm = formRules<ResetPasswordForm>(
  { password: newPassword, confirmPassword: anyText },
  sameAs(accountMessages.passwordsDoNotMatch),
);
