import { linkedinLogin, login, loginForm, session } from '@showroom/contract';
import {
  type LoginCredentials,
  type LoginReply,
  loginMachine,
  type SocialLogin,
  type SocialLoginReply,
  socialLoginMachine,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { storeSession } from '../../session/session.ts';
import { LoginScreen } from './LoginScreen/index.ts';
import { type LinkedinAttempt, useLinkedin } from './linkedin.ts';

/** POST /web/login through the contract client: replies resolve, a network failure rejects. */
const callLogin = fromPromise<LoginReply, LoginCredentials>(({ input }) =>
  client.call(login, { body: input }),
);

/**
 * /login: runs the login machine with the real call, and the social login machine with the
 * provider's popup (README decision 6); on success stores the session and goes to /.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const attempt = useRef<LinkedinAttempt | null>(null);
  const linkedin = useLinkedin({
    onCode: (code, used) => {
      attempt.current = used;
      socialRef.send({ type: 'social.code', code });
    },
    onCancel: () => socialRef.send({ type: 'social.cancel' }),
  });
  // The machine is made once; the popup opener changes with each fresh attempt.
  const startLinkedin = useRef(linkedin.start);
  startLinkedin.current = linkedin.start;

  const [snapshot, send] = useMachine(loginMachine.provide({ actors: { login: callLogin } }), {
    input: { schema: loginForm },
  });
  const [social, sendSocial, socialRef] = useMachine(
    socialLoginMachine.provide({
      actors: {
        loginSocial: fromPromise<SocialLoginReply, SocialLogin>(({ input }) => {
          const used = attempt.current;
          if (!used) throw new Error('No LinkedIn attempt to finish');
          return client.call(linkedinLogin, {
            body: {
              authCode: input.authCode,
              clientId: used.clientId,
              redirectUri: used.redirectUri,
              state: used.state,
            },
          });
        }),
      },
      actions: { openSocialPopup: () => startLinkedin.current() },
    }),
  );

  const signedIn =
    snapshot.status === 'done'
      ? snapshot.context.session
      : social.status === 'done'
        ? social.context.session
        : null;
  useEffect(() => {
    if (!signedIn) return;
    // The client already checked the payload against the contract; parsing again gives it its type.
    storeSession(session.parse(signedIn));
    navigate('/', { replace: true });
  }, [signedIn, navigate]);

  return (
    <LoginScreen
      snapshot={snapshot}
      send={send}
      social={{ snapshot: social, send: sendSocial, availability: linkedin.availability }}
    />
  );
}
