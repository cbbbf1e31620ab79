import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@company.com', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'alex@acme.com' } };

export const WithHelpText: Story = { args: { helpText: 'Use the e-mail you sign in to the console with.' } };

export const WithError: Story = {
  args: { defaultValue: 'alex@acme', error: 'Enter a valid e-mail address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid e-mail address');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Password',
    type: 'password',
    placeholder: undefined,
    defaultValue: 'hunter22',
    invalid: true,
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, defaultValue: 'hunter22' },
};

export const WithCounter: Story = {
  args: { label: 'Company name', type: 'text', placeholder: undefined, maxLength: 40, defaultValue: 'Acme' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'alex@acme.com' } };

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const Typing: Story = {
  args: { label: 'Company name', type: 'text', placeholder: undefined, maxLength: 12 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company name' });
    await userEvent.type(input, 'Acme Corporation');
    await expect(input).toHaveValue('Acme Corpora');
    await expect(canvas.getByText('12/12')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TextField {...args} label="Default" />
      <TextField {...args} label="With value" defaultValue="alex@acme.com" />
      <TextField {...args} label="With help text" helpText="Use your work e-mail." />
      <TextField {...args} label="With error" defaultValue="alex@acme" error="Enter a valid e-mail address" />
      <TextField {...args} label="Invalid, no message" defaultValue="alex@acme.com" invalid />
      <TextField {...args} label="With counter" type="text" defaultValue="Acme" maxLength={40} />
      <TextField {...args} label="Disabled" defaultValue="alex@acme.com" disabled />
    </div>
  ),
};
