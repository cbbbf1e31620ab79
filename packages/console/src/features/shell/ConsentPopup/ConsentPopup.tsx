import type { consentMachine } from '@showroom/machines';
import { Button, Card } from '@showroom/ui';
import { AlertDialog } from 'radix-ui';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { LegalLinks } from '../../legal/LegalLinks.tsx';
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

export type ConsentPopupProps = {
  snapshot: SnapshotFrom<typeof consentMachine>;
  send: (event: EventFrom<typeof consentMachine>) => void;
};

/**
 * spec 1 §2 Privacy and terms popup: shown while the machine is `shown` (and during logout, busy);
 * 'I agree' dismisses it at once (spec 1 §4). A pure function of the consent machine's snapshot;
 * ConsentPage provides the calls.
 */
export function ConsentPopup({ snapshot, send }: ConsentPopupProps) {
  const open = snapshot.matches('shown') || snapshot.matches('loggingOut') || snapshot.matches('loggedOut');
  const busy = snapshot.hasTag('busy');
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <Overlay />
        <Content>
          <Surface padding="lg" elevation="raised">
            <AlertDialog.Title>{consentLabels.title}</AlertDialog.Title>
            <Body>
              <LegalLinks before={consentLabels.bodyBefore} after={consentLabels.bodyAfter} />
            </Body>
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
