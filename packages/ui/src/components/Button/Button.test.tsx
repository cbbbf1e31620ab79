import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('calls onClick when clicked and when activated with Enter or Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');

    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is type="button" by default so it never submits a form by accident', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  });

  it('shows its variant and size as data attributes', () => {
    render(
      <Button variant="danger" size="lg">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'lg');
  });

  it('while loading is busy, keeps its name and focus, and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Log In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log In' });

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Log In
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disabled without a reason is natively disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled with a reason stays focusable, refuses clicks and shows the reason on focus', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled disabledReason="Fill in your e-mail and password" onClick={onClick}>
        Log In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log In' });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Fill in your e-mail and password');
    // The tooltip's code came after the first render (LazyTooltip): the button was drawn anew
    // inside the tooltip, and has the focus back.
    const described = screen.getByRole('button', { name: 'Log In' });
    expect(described).toHaveFocus();
    expect(described).toHaveAccessibleDescription('Fill in your e-mail and password');

    await user.keyboard('{Enter}');
    await user.click(described);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the disabled reason on hover', async () => {
    const user = userEvent.setup();
    render(
      <Button disabled disabledReason="Only admins can delete demos">
        Delete
      </Button>,
    );
    await user.hover(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Only admins can delete demos');
  });

  it('forwards ref to the <button>', () => {
    const ref = React.createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Save</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});
