import { authMessages } from '@showroom/contract';
import {
  canSubmitLogin,
  type LoginField,
  type loginMachine,
  type socialLoginMachine,
} from '@showroom/machines';
import { BrandMark, Button, Card, FormError, Link, TextField, useToast } from '@showroom/ui';
import { type ChangeEvent, useEffect, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import type { LinkedinAvailability } from '../linkedin.ts';
import { loginLabels, socialLoginFailureMessage, supportEmail } from '../messages.ts';

export type LoginScreenProps = {
  /** The login machine's snapshot: the screen shows exactly what it says. */
  snapshot: SnapshotFrom<typeof loginMachine>;
  send: (event: EventFrom<typeof loginMachine>) => void;
  /**
   * The social login (README decision 6): its machine and whether the server has a provider.
   * Without it the button says sign-in with LinkedIn is not configured.
   */
  social?: {
    snapshot: SnapshotFrom<typeof socialLoginMachine>;
    send: (event: EventFrom<typeof socialLoginMachine>) => void;
    availability: LinkedinAvailability;
  };
};

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-6);
  padding: var(--space-10) var(--space-4);
  background: var(--color-canvas);
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 400px;
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
`;

const Subheading = styled.p`
  color: var(--color-text-muted);
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

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

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: var(--border-width);
    background: var(--color-border);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);

  & > * { width: 100%; }
`;

const Footer = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-2);
  color: var(--color-text-muted);
`;

const Line = styled.p`
  display: flex;
  gap: var(--space-1);
`;

/**
 * spec 1 §2 Login screen. A pure function of the login machine's snapshot: the form's values,
 * touched fields and errors live in the machine; the screen sends what the rep does.
 */
export function LoginScreen({ snapshot, send, social }: LoginScreenProps) {
  const toast = useToast();
  const formErrorId = useId();
  const { values, touched, errors } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const rejected = snapshot.matches('invalidCredentials');

  // spec 1 §8: an unexpected failure and an unreachable server are alerts, once per failure.
  const alert = snapshot.matches('unreachable')
    ? authMessages.cannotConnect
    : snapshot.matches('unexpectedFailure')
      ? authMessages.unableToLogin
      : null;
  useEffect(() => {
    if (alert) toast.error(alert);
  }, [alert, toast]);

  // spec 1 §4, §8: a cancelled popup is 'Unable to access LinkedIn'; a refusal, 'Unable to login'.
  const socialState = social?.snapshot;
  const socialAlert = socialState?.matches('cancelled')
    ? authMessages.linkedInCancelled
    : socialState?.matches('failed')
      ? socialLoginFailureMessage(socialState.context.refusal)
      : socialState?.matches('unreachable')
        ? authMessages.cannotConnect
        : null;
  useEffect(() => {
    if (socialAlert) toast.error(socialAlert);
  }, [socialAlert, toast]);
  const availability = social?.availability ?? {
    status: 'unavailable' as const,
    reason: loginLabels.socialLoginNotConfigured,
  };

  const field = (name: LoginField) => {
    const error = touched[name] ? errors[name] : undefined;
    return {
      name,
      value: values[name],
      readOnly: busy,
      error,
      // spec 1 §2: a failed login highlights both fields; the one message says why.
      ...(rejected && { 'aria-invalid': true, 'aria-describedby': formErrorId, 'data-invalid': '' }),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        send({ type: 'field.change', field: name, value: event.currentTarget.value }),
      onBlur: () => send({ type: 'field.blur', field: name }),
    };
  };

  return (
    <Page>
      <Panel padding="lg" elevation="raised">
        <Header>
          <BrandMark size="lg" />
          <Titles>
            <h1>{loginLabels.heading}</h1>
            <Subheading>{loginLabels.subheading}</Subheading>
          </Titles>
        </Header>

        <Form
          noValidate
          aria-label={loginLabels.heading}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'submit' });
          }}
        >
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
                <RouterLink to="/reset">{loginLabels.forgotPassword}</RouterLink>
              </Link>
            </Aside>
          </PasswordRow>

          <FormError id={formErrorId}>{rejected ? authMessages.credentialsMismatch : null}</FormError>

          <Actions>
            <Button
              type="submit"
              variant="primary"
              size="lg"
              disabled={!busy && !canSubmitLogin(snapshot.context)}
              loading={busy}
            >
              {loginLabels.logIn}
            </Button>
            <Divider aria-hidden>{loginLabels.or}</Divider>
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
          </Actions>
        </Form>
      </Panel>

      <Footer>
        <Line>
          {loginLabels.noAccount}
          <Link asChild>
            <RouterLink to="/signup">{loginLabels.signUp}</RouterLink>
          </Link>
        </Line>
        <Link tone="muted" href={`mailto:${supportEmail}`}>
          {authMessages.havingTrouble}
        </Link>
      </Footer>
    </Page>
  );
}
