import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryGuardedRouter } from '../../navigation/GuardedRouter.tsx';
import { clearSession, readSession } from '../../session/session.ts';
import { MatrixPage } from './MatrixPage.tsx';

// The session GET /web/login/matrix/{token} hands back (spec 1 §3 Login response payload).
const payload = {
  id: 'rep-1',
  companyId: 'company-1',
  token: 'session-from-matrix',
  name: 'Ada Lovelace',
  companyName: 'Acme',
  userName: 'ada@acme.example',
  companyQuestionLibraryLink: null,
  flags: '{"consent":{"popup":{"show":false}}}',
  companyWebsiteStyle: null,
  emailConfirmed: true,
};

/**
 * The network is the one thing faked here (the server's side of the call is tested in
 * packages/server): each call records the URL it asked for and what the address bar showed then.
 */
function answer(status: number, body: unknown) {
  const calls: Array<{ url: string; addressBar: string }> = [];
  const fetch = vi.fn(async (url: string) => {
    calls.push({ url, addressBar: window.location.href });
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const open = (address: string) => {
  window.history.replaceState(null, '', address);
  render(
    <MemoryGuardedRouter initialEntries={['/matrix']}>
      <Routes>
        <Route path="/matrix" element={<MatrixPage />} />
        <Route path="/" element={<p>console home</p>} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryGuardedRouter>,
  );
};

describe('MatrixPage (spec 1 §2 /matrix, ADR 0014)', () => {
  beforeEach(() => clearSession());
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    window.history.replaceState(null, '', '/');
  });

  it('takes the token off the address bar before calling, stores the session and goes to /', async () => {
    const calls = answer(200, { status: 'success', payload });
    open('/matrix?token=handed-over-token');
    // At once: the first render has already replaced the address.
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/matrix');
    expect(await screen.findByText('console home')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/web/login/matrix/handed-over-token');
    expect(calls[0]?.addressBar).not.toContain('handed-over-token');
    expect(readSession()).toMatchObject({
      token: 'session-from-matrix',
      sellerId: 'rep-1',
      companyId: 'company-1',
      companyName: 'Acme',
      expandedNavbar: true,
    });
    expect(window.location.href).not.toContain('handed-over-token');
  });

  it('goes to /login and stores nothing when the server refuses the token', async () => {
    answer(401, { status: 'error', payload: null, message: 'Invalid token' });
    open('/matrix?token=expired-token');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(window.location.href).not.toContain('expired-token');
    expect(readSession()).toBeNull();
  });

  it('goes to /login when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    open('/matrix?token=some-token');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('goes to /login without calling anything when there is no token', async () => {
    const calls = answer(200, { status: 'success', payload });
    open('/matrix');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(readSession()).toBeNull();
  });
});
