import { consent, updateFlags, userFlags } from '@showroom/contract';
import { consentMachine } from '@showroom/machines';
import { Button, Card } from '@showroom/ui';
import { useMachine } from '@xstate/react';
import { AlertDialog } from 'radix-ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';
import { type StoredSession, writeCookie } from '../../../session/session.ts';
import { consentLabels } from '../messages.ts';

const Overlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: var(--z-overlay);
  background: rgb(15 23 42 / 0.45);
`;

const Content = styled(AlertDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: var(--z-modal);
  width: min(440px, calc(100vw - 32px));
  transform: translate(-50%, -50%);
  &:focus-visible { outline: none; }
`;

const Surface = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-2);
`;

const Body = styled(AlertDialog.Description)`
  color: var(--color-text-muted);
`;

export type ConsentDialogProps = {
  snapshot: SnapshotFrom<typeof consentMachine>;
  send: (event: EventFrom<typeof consentMachine>) => void;
};

/**
 * spec 1 §2 Privacy and terms popup: shown while the machine is `shown` (and during logout, busy);
 * 'I agree' dismisses it at once (spec 1 §4).
 */
export function ConsentDialog({ snapshot, send }: ConsentDialogProps) {
  const open = snapshot.matches('shown') || snapshot.matches('loggingOut') || snapshot.matches('loggedOut');
  const busy = snapshot.hasTag('busy');
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <Overlay />
        <Content>
          <Surface padding="lg" elevation="raised">
            <AlertDialog.Title>{consentLabels.title}</AlertDialog.Title>
            <Body>{consentLabels.body}</Body>
            <Actions>
              <Button loading={busy} onClick={() => send({ type: 'logout' })}>
                {consentLabels.logout}
              </Button>
              <Button variant="primary" disabled={busy} onClick={() => send({ type: 'agree' })}>
                {consentLabels.agree}
              </Button>
            </Actions>
          </Surface>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** spec 1 §7: the timestamp as the spec stores dates, UTC 'YYYY-MM-DD HH:MM:SS'. */
export const consentTimestamp = (now = new Date()) => now.toISOString().slice(0, 19).replace('T', ' ');

/** The popup with the real calls: POST /web/consent, then PUT /web/flag with show set to false. */
export function ConsentPopup({ session, onLogout }: { session: StoredSession; onLogout: () => void }) {
  const [snapshot, send] = useMachine(
    consentMachine.provide({
      actors: {
        recordConsent: fromPromise(({ input }) =>
          client.call(consent, {
            body: {
              salesrepId: session.sellerId,
              companyId: session.companyId,
              consent: input.consent,
              timestamp: consentTimestamp(),
            },
          }),
        ),
        saveFlags: fromPromise<unknown, void>(async () => {
          let flags = {};
          try {
            flags = userFlags.parse(JSON.parse(session.flags ?? '{}'));
          } catch {}
          const config = JSON.stringify({ ...flags, consent: { popup: { show: false } } });
          const reply = await client.call(updateFlags, {
            body: { salesrepId: session.sellerId, companyId: session.companyId, config },
          });
          if (reply.status === 'success') writeCookie('flags', reply.payload.flags);
          return reply;
        }),
      },
    }),
  );
  useEffect(() => {
    if (snapshot.matches('loggedOut')) onLogout();
  }, [snapshot, onLogout]);
  return <ConsentDialog snapshot={snapshot} send={send} />;
}
