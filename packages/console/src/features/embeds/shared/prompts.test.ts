import { type Session, saveBeforePublishFlag } from '@showroom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleClient } from '../../../api/client.ts';
import { clearSession, readSession, storeSession } from '../../../session/session.ts';
import { promptOnFor, storePromptOptOut } from './prompts.ts';

const session: Session = {
  id: '00000000-0000-4000-8000-000000000001',
  companyId: '00000000-0000-4000-8000-000000000002',
  token: 'tok',
  name: 'Ada',
  companyName: 'Acme',
  userName: 'ada@acme.example',
  companyQuestionLibraryLink: null,
  flags: { consent: { popup: { show: false } } },
  companyWebsiteStyle: null,
  emailConfirmed: true,
};

/** A server that keeps the config it is sent and answers with it, or answers `status` with an error. */
const server = (status = 200) => {
  const sent: unknown[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    sent.push(body);
    if (status !== 200)
      return new Response(JSON.stringify({ status: 'error', payload: null, message: 'No' }), { status });
    return new Response(JSON.stringify({ status: 'success', payload: { flags: body.config } }), { status });
  }) as typeof globalThis.fetch;
  return { api: createConsoleClient(fetch), sent };
};

afterEach(() => clearSession());

describe('the save-before-publish opt-out', () => {
  it('is on until the rep opts out, and off in the stored session after (a reload reads it)', async () => {
    storeSession(session);
    expect(promptOnFor('Solo')).toBe(true);
    const { api, sent } = server();
    await expect(storePromptOptOut('Solo', api)).resolves.toBe(true);
    // The other flags travel with it: the call replaces the whole config.
    expect(JSON.parse((sent[0] as { config: string }).config)).toEqual({
      consent: { popup: { show: false } },
      [saveBeforePublishFlag('Solo')]: false,
    });
    expect(promptOnFor('Solo')).toBe(false);
    expect(promptOnFor('Hero')).toBe(true);
    expect(readSession()?.flags.consent).toEqual({ popup: { show: false } });
  });

  it('a refused call keeps the stored flags as they were', async () => {
    storeSession(session);
    const { api } = server(500);
    await expect(storePromptOptOut('Cyoa', api)).resolves.toBe(false);
    expect(promptOnFor('Cyoa')).toBe(true);
  });

  it('without a session nothing is sent', async () => {
    const { api, sent } = server();
    await expect(storePromptOptOut('Hero', api)).resolves.toBe(false);
    expect(sent).toEqual([]);
    expect(promptOnFor('Hero')).toBe(true);
  });
});
