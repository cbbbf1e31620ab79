import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { fn } from 'storybook/test';
import { SortableList } from './SortableList';

type Step = { id: string; kind: string; name: string };
const steps: Step[] = [
  { id: 'a', kind: 'Demo', name: 'Welcome' },
  { id: 'b', kind: 'Question', name: 'Team size?' },
  { id: 'c', kind: 'Rule', name: 'Over 200 seats' },
  { id: 'd', kind: 'PDF', name: 'Security whitepaper' },
  { id: 'e', kind: 'Modal', name: 'Book a call' },
];

function Row({ step }: { step: Step }) {
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span style={{ fontSize: 12, color: 'var(--color-text-muted)', width: 64 }}>{step.kind}</span>
      <span style={{ fontWeight: 500 }}>{step.name}</span>
    </span>
  );
}

function Stateful({
  disabled = false,
  onReorder,
}: {
  disabled?: boolean;
  onReorder: (steps: Step[]) => void;
}) {
  const [items, setItems] = React.useState(steps);
  return (
    <div style={{ width: 360 }}>
      <SortableList
        label="Steps"
        items={items}
        getId={(step) => step.id}
        itemLabel={(step) => `${step.kind}: ${step.name}`}
        renderItem={(step) => <Row step={step} />}
        onReorder={(next) => {
          setItems(next);
          onReorder(next);
        }}
        disabled={disabled}
      />
    </div>
  );
}

const meta = {
  title: 'ui/SortableList',
  component: Stateful,
  args: { onReorder: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** spec 2 §4: dragging is off while the embed is live. */
export const DisabledWhenLive: Story = { args: { disabled: true } };

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Stateful {...args} />
      <Stateful {...args} disabled />
    </div>
  ),
};
