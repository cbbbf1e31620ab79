import type { Session } from '@showroom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CookieJar,
  clearSession,
  cookieAttributes,
  endSession,
  readCookie,
  readSession,
  readToken,
  returnAddress,
  sessionEnd,
  storeExpandedNavbar,
  storeFlags,
  storeSession,
  writeCookie,
} from './session.ts';

const payload: Session = {
  id: 'rep-1',
  companyId: 'company-1',
  token: 'tok en;=1',
  name: 'Ada Lovelace',
  companyName: 'Acme; Analytics',
  userName: 'ada@acme.example',
  companyQuestionLibraryLink: 'https://acme.example/questions',
  flags: { consent: { popup: { show: true } } },
  companyWebsiteStyle: null,
  emailConfirmed: true,
};

/** A jar that records what was written, attributes included. */
const recordingJar = () => {
  const writes: string[] = [];
  const jar: CookieJar = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  return { jar, writes };
};

afterEach(() => clearSession());

describe('session cookies', () => {
  it('are SameSite=Strict on path / everywhere, and Secure outside localhost', () => {
    expect(cookieAttributes('localhost')).toBe('path=/; SameSite=Strict');
    expect(cookieAttributes('127.0.0.1')).toBe('path=/; SameSite=Strict');
    expect(cookieAttributes('console.acme.example')).toBe('path=/; SameSite=Strict; Secure');

    const { jar, writes } = recordingJar();
    writeCookie('token', 'abc', jar, 'console.acme.example');
    expect(writes).toEqual(['token=abc; path=/; SameSite=Strict; Secure']);
  });

  it('without a token there is no session', () => {
    expect(readToken()).toBeUndefined();
    expect(readSession()).toBeNull();
  });

  it('a login payload is stored under the spec names, and read back whole (values with ; and = survive)', () => {
    storeSession(payload);
    expect(readSession()).toEqual({
      sellerId: 'rep-1',
      companyId: 'company-1',
      token: 'tok en;=1',
      name: 'Ada Lovelace',
      companyName: 'Acme; Analytics',
      userName: 'ada@acme.example',
      expandedNavbar: true,
      questionLibraryLink: 'https://acme.example/questions',
      flags: { consent: { popup: { show: true } } },
      websiteStyle: null,
    });
    expect(readCookie('sellerId')).toBe('rep-1');
    // The cookie keeps the spec's JSON text.
    expect(readCookie('flags')).toBe('{"consent":{"popup":{"show":true}}}');
  });

  it("expandedNavbar defaults to true and keeps the rep's choice across logins", () => {
    storeSession(payload);
    storeExpandedNavbar(false);
    storeSession({ ...payload, token: 'second' });
    expect(readSession()?.expandedNavbar).toBe(false);
  });

  it('a website style is stored as its JSON text, and removed when the next login has none', () => {
    const style = {
      textColor: '#000000',
      bgColor: '#ffffff',
      buttonBgHoverColor: '#1e3b8a',
      buttonBgColor: '#1e41af',
      headerColor: '#ffffff',
      borderColor: '#e2e8f0',
      fontName: 'Inter',
      showCompanyName: true,
    };
    storeSession({ ...payload, companyWebsiteStyle: style });
    expect(readCookie('websiteStyle')).toBe(JSON.stringify(style));
    expect(readSession()?.websiteStyle).toEqual(style);
    storeSession(payload);
    expect(readSession()?.websiteStyle).toBeNull();
  });

  it('flags kept as text that no longer reads (not JSON, not flags) read as none', () => {
    storeSession(payload);
    writeCookie('flags', '{not json');
    expect(readSession()?.flags).toEqual({});
    writeCookie('flags', '{"consent":{"popup":{"show":"yes"}}}');
    expect(readSession()?.flags).toEqual({});
    storeFlags({ consent: { popup: { show: false } } });
    expect(readSession()?.flags).toEqual({ consent: { popup: { show: false } } });
  });

  it('clearing removes every session cookie', () => {
    storeSession(payload);
    clearSession();
    expect(document.cookie).toBe('');
    expect(readSession()).toBeNull();
  });

  it('ending a session says why until the next one is stored', () => {
    storeSession(payload);
    endSession('expired');
    expect(readSession()).toBeNull();
    expect(sessionEnd()).toBe('expired');
    storeSession(payload);
    expect(sessionEnd()).toBeNull();
  });
});

describe('the address to return to after signing in', () => {
  it('is a path of this console, never another origin', () => {
    expect(returnAddress('/feature/contact/?page=2')).toBe('/feature/contact/?page=2');
    for (const unsafe of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:x',
      undefined,
      42,
    ])
      expect(returnAddress(unsafe)).toBe('/');
  });
});
