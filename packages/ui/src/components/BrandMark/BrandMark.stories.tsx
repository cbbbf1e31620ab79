import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandMark } from './BrandMark.tsx';

const meta = {
  title: 'ui/BrandMark',
  component: BrandMark,
  args: {},
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Showroom' })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const MarkOnly: Story = { args: { wordmark: false } };

export const Matrix: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '16px 32px', alignItems: 'center' }}
    >
      {(['sm', 'md', 'lg'] as const).map((size) => [
        <BrandMark key={`${size}-word`} size={size} />,
        <BrandMark key={`${size}-mark`} size={size} wordmark={false} />,
      ])}
    </div>
  ),
};
