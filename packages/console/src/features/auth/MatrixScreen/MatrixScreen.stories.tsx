import type { Session } from '@showroom/contract';
import { type MatrixAddressEvent, type MatrixLoginReply, matrixLoginMachine } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';
import { matrixLabels } from '../messages.ts';
import { MatrixScreen } from './MatrixScreen.tsx';

const session: Session = {
  id: 'rep-1',
  companyId: 'company-1',
  token: 'session-from-matrix',
  name: 'Ada Lovelace',
  companyName: 'Acme Analytics',
  userName: 'ada@acme.example',
  companyQuestionLibraryLink: null,
  flags: {},
  companyWebsiteStyle: null,
  emailConfirmed: true,
};

/**
 * /matrix on a running matrix login machine, reached the way the page reaches it: the fake address
 * gives `token` (or nothing at all with `read: false`), and the fake check answers `answer` (or
 * never). The page's effects (address, session, navigation) do nothing here.
 */
function MatrixStory({
  read = true,
  token = null,
  answer,
}: {
  read?: boolean;
  token?: string | null;
  answer?: MatrixLoginReply;
}) {
  const machine = matrixLoginMachine.provide({
    actors: {
      readAddress: fromCallback<{ type: 'never' }, void, MatrixAddressEvent>(({ sendBack }) => {
        if (read) sendBack({ type: 'address.read', token });
      }),
      matrixLogin: fromPromise<MatrixLoginReply, { token: string }>(() =>
        answer ? Promise.resolve(answer) : new Promise<never>(() => {}),
      ),
    },
  });
  const [snapshot] = useMachine(machine);
  return <MatrixScreen snapshot={snapshot} />;
}

const meta = {
  title: 'console/Matrix',
  component: MatrixStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MatrixStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const signingIn = async (canvas: { getByText: (text: string) => HTMLElement }) => {
  await expect(canvas.getByText(matrixLabels.signingIn)).toBeVisible();
};

export const Arriving: Story = {
  name: 'Arriving (reading the address)',
  args: { read: false },
  parameters: { machine: { id: 'matrixLogin', state: 'arriving' } },
  play: async ({ canvas }) => signingIn(canvas),
};

export const Checking: Story = {
  name: 'Checking the token',
  args: { token: 'handed-over-token' },
  parameters: { machine: { id: 'matrixLogin', state: 'checking' } },
  play: async ({ canvas }) => signingIn(canvas),
};

export const Failed: Story = {
  name: 'Failed (no token: on to /login)',
  args: { token: null },
  parameters: { machine: { id: 'matrixLogin', state: 'failed' } },
  play: async ({ canvas }) => signingIn(canvas),
};

export const Success: Story = {
  name: 'Success (on to the console)',
  args: { token: 'handed-over-token', answer: { status: 'success', payload: session, httpStatus: 200 } },
  parameters: { machine: { id: 'matrixLogin', state: 'success' } },
  play: async ({ canvas }) => signingIn(canvas),
};
