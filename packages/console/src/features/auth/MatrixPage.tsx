import { matrixLogin } from '@showroom/contract';
import { Spinner } from '@showroom/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { client } from '../../api/client.ts';
import { storeSession } from '../../session/session.ts';
import { matrixLabels } from './messages.ts';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  color: var(--color-text-muted);
`;

/** The handed-over token, taken off the address once; React may run the effect twice (StrictMode). */
let handedOver: string | null | undefined;
const takeToken = () => {
  if (handedOver === undefined) {
    handedOver = new URLSearchParams(window.location.search).get('token');
    // Off the address bar and out of history before anything else can read or log it.
    window.history.replaceState(window.history.state, '', '/matrix');
  }
  return handedOver;
};

/**
 * spec 1 §2 /matrix and ADR 0014 (docs/decisions/0014-tokens-in-addresses.md): the sister app hands over a session token in the
 * address. It leaves the address bar at once (before any call), is checked with
 * GET /web/login/matrix/{token}, and the session is stored; an error or no token goes to /login.
 */
export function MatrixPage() {
  const navigate = useNavigate();

  useEffect(() => {
    const token = takeToken();
    const leave = (to: string) => {
      handedOver = undefined;
      navigate(to, { replace: true });
    };
    if (!token) {
      leave('/login');
      return;
    }
    let current = true;
    client
      .call(matrixLogin, { params: { token } })
      .then((reply) => {
        if (!current) return;
        if (reply.status === 'success') {
          storeSession(reply.payload);
          leave('/');
        } else leave('/login');
      })
      .catch(() => current && leave('/login'));
    return () => {
      current = false;
    };
  }, [navigate]);

  return (
    <Page>
      <Spinner size="sm" label={matrixLabels.signingIn} />
      <p>{matrixLabels.signingIn}</p>
    </Page>
  );
}
