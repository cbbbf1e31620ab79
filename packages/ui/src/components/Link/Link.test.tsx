import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link.tsx';

// Stands in for a router link: an <a> that handles its own click.
function RouterLink({
  to,
  onNavigate,
  ...props
}: React.ComponentProps<'a'> & { to: string; onNavigate: (to: string) => void }) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        props.onClick?.(event);
        onNavigate(to);
      }}
    />
  );
}

describe('Link', () => {
  it('renders an <a> with its href', () => {
    render(<Link href="mailto:support@example.com">Having trouble? Contact us</Link>);
    expect(screen.getByRole('link', { name: 'Having trouble? Contact us' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it('with asChild renders the child element and keeps its behaviour', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <Link asChild>
        <RouterLink to="/reset" onNavigate={navigate}>
          Forgot Password
        </RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Forgot Password' });
    expect(link).toHaveAttribute('href', '/reset');
    expect(link).toHaveAttribute('data-tone', 'default');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/reset');
  });

  it('is reached with Tab and followed with Enter', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Link href="/signup" onClick={onClick}>
        Sign Up
      </Link>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('forwards ref to the <a>', () => {
    const ref = React.createRef<HTMLAnchorElement>();
    render(
      <Link href="/" ref={ref}>
        Home
      </Link>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Home' }));
  });
});
