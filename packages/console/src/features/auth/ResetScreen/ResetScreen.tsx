import { accountMessages } from '@showroom/contract';
import type { ResetField, resetMachine } from '@showroom/machines';
import { Button, LazyTooltip, Link, TextField } from '@showroom/ui';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { AppLink } from '../../../navigation/navigation.tsx';
import { machineField } from '../../forms/machineField.ts';
import { AuthActions, AuthForm, AuthLayout, AuthLine } from '../AuthLayout/index.ts';
import { resetLabels } from '../messages.ts';

export type ResetScreenProps = {
  snapshot: SnapshotFrom<typeof resetMachine>;
  send: (event: EventFrom<typeof resetMachine>) => void;
};

const Rules = styled.div`
  display: flex;
  justify-content: flex-end;
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
`;

const Status = styled.p`
  color: var(--color-text);
`;

/**
 * spec 1 §2 Reset screen, three states (and the mail on its way between the first two). A pure
 * function of the reset machine's snapshot; failures are the machine's `alert` action (toasts).
 */
export function ResetScreen({ snapshot, send }: ResetScreenProps) {
  const { values } = snapshot.context;
  const busy = snapshot.hasTag('busy');

  const field = (name: ResetField) => machineField(snapshot.context, send, name, busy);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    send({ type: 'submit' });
  };
  const back = (
    <Link asChild>
      <AppLink to="/login">{resetLabels.backToLogin}</AppLink>
    </Link>
  );

  if (snapshot.matches('success') || snapshot.matches('reloading')) {
    return (
      <AuthLayout heading={resetLabels.successHeading} footer={back}>
        <Status role="status">{accountMessages.passwordUpdated}</Status>
      </AuthLayout>
    );
  }

  if (snapshot.matches('sent')) {
    return (
      <AuthLayout heading={resetLabels.sentHeading} footer={back}>
        <Status role="status">{resetLabels.sentBody(values.email.trim())}</Status>
      </AuthLayout>
    );
  }

  if (snapshot.matches('setPassword') || snapshot.matches('updating')) {
    return (
      <AuthLayout heading={resetLabels.setHeading} subheading={values.email} footer={back}>
        <AuthForm noValidate aria-label={resetLabels.setHeading} onSubmit={submit}>
          <TextField
            label={resetLabels.password}
            type="password"
            autoComplete="new-password"
            {...field('password')}
          />
          <TextField
            label={resetLabels.confirmPassword}
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <Rules>
            <LazyTooltip content={resetLabels.rules}>
              <Button type="button" variant="link">
                {resetLabels.rulesLabel}
              </Button>
            </LazyTooltip>
          </Rules>
          <AuthActions>
            <Button type="submit" variant="primary" size="lg" loading={busy}>
              {resetLabels.updatePassword}
            </Button>
          </AuthActions>
        </AuthForm>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      heading={resetLabels.requestHeading}
      subheading={accountMessages.resetIntro}
      footer={<AuthLine>{back}</AuthLine>}
    >
      <AuthForm noValidate aria-label={resetLabels.requestHeading} onSubmit={submit}>
        <p>{resetLabels.requestBody}</p>
        <TextField label={resetLabels.email} type="email" autoComplete="email" {...field('email')} />
        <AuthActions>
          <Button type="submit" variant="primary" size="lg" loading={busy}>
            {resetLabels.sendEmail}
          </Button>
        </AuthActions>
      </AuthForm>
    </AuthLayout>
  );
}
