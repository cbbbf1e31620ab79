import type { Session } from '@showroom/contract';
import { act, render, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryGuardedRouter } from '../navigation/GuardedRouter.tsx';
import { GuestOnly, type LoginRedirect, RequireSession } from './RequireSession.tsx';
import { clearSession, endSession, storeSession } from './session.ts';

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

/** /login, saying what RequireSession told it. */
function Login() {
  const state = (useLocation().state ?? {}) as LoginRedirect;
  return (
    <p>
      login from {state.from ?? 'nowhere'} notice {state.notice ?? 'none'}
    </p>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryGuardedRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/login"
          element={
            <GuestOnly>
              <Login />
            </GuestOnly>
          }
        />
        <Route path="/feature" element={<p>the console</p>} />
        <Route
          path="/feature/contact/"
          element={
            <RequireSession>
              <p>the contacts</p>
            </RequireSession>
          }
        />
      </Routes>
    </MemoryGuardedRouter>,
  );

afterEach(() => clearSession());

describe('RequireSession and GuestOnly', () => {
  it('without a session, /login is told where the rep was, with no notice', () => {
    renderAt('/feature/contact/?page=2');
    expect(screen.getByText('login from /feature/contact/?page=2 notice none')).toBeInTheDocument();
  });

  it('a session the server ends mid-use sends the rep to /login at once, saying so', () => {
    storeSession(session);
    renderAt('/feature/contact/');
    expect(screen.getByText('the contacts')).toBeInTheDocument();
    act(() => endSession('expired'));
    expect(screen.getByText('login from /feature/contact/ notice sessionEnded')).toBeInTheDocument();
  });

  it('a logout starts over: no address to return to', () => {
    storeSession(session);
    renderAt('/feature/contact/');
    act(() => endSession('loggedOut'));
    expect(screen.getByText('login from nowhere notice none')).toBeInTheDocument();
  });

  it('a signed-in rep who opens /login goes to the console', () => {
    storeSession(session);
    renderAt('/login');
    expect(screen.getByText('the console')).toBeInTheDocument();
  });
});
