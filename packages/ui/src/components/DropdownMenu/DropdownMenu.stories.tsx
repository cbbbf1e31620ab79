import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { CopyIcon, TrashIcon } from '../IconButton/icons.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

const onShare = fn();
const onClone = fn();
const onDelete = fn();

const meta = {
  title: 'ui/DropdownMenu',
  component: DropdownMenu,
  args: {
    items: [
      { label: 'Share in a page', onSelect: onShare, disabledReason: 'Only available for active embdeds' },
      { label: 'Clone', onSelect: onClone, icon: <CopyIcon /> },
      'separator',
      { label: 'Delete', onSelect: onDelete, tone: 'danger', icon: <TrashIcon /> },
    ],
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

export const DisabledItemWithReason: Story = {
  play: async ({ canvas }) => {
    onShare.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    const share = await screen.findByRole('menuitem', {
      name: /^Share in a page ?Only available for active embdeds$/,
    });
    await expect(share).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(share);
    await expect(onShare).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu')).toBeVisible();
  },
};

export const ChosenWithKeyboard: Story = {
  play: async () => {
    onClone.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onClone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const CustomTrigger: Story = {
  args: { trigger: <Button>Actions</Button> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

export const Matrix: Story = {
  args: {
    items: [
      { label: 'Share', onSelect: fn() },
      { label: 'Share in a page', disabledReason: 'Only available for active embdeds' },
      { label: 'Download GIF', disabled: true },
      { label: 'Clone', icon: <CopyIcon /> },
      'separator',
      { label: 'Delete', tone: 'danger', icon: <TrashIcon /> },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};
