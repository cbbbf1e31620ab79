import { describe, expect, it } from 'vitest';
import { loginForm, type SessionPayload, session } from './login.ts';
import { authMessages } from './messages.ts';

/** The form's rules as a Standard Schema: each issue as [field, message]. */
const messages = (input: unknown) => {
  const result = loginForm['~standard'].validate(input);
  return result.issues?.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
};

describe('login form rules (spec 1 §5)', () => {
  it('accepts a valid e-mail and a password of at least 4 characters', () => {
    expect(loginForm['~standard'].validate({ email: ' rep@acme.example ', password: 'abcd' })).toEqual({
      value: { email: 'rep@acme.example', password: 'abcd' },
    });
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

describe('the session payload (spec 1 §3 Login response payload)', () => {
  const wire: SessionPayload = {
    id: 'rep-1',
    companyId: 'company-1',
    token: 'tok',
    name: 'Ada',
    companyName: 'Acme',
    userName: 'ada@acme.example',
    companyQuestionLibraryLink: null,
    flags: '{"consent":{"popup":{"show":true}},"theme":"dark"}',
    companyWebsiteStyle: null,
    emailConfirmed: true,
  };

  it('reads the JSON texts into their models once, at the edge', () => {
    expect(session.parse(wire).flags).toEqual({ consent: { popup: { show: true } }, theme: 'dark' });
    const style = {
      textColor: '#000000',
      bgColor: '#FFFFFF',
      buttonBgHoverColor: '#1E3B8A',
      buttonBgColor: '#1E41AF',
      headerColor: '#FFFFFF',
      borderColor: '#D1D5DB',
      fontName: 'Inter',
      showCompanyName: true,
    };
    expect(
      session.parse({ ...wire, companyWebsiteStyle: JSON.stringify(style) }).companyWebsiteStyle,
    ).toEqual(style);
  });

  it('refuses text that is not JSON or not the model', () => {
    expect(session.safeParse({ ...wire, flags: '{' }).success).toBe(false);
    expect(session.safeParse({ ...wire, flags: '{"consent":{"popup":{"show":"yes"}}}' }).success).toBe(false);
    expect(session.safeParse({ ...wire, companyWebsiteStyle: '{"textColor":1}' }).success).toBe(false);
    // The model itself is not the wire form: the server must send text.
    expect(session.safeParse({ ...wire, flags: {} }).success).toBe(false);
  });
});
