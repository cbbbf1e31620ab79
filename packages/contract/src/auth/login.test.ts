import { describe, expect, it } from 'vitest';
import { loginForm } from './login.ts';
import { authMessages } from './messages.ts';

const messages = (input: unknown) =>
  loginForm.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('login form rules (spec 1 §5)', () => {
  it('accepts a valid e-mail and a password of at least 4 characters', () => {
    expect(loginForm.safeParse({ email: 'rep@acme.example', password: 'abcd' }).success).toBe(true);
  });

  it("says 'Email is required' for an empty or invalid e-mail", () => {
    expect(messages({ email: '', password: 'abcd' })).toEqual([['email', 'Email is required']]);
    expect(messages({ email: 'not-an-email', password: 'abcd' })).toEqual([['email', 'Email is required']]);
  });

  it('says the password is required, then that it is too short', () => {
    expect(messages({ email: 'rep@acme.example', password: '' })).toContainEqual([
      'password',
      'Password is required',
    ]);
    expect(messages({ email: 'rep@acme.example', password: 'abc' })).toEqual([
      ['password', 'Password is too short - should be more than 4 letters'],
    ]);
  });

  it('keeps the spec strings letter for letter', () => {
    expect(authMessages.credentialsMismatch).toBe("Either email or password don't match");
    expect(authMessages.unableToLogin).toBe('Unable to login');
    expect(authMessages.cannotConnect).toBe("Couldn't connect to database");
  });
});
