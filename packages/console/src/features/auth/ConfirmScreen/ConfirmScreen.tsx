import { authMessages } from '@showroom/contract';
import type { confirmMachine } from '@showroom/machines';
import { Button, Link, Spinner } from '@showroom/ui';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { AppLink } from '../../../navigation/navigation.tsx';
import { AuthActions, AuthLayout } from '../AuthLayout/index.ts';
import { confirmLabels } from '../messages.ts';

export type ConfirmScreenProps = {
  snapshot: SnapshotFrom<typeof confirmMachine>;
  send: (event: EventFrom<typeof confirmMachine>) => void;
};

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--color-text);
`;

/**
 * /confirm (ADR 0007): the link mailed at sign-up. A pure function of the confirm machine's
 * snapshot: confirming, confirmed (with a way to log in), an invalid or expired link, or no reply.
 */
export function ConfirmScreen({ snapshot, send }: ConfirmScreenProps) {
  const logIn = (
    <Link asChild>
      <AppLink to="/login">{confirmLabels.logIn}</AppLink>
    </Link>
  );

  if (snapshot.matches('confirmed')) {
    return (
      <AuthLayout heading={confirmLabels.confirmedHeading}>
        <Status role="status">{authMessages.emailConfirmed}</Status>
        <p>{logIn}</p>
      </AuthLayout>
    );
  }

  if (snapshot.matches('invalid')) {
    return (
      <AuthLayout heading={confirmLabels.invalidHeading} footer={logIn}>
        <Status role="alert">{authMessages.confirmLinkInvalid}</Status>
        <p>{confirmLabels.invalidHelp}</p>
      </AuthLayout>
    );
  }

  if (snapshot.matches('unreachable')) {
    return (
      <AuthLayout heading={confirmLabels.heading} footer={logIn}>
        <Status role="alert">{authMessages.cannotConnect}</Status>
        <AuthActions>
          <Button size="lg" onClick={() => send({ type: 'retry' })}>
            {confirmLabels.retry}
          </Button>
        </AuthActions>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout heading={confirmLabels.heading}>
      <Status role="status">
        <Spinner size="sm" label={confirmLabels.confirming} />
        {confirmLabels.confirming}
      </Status>
    </AuthLayout>
  );
}
