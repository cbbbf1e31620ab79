import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CopyField } from './CopyField.tsx';

const snippet = `<div id="showroom-solo-42"></div>
<script src="https://static.example.com/solo.js" data-embed="42" async></script>`;

const meta = {
  title: 'ui/CopyField',
  component: CopyField,
  args: {
    label: 'Share embed link',
    value: 'https://audience.example.com/s/7f3a9c2e/page/widget/42',
    writeText: fn(async () => {}),
    resetAfterMs: 60_000,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {};

export const LinkCopied: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await expect(args.writeText).toHaveBeenCalledWith(args.value);
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied!');
  },
};

export const LinkFailed: Story = {
  args: { writeText: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await expect(await canvas.findByRole('button', { name: 'Could not copy' })).toBeVisible();
  },
};

export const Code: Story = { args: { variant: 'code', label: 'Embed code', value: snippet } };

export const CodeCopied: Story = {
  args: { variant: 'code', label: 'Embed code', value: snippet },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.writeText).toHaveBeenCalledWith(snippet);
    await expect(await canvas.findByRole('button', { name: 'Code Copied!' })).toBeVisible();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <CopyField {...args} />
      <CopyField {...args} label="Seller link" value="https://audience.example.com/seller/91" />
      <CopyField {...args} variant="code" label="Embed code" value={snippet} />
    </div>
  ),
};
