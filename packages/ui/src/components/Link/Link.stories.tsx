import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = {
  title: 'ui/Link',
  component: Link,
  args: {
    href: '#reset',
    children: 'Forgot Password',
    onClick: fn((event: React.MouseEvent) => event.preventDefault()),
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Muted: Story = {
  args: { tone: 'muted', href: 'mailto:support@example.com', children: 'Having trouble? Contact us' },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Forgot Password' })).toHaveFocus();
  },
};

// Stands in for react-router's <Link to>: an anchor that handles its own navigation.
function RouterLink({ to, ...props }: React.ComponentProps<'a'> & { to: string }) {
  return <a {...props} href={to} />;
}

export const AsChild: Story = {
  render: ({ onClick }) => (
    <Link asChild onClick={onClick}>
      <RouterLink to="/reset">Forgot Password</RouterLink>
    </Link>
  ),
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot Password' });
    await expect(link).toHaveAttribute('href', '/reset');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Link {...args}>Forgot Password</Link>
      <Link {...args} tone="muted">
        Having trouble? Contact us
      </Link>
      <p>
        New to Showroom?{' '}
        <Link {...args} href="#signup">
          Sign Up
        </Link>
      </p>
    </div>
  ),
};
