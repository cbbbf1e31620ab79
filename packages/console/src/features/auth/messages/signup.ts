import { accountMessages, accountServerMessages } from '@showroom/contract';
import type { SignupFailure } from '@showroom/machines';

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
