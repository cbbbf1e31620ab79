import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormError } from './FormError.tsx';

const meta = {
  title: 'ui/FormError',
  component: FormError,
  args: { children: 'Incorrect e-mail or password.' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect e-mail or password.');
  },
};

export const LongMessage: Story = {
  args: { children: 'We could not reach the server. Check your connection and try again in a moment.' },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <FormError>Incorrect e-mail or password.</FormError>
      <FormError>We could not reach the server. Check your connection and try again in a moment.</FormError>
    </div>
  ),
};
