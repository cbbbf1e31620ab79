import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { LineChart } from './LineChart.tsx';

// Fixed dates and values: screenshots must not change from run to run.
const week = [4, 9, 7, 15, 12, 18, 11].map((value, i) => ({
  date: new Date(Date.UTC(2026, 10, 14 + i)),
  value,
}));
const month = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 9, 24 + i)),
  value: Math.round(20 + 14 * Math.sin(i / 3) + (i % 5) * 3),
}));

const meta = {
  title: 'ui/LineChart',
  component: LineChart,
  parameters: { layout: 'padded' },
  args: { title: 'Page Views', data: week, width: 640 },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastSevenDays: Story = {};

export const ThirtyDays: Story = { args: { data: month } };

export const Empty: Story = { args: { data: [] } };

export const TooltipOnHover: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('group', { name: /Page Views/ });
    const box = plot.getBoundingClientRect();
    // The fourth day sits at 3/6 of the plotted width (44 px left margin, 16 px right).
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.left + 44 + (580 * 3) / 6, clientY: box.top + 100 },
    });
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Nov 17Views: 15');
  },
};

export const TooltipOnKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: /Page Views/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Nov 15Views: 9');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24 }}>
      <LineChart title="Week" data={week} width={440} height={200} />
      <LineChart title="Month" data={month} width={440} height={200} />
      <LineChart title="One day" data={week.slice(0, 1)} width={440} height={200} />
      <LineChart title="Nothing" data={[]} width={440} height={200} />
    </div>
  ),
};
