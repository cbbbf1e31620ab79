import { session } from '@showroom/contract';
import { ToastProvider } from '@showroom/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './App.tsx';
import { drawnPages } from './features/auth/drawnPages.tsx';
import { MemoryGuardedRouter } from './navigation/GuardedRouter.tsx';
import { clearSession, readSession, storeSession } from './session/session.ts';

const payload = {
  id: 'rep-1',
  companyId: 'company-1',
  token: 'server-token',
  name: 'Ada Lovelace',
  companyName: 'Acme Analytics',
  userName: 'ada@acme.example',
  companyQuestionLibraryLink: null,
  flags: '{}',
  companyWebsiteStyle: null,
  emailConfirmed: true,
};
/** The same session as the console keeps it, its JSON texts read (the client's output). */
const stored = session.parse(payload);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server, as far as these routes need it: POST /web/login, GET /web/login/{token}, the
 * company's hidden features, the LinkedIn configuration and POST /web/logout.
 */
const server = {
  login: (): Response => json({ status: 'success', payload }),
  check: (): Response => json({ status: 'success', payload }),
  features: (): Response =>
    json({ status: 'success', payload: [{ companyId: 'company-1', hiddenFeatures: '["Embed"]' }] }),
};
const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
  const path = String(url);
  if (init?.method === 'POST' && path === '/web/login') return server.login();
  if (init?.method === 'POST' && path === '/web/logout') return json({ status: 'success', payload: null });
  if (path === '/web/login/linkedin/config')
    return json({ status: 'success', payload: { configured: false, message: 'not configured' } });
  if (init?.method === 'GET' && path.startsWith('/web/company/features/')) return server.features();
  if (init?.method === 'GET' && path.startsWith('/web/login/')) return server.check();
  return json({ status: 'error', payload: null, message: 'Not found' }, 404);
});

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const renderAt = (path: string) => {
  render(
    <ToastProvider>
      <MemoryGuardedRouter initialEntries={[path]}>
        <AppRoutes />
        <Location />
      </MemoryGuardedRouter>
    </ToastProvider>,
  );
  return userEvent.setup();
};
const location = () => screen.getByRole('status', { name: 'location' });

// As in the app, where every page's HTML preloads /login's chunk (firstScreenPlugin.ts) and the
// app loads a drawn page before its first render (boot.tsx).
beforeAll(async () => {
  await drawnPages['/login']();
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  server.login = () => json({ status: 'success', payload });
  server.check = () => json({ status: 'success', payload });
  server.features = () =>
    json({ status: 'success', payload: [{ companyId: 'company-1', hiddenFeatures: '["Embed"]' }] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  clearSession();
});

describe('routes', () => {
  it('/ without a session goes to /feature, which sends the rep to /login', async () => {
    renderAt('/');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    // The page's calls load with their own chunk (features/auth/calls.ts), so the first comes a little later.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/web/login/linkedin/config']),
    );
  });

  it('a successful login stores the session cookies and lands on /feature with the rep shown', async () => {
    const user = renderAt('/login');
    await user.type(screen.getByLabelText('Email'), 'ada@acme.example');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');

    // /feature goes to the first visible feature: Demos.
    expect(await screen.findByRole('heading', { name: 'Demos' }, { timeout: 5000 })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/feature/demos');
    expect(screen.getByText('Acme Analytics')).toBeInTheDocument();
    expect(readSession()).toMatchObject({
      sellerId: 'rep-1',
      companyId: 'company-1',
      token: 'server-token',
      name: 'Ada Lovelace',
      companyName: 'Acme Analytics',
      userName: 'ada@acme.example',
      expandedNavbar: true,
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/web/login')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'ada@acme.example',
      password: 'correct horse',
    });
  });

  it('/feature with a token the server accepts stays, after checking it with GET /web/login/{token}', async () => {
    storeSession(stored);
    renderAt('/feature');
    expect(await screen.findByRole('heading', { name: 'Demos' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/web/login/server-token', expect.anything()));
    expect(location()).toHaveTextContent('/feature');
    // spec 1 §1: the hidden feature (Embed) is not in the navigation.
    expect(screen.getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/feature/contact/');
    expect(screen.queryByRole('link', { name: 'Embeds' })).toBeNull();
    expect(readSession()?.token).toBe('server-token');
  });

  it('/feature with a token the server refuses (401) clears the session and goes to /login', async () => {
    server.check = () => json({ status: 'error', payload: null, message: 'Invalid or expired token' }, 401);
    storeSession(stored);
    renderAt('/feature');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(readSession()).toBeNull();
    expect(document.cookie).toBe('');
  });

  it("/feature stays when the server cannot be reached, showing 'Error Loading Information'", async () => {
    server.check = () => {
      throw new TypeError('Failed to fetch');
    };
    storeSession(stored);
    renderAt('/feature');
    expect(await screen.findByText('Error Loading Information')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/feature');
    expect(readSession()?.token).toBe('server-token');
  });

  it('/feature with every feature hidden goes to settings', async () => {
    server.features = () =>
      json({
        status: 'success',
        payload: [{ companyId: 'company-1', hiddenFeatures: '["Demo","Embed","Page","Contact","Analytic"]' }],
      });
    storeSession(stored);
    renderAt('/feature');
    await waitFor(() => expect(location()).toHaveTextContent('/feature/settings'));
  });

  it('an unknown address shows the not-found page', async () => {
    renderAt('/no/such/page');
    // The not-found screen is a lazy route like the others: it arrives after its chunk.
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/');
  });
});
