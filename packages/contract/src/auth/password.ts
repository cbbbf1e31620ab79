// The new-password rule (ADR 0008) and the reset form's rules are written without Zod
// (rules/auth.ts, issue 30): the sign-in pages validate with them before anything else has loaded.
export {
  newPasswordMax,
  newPasswordMin,
  newPasswordProblem,
  passwordSpecials,
  type ResetPasswordForm,
  resetPasswordForm,
} from '../rules/auth.ts';
