import { consent, updateFlags } from '@showroom/contract';
import { type ConsentAnswer, type ConsentReply, consentMachine, type FlagsReply } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { type StoredSession, storeFlags } from '../../session/session.ts';
import { ConsentPopup } from './ConsentPopup/index.ts';

/** spec 1 §7: the timestamp as the spec stores dates, UTC 'YYYY-MM-DD HH:MM:SS'. */
export const consentTimestamp = (now = new Date()) => now.toISOString().slice(0, 19).replace('T', ' ');

/**
 * The privacy and terms popup with the real calls: POST /web/consent, then PUT /web/flag with
 * show set to false (the saved flags go back to the session cookie); 'Logout' logs the rep out
 * through the shell (`onLogout`).
 */
export function ConsentPage({ session, onLogout }: { session: StoredSession; onLogout: () => void }) {
  // The machine is made once; what it calls reads the page's latest values.
  const page = useRef({ session, onLogout });
  page.current = { session, onLogout };
  const [machine] = useState(() =>
    consentMachine.provide({
      actors: {
        recordConsent: fromPromise<ConsentReply, { consent: ConsentAnswer }>(({ input }) =>
          client.call(consent, {
            body: {
              salesrepId: page.current.session.sellerId,
              companyId: page.current.session.companyId,
              consent: input.consent,
              timestamp: consentTimestamp(),
            },
          }),
        ),
        saveFlags: fromPromise<FlagsReply, void>(() => {
          const { sellerId, companyId, flags } = page.current.session;
          const config = JSON.stringify({ ...flags, consent: { popup: { show: false } } });
          return client.call(updateFlags, { body: { salesrepId: sellerId, companyId, config } });
        }),
      },
      actions: {
        storeFlags: (_, params) => {
          if (params.reply.status === 'success') storeFlags(params.reply.payload.flags);
        },
        logOut: () => page.current.onLogout(),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  return <ConsentPopup snapshot={snapshot} send={send} />;
}
