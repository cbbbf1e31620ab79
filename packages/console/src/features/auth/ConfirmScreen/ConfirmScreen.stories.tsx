import { authMessages } from '@showroom/contract';
import { type ConfirmLink, type ConfirmReply, confirmMachine } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { MemoryGuardedRouter } from '../../../navigation/GuardedRouter.tsx';
import { confirmLabels } from '../messages.ts';
import { ConfirmScreen } from './ConfirmScreen.tsx';

type ConfirmState = SnapshotFrom<typeof confirmMachine>['value'];

/** The /confirm screen on a confirm machine started in `state`; the call never answers. */
function ConfirmStory({ state }: { state: ConfirmState }) {
  const machine = confirmMachine.provide({
    actors: { confirmEmail: fromPromise<ConfirmReply, ConfirmLink>(() => new Promise<never>(() => {})) },
  });
  const link = { email: 'ada@acme.example', secret: 'from-the-link' };
  const [snapshot, send] = useMachine(machine, {
    input: { link },
    snapshot: machine.resolveState({ value: state, context: { link } }),
  });
  return <ConfirmScreen snapshot={snapshot} send={send} />;
}

const meta = {
  title: 'console/Confirm',
  component: ConfirmStory,
  decorators: [
    (Story) => (
      <MemoryGuardedRouter initialEntries={['/confirm']}>
        <Story />
      </MemoryGuardedRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirming: Story = {
  args: { state: 'confirming' },
  parameters: { machine: { id: 'confirm', state: 'confirming' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(confirmLabels.confirming);
  },
};

export const Confirmed: Story = {
  args: { state: 'confirmed' },
  parameters: { machine: { id: 'confirm', state: 'confirmed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(authMessages.emailConfirmed);
    await expect(canvas.getByRole('link', { name: confirmLabels.logIn })).toHaveAttribute('href', '/login');
  },
};

export const Invalid: Story = {
  name: 'Invalid link',
  args: { state: 'invalid' },
  parameters: { machine: { id: 'confirm', state: 'invalid' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(authMessages.confirmLinkInvalid);
  },
};

export const Unreachable: Story = {
  args: { state: 'unreachable' },
  parameters: { machine: { id: 'confirm', state: 'unreachable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(authMessages.cannotConnect);
    await expect(canvas.getByRole('button', { name: confirmLabels.retry })).toBeEnabled();
  },
};
