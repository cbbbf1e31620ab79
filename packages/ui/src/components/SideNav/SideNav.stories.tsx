import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BrandMark } from '../BrandMark/index.ts';
import { SideNav, type SideNavItem } from './SideNav.tsx';

const icon = (d: string) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

// spec 1 §2: the five sections of the left navigation.
const items: SideNavItem[] = [
  { key: 'demos', label: 'Demos', href: '#/feature/demos', icon: icon('M3 5h14v10H3zM8.5 8v4l3.5-2z') },
  { key: 'embeds', label: 'Embeds', href: '#/feature/embeds', icon: icon('M7 6 3 10l4 4M13 6l4 4-4 4') },
  { key: 'pages', label: 'Pages', href: '#/feature/page/', icon: icon('M5 3h7l3 3v11H5zM12 3v3h3') },
  {
    key: 'contacts',
    label: 'Contacts',
    href: '#/feature/contact/',
    icon: icon('M10 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM4 17c1-3 3.5-4.5 6-4.5s5 1.5 6 4.5'),
  },
  {
    key: 'analytics',
    label: 'Analytics',
    href: '#/feature/analytics',
    icon: icon('M4 16V9M10 16V4M16 16v-5'),
  },
];

const meta = {
  title: 'ui/SideNav',
  component: SideNav,
  parameters: { layout: 'fullscreen' },
  args: {
    items,
    activeKey: 'demos',
    user: { name: 'Alex Morgan', detail: 'Acme Inc.' },
    userMenu: [
      { label: 'Settings', onSelect: fn() },
      { label: 'Switch to Matrix', onSelect: fn() },
      { label: 'Logout', onSelect: fn(), tone: 'danger' },
    ],
    onExpandedChange: fn(),
  },
  render: (args) => (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      <SideNav
        {...args}
        brand={<BrandMark size="sm" wordmark={args.expanded ?? args.defaultExpanded ?? true} />}
      />
      <main style={{ flex: 1, padding: 32 }}>
        <h1>Demos</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Demos' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Collapsed: Story = { args: { defaultExpanded: false, activeKey: 'analytics' } };

export const Collapsing: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Hide Navbar' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(false);
    // The label leaves the screen but still names the link.
    await expect(canvas.getByRole('link', { name: 'Contacts' })).toBeInTheDocument();
  },
};

export const CollapsedTooltip: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Embeds' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Embeds');
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Alex Morgan/ }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings', 'Switch to Matrix', 'Logout']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
  },
};

export const UserMenuCollapsed: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Alex Morgan, user menu' }));
    await expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, padding: 16, alignItems: 'flex-start' }}>
      {[true, false].map((expanded) =>
        ['demos', 'analytics'].map((active) => (
          <SideNav
            key={`${expanded}-${active}`}
            {...args}
            aria-label={`${expanded ? 'Expanded' : 'Collapsed'}, ${active}`}
            activeKey={active}
            defaultExpanded={expanded}
            brand={<BrandMark size="sm" wordmark={expanded} />}
            style={{
              height: 440,
              position: 'relative',
              border: '1px solid var(--color-border)',
              borderRadius: 8,
            }}
          />
        )),
      )}
    </div>
  ),
};
