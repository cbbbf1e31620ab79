import { accountServerMessages, authMessages } from '@showroom/contract';

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

export const linkedinLabels = {
  closing: 'Signing in with LinkedIn… this window closes by itself.',
} as const;

export const matrixLabels = {
  signingIn: 'Signing you in…',
} as const;

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
