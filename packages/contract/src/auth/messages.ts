/**
 * Every user-facing string of the auth area, letter for letter from spec 1 §5 and §8.
 * Tests assert these; the console and the machines show them; never paraphrase.
 */
export const authMessages = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password is too short - should be more than 4 letters',
  credentialsMismatch: "Either email or password don't match",
  unableToLogin: 'Unable to login',
  cannotConnect: "Couldn't connect to database",
  linkedInCancelled: 'Unable to access LinkedIn',
  havingTrouble: 'Having trouble? Contact us',
  // Ours (the spec has none): e-mail confirmation, ADR 0007.
  emailConfirmed: 'Your e-mail address is confirmed',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired',
  confirmationSent: 'Confirmation e-mail sent',
  unconfirmedBanner: 'Please confirm your e-mail address: we sent you a link.',
  resendConfirmation: 'Resend',
} as const;

/** Messages the server puts in an error reply's `message`; the console maps them to what it shows. */
export const authServerMessages = {
  invalidCredentials: 'Invalid credentials',
  invalidToken: 'Invalid or expired token',
  tooManyAttempts: 'Too many attempts, try again later',
} as const;

/**
 * Every user-facing string of the account area (sign-up, reset, consent, shell), letter for
 * letter from spec 1 §2, §5 and §8. Tests assert these; the console shows them; never paraphrase.
 */
export const accountMessages = {
  // spec 1 §5 Sign-up
  nameRequired: 'Name is required',
  companyNameRequired: 'Company name is required',
  passwordMustMatch: 'Password must match',
  acceptTerms: 'Please accept Privacy Policy and Terms of Service',
  enterCompanyName: 'Please enter company name',
  // spec 1 §5 New password (ADR 0008 (docs/decisions/0008-new-password-rule.md) says which rule each message goes with)
  newPasswordTooShort: 'Password is too short - should be more than 11 letters',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooEasy: 'Password too easy',
  // spec 1 §2 Reset screen
  resetIntro: 'It happens to the best of us...',
  passwordUpdated: 'Password updated successfully. This page will be refreshed in 5 seconds.',
  // spec 1 §8 Reset
  emailNotFound: 'Email not found',
  errorSendingEmail: 'Error sending email',
  errorUpdatingPassword: 'Error updating password',
  // spec 1 §8 Sign-up
  unableToCreateAccount: 'Unable to create account',
  accountAlreadyExists: 'Account already exists',
  invalidOrBlockedEmail: 'Invalid or blocked email',
  unableToConnect: 'Unable to connect to database',
  accountCreated: 'Account created successfully',
  // spec 1 §8 Other
  errorLoadingInformation: 'Error Loading Information',
} as const;

/**
 * Messages the server puts in an error reply's `message` for the account calls. The first six
 * are the spec's own (§8 server messages, §5 password rules); the console maps them to what it
 * shows (`'email not found'` -> 'Email not found', `'Account exists'` -> 'Account already exists'...).
 * The rest are ours, for cases the spec does not show.
 */
export const accountServerMessages = {
  emailNotFound: 'email not found',
  unableToSignUp: 'Unable to sign up',
  accountExists: 'Account exists',
  emailInvalid: 'Email is invalid',
  passwordTooShort: 'Password is too short - should be more than 11 letters',
  passwordTooEasy: 'Password too easy',
  /** ADR 0005 (docs/decisions/0005-password-reset-secret.md): wrong, used, expired or over-tried reset secret (one message for all). */
  resetLinkInvalid: 'This reset link is invalid or has expired',
  /** ADR 0012 (docs/decisions/0012-social-login-oauth2.md): the provider is not configured on this server. */
  linkedInNotConfigured: 'LinkedIn login is not configured on this server',
  /** The provider refused the code or answered without a usable profile (spec 1 §4 string). */
  linkedInFailed: 'Unable to access LinkedIn',
  /** The state parameter is unknown, used or expired: start the sign-in again. */
  linkedInStateInvalid: 'The LinkedIn sign-in has expired, please try again',
  /** ADR 0007: the provider did not say `email_verified: true`, so no account is entered or made. */
  linkedInEmailNotVerified: 'LinkedIn has not verified this e-mail address',
  /** POST /web/login/linkedin for an e-mail with no account: sign up instead. */
  linkedInNoAccount: 'No account uses this LinkedIn e-mail; sign up first',
  /** A path or body names a company or rep other than the caller's. */
  forbidden: 'Forbidden',
} as const;
