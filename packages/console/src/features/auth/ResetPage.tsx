import { accountMessages, resetLinkParams, resetPasswordForm, resetRequestForm } from '@showroom/contract';
import {
  type ResetLink,
  type ResetMailRequest,
  type ResetPasswordReply,
  type ResetPasswordRequest,
  type ResetReply,
  resetMachine,
} from '@showroom/machines';
import { useToast } from '@showroom/ui';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useNavigate, usePlace } from '../../navigation/navigation.tsx';
import { authCalls } from './authCalls.ts';
import { resetRequestFailureMessage } from './messages.ts';
import { ResetScreen } from './ResetScreen/index.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** spec 1 §7, §9: the client's 5-character alphanumeric code (a correlation id, ADR 0005 (docs/decisions/0005-password-reset-secret.md)). */
export const makeResetCode = (
  random: (length: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
) => Array.from(random(5), (byte) => alphabet[byte % alphabet.length]).join('');

/** The mailed link's email, code and secret from the address, or null when one is missing. */
export const resetLinkOf = (search: string): ResetLink | null => {
  const query = new URLSearchParams(search);
  const email = query.get(resetLinkParams.email);
  const code = query.get(resetLinkParams.code);
  const secret = query.get(resetLinkParams.secret);
  return email && code && secret ? { email, code, secret } : null;
};

/** /reset: the reset machine with the real calls; the mailed link opens the new-password state. */
export function ResetPage() {
  const location = usePlace();
  const navigate = useNavigate();
  const toast = useToast();
  // The mailed link arrives in the address once; the machine takes it and asks for it to leave.
  const [link] = useState(() => resetLinkOf(location.search));
  // The machine is made once; what it calls reads the page's latest values.
  const page = useRef({ toast, navigate });
  page.current = { toast, navigate };
  const [machine] = useState(() =>
    resetMachine.provide({
      actors: {
        sendMail: fromPromise<ResetReply, ResetMailRequest>(async ({ input }) =>
          (await authCalls()).resetMail({ email: input.email, code: makeResetCode() }),
        ),
        updatePassword: fromPromise<ResetPasswordReply, ResetPasswordRequest>(async ({ input }) =>
          (await authCalls()).resetPassword(input),
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
        // The secret is a credential: it leaves the address bar (and history) at once.
        forgetLinkAddress: () => page.current.navigate('/reset', { replace: true }),
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
      link,
    },
  });

  return <ResetScreen snapshot={snapshot} send={send} />;
}
