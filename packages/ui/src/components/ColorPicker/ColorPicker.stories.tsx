import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ColorPicker } from './ColorPicker.tsx';

const meta = {
  title: 'ui/ColorPicker',
  component: ColorPicker,
  args: { label: 'Button colour', defaultValue: '#1E41AF', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHelpText: Story = {
  args: {
    label: 'Hover colour',
    defaultValue: '#1E3B8A',
    helpText: 'Shown while the pointer is over the button.',
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const TypedValid: Story = {
  play: async ({ args, canvas }) => {
    const hex = canvas.getByRole('textbox', { name: 'Button colour' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '19a93f');
    await expect(args.onChange).toHaveBeenLastCalledWith('#19A93F');
    await expect(canvas.getByLabelText('Button colour: pick a colour')).toHaveValue('#19a93f');
  },
};

export const RejectedInvalid: Story = {
  play: async ({ args, canvas }) => {
    const hex = canvas.getByRole('textbox', { name: 'Button colour' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '12xz{Enter}');
    await expect(hex).toBeInvalid();
    await expect(hex).toHaveAccessibleDescription('Enter a HEX colour like #1E41AF');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <ColorPicker {...args} label="Background" defaultValue="#FFFFFF" />
      <ColorPicker {...args} label="Text" defaultValue="#000000" />
      <ColorPicker {...args} label="Button" defaultValue="#1E41AF" />
      <ColorPicker {...args} label="Hotspot" defaultValue="#B9C3D6" helpText="Annotation default" />
      <ColorPicker {...args} label="Disabled" defaultValue="#E95700" disabled />
    </div>
  ),
};
