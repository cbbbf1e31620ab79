import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberBox } from './NumberBox.tsx';

const meta = {
  title: 'ui/NumberBox',
  component: NumberBox,
  args: { label: 'Page', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 120 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: '1' } };

export const WithError: Story = { args: { defaultValue: '0', error: 'Enter a page number' } };

export const Disabled: Story = { args: { defaultValue: '1', disabled: true } };

export const RejectsLetters: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Page' });
    await userEvent.type(input, '1a2-.e3');
    await expect(input).toHaveValue('123');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <NumberBox {...args} label="Empty" />
      <NumberBox {...args} label="Page" defaultValue="12" />
      <NumberBox {...args} label="Invalid" defaultValue="0" error="Enter a page number" />
      <NumberBox {...args} label="Disabled" defaultValue="1" disabled />
    </div>
  ),
};
