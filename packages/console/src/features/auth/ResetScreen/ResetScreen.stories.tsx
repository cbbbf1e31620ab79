import { accountMessages, resetPasswordForm, resetRequestForm } from '@showroom/contract';
import {
  type ResetFailure,
  type ResetPasswordReply,
  type ResetPasswordRequest,
  type ResetReply,
  resetMachine,
} from '@showroom/machines';
import { useToast } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { MemoryGuardedRouter } from '../../../navigation/GuardedRouter.tsx';
import { resetLabels, resetRequestFailureMessage } from '../messages.ts';
import { ResetScreen } from './ResetScreen.tsx';

type ResetState = SnapshotFrom<typeof resetMachine>['value'];
type Values = { email: string; password: string; confirmPassword: string };

const input = {
  requestSchema: resetRequestForm,
  passwordSchema: resetPasswordForm,
  mismatch: accountMessages.passwordsDoNotMatch,
};
const requestStates = [
  JSON.stringify({ request: 'editing' }),
  JSON.stringify({ request: 'failed' }),
  '"sending"',
  '"sent"',
];
const matches = [
  {
    field: 'confirmPassword' as const,
    sameAs: 'password' as const,
    message: accountMessages.passwordsDoNotMatch,
  },
];

/**
 * The reset screen on a machine started in `state`; the calls answer `answer` (or never), the
 * reload does nothing, and the alerts are toasts as ResetPage shows them.
 */
function ResetStory({
  state,
  values,
  failure = null,
  answer,
}: {
  state: ResetState;
  values?: Values;
  failure?: ResetFailure | null;
  answer?: ResetReply;
}) {
  const toast = useToast();
  const reply = async () => answer ?? new Promise<never>(() => {});
  const machine = resetMachine.provide({
    actors: {
      sendMail: fromPromise<ResetReply, { email: string }>(reply),
      updatePassword: fromPromise<ResetPasswordReply, ResetPasswordRequest>(reply),
    },
    actions: {
      alert: (_, params) =>
        toast.error(
          params.alert === 'requestFailed'
            ? resetRequestFailureMessage(params.failure)
            : accountMessages.errorUpdatingPassword,
        ),
    },
    delays: { reloadDelay: 60 * 60 * 1000 },
  });
  const start = values ?? { email: 'ada@acme.example', password: '', confirmPassword: '' };
  const [snapshot, send] = useMachine(machine, {
    input,
    snapshot: machine.resolveState({
      value: state,
      context: {
        requestSchema: resetRequestForm,
        passwordSchema: resetPasswordForm,
        matches,
        values: start,
        touched: { email: false, password: false, confirmPassword: false },
        errors: {},
        // State 1 has no link yet (with one, the machine goes on to state 2 at once).
        link: requestStates.includes(JSON.stringify(state))
          ? null
          : { email: start.email, code: 'A1b2C', secret: 'secret' },
        failure,
      },
    }),
  });
  return <ResetScreen snapshot={snapshot} send={send} />;
}

const meta = {
  title: 'console/Reset',
  component: ResetStory,
  decorators: [
    (Story) => (
      <MemoryGuardedRouter initialEntries={['/reset']}>
        <Story />
      </MemoryGuardedRouter>
    ),
  ],
  parameters: { layout: 'fullscreen', toast: { duration: Infinity } },
} satisfies Meta<typeof ResetStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Request: Story = {
  args: { state: { request: 'editing' }, values: { email: '', password: '', confirmPassword: '' } },
  parameters: { machine: { id: 'reset', state: 'request.editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(accountMessages.resetIntro)).toBeVisible();
    await expect(canvas.getByRole('button', { name: resetLabels.sendEmail })).toBeVisible();
  },
};

export const Sending: Story = {
  args: { state: 'sending' },
  parameters: { machine: { id: 'reset', state: 'sending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: resetLabels.sendEmail })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const RequestFailed: Story = {
  name: 'Request failed (email not found)',
  // Reached the way a rep does: Send Email, and the server says the address is unknown.
  args: {
    state: { request: 'editing' },
    answer: { status: 'error', payload: null, message: 'email not found', httpStatus: 404 },
  },
  parameters: { machine: { id: 'reset', state: 'request.failed' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: resetLabels.sendEmail }));
    await waitFor(() => expect(screen.getByText(accountMessages.emailNotFound)).toBeVisible());
  },
};

export const Sent: Story = {
  args: { state: 'sent' },
  parameters: { machine: { id: 'reset', state: 'sent' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('ada@acme.example');
  },
};

export const SetPassword: Story = {
  name: 'Set new password',
  args: { state: { setPassword: 'editing' } },
  parameters: { machine: { id: 'reset', state: 'setPassword.editing' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(resetLabels.password), 'short');
    await userEvent.type(canvas.getByLabelText(resetLabels.confirmPassword), 'other');
    await userEvent.click(canvas.getByRole('button', { name: resetLabels.updatePassword }));
    await expect(canvas.getByText(accountMessages.newPasswordTooShort)).toBeVisible();
    await expect(canvas.getByText(accountMessages.passwordsDoNotMatch)).toBeVisible();
    await userEvent.hover(canvas.getByRole('button', { name: resetLabels.rulesLabel }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(/12 characters/));
  },
};

/** The confirmation differs while the password still breaks the rules: both say so at once. */
export const SetPasswordMismatch: Story = {
  name: 'Set new password (mismatch before the rules hold)',
  args: { state: { setPassword: 'editing' } },
  parameters: { machine: { id: 'reset', state: 'setPassword.editing' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(resetLabels.password), 'Short-1!');
    await userEvent.type(canvas.getByLabelText(resetLabels.confirmPassword), 'Short-2!');
    await userEvent.tab();
    await expect(canvas.getByText(accountMessages.passwordsDoNotMatch)).toBeVisible();
  },
};

export const Updating: Story = {
  args: { state: 'updating' },
  parameters: { machine: { id: 'reset', state: 'updating' } },
};

export const UpdateFailed: Story = {
  name: 'Update failed',
  // Reached the way a rep does: Update Password, and the server refuses the link.
  args: {
    state: { setPassword: 'editing' },
    values: { email: 'ada@acme.example', password: 'Correct-Horse-9!', confirmPassword: 'Correct-Horse-9!' },
    answer: { status: 'error', payload: null, message: 'Invalid or expired link', httpStatus: 400 },
  },
  parameters: { machine: { id: 'reset', state: 'setPassword.failed' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: resetLabels.updatePassword }));
    await waitFor(() => expect(screen.getByText(accountMessages.errorUpdatingPassword)).toBeVisible());
  },
};

export const Success: Story = {
  args: { state: 'success' },
  parameters: { machine: { id: 'reset', state: 'success' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(accountMessages.passwordUpdated)).toBeVisible();
    await expect(canvas.getByRole('link', { name: resetLabels.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Reloading: Story = {
  args: { state: 'reloading' },
  parameters: { machine: { id: 'reset', state: 'reloading' } },
};
