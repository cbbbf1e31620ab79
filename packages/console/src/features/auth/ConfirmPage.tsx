import { confirmEmail, confirmLinkParams } from '@showroom/contract';
import { type ConfirmLink, type ConfirmReply, confirmMachine } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { useNavigate, usePlace } from '../../navigation/navigation.tsx';
import { ConfirmScreen } from './ConfirmScreen/index.ts';

/** The link's e-mail and secret from the address, or null when one is missing. */
export const confirmLinkOf = (search: string): ConfirmLink | null => {
  const query = new URLSearchParams(search);
  const email = query.get(confirmLinkParams.email);
  const secret = query.get(confirmLinkParams.secret);
  return email && secret ? { email, secret } : null;
};

/** /confirm: the confirm machine with the real call (POST /web/signup/confirm). */
export function ConfirmPage() {
  const navigate = useNavigate();
  const location = usePlace();
  // Read once: the address loses its secret as soon as the call goes out.
  const [link] = useState(() => confirmLinkOf(location.search));
  const page = useRef({ navigate });
  page.current = { navigate };
  const [machine] = useState(() =>
    confirmMachine.provide({
      actors: {
        confirmEmail: fromPromise<ConfirmReply, ConfirmLink>(({ input }) => {
          // The secret is a credential: it leaves the address bar (and history) as it is used.
          page.current.navigate('/confirm', { replace: true });
          return client.call(confirmEmail, { body: input });
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { link } });
  return <ConfirmScreen snapshot={snapshot} send={send} />;
}
