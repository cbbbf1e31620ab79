import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  args: { title: 'No Data To Display' },
  decorators: [
    (Story) => (
      <div
        style={{
          width: 480,
          border: '1px solid var(--color-border)',
          borderRadius: 8,
          background: 'var(--color-surface)',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Data To Display')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'No demos yet',
    description: 'Record your product or upload a video to make your first demo.',
  },
};

export const WithAction: Story = {
  args: {
    title: 'No demos yet',
    description: 'Record your product or upload a video to make your first demo.',
    action: <Button variant="primary">New demo</Button>,
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Matrix: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 360px)', gap: 16 }}>
      {[
        <EmptyState key="a" title="No Data To Display" />,
        <EmptyState key="b" title="No Data To Display" size="sm" />,
        <EmptyState key="c" title="No demos yet" description="Record or upload a video." />,
        <EmptyState
          key="d"
          title="No contact lists"
          description="Upload a CSV of contacts."
          action={<Button variant="primary">Upload</Button>}
        />,
      ].map((state) => (
        <div
          key={state.key}
          style={{
            border: '1px solid var(--color-border)',
            borderRadius: 8,
            background: 'var(--color-surface)',
          }}
        >
          {state}
        </div>
      ))}
    </div>
  ),
};
