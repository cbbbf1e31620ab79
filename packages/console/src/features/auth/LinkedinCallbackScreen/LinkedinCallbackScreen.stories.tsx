import { linkedinCallbackMachine } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect } from 'storybook/test';
import { linkedinLabels } from '../messages.ts';
import { LinkedinCallbackScreen } from './LinkedinCallbackScreen.tsx';

/** /linkedin in the provider's popup: the machine hands the answer over and closes (both do nothing here). */
function LinkedinCallbackStory() {
  const [snapshot] = useMachine(linkedinCallbackMachine, {
    input: { code: 'auth-code', state: 'state-1', error: null },
  });
  return <LinkedinCallbackScreen snapshot={snapshot} />;
}

const meta = {
  title: 'console/Login/LinkedIn callback',
  component: LinkedinCallbackStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LinkedinCallbackStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closing: Story = {
  parameters: { machine: { id: 'linkedinCallback', state: 'closing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(linkedinLabels.closing)).toBeVisible();
  },
};
