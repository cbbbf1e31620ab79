import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'ui/TextArea',
  component: TextArea,
  args: { label: 'Description', placeholder: 'What does this demo show?', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = {
  args: { defaultValue: 'A two-minute tour of the analytics dashboard for new admins.' },
};

export const WithHelpText: Story = { args: { helpText: 'Shown under the headline on the widget.' } };

export const WithCounter: Story = {
  args: { maxLength: 500, defaultValue: 'A two-minute tour of the analytics dashboard.' },
};

export const AtLimit: Story = { args: { maxLength: 20, defaultValue: 'Twenty characters ok' } };

export const WithError: Story = {
  args: { defaultValue: '', error: 'Description is required' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription('Description is required');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked while the demo is live.' } };

export const NotResizable: Story = { args: { resizable: false, rows: 2 } };

export const Typing: Story = {
  args: { maxLength: 12 },
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(area, 'Hello there, world');
    await expect(area).toHaveValue('Hello there,');
    await expect(canvas.getByText('12/12')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TextArea {...args} label="Default" rows={2} />
      <TextArea {...args} label="With help text" rows={2} helpText="Shown under the headline." />
      <TextArea {...args} label="With counter" rows={2} maxLength={400} defaultValue="Short and clear." />
      <TextArea {...args} label="With error" rows={2} error="Description is required" />
      <TextArea {...args} label="Disabled" rows={2} disabled defaultValue="Locked." />
    </div>
  ),
};
