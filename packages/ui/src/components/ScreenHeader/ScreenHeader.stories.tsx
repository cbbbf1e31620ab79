import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ScreenHeader } from './ScreenHeader.tsx';

const meta = {
  title: 'ui/ScreenHeader',
  component: ScreenHeader,
  args: {
    title: 'Contacts',
    description: 'Lists of prospects to send personalised pages to',
    actions: <Button variant="primary">Upload</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 720, background: 'var(--color-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScreenHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeVisible();
  },
};

/** Over a scrolling body of cards: frosted, with its own padding and a bottom border. */
export const Sticky: Story = {
  args: { sticky: true, title: 'Demos', description: 'Record, upload or link a video' },
};

export const TitleOnly: Story = {
  args: { description: undefined, actions: undefined },
};
