import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CodeBlock } from './CodeBlock.tsx';

const snippet = `<div id="showroom-cyoa-7" style="width: 100%; height: 640px"></div>
<script
  src="https://static.example.com/cyoa.js"
  data-embed="7"
  async
></script>`;

const long = Array.from(
  { length: 40 },
  (_, i) =>
    `console.log('step ${i + 1} of the embed loader with a deliberately long line to scroll sideways');`,
).join('\n');

const meta = {
  title: 'ui/CodeBlock',
  component: CodeBlock,
  args: {
    label: 'Embed code',
    language: 'HTML',
    code: snippet,
    writeText: fn(async () => {}),
    resetAfterMs: 60_000,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutLanguage: Story = { args: { language: undefined } };

export const Scrolling: Story = {
  args: { code: long, language: 'JavaScript', maxHeight: 200 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Embed code' })).toHaveFocus();
  },
};

export const Copied: Story = {
  play: async ({ args, canvas }) => {
    // By keyboard: no hover, so no tooltip can open late and catch the screenshot.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy embed code' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.writeText).toHaveBeenCalledWith(snippet);
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    // Activating the button closes its tooltip; nothing is left mid-animation for the screenshot.
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CodeBlock {...args} />
      <CodeBlock {...args} label="Loader code" code={long} language="JavaScript" maxHeight={120} />
    </div>
  ),
};
