import { accountMessages, authMessages, signupForm } from '@showroom/contract';
import {
  type EmailSignup,
  type SignupFailure,
  type SignupReply,
  type SignupValues,
  type SocialSignup,
  signupMachine,
  validateFields,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { LinkedinAvailability } from '../linkedin.ts';
import { signupLabels } from '../messages.ts';
import { SignupScreen } from './SignupScreen.tsx';

type SignupState = SnapshotFrom<typeof signupMachine>['value'];

type SignupStoryProps = {
  state: SignupState;
  values?: SignupValues;
  touchedAll?: boolean;
  failure?: SignupFailure | null;
  linkedin?: LinkedinAvailability;
};

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

/** The sign-up screen on a machine started in `state`; the fake calls never answer. */
function SignupStory({
  state,
  values = empty,
  touchedAll = false,
  failure = null,
  linkedin,
}: SignupStoryProps) {
  const machine = signupMachine.provide({
    actors: {
      signup: fromPromise<SignupReply, EmailSignup>(() => new Promise<never>(() => {})),
      signupSocial: fromPromise<SignupReply, SocialSignup>(() => new Promise<never>(() => {})),
    },
  });
  const touched = Object.fromEntries(Object.keys(empty).map((key) => [key, touchedAll])) as Record<
    keyof SignupValues,
    boolean
  >;
  const [snapshot, send] = useMachine(machine, {
    input: { schema: signupForm },
    snapshot: machine.resolveState({
      value: state,
      context: {
        schema: signupForm,
        values,
        touched,
        errors: validateFields(signupForm, values),
        authCode: String(state).startsWith('social') || state === 'companyNameMissing' ? 'code' : null,
        failure,
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
      <MemoryRouter initialEntries={['/signup']}>
        <Story />
      </MemoryRouter>
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
    // The pair is compared once the rest of the form holds.
    await userEvent.type(canvas.getByLabelText(signupLabels.fullName), 'Ada Lovelace');
    await userEvent.type(canvas.getByLabelText(signupLabels.companyName), 'Acme Analytics');
    await userEvent.type(canvas.getByLabelText(signupLabels.email), 'ada@acme-analytics.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: signupLabels.terms }));
    await expect(canvas.getByText(accountMessages.passwordMustMatch)).toBeVisible();
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
  args: { state: 'failed', values: filled, failure: { kind: 'refused', message: 'Account exists' } },
  parameters: { machine: { id: 'signup', state: 'failed' } },
  play: async () => {
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
  args: { state: 'socialCancelled' },
  parameters: { machine: { id: 'signup', state: 'socialCancelled' } },
  play: async () => {
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
  parameters: { machine: { id: 'signup', state: 'companyNameMissing' } },
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
    state: 'socialFailed',
    values: { ...empty, companyName: 'Acme Analytics' },
    failure: { kind: 'refused', message: 'Unable to sign up' },
  },
  parameters: { machine: { id: 'signup', state: 'socialFailed' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(accountMessages.unableToCreateAccount)).toBeVisible());
  },
};

export const Success: Story = {
  args: { state: 'success', values: filled },
  parameters: { machine: { id: 'signup', state: 'success' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(accountMessages.accountCreated)).toBeVisible());
  },
};
