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
  /** README decision 6: without a configured provider the button says so instead of failing silently. */
  socialLoginNotConfigured: 'LinkedIn sign-in is not configured on this server',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
} as const;

/** Where 'Having trouble? Contact us' writes to; a deployment sets VITE_SUPPORT_EMAIL. */
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@showroom.example';
