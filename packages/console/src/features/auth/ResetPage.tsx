import {
  accountMessages,
  resetLinkParams,
  resetMail,
  resetPassword,
  resetPasswordForm,
  resetRequestForm,
} from '@showroom/contract';
import {
  type ResetMailRequest,
  type ResetPasswordReply,
  type ResetPasswordRequest,
  type ResetReply,
  resetMachine,
} from '@showroom/machines';
import { useToast } from '@showroom/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { resetRequestFailureMessage } from './messages.ts';
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
  const toast = useToast();
  // The machine is made once; what it calls reads the page's latest values.
  const page = useRef({ toast });
  page.current = { toast };
  const [machine] = useState(() =>
    resetMachine.provide({
      actors: {
        sendMail: fromPromise<ResetReply, ResetMailRequest>(({ input }) =>
          client.call(resetMail, { body: { email: input.email, code: makeResetCode() } }),
        ),
        updatePassword: fromPromise<ResetPasswordReply, ResetPasswordRequest>(({ input }) =>
          client.call(resetPassword, { body: input }),
        ),
      },
      actions: {
        // spec 1 §8 Reset: 'Email not found' / 'Error sending email', 'Error updating password'.
        alert: (_, params) =>
          page.current.toast.error(
            params.alert === 'requestFailed'
              ? resetRequestFailureMessage(params.failure)
              : accountMessages.errorUpdatingPassword,
          ),
        // spec 1 §4: a full reload; the link's secret already left the address, so /reset starts over.
        reload: () => window.location.reload(),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      requestSchema: resetRequestForm,
      passwordSchema: resetPasswordForm,
      mismatch: accountMessages.passwordsDoNotMatch,
    },
  });

  // The mailed link arrives in the address: it is read once and handed to the machine, not a state effect.
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
