import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { IconButton } from './IconButton.tsx';
import { CopyIcon, EyeIcon, MoreIcon, TrashIcon } from './icons.tsx';

const meta = {
  title: 'ui/IconButton',
  component: IconButton,
  args: { label: 'More', children: <MoreIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', label: 'Copy', children: <CopyIcon /> } };

export const Danger: Story = { args: { variant: 'danger', label: 'Delete', children: <TrashIcon /> } };

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg', variant: 'secondary' } };

export const Loading: Story = {
  args: { loading: true, variant: 'secondary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'More' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // The keyboard opens the label tooltip at once (a hover waits 300 ms), so the screenshot is steady.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('More');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'More' })).toBeDisabled();
  },
};

export const DisabledWithReason: Story = {
  args: {
    disabled: true,
    variant: 'secondary',
    label: 'Preview',
    children: <EyeIcon />,
    disabledReason: 'Save the demo before previewing it',
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Preview' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Save the demo before previewing it');
  },
};

export const FocusedShowsLabel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('More');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

const variants = ['ghost', 'secondary', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, auto)', gap: 16, alignItems: 'center' }}>
      {variants.map((variant) => (
        <div key={variant} style={{ display: 'contents' }}>
          {sizes.map((size) => (
            <IconButton key={size} label={`${variant} ${size}`} variant={variant} size={size}>
              {variant === 'danger' ? <TrashIcon /> : <MoreIcon />}
            </IconButton>
          ))}
          <IconButton label={`${variant} loading`} variant={variant} loading>
            <MoreIcon />
          </IconButton>
          <IconButton label={`${variant} disabled`} variant={variant} disabled>
            <MoreIcon />
          </IconButton>
        </div>
      ))}
    </div>
  ),
};
