import { accountMessages, authMessages, signupForm } from '@showroom/contract';
import {
  type EmailSignup,
  type SignupReply,
  type SocialSignup,
  type SocialSignupReply,
  signupMachine,
} from '@showroom/machines';
import { useToast } from '@showroom/ui';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { useNavigate } from '../../navigation/navigation.tsx';
import { storeSession } from '../../session/cookies.ts';
import { authCalls } from './authCalls.ts';
import { type LinkedinPopupEvent, useLinkedin } from './linkedin.ts';
import { signupFailureMessage } from './messages.ts';
import { SignupScreen } from './SignupScreen/index.ts';

/**
 * /signup: provides the sign-up machine with the real calls, the LinkedIn popup, and the page's
 * effects: toasts, keeping a social sign-up's session, and leaving after the machine's pause
 * (e-mail sign-up to /login, social sign-up into the console).
 */
export function SignupPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const linkedin = useLinkedin();
  // The machine is made once; what it calls reads the page's latest values.
  const page = useRef({ navigate, toast, linkedin });
  page.current = { navigate, toast, linkedin };

  const [machine] = useState(() =>
    signupMachine.provide({
      actors: {
        socialPopup: fromCallback<{ type: 'never' }, void, LinkedinPopupEvent>(({ sendBack }) =>
          page.current.linkedin.open(sendBack),
        ),
        signup: fromPromise<SignupReply, EmailSignup>(async ({ input }) => (await authCalls()).signup(input)),
        signupSocial: fromPromise<SocialSignupReply, SocialSignup>(async ({ input }) => {
          const used = page.current.linkedin.used();
          if (!used) throw new Error('No LinkedIn attempt to finish');
          return (await authCalls()).linkedinSignup({
            authCode: input.authCode,
            companyName: input.companyName,
            clientId: used.clientId,
            redirectUri: used.redirectUri,
            state: used.state,
          });
        }),
      },
      actions: {
        // spec 1 §8 and §5: failures are alerts, once per failure.
        alert: (_, params) =>
          page.current.toast.error(
            params.alert === 'refused'
              ? signupFailureMessage(params.failure)
              : params.alert === 'linkedInCancelled'
                ? authMessages.linkedInCancelled
                : accountMessages.enterCompanyName,
          ),
        announceCreated: () => page.current.toast.success(accountMessages.accountCreated),
        storeSession: (_, params) => storeSession(params.session),
        leave: (_, params) => page.current.navigate(params.signedIn ? '/' : '/login', { replace: true }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { schema: signupForm, mismatch: accountMessages.passwordMustMatch },
  });

  return <SignupScreen snapshot={snapshot} send={send} linkedin={linkedin.availability} />;
}
