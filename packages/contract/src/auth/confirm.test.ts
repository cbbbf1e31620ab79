import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { confirmEmail, confirmLinkParams, resendConfirmation } from './confirm.ts';
import { session } from './login.ts';
import { authMessages } from './messages.ts';

describe('e-mail confirmation contract (ADR 0007)', () => {
  it('registers both calls under the names the console uses', () => {
    expect(routes['POST /web/signup/confirm']).toBe(confirmEmail);
    expect(routes['POST /web/signup/confirm/resend']).toBe(resendConfirmation);
    expect(confirmEmail.auth).toBe('public');
    expect(resendConfirmation.auth).toBe('token');
    expect(confirmLinkParams).toEqual({ email: 'email', secret: 'secret' });
  });

  it('makes the session say whether the address is confirmed', () => {
    const base = {
      id: 'r',
      companyId: 'c',
      token: 't',
      name: 'n',
      companyName: 'c',
      userName: 'u@acme.example',
      companyQuestionLibraryLink: null,
      flags: '{}',
      companyWebsiteStyle: null,
    };
    expect(session.safeParse(base).success).toBe(false);
    expect(session.safeParse({ ...base, emailConfirmed: false }).success).toBe(true);
  });

  it('keeps its own strings', () => {
    expect(authMessages.confirmLinkInvalid).toBe('This confirmation link is invalid or has expired');
    expect(authMessages.unconfirmedBanner).toBe('Please confirm your e-mail address: we sent you a link.');
  });
});
