import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createDemo } from '../settings/demo.ts';
import { emailPattern, loginForm, resetRequestForm, signupForm } from './auth.ts';

/**
 * One table of addresses for every e-mail check the contract makes with `emailPattern`: the sign-in
 * forms (Zod-free) and the Zod schemas (`createDemo`'s `email`). Real-world shapes, and the ways
 * people mistype them.
 */
const valid = [
  'rep@acme.example',
  'ada.lovelace@acme-robotics.com',
  'first.middle.last@mail.example.org',
  "o'neil@example.ie",
  'someone+newsletter@gmail.com',
  'user_name@sub.domain.co.uk',
  'x-y@xn--bcher-kva.ch',
  'UPPER.Case@EXAMPLE.COM',
  '1234567@numbers.io',
  'a@b.co',
  'ends-with-dash-@acme.com',
];
const invalid = [
  '',
  'plainaddress',
  '@acme.com',
  'rep@',
  'rep@acme',
  'rep@acme.c',
  'rep@acme.c0m',
  'rep@192.168.0.1',
  'rep@[192.168.0.1]',
  '.rep@acme.com',
  'rep.@acme.com',
  'r..ep@acme.com',
  "rep'@acme.com",
  'rep@-acme.com',
  'rep@acme..com',
  'rep@acme.com.',
  'rep@acme_corp.com',
  'rep@@acme.com',
  'rep@acme@corp.com',
  'rep acme@acme.com',
  'rëp@acme.com',
  'rep@acmé.com',
  '"rep"@acme.com',
  'Rep <rep@acme.com>',
  'rep@acme.com,other@acme.com',
];

/** The e-mail messages each sign-in form gives for `email`, the other fields valid. */
function formMessages(email: string) {
  const password = 'Str0ng!Passw0rd';
  const results = [
    loginForm['~standard'].validate({ email, password: 'abcd' }),
    signupForm['~standard'].validate({
      fullName: 'Ada Lovelace',
      companyName: 'Acme Robotics',
      email,
      password,
      confirmPassword: password,
      terms: true,
    }),
    resetRequestForm['~standard'].validate({ email }),
  ];
  return results.map((result) =>
    (result.issues ?? []).filter((issue) => issue.path[0] === 'email').map((issue) => issue.message),
  );
}

/** The issues `createDemo`'s body schema gives for `email`, the other fields its example's. */
function createDemoIssues(email: string) {
  const result = createDemo.body!.safeParse({ ...createDemo.example!.body!, email });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'email');
}

describe('emailPattern: the one e-mail rule of the sign-in forms and the Zod schemas', () => {
  it("is Zod 4's own z.email() pattern, letter for letter", () => {
    expect(emailPattern.source).toBe(z.regexes.email.source);
    expect(emailPattern.flags).toBe(z.regexes.email.flags);
  });

  it.each(valid)('takes %j in every form, in createDemo and in z.email()', (address) => {
    expect(emailPattern.test(address)).toBe(true);
    expect(formMessages(address)).toEqual([[], [], []]);
    expect(createDemoIssues(address)).toEqual([]);
    expect(z.email().safeParse(address).success).toBe(true);
  });

  it.each(invalid)(
    "refuses %j: 'Email is required' in every form, an e-mail issue in createDemo",
    (address) => {
      expect(emailPattern.test(address)).toBe(false);
      expect(formMessages(address)).toEqual([
        ['Email is required'],
        ['Email is required'],
        ['Email is required'],
      ]);
      expect(createDemoIssues(address)).toEqual([
        expect.objectContaining({ code: 'invalid_format', format: 'email', path: ['email'] }),
      ]);
      expect(z.email().safeParse(address).success).toBe(false);
    },
  );

  it('is checked on the trimmed address in the forms, on the address as sent in createDemo', () => {
    expect(formMessages('  rep@acme.example ')).toEqual([[], [], []]);
    expect(createDemoIssues('  rep@acme.example ')).toEqual([
      expect.objectContaining({ code: 'invalid_format', format: 'email', path: ['email'] }),
    ]);
  });
});
