import { login, loginForm, session } from '@showroom/contract';
import { type LoginCredentials, type LoginReply, loginMachine } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { storeSession } from '../../session/session.ts';
import { LoginScreen } from './LoginScreen/index.ts';

/** POST /web/login through the contract client: replies resolve, a network failure rejects. */
const callLogin = fromPromise<LoginReply, LoginCredentials>(({ input }) =>
  client.call(login, { body: input }),
);

/** /login: runs the login machine with the real call; on success stores the session and goes to /. */
export function LoginPage() {
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(loginMachine.provide({ actors: { login: callLogin } }), {
    input: { schema: loginForm },
  });

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    // The client already checked the payload against the contract; parsing again gives it its type.
    storeSession(session.parse(snapshot.context.session));
    navigate('/', { replace: true });
  }, [snapshot, navigate]);

  return <LoginScreen snapshot={snapshot} send={send} />;
}
