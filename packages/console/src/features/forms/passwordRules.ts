import { newPasswordMax, newPasswordMin, passwordSpecials } from '@showroom/contract';

/** The parts of ADR 0008 (docs/decisions/0008-new-password-rule.md)'s password rule, in the order the checklist shows them. */
export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

/**
 * Which parts of the rule a password meets, so the screen can say what is missing before the
 * rule fails. The contract's `newPassword` stays the one judge (its messages are the spec's).
 */
export const passwordRules = (password: string): Record<PasswordRule, boolean> => ({
  length: password.length >= newPasswordMin && password.length <= newPasswordMax,
  lowercase: /[a-z]/.test(password),
  uppercase: /[A-Z]/.test(password),
  digit: /\d/.test(password),
  special: [...passwordSpecials].some((special) => password.includes(special)),
});
