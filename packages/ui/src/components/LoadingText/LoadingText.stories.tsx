import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingText } from './LoadingText.tsx';

const meta = {
  title: 'ui/LoadingText',
  component: LoadingText,
  args: { children: 'Loading Demos...' },
} satisfies Meta<typeof LoadingText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Demos...');
  },
};

export const Block: Story = {
  args: { block: true, children: 'Loading Widgets...' },
  decorators: [
    (Story) => (
      <div style={{ width: 480, border: '1px dashed var(--color-border)' }}>
        <Story />
      </div>
    ),
  ],
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <LoadingText>Loading Demos...</LoadingText>
      <LoadingText>Loading Analytics...</LoadingText>
      <div style={{ width: 480, border: '1px dashed var(--color-border)' }}>
        <LoadingText block>Loading Widget...</LoadingText>
      </div>
    </div>
  ),
};
