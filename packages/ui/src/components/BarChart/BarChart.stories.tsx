import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { BarChart } from './BarChart.tsx';

const answers = [
  { label: 'Under 50', value: 4 },
  { label: '50-200', value: 11 },
  { label: '200-1000', value: 7 },
  { label: 'Over 1000', value: 2 },
];

const meta = {
  title: 'ui/BarChart',
  component: BarChart,
  parameters: { layout: 'padded' },
  args: { title: 'Frequency of responses', data: answers, width: 640 },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Responses: Story = {};

export const ManyAnswers: Story = {
  args: {
    data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Other'].map((label, i) => ({
      label,
      value: (i * 7) % 11,
    })),
  },
};

/** spec 3 §9: clickthrough rate in percent with 3 decimals, days as 'MMM d', a tick every 10. */
export const ClickthroughRate: Story = {
  args: {
    title: 'Clickthrough Rate',
    valueLabel: 'Clickthrough Rate',
    categoryLabel: 'Date',
    yStep: 10,
    formatValue: (value: number) => `${value.toFixed(3)}%`,
    data: [
      { label: 'Nov 14', value: 33.333 },
      { label: 'Nov 15', value: 50 },
      { label: 'Nov 16', value: 0 },
      { label: 'Nov 17', value: 12.5 },
      { label: 'Nov 18', value: 41.667 },
    ],
  },
  play: async ({ canvas }) => {
    // Ticks 0, 10, ..., 50: the largest rate is already a multiple of the step.
    for (const tick of ['0', '10', '20', '30', '40', '50'])
      await expect(canvas.getByText(tick)).toBeInTheDocument();
    await expect(canvas.queryByText('60')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Home}');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Nov 14Clickthrough Rate: 33.333%');
  },
};

export const Empty: Story = { args: { data: [] } };

export const TooltipOnHover: Story = {
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('group', { name: /Frequency of responses/ });
    const box = plot.getBoundingClientRect();
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.left + 44 + 580 * 0.375, clientY: box.top + 120 },
    });
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('50-200Responses: 11');
  },
};

export const TooltipOnKeyboard: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Over 1000Responses: 2');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24 }}>
      <BarChart title="Four" data={answers} width={440} height={200} />
      <BarChart
        title="One"
        data={answers.slice(0, 1)}
        width={440}
        height={200}
        color="var(--color-product-6)"
      />
      <BarChart title="Zeros" data={answers.map((a) => ({ ...a, value: 0 }))} width={440} height={200} />
      <BarChart title="Nothing" data={[]} width={440} height={200} />
    </div>
  ),
};
