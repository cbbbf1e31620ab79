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
} as const;

/** Messages the server puts in an error reply's `message`; the console maps them to what it shows. */
export const authServerMessages = {
  invalidCredentials: 'Invalid credentials',
  invalidToken: 'Invalid or expired token',
  tooManyAttempts: 'Too many attempts, try again later',
} as const;
