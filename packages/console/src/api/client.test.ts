import { checkToken, companyFeatures, login, type Session } from '@showroom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, readToken, sessionEnd, storeSession, subscribeSession } from '../session/session.ts';
import { createConsoleClient } from './client.ts';

const session: Session = {
  id: 'rep-1',
  companyId: 'company-1',
  token: 'tok',
  name: 'Ada',
  companyName: 'Acme',
  userName: 'ada@acme.example',
  companyQuestionLibraryLink: null,
  flags: {},
  companyWebsiteStyle: null,
  emailConfirmed: true,
};

/** A server that answers every call with `status` and the envelope of an error. */
const answering = (status: number) => {
  const sent: Array<{ url: string; token: string | undefined }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, token: (init.headers as Record<string, string>).token });
    return new Response(JSON.stringify({ status: 'error', payload: null, message: 'No' }), { status });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
};

afterEach(() => clearSession());

describe('the console client', () => {
  it('a 401 to a call with the token ends the session (expired) and tells the watchers', async () => {
    storeSession(session);
    const heard: string[] = [];
    const stop = subscribeSession(() => heard.push(sessionEnd() ?? 'kept'));
    const { fetch, sent } = answering(401);
    const reply = await createConsoleClient(fetch).call(companyFeatures, {
      params: { companyId: 'company-1' },
    });
    stop();
    expect(reply.httpStatus).toBe(401);
    expect(sent[0]?.token).toBe('tok');
    expect(readToken()).toBeUndefined();
    expect(sessionEnd()).toBe('expired');
    expect(heard).toEqual(['expired']);
  });

  it('a 401 from the token check ends it too', async () => {
    storeSession(session);
    await createConsoleClient(answering(401).fetch).call(checkToken, { params: { token: 'tok' } });
    expect(readToken()).toBeUndefined();
  });

  it('a 401 to the login itself is wrong credentials, not an ended session', async () => {
    storeSession(session);
    await createConsoleClient(answering(401).fetch).call(login, {
      body: { username: 'ada@acme.example', password: 'wrong' },
    });
    expect(readToken()).toBe('tok');
  });

  it('other refusals keep the session', async () => {
    storeSession(session);
    await createConsoleClient(answering(403).fetch).call(companyFeatures, { params: { companyId: 'x' } });
    expect(readToken()).toBe('tok');
    expect(sessionEnd()).toBeNull();
  });
});
