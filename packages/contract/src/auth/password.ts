import * as z from 'zod/mini';
import { accountMessages, accountServerMessages } from './messages.ts';

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

/** The rule as a schema, for forms (reset, sign-up); the server applies `newPasswordProblem`. */
export const newPassword = z.string().check(
  z.superRefine((password, ctx) => {
    const problem = newPasswordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

/** spec 1 §2 Reset, state 2: both fields, same rule, must match. */
export const resetPasswordForm = z.object({ password: newPassword, confirmPassword: z.string() }).check(
  z.refine((form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword, {
    message: accountMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  }),
);
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;
