import { authMessages } from '@showroom/contract';
import {
  canSubmitLogin,
  type LoginField,
  type loginMachine,
  type socialLoginMachine,
} from '@showroom/machines';
import { Button, FormError, Link, TextField } from '@showroom/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { AppLink } from '../../../navigation/navigation.tsx';
import { machineField } from '../../forms/machineField.ts';
import { AuthActions, AuthDivider, AuthForm, AuthLayout, AuthLine, AuthNotice } from '../AuthLayout/index.ts';
import type { LinkedinAvailability } from '../linkedin.ts';
import { loginLabels, supportEmail } from '../messages.ts';

export type LoginScreenProps = {
  /** The login machine's snapshot: the screen shows exactly what it says. */
  snapshot: SnapshotFrom<typeof loginMachine>;
  send: (event: EventFrom<typeof loginMachine>) => void;
  /**
   * The social login (ADR 0012 (docs/decisions/0012-social-login-oauth2.md)): its machine and whether the server has a provider.
   * Without it the button says sign-in with LinkedIn is not configured.
   */
  social?: {
    snapshot: SnapshotFrom<typeof socialLoginMachine>;
    send: (event: EventFrom<typeof socialLoginMachine>) => void;
    availability: LinkedinAvailability;
  };
};

const PasswordRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
`;

const Aside = styled.div`
  display: flex;
  justify-content: flex-end;
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
`;

/**
 * spec 1 §2 Login screen. A pure function of the login machine's snapshot: the form's values,
 * touched fields and errors live in the machine; the screen sends what the rep does. Alerts
 * (toasts) are the machines' `alert` actions, which the page provides.
 */
export function LoginScreen({ snapshot, send, social }: LoginScreenProps) {
  const formErrorId = useId();
  const busy = snapshot.hasTag('busy');
  const rejected = snapshot.matches({ failed: 'invalidCredentials' });
  const socialState = social?.snapshot;
  const availability = social?.availability ?? {
    status: 'unavailable' as const,
    reason: loginLabels.socialLoginNotConfigured,
  };

  const field = (name: LoginField) => ({
    ...machineField(snapshot.context, send, name, busy),
    // spec 1 §2: a failed login highlights both fields; the one message says why.
    invalid: rejected,
    'aria-describedby': rejected ? formErrorId : undefined,
  });

  return (
    <AuthLayout
      heading={loginLabels.heading}
      subheading={loginLabels.subheading}
      footer={
        <>
          <AuthLine>
            {loginLabels.noAccount}
            <Link asChild>
              <AppLink to="/signup">{loginLabels.signUp}</AppLink>
            </Link>
          </AuthLine>
          <Link tone="muted" href={`mailto:${supportEmail}`}>
            {authMessages.havingTrouble}
          </Link>
        </>
      }
    >
      <AuthForm
        noValidate
        aria-label={loginLabels.heading}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submit' });
        }}
      >
        {snapshot.context.notice === 'sessionEnded' ? (
          <AuthNotice role="status">{loginLabels.sessionEnded}</AuthNotice>
        ) : null}
        <TextField label={loginLabels.email} type="email" autoComplete="username" {...field('email')} />
        <PasswordRow>
          <TextField
            label={loginLabels.password}
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
          <Aside>
            <Link asChild>
              <AppLink to="/reset">{loginLabels.forgotPassword}</AppLink>
            </Link>
          </Aside>
        </PasswordRow>

        <FormError id={formErrorId}>{rejected ? authMessages.credentialsMismatch : null}</FormError>

        <AuthActions>
          <Button
            type="submit"
            variant="primary"
            size="lg"
            disabled={!busy && !canSubmitLogin(snapshot.context)}
            loading={busy}
          >
            {loginLabels.logIn}
          </Button>
          <AuthDivider aria-hidden>{loginLabels.or}</AuthDivider>
          <Button
            type="button"
            size="lg"
            loading={socialState?.hasTag('busy') ?? false}
            disabled={availability.status !== 'ready' || busy}
            disabledReason={availability.status === 'unavailable' ? availability.reason : undefined}
            onClick={() => social?.send({ type: 'social.start' })}
          >
            {loginLabels.socialLogin}
          </Button>
        </AuthActions>
      </AuthForm>
    </AuthLayout>
  );
}
