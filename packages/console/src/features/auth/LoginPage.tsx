import { authMessages, loginForm } from '@showroom/contract';
import {
  type LoginCredentials,
  type LoginReply,
  loginMachine,
  type SocialLogin,
  type SocialLoginReply,
  socialLoginMachine,
} from '@showroom/machines';
import { useToast } from '@showroom/ui';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { useNavigate, usePlace } from '../../navigation/navigation.tsx';
import { returnAddress, storeSession } from '../../session/cookies.ts';
import type { LoginRedirect } from '../../session/RequireSession.tsx';
import { authCalls } from './authCalls.ts';
import { LoginScreen } from './LoginScreen/index.ts';
import { type LinkedinPopupEvent, useLinkedin } from './linkedin.ts';
import { socialLoginFailureMessage } from './messages.ts';

/** POST /web/login through the contract client: replies resolve, a network failure rejects. */
const callLogin = fromPromise<LoginReply, LoginCredentials>(async ({ input }) =>
  (await authCalls()).login(input),
);

/**
 * /login: provides the login machine and the social login machine (ADR 0012 (docs/decisions/0012-social-login-oauth2.md)) with the
 * real calls and the page's effects: toasts, storing the session, and entering the console at
 * the address the rep came from (RequireSession passes it, with why the session ended).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const redirect = (usePlace().state ?? {}) as LoginRedirect;
  const linkedin = useLinkedin();
  // The machines are made once; what they call reads the page's latest values.
  const page = useRef({ navigate, toast, linkedin });
  page.current = { navigate, toast, linkedin };
  const enterConsole = () => page.current.navigate(returnAddress(redirect.from), { replace: true });

  const [machines] = useState(() => ({
    login: loginMachine.provide({
      actors: { login: callLogin },
      actions: {
        alert: (_, params) => page.current.toast.error(authMessages[params.alert]),
        storeSession: (_, params) => storeSession(params.session),
        enterConsole,
      },
    }),
    social: socialLoginMachine.provide({
      actors: {
        socialPopup: fromCallback<{ type: 'never' }, void, LinkedinPopupEvent>(({ sendBack }) =>
          page.current.linkedin.open(sendBack),
        ),
        loginSocial: fromPromise<SocialLoginReply, SocialLogin>(async ({ input }) => {
          const used = page.current.linkedin.used();
          if (!used) throw new Error('No LinkedIn attempt to finish');
          return (await authCalls()).linkedinLogin({
            authCode: input.authCode,
            clientId: used.clientId,
            redirectUri: used.redirectUri,
            state: used.state,
          });
        }),
      },
      actions: {
        // spec 1 §4, §8: a cancelled popup, a refusal worded for the rep, or no reply.
        alert: (_, params) =>
          page.current.toast.error(
            params.alert === 'refused'
              ? socialLoginFailureMessage(params.refusal)
              : authMessages[params.alert],
          ),
        storeSession: (_, params) => storeSession(params.session),
        enterConsole,
      },
    }),
  }));

  const [snapshot, send] = useMachine(machines.login, {
    input: { schema: loginForm, notice: redirect.notice ?? null },
  });
  const [social, sendSocial] = useMachine(machines.social);

  return (
    <LoginScreen
      snapshot={snapshot}
      send={send}
      social={{ snapshot: social, send: sendSocial, availability: linkedin.availability }}
    />
  );
}
