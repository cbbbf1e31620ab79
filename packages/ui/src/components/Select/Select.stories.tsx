import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Select } from './Select.tsx';

const categories = [
  { value: 'analytics', label: 'Analytics' },
  { value: 'crm', label: 'CRM' },
  { value: 'marketing', label: 'Marketing automation' },
  { value: 'security', label: 'Security', disabled: true },
  { value: 'support', label: 'Support' },
];

const meta = {
  title: 'ui/Select',
  component: Select,
  args: { label: 'Category', options: categories, placeholder: 'Choose a category', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const WithValue: Story = { args: { defaultValue: 'crm' } };

export const WithHelpText: Story = { args: { helpText: 'Where the demo shows in the marketplace.' } };

export const WithError: Story = {
  args: { error: 'Please select a category' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveAccessibleDescription('Please select a category');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'crm' } };

// While open, radix marks the rest of the page aria-hidden (hideOthers) and traps focus in the
// list. axe suppresses aria-hidden-focus under a role="dialog" but not under a listbox, so it
// reports the page's now unreachable controls; the rule is off for this open state only.
const openListbox = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

export const Open: Story = {
  args: { defaultValue: 'crm' },
  parameters: openListbox,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await expect(screen.getByRole('option', { name: 'Security' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ChosenWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('crm');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent('CRM');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <Select {...args} label="Placeholder" />
      <Select {...args} label="With value" defaultValue="analytics" />
      <Select {...args} label="With help text" helpText="Shown in the marketplace." />
      <Select {...args} label="With error" error="Please select a category" />
      <Select {...args} label="Disabled" defaultValue="crm" disabled />
    </div>
  ),
};
