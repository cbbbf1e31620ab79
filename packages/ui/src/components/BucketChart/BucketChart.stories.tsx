import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { BucketChart } from './BucketChart.tsx';

const meta = {
  title: 'ui/BucketChart',
  component: BucketChart,
  parameters: { layout: 'padded' },
  args: { title: 'View Duration', sessions: [18, 9, 6, 13], width: 640 },
} satisfies Meta<typeof BucketChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ViewDuration: Story = {};

export const MostLeaveEarly: Story = { args: { sessions: [42, 7, 2, 1] } };

export const Empty: Story = { args: { sessions: [0, 0, 0, 0] } };

export const TooltipOnKeyboard: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('75%-100%Views: 13');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24 }}>
      <BucketChart title="Even" sessions={[10, 10, 10, 10]} width={440} height={200} />
      <BucketChart title="Early" sessions={[42, 7, 2, 1]} width={440} height={200} />
      <BucketChart title="Late" sessions={[1, 3, 8, 30]} width={440} height={200} />
      <BucketChart title="Nothing" sessions={[]} width={440} height={200} />
    </div>
  ),
};
