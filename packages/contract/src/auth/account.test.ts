import { describe, expect, it } from 'vitest';
import { listRepDemos } from '../settings/demo.ts';
import { signupForm } from './account.ts';
import { accountMessages, accountServerMessages } from './messages.ts';
import { newPasswordProblem, resetPasswordForm } from './password.ts';

/** A form's rules (a Standard Schema) on `input`: each issue as [field, message]. */
const issues = (form: typeof signupForm | typeof resetPasswordForm, input: Record<string, unknown>) =>
  form['~standard'].validate(input).issues?.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('new password rule (ADR 0008)', () => {
  it('accepts 12 to 64 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*', () => {
    expect(newPasswordProblem('Abcdefgh1234!')).toBeUndefined();
    expect(newPasswordProblem(`Aa1!${'x'.repeat(60)}`)).toBeUndefined();
  });

  it("says 'Password is too short - should be more than 11 letters' under 12", () => {
    expect(newPasswordProblem('Ab1!Ab1!Ab1')).toBe('Password is too short - should be more than 11 letters');
  });

  it("says 'Password too easy' when a class is missing or it is over 64", () => {
    for (const weak of [
      'abcdefgh1234!',
      'ABCDEFGH1234!',
      'Abcdefghijk!',
      'Abcdefgh12345',
      `Aa1!${'x'.repeat(61)}`,
    ])
      expect(newPasswordProblem(weak), weak).toBe('Password too easy');
  });

  it("the reset form says 'Passwords do not match'", () => {
    expect(issues(resetPasswordForm, { password: 'Abcdefgh1234!', confirmPassword: 'other' })).toEqual([
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });
});

describe('sign-up form (spec 1 §5)', () => {
  it('gives the spec messages', () => {
    const result = issues(signupForm, {
      fullName: ' ',
      companyName: '',
      email: 'ada@acme.example',
      password: 'Abcdefgh1234!',
      confirmPassword: 'Abcdefgh1234?',
      terms: false,
    });
    expect(result).toEqual(
      expect.arrayContaining([
        ['fullName', 'Name is required'],
        ['companyName', 'Company name is required'],
        ['terms', 'Please accept Privacy Policy and Terms of Service'],
      ]),
    );
  });

  it("says 'Password must match' when the two differ", () => {
    const result = issues(signupForm, {
      fullName: 'Ada',
      companyName: 'Acme',
      email: 'ada@acme.example',
      password: 'Abcdefgh1234!',
      confirmPassword: 'Abcdefgh1234?',
      terms: true,
    });
    expect(result).toEqual([['confirmPassword', 'Password must match']]);
  });
});

describe('account demo paging (spec 1 §9)', () => {
  it('defaults to 1000 and page 1, and an empty page number falls back to 1', () => {
    expect(listRepDemos.query!.parse({})).toEqual({ limit: 1000, pageNo: 1 });
    expect(listRepDemos.query!.parse({ limit: '20', pageNo: '' })).toEqual({ limit: 20, pageNo: 1 });
    expect(listRepDemos.query!.safeParse({ pageNo: '0' }).success).toBe(false);
  });
});

describe('account messages', () => {
  it('keeps the spec strings letter for letter', () => {
    expect(accountServerMessages.emailNotFound).toBe('email not found');
    expect(accountServerMessages.unableToSignUp).toBe('Unable to sign up');
    expect(accountServerMessages.accountExists).toBe('Account exists');
    expect(accountServerMessages.emailInvalid).toBe('Email is invalid');
    expect(accountMessages.passwordUpdated).toBe(
      'Password updated successfully. This page will be refreshed in 5 seconds.',
    );
    expect(accountMessages.enterCompanyName).toBe('Please enter company name');
  });
});
