import { accountMessages, accountServerMessages, authMessages } from '@showroom/contract';
import type { ResetFailure, SignupFailure } from '@showroom/machines';

/**
 * UI-only labels of the auth screens. Strings the spec gives (validation, errors, 'Having trouble?
 * Contact us') come from the contract's `authMessages`; these are the ones it leaves to us.
 */
export const loginLabels = {
  heading: 'Log in to Showroom',
  subheading: 'Welcome back. Enter your work e-mail and password.',
  email: 'Email',
  password: 'Password',
  forgotPassword: 'Forgot Password',
  logIn: 'Log In',
  or: 'or',
  socialLogin: 'Continue with LinkedIn',
  /** ADR 0012 (docs/decisions/0012-social-login-oauth2.md): without a configured provider the button says so instead of failing silently. */
  socialLoginNotConfigured: 'LinkedIn sign-in is not configured on this server',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
  /** Ours: a 401 mid-use ended the session (expired or revoked); the rep comes back where they were. */
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;

/** Where 'Having trouble? Contact us' writes to; a deployment sets VITE_SUPPORT_EMAIL. */
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@showroom.example';

export const signupLabels = {
  heading: 'Create your Showroom account',
  subheading: 'Start building demos for your prospects.',
  fullName: 'Full name',
  companyName: 'Company name',
  email: 'Work e-mail',
  password: 'Password',
  confirmPassword: 'Re-enter password',
  terms: 'I accept the Privacy Policy and Terms of Service',
  /** The two documents the box names, as links (LegalLinks). */
  termsLinksBefore: 'Read our ',
  termsLinksAfter: '.',
  createAccount: 'Create account',
  or: 'or',
  socialSignup: 'Sign up with LinkedIn',
  socialNotConfigured: 'LinkedIn sign-up is not configured on this server',
  /** spec 1 §2: a note says no newsletters will be sent. */
  noNewsletter: "We won't send you newsletters: only what your account needs.",
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  socialHeading: 'One more step',
  socialSubheading: 'Tell us the name of your company to finish signing up with LinkedIn.',
  continue: 'Continue',
} as const;

/** ADR 0008 (docs/decisions/0008-new-password-rule.md)'s password rule as a checklist beside the sign-up password (ours). */
export const passwordRuleLabels = {
  intro: 'Your password needs:',
  length: '12 to 64 characters',
  lowercase: 'a lowercase letter',
  uppercase: 'an uppercase letter',
  digit: 'a digit',
  special: 'one of !@#$%^&*',
  met: ' (done)',
  missing: ' (missing)',
} as const;

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

/** /confirm (ADR 0007); the outcomes' own strings are the contract's `authMessages`. */
export const confirmLabels = {
  heading: 'Confirm your e-mail address',
  confirming: 'Confirming your e-mail address…',
  confirmedHeading: 'Thank you',
  invalidHeading: 'This link does not work',
  invalidHelp: 'Log in and choose Resend on the banner to get a new link.',
  logIn: 'Log in',
  retry: 'Try again',
} as const;

export const linkedinLabels = {
  closing: 'Signing in with LinkedIn… this window closes by itself.',
} as const;

export const matrixLabels = {
  signingIn: 'Signing you in…',
} as const;

/** spec 1 §8 Sign-up: the server's message -> what the rep reads. */
export const signupFailureMessage = (failure: SignupFailure | null): string => {
  if (!failure || failure.kind === 'unreachable') return accountMessages.unableToConnect;
  const mapped: Record<string, string> = {
    [accountServerMessages.unableToSignUp]: accountMessages.unableToCreateAccount,
    [accountServerMessages.accountExists]: accountMessages.accountAlreadyExists,
    [accountServerMessages.emailInvalid]: accountMessages.invalidOrBlockedEmail,
    // The social path's own refusals (ADR 0012 (docs/decisions/0012-social-login-oauth2.md)) are already worded for the rep.
    [accountServerMessages.linkedInFailed]: accountServerMessages.linkedInFailed,
    [accountServerMessages.linkedInStateInvalid]: accountServerMessages.linkedInStateInvalid,
    [accountServerMessages.linkedInNotConfigured]: accountServerMessages.linkedInNotConfigured,
  };
  return mapped[failure.message] ?? accountMessages.unableToConnect;
};

/** spec 1 §8 Reset: 'email not found' -> 'Email not found'; anything else 'Error sending email'. */
export const resetRequestFailureMessage = (failure: ResetFailure | null): string =>
  failure?.kind === 'refused' && failure.message === accountServerMessages.emailNotFound
    ? accountMessages.emailNotFound
    : accountMessages.errorSendingEmail;

/** Social sign-in refusals worded for the rep pass through; anything else is 'Unable to login'. */
export const socialLoginFailureMessage = (refusal: string | null): string =>
  refusal &&
  (
    [
      accountServerMessages.linkedInNoAccount,
      accountServerMessages.linkedInStateInvalid,
      accountServerMessages.linkedInFailed,
      accountServerMessages.linkedInNotConfigured,
    ] as string[]
  ).includes(refusal)
    ? refusal
    : authMessages.unableToLogin;
