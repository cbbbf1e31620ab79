import type * as React from 'react';
import { useState, useSyncExternalStore } from 'react';
import { Redirect, usePlace } from '../navigation/navigation.tsx';
import { readToken, sessionEnd, subscribeSession } from './cookies.ts';

/** What /login is told when RequireSession sends the rep there (router state). */
export interface LoginRedirect {
  /** The address the rep was on, to come back to after signing in. */
  from?: string;
  /** Set when the server ended the session (a 401 mid-use): the login screen says so. */
  notice?: 'sessionEnded';
}

/** The session token, re-read whenever the session is stored or ends. */
export const useSessionToken = () => useSyncExternalStore(subscribeSession, () => readToken());

/**
 * spec 1 §2 Shell: without a token, go to /login. The token is watched: when a call is answered
 * 401 (the console client ends the session) the rep goes to /login at once, told why, and comes
 * back to the same address after signing in. The shell's first load checks the token with the
 * server (GET /web/login/{token}) through the same client.
 */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const token = useSessionToken();
  const location = usePlace();
  if (!token) {
    const state: LoginRedirect = {
      from: `${location.pathname}${location.search}${location.hash}`,
      ...(sessionEnd() === 'expired' ? { notice: 'sessionEnded' as const } : {}),
    };
    // After a logout the rep starts from the console's start, not the page they left.
    return <Redirect to="/login" replace state={sessionEnd() === 'loggedOut' ? {} : state} />;
  }
  return children;
}

/**
 * /login and /signup: a rep who is signed in already goes to the console instead. Checked when
 * the page opens, so a sign-in on this page leads where the login machine sends it.
 */
export function GuestOnly({ children }: { children: React.ReactNode }) {
  const [signedIn] = useState(() => readToken() !== undefined);
  if (signedIn) return <Redirect to="/feature" replace />;
  return children;
}
