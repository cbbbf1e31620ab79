import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox, type ComboBoxItem } from './ComboBox.tsx';

// A demo picker over 1000 demos (the spec's default fetch limit), made up deterministically.
const products = ['Analytics', 'Billing', 'Checkout', 'Dashboards', 'Exports', 'Forms', 'Gating', 'Hotspots'];
const owners = ['Alex Morgan', 'Blake Chen', 'Carmen Ruiz', 'Dana Kim'];
const demos: ComboBoxItem[] = Array.from({ length: 1000 }, (_, i) => ({
  id: `demo-${i + 1}`,
  label: `${products[i % products.length]} tour ${i + 1}`,
  description: `${owners[i % owners.length]} - Mar ${(i % 28) + 1}, 2025`,
}));

const short: ComboBoxItem[] = [
  { id: 'analytics', label: 'Analytics' },
  { id: 'crm', label: 'CRM' },
  { id: 'marketing', label: 'Marketing automation' },
  { id: 'security', label: 'Security', disabled: true },
  { id: 'support', label: 'Support' },
];

const meta = {
  title: 'ui/ComboBox',
  component: ComboBox,
  args: { label: 'Product', items: short, placeholder: 'Search products', onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = { args: { defaultSelectedKey: 'crm' } };

export const WithHelpText: Story = { args: { helpText: 'Type to search the marketplace products.' } };

export const WithError: Story = {
  args: { error: 'Please select a product' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveAccessibleDescription(
      'Please select a product',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultSelectedKey: 'crm' } };

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Product' }));
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
  },
};

export const NoMatches: Story = {
  args: { emptyMessage: 'No products found' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Product' }), 'zzz');
    await expect(canvas.getByText('No products found')).toBeVisible();
  },
};

export const ThousandDemos: Story = {
  args: { label: 'Demo', items: demos, placeholder: 'Search 1000 demos' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Demo' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const rows = within(await canvas.findByRole('listbox')).getAllByRole('option');
    // Only a window of the 1000 rows is in the DOM.
    await expect(rows.length).toBeLessThan(30);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '1000');
    await userEvent.type(input, 'checkout tour 99');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent(
      'Checkout tour 99',
    );
  },
};

export const ChosenWithKeyboard: Story = {
  args: { label: 'Demo', items: demos },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Demo' });
    await userEvent.click(input);
    await userEvent.type(input, 'hotspots tour 8');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Hotspots tour 8');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('demo-8');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <ComboBox {...args} label="Empty" />
      <ComboBox {...args} label="With value" defaultSelectedKey="analytics" />
      <ComboBox {...args} label="With help text" helpText="Type to search." />
      <ComboBox {...args} label="With error" error="Please select a product" />
      <ComboBox {...args} label="Disabled" defaultSelectedKey="crm" disabled />
    </div>
  ),
};
