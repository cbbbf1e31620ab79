import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusDot } from './StatusDot.tsx';

const meta = {
  title: 'ui/StatusDot',
  component: StatusDot,
  args: { active: true },
} satisfies Meta<typeof StatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toHaveAttribute('data-status', 'active');
  },
};

export const Inactive: Story = { args: { active: false } };

export const CustomLabels: Story = { args: { active: true, activeLabel: 'Live' } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <StatusDot active />
      <StatusDot active={false} />
      <StatusDot active activeLabel="Live" />
      <StatusDot active={false} inactiveLabel="Draft" />
    </div>
  ),
};
