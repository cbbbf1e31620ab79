import { accountMessages, authMessages, signupForm } from '@showroom/contract';
import {
  type EmailSignup,
  type MatchRule,
  type SignupFailure,
  type SignupField,
  type SignupReply,
  type SignupValues,
  type SocialPopupEvent,
  type SocialSignup,
  type SocialSignupReply,
  signupMachine,
  validateForm,
} from '@showroom/machines';
import { useToast } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { MemoryGuardedRouter } from '../../../navigation/GuardedRouter.tsx';
import type { LinkedinAvailability } from '../linkedin.ts';
import { passwordRuleLabels, signupFailureMessage, signupLabels } from '../messages.ts';
import { SignupScreen } from './SignupScreen.tsx';

type SignupState = SnapshotFrom<typeof signupMachine>['value'];

type SignupStoryProps = {
  state: SignupState;
  values?: SignupValues;
  touchedAll?: boolean;
  failure?: SignupFailure | null;
  linkedin?: LinkedinAvailability;
  /** What the sign-up calls answer; without it they never do. */
  answer?: SignupReply | SocialSignupReply;
  /** What the fake LinkedIn popup answers when it opens. */
  popup?: SocialPopupEvent;
};

const matches: MatchRule<SignupField>[] = [
  { field: 'confirmPassword', sameAs: 'password', message: accountMessages.passwordMustMatch },
];

const empty: SignupValues = {
  fullName: '',
  companyName: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
};
const filled: SignupValues = {
  fullName: 'Ada Lovelace',
  companyName: 'Acme Analytics',
  email: 'ada@acme-analytics.com',
  password: 'Correct-Horse-9!',
  confirmPassword: 'Correct-Horse-9!',
  terms: true,
};

/**
 * The sign-up screen on a machine started in `state`, with fake calls and popup, and the alerts
 * shown as toasts as SignupPage shows them (the pause before leaving is an hour here).
 */
function SignupStory({
  state,
  values = empty,
  touchedAll = false,
  failure = null,
  linkedin,
  answer,
  popup,
}: SignupStoryProps) {
  const toast = useToast();
  const reply = async () => answer ?? new Promise<never>(() => {});
  const machine = signupMachine.provide({
    actors: {
      socialPopup: fromCallback<{ type: 'never' }, void, SocialPopupEvent>(({ sendBack }) => {
        if (popup) sendBack(popup);
      }),
      signup: fromPromise<SignupReply, EmailSignup>(reply as () => Promise<SignupReply>),
      signupSocial: fromPromise<SocialSignupReply, SocialSignup>(reply as () => Promise<SocialSignupReply>),
    },
    actions: {
      alert: (_, params) =>
        toast.error(
          params.alert === 'refused'
            ? signupFailureMessage(params.failure)
            : params.alert === 'linkedInCancelled'
              ? authMessages.linkedInCancelled
              : accountMessages.enterCompanyName,
        ),
      announceCreated: () => toast.success(accountMessages.accountCreated),
    },
    delays: { createdPause: 60 * 60 * 1000 },
  });
  const touched = Object.fromEntries(Object.keys(empty).map((key) => [key, touchedAll])) as Record<
    keyof SignupValues,
    boolean
  >;
  const [snapshot, send] = useMachine(machine, {
    input: { schema: signupForm, mismatch: accountMessages.passwordMustMatch },
    snapshot: machine.resolveState({
      value: state,
      context: {
        schema: signupForm,
        matches,
        values,
        touched,
        errors: validateForm(signupForm, values, matches),
        authCode: JSON.stringify(state).includes('social') ? 'code' : null,
        failure,
        session: null,
      },
    }),
  });
  return <SignupScreen snapshot={snapshot} send={send} linkedin={linkedin ?? { status: 'ready' }} />;
}

const meta = {
  title: 'console/Signup',
  component: SignupStory,
  decorators: [
    (Story) => (
      <MemoryGuardedRouter initialEntries={['/signup']}>
        <Story />
      </MemoryGuardedRouter>
    ),
  ],
  parameters: { layout: 'fullscreen', toast: { duration: Infinity } },
} satisfies Meta<typeof SignupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  args: { state: 'editing' },
  parameters: { machine: { id: 'signup', state: 'editing' } },
  play: async ({ canvas }) => {
    for (const label of [
      signupLabels.fullName,
      signupLabels.companyName,
      signupLabels.email,
      signupLabels.password,
      signupLabels.confirmPassword,
    ])
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: signupLabels.terms })).not.toBeChecked();
    await expect(canvas.getByText(signupLabels.noNewsletter)).toBeVisible();
    await expect(canvas.getByRole('link', { name: signupLabels.logIn })).toHaveAttribute('href', '/login');
  },
};

export const EditingWithErrors: Story = {
  name: 'Editing (field errors after Create account)',
  args: { state: 'editing' },
  parameters: { machine: { id: 'signup', state: 'editing' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(signupLabels.password), 'Correct-Horse-9!');
    await userEvent.type(canvas.getByLabelText(signupLabels.confirmPassword), 'something else');
    await userEvent.click(canvas.getByRole('button', { name: signupLabels.createAccount }));
    await expect(canvas.getByText(accountMessages.nameRequired)).toBeVisible();
    await expect(canvas.getByText(accountMessages.companyNameRequired)).toBeVisible();
    await expect(canvas.getByText(accountMessages.acceptTerms)).toBeVisible();
    // The pair is compared whatever the rest of the form holds.
    await expect(canvas.getByText(accountMessages.passwordMustMatch)).toBeVisible();
  },
};

