import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stepper } from './Stepper.tsx';

const meta = {
  title: 'ui/Stepper',
  component: Stepper,
  args: { steps: ['Upload Contact List', 'Verify'], current: 1 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
  },
};

export const SecondStep: Story = { args: { current: 2 } };

export const ThreeSteps: Story = { args: { steps: ['Details', 'Content', 'Publish'], current: 2 } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Stepper steps={['Upload Contact List', 'Verify']} current={1} />
      <Stepper steps={['Upload Contact List', 'Verify']} current={2} />
      <Stepper steps={['Details', 'Content', 'Publish']} current={3} />
    </div>
  ),
};
