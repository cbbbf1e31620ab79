import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary', children: 'Log In' } };

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete demo' } };

export const LinkVariant: Story = { name: 'Link', args: { variant: 'link', children: 'Forgot Password' } };

export const Small: Story = { args: { variant: 'primary', size: 'sm', children: 'New demo' } };

export const Large: Story = { args: { variant: 'primary', size: 'lg', children: 'Create account' } };

export const Clicked: Story = {
  args: { variant: 'primary', children: 'Log In' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Focused: Story = {
  args: { variant: 'primary', children: 'Log In' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: 'Log In' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Log In' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { variant: 'primary', disabled: true, children: 'Log In' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeDisabled();
  },
};

export const DisabledWithReason: Story = {
  args: {
    variant: 'primary',
    disabled: true,
    disabledReason: 'Enter your e-mail and password first',
    children: 'Log In',
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Log In' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Enter your e-mail and password first',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const variants = ['primary', 'secondary', 'danger', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export const Matrix: Story = {
  render: () => (
    <table style={{ borderSpacing: '16px 12px' }}>
      <thead>
        <tr>
          <th scope="col">
            <span style={{ fontSize: 12, color: 'var(--color-text-muted)', fontWeight: 500 }}>variant</span>
          </th>
          {[...sizes, 'loading', 'disabled'].map((column) => (
            <th
              key={column}
              scope="col"
              style={{ fontSize: 12, color: 'var(--color-text-muted)', fontWeight: 500 }}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => (
          <tr key={variant}>
            <th
              scope="row"
              style={{ fontSize: 12, color: 'var(--color-text-muted)', fontWeight: 500, textAlign: 'left' }}
            >
              {variant}
            </th>
            {sizes.map((size) => (
              <td key={size}>
                <Button variant={variant} size={size}>
                  Button
                </Button>
              </td>
            ))}
            <td>
              <Button variant={variant} loading>
                Saving
              </Button>
            </td>
            <td>
              <Button variant={variant} disabled>
                Disabled
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