/** Issue 9: with the terms box unticked, two different passwords said nothing. */
export const PasswordMismatch: Story = {
  name: 'Editing (passwords differ, terms unticked)',
  args: { state: 'editing' },
  parameters: { machine: { id: 'signup', state: 'editing' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(signupLabels.password), 'Correct-Horse-9!');
    await userEvent.type(canvas.getByLabelText(signupLabels.confirmPassword), 'Correct-Horse-8!');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: signupLabels.terms })).not.toBeChecked();
    await expect(canvas.getByText(accountMessages.passwordMustMatch)).toBeVisible();
    await expect(canvas.getByLabelText(signupLabels.confirmPassword)).toHaveAccessibleDescription(
      accountMessages.passwordMustMatch,
    );
  },
};

/** ADR 0008 (docs/decisions/0008-new-password-rule.md)'s rule beside the field, ticked part by part as the rep types. */
export const PasswordRules: Story = {
  name: 'Editing (password rules, partly met)',
  args: { state: 'editing' },
  parameters: { machine: { id: 'signup', state: 'editing' } },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(signupLabels.password);
    await expect(password).toHaveAccessibleDescription(new RegExp(passwordRuleLabels.length));
    await userEvent.type(password, 'horse9');
    await expect(password).toHaveAccessibleDescription(
      new RegExp(`${passwordRuleLabels.lowercase} \\(done\\).*${passwordRuleLabels.uppercase} \\(missing\\)`),
    );
  },
};

export const SocialUnavailable: Story = {
  name: 'Editing (LinkedIn not configured)',
  args: { state: 'editing', linkedin: { status: 'unavailable', reason: signupLabels.socialNotConfigured } },
  parameters: { machine: { id: 'signup', state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: signupLabels.socialSignup })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Submitting: Story = {
  args: { state: 'submitting', values: filled },
  parameters: { machine: { id: 'signup', state: 'submitting' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: signupLabels.createAccount })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  name: 'Failed (account exists)',
  // Reached the way a rep does: Create account, and the server already has the address.
  args: {
    state: 'editing',
    values: filled,
    answer: { status: 'error', payload: null, message: 'Account exists', httpStatus: 409 },
  },
  parameters: { machine: { id: 'signup', state: 'failed.refused' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: signupLabels.createAccount }));
    await waitFor(() => expect(screen.getByText(accountMessages.accountAlreadyExists)).toBeVisible());
  },
};

export const AwaitingSocial: Story = {
  name: 'Awaiting LinkedIn',
  args: { state: 'awaitingSocial' },
  parameters: { machine: { id: 'signup', state: 'awaitingSocial' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: signupLabels.socialSignup })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const SocialCancelled: Story = {
  name: 'LinkedIn cancelled',
  args: { state: 'editing', popup: { type: 'social.cancel' } },
  parameters: { machine: { id: 'signup', state: 'failed.socialCancelled' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: signupLabels.socialSignup }));
    await waitFor(() => expect(screen.getByText(authMessages.linkedInCancelled)).toBeVisible());
  },
};

export const SocialEditing: Story = {
  name: 'Social (company name only)',
  args: { state: 'socialEditing' },
  parameters: { machine: { id: 'signup', state: 'socialEditing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(signupLabels.companyName)).toBeVisible();
    await expect(canvas.queryByLabelText(signupLabels.fullName)).toBeNull();
    await expect(canvas.getByRole('button', { name: signupLabels.continue })).toBeVisible();
  },
};

export const CompanyNameMissing: Story = {
  name: 'Social (company name missing)',
  args: { state: 'socialEditing' },
  parameters: { machine: { id: 'signup', state: 'socialFailed.companyNameMissing' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: signupLabels.continue }));
    await waitFor(() => expect(screen.getAllByText(accountMessages.enterCompanyName)[0]).toBeVisible());
  },
};

export const SocialSubmitting: Story = {
  name: 'Social (submitting)',
  args: { state: 'socialSubmitting', values: { ...empty, companyName: 'Acme Analytics' } },
  parameters: { machine: { id: 'signup', state: 'socialSubmitting' } },
};

export const SocialFailed: Story = {
  name: 'Social (failed)',
  args: {
    state: 'socialEditing',
    values: { ...empty, companyName: 'Acme Analytics' },
    answer: { status: 'error', payload: null, message: 'Unable to sign up', httpStatus: 400 },
  },
  parameters: { machine: { id: 'signup', state: 'socialFailed.refused' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: signupLabels.continue }));
    await waitFor(() => expect(screen.getByText(accountMessages.unableToCreateAccount)).toBeVisible());
  },
};

export const Success: Story = {
  args: {
    state: 'editing',
    values: filled,
    answer: { status: 'success', payload: { id: 'rep-1', companyId: 'company-1' }, httpStatus: 201 },
  },
  parameters: { machine: { id: 'signup', state: 'success' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: signupLabels.createAccount }));
    await waitFor(() => expect(screen.getByText(accountMessages.accountCreated)).toBeVisible());
  },
};
