import { matrixLogin } from '@showroom/contract';
import { type MatrixAddressEvent, type MatrixLoginReply, matrixLoginMachine } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { useNavigate } from '../../navigation/navigation.tsx';
import { storeSession } from '../../session/cookies.ts';
import { MatrixScreen } from './MatrixScreen/index.ts';

/** The token the sister app handed over in the address, or null. */
export const handedOverToken = (search: string) => new URLSearchParams(search).get('token');

/**
 * spec 1 §2 /matrix and ADR 0014 (docs/decisions/0014-tokens-in-addresses.md): provides the
 * matrix login machine with its effects. The machine reads the token from the address and takes
 * it off the address bar and out of history (before any call), then GET /web/login/matrix/{token}
 * checks it; the session is stored and the rep enters the console, or goes to /login.
 */
export function MatrixPage() {
  const navigate = useNavigate();
  // The machine is made once; what it calls reads the page's latest values.
  const page = useRef({ navigate });
  page.current = { navigate };
  const [machine] = useState(() =>
    matrixLoginMachine.provide({
      actors: {
        readAddress: fromCallback<{ type: 'never' }, void, MatrixAddressEvent>(({ sendBack }) => {
          sendBack({ type: 'address.read', token: handedOverToken(window.location.search) });
        }),
        matrixLogin: fromPromise<MatrixLoginReply, { token: string }>(({ input }) =>
          client.call(matrixLogin, { params: { token: input.token } }),
        ),
      },
      actions: {
        clearAddress: () => window.history.replaceState(window.history.state, '', '/matrix'),
        storeSession: (_, params) => storeSession(params.session),
        enterConsole: () => page.current.navigate('/', { replace: true }),
        leaveToLogin: () => page.current.navigate('/login', { replace: true }),
      },
    }),
  );
  const [snapshot] = useMachine(machine);
  return <MatrixScreen snapshot={snapshot} />;
}
