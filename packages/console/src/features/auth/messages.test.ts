import { describe, expect, it } from 'vitest';
import { resetRequestFailureMessage, signupFailureMessage, socialLoginFailureMessage } from './messages.ts';
import { makeResetCode } from './ResetPage.tsx';

describe('spec 1 §8: what the rep reads for each server answer', () => {
  it.each([
    ['Unable to sign up', 'Unable to create account'],
    ['Account exists', 'Account already exists'],
    ['Email is invalid', 'Invalid or blocked email'],
    ['Something else', 'Unable to connect to database'],
    ['Unable to access LinkedIn', 'Unable to access LinkedIn'],
  ])('sign-up: %s -> %s', (message, shown) => {
    expect(signupFailureMessage({ kind: 'refused', message })).toBe(shown);
  });

  it('sign-up without a reply is "Unable to connect to database"', () => {
    expect(signupFailureMessage({ kind: 'unreachable' })).toBe('Unable to connect to database');
  });

  it("reset: 'email not found' -> 'Email not found'; anything else 'Error sending email'", () => {
    expect(resetRequestFailureMessage({ kind: 'refused', message: 'email not found' })).toBe(
      'Email not found',
    );
    expect(resetRequestFailureMessage({ kind: 'refused', message: 'Too many attempts' })).toBe(
      'Error sending email',
    );
    expect(resetRequestFailureMessage({ kind: 'unreachable' })).toBe('Error sending email');
  });

  it("social login: the server's worded refusals pass through, anything else is 'Unable to login'", () => {
    expect(socialLoginFailureMessage('No account uses this LinkedIn e-mail; sign up first')).toBe(
      'No account uses this LinkedIn e-mail; sign up first',
    );
    expect(socialLoginFailureMessage('Internal Server Error')).toBe('Unable to login');
    expect(socialLoginFailureMessage(null)).toBe('Unable to login');
  });
});

describe('spec 1 §9: the reset code', () => {
  it('is 5 alphanumeric characters', () => {
    for (let i = 0; i < 50; i++) expect(makeResetCode()).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(makeResetCode(() => new Uint8Array([0, 1, 2, 61, 62]))).toBe('ABC9A');
  });
});
