import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FlowDiagram } from './FlowDiagram.tsx';

const nodes = [
  { id: 'welcome', label: 'Welcome', kind: 'Demo' },
  { id: 'q1', label: 'Team size?', kind: 'Question' },
  { id: 'rule', label: 'Over 200 seats', kind: 'Rule' },
  { id: 'small', label: 'Starter tour', kind: 'Demo' },
  { id: 'large', label: 'Enterprise tour', kind: 'Demo' },
  { id: 'pdf', label: 'Security whitepaper', kind: 'PDF' },
  { id: 'modal', label: 'Book a call', kind: 'Modal' },
  { id: 'wrap', label: 'Wrap up screen' },
];
const edges = [
  { from: 'welcome', to: 'q1', value: 48 },
  { from: 'q1', to: 'rule', value: 48 },
  { from: 'rule', to: 'small', value: 29 },
  { from: 'rule', to: 'large', value: 19 },
  { from: 'large', to: 'pdf', value: 11 },
  { from: 'small', to: 'modal', value: 9 },
  { from: 'pdf', to: 'wrap', value: 8 },
  { from: 'modal', to: 'wrap', value: 7 },
];

const meta = {
  title: 'ui/FlowDiagram',
  component: FlowDiagram,
  parameters: { layout: 'padded' },
  args: { title: 'Audience Journey', nodes, edges, height: 360 },
} satisfies Meta<typeof FlowDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Journey: Story = {};

export const Linear: Story = {
  args: {
    nodes: nodes.filter((n) => ['welcome', 'q1', 'small', 'wrap'].includes(n.id)),
    edges: [
      { from: 'welcome', to: 'q1', value: 12 },
      { from: 'q1', to: 'small', value: 10 },
      { from: 'small', to: 'wrap', value: 6 },
    ],
  },
};

/** Issue 29 D.3: edges back (Back to the welcome demo, a loop from the wrap-up) run in lanes under the steps, each value on its own lane. */
export const BackEdges: Story = {
  args: {
    nodes: nodes.filter((n) => ['welcome', 'q1', 'rule', 'wrap'].includes(n.id)),
    edges: [
      { from: 'welcome', to: 'q1', value: 10 },
      { from: 'q1', to: 'rule', value: 8 },
      { from: 'rule', to: 'wrap', value: 8 },
      { from: 'q1', to: 'welcome', value: 1 },
      { from: 'wrap', to: 'welcome', value: 4 },
    ],
  },
};

export const ZoomedIn: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(canvas.getByRole('button', { name: /Reset zoom/ })).toHaveTextContent('121%');
  },
};

export const ZoomedOut: Story = {
  play: async ({ canvas }) => {
    for (let i = 0; i < 3; i++) await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await expect(canvas.getByRole('button', { name: /Reset zoom/ })).toHaveTextContent('73%');
  },
};

export const Empty: Story = { args: { nodes: [], edges: [] } };

/** Nine steps in a row show the nine node colours. */
export const Matrix: Story = {
  args: {
    nodes: Array.from({ length: 9 }, (_, i) => ({
      id: `s${i}`,
      label: `Step ${i + 1}`,
      kind: i % 2 ? 'Demo' : 'Question',
    })),
    edges: Array.from({ length: 8 }, (_, i) => ({ from: `s${i}`, to: `s${i + 1}`, value: 40 - i * 4 })),
    height: 160,
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FlowDiagram {...args} />
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <FlowDiagram title="Branches" nodes={nodes.slice(0, 5)} edges={edges.slice(0, 4)} height={260} />
        <FlowDiagram title="Nothing yet" nodes={[]} edges={[]} height={260} />
      </div>
    </div>
  ),
};
