import { randomBytes, randomInt } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's first recommended set (m=19 MiB, t=2, p=1): about 60 ms a hash here.
 * `Algorithm` is a const enum in the typings, which isolated modules cannot inline; 2 is Argon2id.
 */
const argon2Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, argon2Options);

/** False (never a throw) for a wrong password or a hash that is not a valid PHC string. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as checking a real account, so the time a failed sign-in takes does
 * not tell whether the address has an account. The hash is of a random secret made once.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

/** Made at start (the login service awaits it), so even the first unknown address takes no longer. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

const lower = 'abcdefghijkmnopqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const special = '!@#$%^&*';

/**
 * A random password that also satisfies the reset rules (ADR 0008 (docs/decisions/0008-new-password-rule.md): 12-64 characters
 * with a lowercase, an uppercase, a digit and one of !@#$%^&*), about 110 bits of entropy.
 */
export function generatePassword(length = 20): string {
  const all = lower + upper + digits + special;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(lower), pick(upper), pick(digits), pick(special)];
  while (chars.length < length) chars.push(pick(all));
  // Fisher-Yates, so the guaranteed classes are not always at the front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * Not a PHC string, so verifyPassword is always false for it: an account made through the
 * social login has no password until its rep sets one with a reset, and a social login that
 * takes over an unconfirmed account drops the password set at sign-up (ADR 0007).
 */
export const noPasswordHash = () => `!social-login-only:${randomBytes(16).toString('base64url')}`;
