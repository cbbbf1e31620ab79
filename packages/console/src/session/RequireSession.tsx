import { checkToken } from '@showroom/contract';
import type * as React from 'react';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { client } from '../api/client.ts';
import { clearSession, readToken } from './session.ts';

/**
 * spec 1 §2 Shell: without a token, go to /login. With one, ask the server whether it still
 * holds (GET /web/login/{token}); when it says no (401), end the session and go to /login.
 * A server that cannot be reached proves nothing: the rep stays, and the next call decides.
 */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const token = readToken();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    let current = true;
    client
      .call(checkToken, { params: { token } })
      .then((reply) => {
        if (current && reply.status === 'error' && reply.httpStatus === 401) {
          clearSession();
          navigate('/login', { replace: true });
        }
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [token, navigate]);

  if (!token) return <Navigate to="/login" replace />;
  return children;
}
