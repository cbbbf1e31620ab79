import { accountMessages, resetPasswordForm, resetRequestForm } from '@showroom/contract';
import {
  type ResetFailure,
  type ResetPasswordRequest,
  type ResetReply,
  resetMachine,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { resetLabels } from '../messages.ts';
import { ResetScreen } from './ResetScreen.tsx';

type ResetState = SnapshotFrom<typeof resetMachine>['value'];
type Values = { email: string; password: string; confirmPassword: string };

const input = { requestSchema: resetRequestForm, passwordSchema: resetPasswordForm };

/** The reset screen on a machine started in `state`; calls never answer, the reload does nothing. */
function ResetStory({
  state,
  values,
  failure = null,
}: {
  state: ResetState;
  values?: Values;
  failure?: ResetFailure | null;
}) {
  const machine = resetMachine.provide({
    actors: {
      sendMail: fromPromise<ResetReply, { email: string }>(() => new Promise<never>(() => {})),
      updatePassword: fromPromise<ResetReply, ResetPasswordRequest>(() => new Promise<never>(() => {})),
    },
    delays: { reloadDelay: 60 * 60 * 1000 },
  });
  const start = values ?? { email: 'ada@acme.example', password: '', confirmPassword: '' };
  const [snapshot, send] = useMachine(machine, {
    input,
    snapshot: machine.resolveState({
      value: state,
      context: {
        ...input,
        values: start,
        touched: { email: false, password: false, confirmPassword: false },
        errors: {},
        link: { email: start.email, code: 'A1b2C', secret: 'secret' },
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
      <MemoryRouter initialEntries={['/reset']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen', toast: { duration: Infinity } },
} satisfies Meta<typeof ResetStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Request: Story = {
  args: { state: 'request', values: { email: '', password: '', confirmPassword: '' } },
  parameters: { machine: { id: 'reset', state: 'request' } },
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
  args: { state: 'requestFailed', failure: { kind: 'refused', message: 'email not found' } },
  parameters: { machine: { id: 'reset', state: 'requestFailed' } },
  play: async () => {
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
  args: { state: 'setPassword' },
  parameters: { machine: { id: 'reset', state: 'setPassword' } },
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

export const Updating: Story = {
  args: { state: 'updating' },
  parameters: { machine: { id: 'reset', state: 'updating' } },
};

export const UpdateFailed: Story = {
  name: 'Update failed',
  args: { state: 'updateFailed' },
  parameters: { machine: { id: 'reset', state: 'updateFailed' } },
  play: async () => {
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
