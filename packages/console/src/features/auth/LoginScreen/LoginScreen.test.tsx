import { loginForm, type SessionPayload } from '@showroom/contract';
import { type LoginCredentials, type LoginReply, loginMachine } from '@showroom/machines';
import { ToastProvider } from '@showroom/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { MemoryGuardedRouter } from '../../../navigation/GuardedRouter.tsx';
import type { LoginRedirect } from '../../../session/RequireSession.tsx';
import { clearSession, readToken } from '../../../session/session.ts';
import { LoginPage } from '../LoginPage.tsx';
import { LoginScreen } from './LoginScreen.tsx';

/** The screen on a real login machine whose call is `login`. */
function Harness({ login }: { login: (input: LoginCredentials) => Promise<LoginReply> }) {
  const [snapshot, send] = useMachine(
    loginMachine.provide({ actors: { login: fromPromise(({ input }) => login(input)) } }),
    { input: { schema: loginForm } },
  );
  return <LoginScreen snapshot={snapshot} send={send} />;
}

const renderLogin = (login = vi.fn<(input: LoginCredentials) => Promise<LoginReply>>()) => {
  render(
    <ToastProvider>
      <MemoryGuardedRouter>
        <Harness login={login} />
      </MemoryGuardedRouter>
    </ToastProvider>,
  );
  return { login, user: userEvent.setup() };
};

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const logIn = () => screen.getByRole('button', { name: 'Log In' });

describe('LoginScreen', () => {
  it('shows the spec links: Forgot Password, Sign Up and the support mailto', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/reset');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Having trouble? Contact us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:.+@.+/),
    );
  });

  it('keeps Log In disabled until the form is dirty and valid', async () => {
    const { user } = renderLogin();
    expect(logIn()).toBeDisabled();
    await user.type(email(), 'rep@acme.example');
    expect(logIn()).toBeDisabled();
    await user.type(password(), 'abc');
    expect(logIn()).toBeDisabled();
    await user.type(password(), 'd');
    expect(logIn()).toBeEnabled();
    await user.clear(email());
    expect(logIn()).toBeDisabled();
  });

  it('shows the spec validation messages letter for letter once a field is left', async () => {
    const { user } = renderLogin();
    await user.click(email());
    await user.tab();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(password(), 'abc');
    expect(screen.getByText('Password is too short - should be more than 4 letters')).toBeInTheDocument();
    await user.type(email(), 'not-an-address');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('the social login button says it is not configured instead of failing silently', async () => {
    renderLogin();
    const social = screen.getByRole('button', { name: 'Continue with LinkedIn' });
    expect(social).toHaveAttribute('aria-disabled', 'true');
    act(() => social.focus());
    expect(
      (await screen.findAllByText('LinkedIn sign-in is not configured on this server')).length,
    ).toBeGreaterThan(0);
  });

  it('Enter submits: the call gets the trimmed e-mail as username and the password', async () => {
    const login = vi.fn<(input: LoginCredentials) => Promise<LoginReply>>(() => new Promise(() => {}));
    const { user } = renderLogin(login);
    await user.type(email(), ' rep@acme.example ');
    await user.type(password(), 'correct horse{Enter}');
    expect(login).toHaveBeenCalledExactlyOnceWith({
      username: 'rep@acme.example',
      password: 'correct horse',
    });
    expect(logIn()).toHaveAttribute('aria-busy', 'true');
    expect(password()).toHaveAttribute('readonly');
  });

  it('Enter on an invalid form calls nothing', async () => {
    const { user, login } = renderLogin();
    await user.type(password(), 'abc{Enter}');
    expect(login).not.toHaveBeenCalled();
  });

  it('a refused login (401) highlights both fields and says why, inline', async () => {
    const login = vi.fn(
      async () =>
        ({ status: 'error', payload: null, message: 'Invalid credentials', httpStatus: 401 }) as const,
    );
    const { user } = renderLogin(login);
    await user.type(email(), 'rep@acme.example');
    await user.type(password(), 'wrong password');
    await user.click(logIn());
    expect(await screen.findByRole('alert')).toHaveTextContent("Either email or password don't match");
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription("Either email or password don't match");

    await user.type(password(), '!');
    expect(screen.queryByText("Either email or password don't match")).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
  });
});

/** The session as the server sends it (flags as JSON text). */
const session: SessionPayload = {
  id: 'rep-1',
  companyId: 'company-1',
  token: 'signed-in',
  name: 'Ada',
  companyName: 'Acme',
  userName: 'rep@acme.example',
  companyQuestionLibraryLink: null,
  flags: '{}',
  companyWebsiteStyle: null,
  emailConfirmed: true,
};

/**
 * The page with the server answering POST /web/login with `login` (a status and envelope, or a
 * thrown network failure); the LinkedIn configuration says it is not configured.
 */
const renderPage = (login: () => Promise<Response>, redirect: LoginRedirect = {}) => {
  vi.stubGlobal('fetch', async (url: string) =>
    url === '/web/login'
      ? login()
      : new Response(
          JSON.stringify({ status: 'success', payload: { configured: false, message: 'Not configured' } }),
        ),
  );
  render(
    <ToastProvider>
      <MemoryGuardedRouter initialEntries={[{ pathname: '/login', state: redirect }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/feature/contact/" element={<p>The contacts, where the rep was</p>} />
          <Route path="/" element={<p>The console's start</p>} />
        </Routes>
      </MemoryGuardedRouter>
    </ToastProvider>,
  );
  return userEvent.setup();
};
const reply = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

describe('LoginPage: the effects the machines ask for', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it("an unexpected failure (500) shows the toast 'Unable to login'", async () => {
    const user = renderPage(reply(500, { status: 'error', payload: null, message: 'Internal error' }));
    await user.type(email(), 'rep@acme.example');
    await user.type(password(), 'correct horse{Enter}');
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('Unable to login')).toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('a network failure shows the toast "Couldn\'t connect to database"', async () => {
    const user = renderPage(async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(email(), 'rep@acme.example');
    await user.type(password(), 'correct horse{Enter}');
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText("Couldn't connect to database")).toBeInTheDocument();
    expect(logIn()).toBeEnabled();
  });

  it('a session that ended says so, and signing in stores the session and returns to the address kept', async () => {
    const user = renderPage(reply(200, { status: 'success', payload: session }), {
      from: '/feature/contact/?page=2',
      notice: 'sessionEnded',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
    await user.type(email(), 'rep@acme.example');
    await user.type(password(), 'correct horse{Enter}');
    expect(await screen.findByText('The contacts, where the rep was')).toBeInTheDocument();
    expect(readToken()).toBe('signed-in');
  });
});
