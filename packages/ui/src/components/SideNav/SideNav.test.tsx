import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SideNav, type SideNavItem } from './SideNav.tsx';

const items: SideNavItem[] = [
  { key: 'demos', label: 'Demos', href: '/feature/demos', icon: <svg /> },
  { key: 'embeds', label: 'Embeds', href: '/feature/embeds', icon: <svg /> },
  { key: 'analytics', label: 'Analytics', href: '/feature/analytics', icon: <svg /> },
];

const menu = () => [
  { label: 'Settings', onSelect: vi.fn() },
  { label: 'Switch to Matrix', onSelect: vi.fn() },
  { label: 'Logout', onSelect: vi.fn(), tone: 'danger' as const },
];

describe('SideNav', () => {
  it('is a named navigation landmark whose current item is marked', () => {
    render(<SideNav items={items} activeKey="embeds" user={{ name: 'Alex' }} userMenu={menu()} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Embeds' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Demos' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Demos' })).toHaveAttribute('href', '/feature/demos');
  });

  it("collapses and expands with 'Hide Navbar', keeping the links named", async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <SideNav items={items} user={{ name: 'Alex' }} userMenu={menu()} onExpandedChange={onExpandedChange} />,
    );
    const nav = screen.getByRole('navigation');
    expect(nav).toHaveAttribute('data-state', 'expanded');

    await user.click(screen.getByRole('button', { name: 'Hide Navbar' }));
    expect(nav).toHaveAttribute('data-state', 'collapsed');
    expect(screen.getByRole('button', { name: 'Hide Navbar' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Analytics' })).toBeInTheDocument();
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);

    await user.keyboard('{Enter}');
    expect(nav).toHaveAttribute('data-state', 'expanded');
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
  });

  it('follows a controlled expanded prop', () => {
    const { rerender } = render(
      <SideNav items={items} user={{ name: 'Alex' }} userMenu={menu()} expanded={false} />,
    );
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'collapsed');
    rerender(<SideNav items={items} user={{ name: 'Alex' }} userMenu={menu()} expanded />);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'expanded');
  });

  it('shows a collapsed item label as a tooltip on focus', async () => {
    const user = userEvent.setup();
    render(<SideNav items={items} user={{ name: 'Alex' }} userMenu={menu()} defaultExpanded={false} />);
    await user.tab(); // Hide Navbar
    await user.tab();
    expect(screen.getByRole('link', { name: 'Demos' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Demos');
  });

  it('opens the user menu from the keyboard and runs the chosen entry', async () => {
    const user = userEvent.setup();
    const entries = menu();
    render(<SideNav items={items} user={{ name: 'Alex Morgan' }} userMenu={entries} />);
    screen.getByRole('button', { name: /Alex Morgan/ }).focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('menu');
    expect(
      within(list)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings', 'Switch to Matrix', 'Logout']);
    await user.click(within(list).getByRole('menuitem', { name: 'Logout' }));
    expect(entries[2]!.onSelect).toHaveBeenCalledTimes(1);
    expect(entries[0]!.onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('renders links through renderLink (a router link)', () => {
    render(
      <SideNav
        items={items}
        user={{ name: 'Alex' }}
        userMenu={menu()}
        renderLink={({ href, ...props }) => <a {...props} href={`/app${href}`} data-router="" />}
      />,
    );
    expect(screen.getByRole('link', { name: 'Demos' })).toHaveAttribute('href', '/app/feature/demos');
  });
});
