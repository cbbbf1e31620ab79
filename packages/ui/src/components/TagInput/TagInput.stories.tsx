import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagInput } from './TagInput.tsx';

// A caller's rule, as the settings blocklist would pass it.
const domain = (tag: string) =>
  /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(tag) ? undefined : 'Enter a domain such as gmail.com';

const meta = {
  title: 'ui/TagInput',
  component: TagInput,
  args: {
    label: 'Blocked domains',
    placeholder: 'Type a domain and press Enter',
    validate: domain,
    duplicateMessage: 'Domain already added',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithTags: Story = { args: { defaultValue: ['gmail.com', 'yahoo.com', 'outlook.com'] } };

export const WithHelpText: Story = {
  args: { defaultValue: ['gmail.com'], helpText: 'Prospects with these domains cannot open gated demos.' },
};

export const Disabled: Story = { args: { defaultValue: ['gmail.com', 'yahoo.com'], disabled: true } };

export const Added: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Blocked domains' }), 'gmail.com{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['gmail.com']);
    await expect(within(canvas.getByRole('grid')).getAllByRole('row')).toHaveLength(1);
  },
};

export const InvalidTag: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Blocked domains' }), 'not a domain{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a domain such as gmail.com');
  },
};

export const Duplicate: Story = {
  args: { defaultValue: ['gmail.com'] },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Blocked domains' }), 'gmail.com{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Domain already added');
  },
};

export const RemovedWithKeyboard: Story = {
  args: { defaultValue: ['gmail.com', 'yahoo.com', 'outlook.com'] },
  play: async ({ args, canvas }) => {
    const rows = within(canvas.getByRole('grid')).getAllByRole('row');
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['gmail.com', 'outlook.com']);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Blocked domains' }));
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['gmail.com']);
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TagInput {...args} label="Empty" />
      <TagInput
        {...args}
        label="With tags"
        defaultValue={['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com']}
      />
      <TagInput
        {...args}
        label="With help text"
        defaultValue={['gmail.com']}
        helpText="One domain per tag."
      />
      <TagInput {...args} label="Disabled" defaultValue={['gmail.com']} disabled />
    </div>
  ),
};
