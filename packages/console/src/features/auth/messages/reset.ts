import { accountMessages, accountServerMessages } from '@showroom/contract';
import type { ResetFailure } from '@showroom/machines';

export const resetLabels = {
  requestHeading: 'Forgot your password?',
  requestBody: "Enter your work e-mail and we'll send you a link to set a new password.",
  email: 'Email',
  sendEmail: 'Send Email',
  sentHeading: 'Check your e-mail',
  sentBody: (email: string) =>
    `We sent a link to ${email}. Open it to set a new password; it works for 30 minutes.`,
  setHeading: 'Set a new password',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  updatePassword: 'Update Password',
  rulesLabel: 'Password rules',
  /** ADR 0008 (docs/decisions/0008-new-password-rule.md), in the tooltip of spec 1 §2. */
  rules:
    'At least 12 characters (at most 64), with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*',
  successHeading: 'All set',
  backToLogin: 'Back to login',
} as const;

/** spec 1 §8 Reset: 'email not found' -> 'Email not found'; anything else 'Error sending email'. */
export const resetRequestFailureMessage = (failure: ResetFailure | null): string =>
  failure?.kind === 'refused' && failure.message === accountServerMessages.emailNotFound
    ? accountMessages.emailNotFound
    : accountMessages.errorSendingEmail;
