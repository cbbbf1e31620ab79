import { accountMessages } from '@showroom/contract';
import type { SignupField, signupMachine } from '@showroom/machines';
import { Button, Checkbox, FormError, Link, TextField } from '@showroom/ui';
import { useId } from 'react';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { AppLink } from '../../../navigation/navigation.tsx';
import { machineField } from '../../forms/machineField.ts';
import { LegalLinks } from '../../legal/LegalLinks.tsx';
import { AuthActions, AuthDivider, AuthForm, AuthLayout, AuthLine, AuthNote } from '../AuthLayout/index.ts';
import type { LinkedinAvailability } from '../linkedin.ts';
import { signupLabels } from '../messages.ts';
import { PasswordRules } from '../PasswordRules/index.ts';

export type SignupScreenProps = {
  snapshot: SnapshotFrom<typeof signupMachine>;
  send: (event: EventFrom<typeof signupMachine>) => void;
  /** Whether the server has a professional-network provider (ADR 0012 (docs/decisions/0012-social-login-oauth2.md)). */
  linkedin: LinkedinAvailability;
};

/**
 * spec 1 §2 Sign-up screen: the e-mail form, or (with a social auth code) only the company name
 * and Continue. A pure function of the sign-up machine's snapshot (ADR 0004); alerts and the
 * pause before /login are the machine's (its `alert`, `announceCreated` and `leave` actions).
 */
export function SignupScreen({ snapshot, send, linkedin }: SignupScreenProps) {
  const rulesId = useId();
  const { values, touched, errors } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const social =
    snapshot.matches('socialEditing') ||
    snapshot.matches('socialSubmitting') ||
    snapshot.matches('socialFailed');
  const created = snapshot.matches('success');

  const field = (name: Exclude<SignupField, 'terms'>) => machineField(snapshot.context, send, name, busy);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    send({ type: 'submit' });
  };

  if (social) {
    return (
      <AuthLayout heading={signupLabels.socialHeading} subheading={signupLabels.socialSubheading}>
        <AuthForm noValidate aria-label={signupLabels.socialHeading} onSubmit={submit}>
          <TextField
            label={signupLabels.companyName}
            autoComplete="organization"
            {...field('companyName')}
            error={
              snapshot.matches({ socialFailed: 'companyNameMissing' })
                ? accountMessages.enterCompanyName
                : undefined
            }
          />
          <AuthActions>
            <Button type="submit" variant="primary" size="lg" loading={busy || created}>
              {signupLabels.continue}
            </Button>
          </AuthActions>
        </AuthForm>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      heading={signupLabels.heading}
      subheading={signupLabels.subheading}
      footer={
        <AuthLine>
          {signupLabels.haveAccount}
          <Link asChild>
            <AppLink to="/login">{signupLabels.logIn}</AppLink>
          </Link>
        </AuthLine>
      }
    >
      <AuthForm noValidate aria-label={signupLabels.heading} onSubmit={submit}>
        <TextField label={signupLabels.fullName} autoComplete="name" {...field('fullName')} />
        <TextField label={signupLabels.companyName} autoComplete="organization" {...field('companyName')} />
        <TextField label={signupLabels.email} type="email" autoComplete="email" {...field('email')} />
        <TextField
          label={signupLabels.password}
          type="password"
          autoComplete="new-password"
          {...field('password')}
          aria-describedby={rulesId}
        />
        <PasswordRules id={rulesId} password={values.password} />
        <TextField
          label={signupLabels.confirmPassword}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Checkbox
          label={signupLabels.terms}
          checked={values.terms}
          disabled={busy}
          onCheckedChange={(checked) =>
            send({ type: 'field.change', field: 'terms', value: checked === true })
          }
        />
        <AuthNote>
          <LegalLinks before={signupLabels.termsLinksBefore} after={signupLabels.termsLinksAfter} />
        </AuthNote>
        <FormError>{touched.terms ? errors.terms : null}</FormError>
        <AuthActions>
          <Button
            type="submit"
            variant="primary"
            size="lg"
            loading={snapshot.matches('submitting') || created}
          >
            {signupLabels.createAccount}
          </Button>
          <AuthDivider aria-hidden>{signupLabels.or}</AuthDivider>
          <Button
            size="lg"
            loading={snapshot.matches('awaitingSocial')}
            disabled={linkedin.status !== 'ready' || snapshot.matches('submitting')}
            disabledReason={linkedin.status === 'unavailable' ? linkedin.reason : undefined}
            onClick={() => send({ type: 'social.start' })}
          >
            {signupLabels.socialSignup}
          </Button>
        </AuthActions>
        <AuthNote>{signupLabels.noNewsletter}</AuthNote>
      </AuthForm>
    </AuthLayout>
  );
}
