import {
  resetLinkParams,
  resetMail,
  resetPassword,
  resetPasswordForm,
  resetRequestForm,
} from '@showroom/contract';
import {
  type ResetMailRequest,
  type ResetPasswordRequest,
  type ResetReply,
  resetMachine,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { ResetScreen } from './ResetScreen/index.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** spec 1 §7, §9: the client's 5-character alphanumeric code (a correlation id, README decision 1). */
export const makeResetCode = (
  random: (length: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
) => Array.from(random(5), (byte) => alphabet[byte % alphabet.length]).join('');

/** /reset: the reset machine with the real calls; the mailed link opens the new-password state. */
export function ResetPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(
    resetMachine.provide({
      actors: {
        sendMail: fromPromise<ResetReply, ResetMailRequest>(({ input }) =>
          client.call(resetMail, { body: { email: input.email, code: makeResetCode() } }),
        ),
        updatePassword: fromPromise<ResetReply, ResetPasswordRequest>(({ input }) =>
          client.call(resetPassword, { body: input }),
        ),
      },
      // spec 1 §4: a full reload; the link's secret already left the address, so /reset starts over.
      actions: { reload: () => window.location.reload() },
    }),
    { input: { requestSchema: resetRequestForm, passwordSchema: resetPasswordForm } },
  );

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const email = query.get(resetLinkParams.email);
    const code = query.get(resetLinkParams.code);
    const secret = query.get(resetLinkParams.secret);
    if (!email || !code || !secret) return;
    send({ type: 'link.open', email, code, secret });
    // The secret is a credential: it leaves the address bar (and history) at once.
    navigate('/reset', { replace: true });
  }, [location.search, send, navigate]);

  return <ResetScreen snapshot={snapshot} send={send} />;
}
