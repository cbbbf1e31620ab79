import { linkedinSignup, signup, signupForm } from '@showroom/contract';
import { type EmailSignup, type SignupReply, type SocialSignup, signupMachine } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { storeSession } from '../../session/session.ts';
import { type LinkedinAttempt, useLinkedin } from './linkedin.ts';
import { SignupScreen } from './SignupScreen/index.ts';

/** How long 'Account created successfully' shows before /login. */
const createdPause = 1200;

/** /signup: the sign-up machine with the real calls; e-mail sign-up goes to /login, social to /. */
export function SignupPage() {
  const navigate = useNavigate();
  const attempt = useRef<LinkedinAttempt | null>(null);
  const socialSession = useRef(false);
  const linkedin = useLinkedin({
    onCode: (code, used) => {
      attempt.current = used;
      actorRef.send({ type: 'social.code', code });
    },
    onCancel: () => actorRef.send({ type: 'social.cancel' }),
  });
  // The machine is made once; the popup opener changes with each fresh attempt.
  const startLinkedin = useRef(linkedin.start);
  startLinkedin.current = linkedin.start;

  const [snapshot, send, actorRef] = useMachine(
    signupMachine.provide({
      actors: {
        signup: fromPromise<SignupReply, EmailSignup>(({ input }) => client.call(signup, { body: input })),
        signupSocial: fromPromise<SignupReply, SocialSignup>(async ({ input }) => {
          const used = attempt.current;
          if (!used) throw new Error('No LinkedIn attempt to finish');
          const reply = await client.call(linkedinSignup, {
            body: {
              authCode: input.authCode,
              companyName: input.companyName,
              clientId: used.clientId,
              redirectUri: used.redirectUri,
              state: used.state,
            },
          });
          // The social sign-up signs the rep in: keep the session now, go to / on success.
          if (reply.status === 'success') {
            storeSession(reply.payload);
            socialSession.current = true;
          }
          return reply;
        }),
      },
      actions: { openSocialPopup: () => startLinkedin.current() },
    }),
    { input: { schema: signupForm } },
  );

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    const timer = setTimeout(
      () => navigate(socialSession.current ? '/' : '/login', { replace: true }),
      createdPause,
    );
    return () => clearTimeout(timer);
  }, [snapshot.status, navigate]);

  return <SignupScreen snapshot={snapshot} send={send} linkedin={linkedin.availability} />;
}
