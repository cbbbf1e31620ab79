import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { Dialog, DialogClose } from './Dialog.tsx';

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: {
    trigger: <Button>Share</Button>,
    title: 'Share in a page',
    description: 'Prospects who open the page see this widget.',
    onOpenChange: fn(),
    children: <TextField label="Page title" defaultValue="Acme - Q3 review" />,
    footer: (
      <>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button variant="primary">Generate Page URL</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Share in a page' });
    await expect(dialog).toHaveAccessibleDescription('Prospects who open the page see this widget.');
  },
};

export const Small: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    children: undefined,
    description: 'Publish the embed to copy the code',
  },
};

export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };
/** As wide as its content (the popup player sizes itself by the video, spec 3 §9). */
export const FitContent: Story = {
  args: {
    defaultOpen: true,
    size: 'fit',
    children: <div style={{ width: 880, height: 120, background: 'var(--color-canvas)' }} />,
  },
};

export const WithoutDescription: Story = { args: { defaultOpen: true, description: undefined } };

export const NotDismissible: Story = {
  args: { defaultOpen: true, dismissible: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Share in a page' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

export const OpenAndCloseWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Share' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Share in a page' });
    await expect(within(dialog).getByRole('textbox', { name: 'Page title' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Matrix: Story = {
  args: { defaultOpen: true, size: 'md' },
};
