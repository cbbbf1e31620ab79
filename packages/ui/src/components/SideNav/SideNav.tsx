import { DropdownMenu, VisuallyHidden } from 'radix-ui';
import * as React from 'react';
import styled from 'styled-components';
import { bareIconButton } from '../IconButton/bareIconButton.ts';
import { Tooltip } from '../Tooltip/index.ts';

export type SideNavItem = {
  /** Stable key; compared with `activeKey`. */
  key: string;
  label: string;
  href: string;
  /** A 20 px decorative icon (aria-hidden is added for it). */
  icon: React.ReactNode;
};

export type SideNavMenuItem = {
  label: string;
  onSelect: () => void;
  icon?: React.ReactNode;
  /** danger: red text (e.g. Logout). */
  tone?: 'default' | 'danger';
};

export type SideNavLinkProps = React.ComponentPropsWithRef<'a'> & { href: string };

export type SideNavProps = Omit<React.ComponentPropsWithoutRef<'nav'>, 'children'> & {
  ref?: React.Ref<HTMLElement>;
  items: SideNavItem[];
  /** The item of the current route, marked with aria-current="page". */
  activeKey?: string;
  /** Controlled expanded state (spec 1: session's expandedNavbar). */
  expanded?: boolean;
  /** Uncontrolled initial state; spec 1 defaults to expanded. */
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Shown at the top; e.g. the BrandMark (full when expanded, mark only when collapsed). */
  brand?: React.ReactNode;
  /** The signed-in user, shown on the menu trigger at the bottom. */
  user: { name: string; detail?: string };
  /** Entries of the user menu, e.g. Settings, Switch to Matrix, Logout. */
  userMenu: SideNavMenuItem[];
  /** Renders an item's link; give a router link here (defaults to a plain <a>). */
  renderLink?: (props: SideNavLinkProps) => React.ReactElement;
  /** The toggle's name (spec 1 §2: 'Hide Navbar'). */
  toggleLabel?: string;
};

const Root = styled.nav`
  position: sticky;
  top: 0;
  z-index: var(--z-nav);
  display: flex;
  flex-direction: column;
  width: var(--layout-nav-expanded);
  height: 100vh;
  padding: var(--space-3);
  gap: var(--space-1);
  background: var(--color-surface);
  border-right: var(--border-width) solid var(--color-border);
  transition: width var(--motion-normal) var(--motion-ease-out);
  overflow: hidden;

  &[data-state='collapsed'] { width: var(--layout-nav-collapsed); }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  min-height: 40px;
  margin-bottom: var(--space-3);
  padding-left: var(--space-2);

  [data-state='collapsed'] > & { flex-direction: column; padding-left: 0; gap: var(--space-3); }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
`;

const IconButton = styled.button`
  ${bareIconButton}
  width: 32px;
  height: 32px;
  flex: none;
  transition: background-color var(--motion-fast) var(--motion-ease-out), color var(--motion-fast);

  &:active:not(:disabled) { background: var(--color-surface-pressed); }
  &:focus-visible { outline-offset: 2px; }
  & svg { transition: transform var(--motion-normal) var(--motion-ease-out); }
  &[aria-pressed='true'] svg { transform: rotate(180deg); }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Styles the link whatever renders it (a plain <a> or a router link). */
const Item = styled.li`
  & > a {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    height: 36px;
    padding: 0 var(--space-3);
    border-radius: var(--radius-sm);
    color: var(--color-text-muted);
    font-weight: var(--font-weight-medium);
    text-decoration: none;
    white-space: nowrap;
    transition: background-color var(--motion-fast) var(--motion-ease-out), color var(--motion-fast);
  }
  & > a > [data-icon] { display: inline-grid; place-items: center; width: 20px; height: 20px; flex: none; }
  & > a > [data-icon] > svg { width: 20px; height: 20px; }
  & > a:hover { background: var(--color-surface-hover); color: var(--color-text); }
  & > a:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 1px; }
  & > a[aria-current='page'] { background: var(--color-accent-subtle); color: var(--color-accent); }
  [data-state='collapsed'] & > a { justify-content: center; padding: 0; height: 40px; }
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: var(--space-3);
  border-top: var(--border-width) solid var(--color-border);
`;

const UserTrigger = styled.button`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  width: 100%;
  padding: var(--space-2);
  border: 0;
  border-radius: var(--radius-sm);
  background: none;
  text-align: left;
  cursor: pointer;
  transition: background-color var(--motion-fast) var(--motion-ease-out);

  &:hover, &[data-state='open'] { background: var(--color-surface-hover); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 1px; }
  [data-state='collapsed'] & { justify-content: center; }
`;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  flex: none;
  border-radius: var(--radius-full);
  background: var(--color-accent);
  color: var(--color-accent-contrast);
  font-size: var(--font-size-meta);
  font-weight: var(--font-weight-semibold);
`;

const UserText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  & > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & > span:first-child { font-weight: var(--font-weight-medium); }
  & > span + span { font-size: var(--font-size-meta); line-height: var(--line-height-meta); color: var(--color-text-muted); }
`;

const MenuContent = styled(DropdownMenu.Content)`
  z-index: var(--z-popover);
  min-width: 188px;
  padding: var(--space-1);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  box-shadow: var(--shadow-elevated);
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
  animation: showroom-menu-in var(--motion-fast) var(--motion-ease-out);

  @keyframes showroom-menu-in {
    from { opacity: 0; transform: scale(0.97); }
    to { opacity: 1; transform: scale(1); }
  }
`;

const MenuItem = styled(DropdownMenu.Item)`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  height: 32px;
  padding: 0 var(--space-2);
  border-radius: var(--radius-sm);
  color: var(--color-text);
  cursor: pointer;
  outline: none;
  user-select: none;

  & > svg { width: 16px; height: 16px; color: var(--color-text-muted); }
  &[data-highlighted] { background: var(--color-surface-hover); }
  &[data-tone='danger'] { color: var(--color-danger-text); }
  &[data-tone='danger'] > svg { color: currentColor; }
`;

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M10 3.5 5.5 8l4.5 4.5"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const defaultLink = (props: SideNavLinkProps) => <a {...props} />;

/**
 * The console's left navigation (spec 1 §2): 214 px expanded, 80 px collapsed with a 'Hide Navbar'
 * toggle, one link per section with the current one marked, and the user menu at the bottom.
 * Collapsed, labels stay in the accessibility tree and show as tooltips.
 */
export function SideNav({
  items,
  activeKey,
  expanded: expandedProp,
  defaultExpanded = true,
  onExpandedChange,
  brand,
  user,
  userMenu,
  renderLink = defaultLink,
  toggleLabel = 'Hide Navbar',
  'aria-label': ariaLabel = 'Main',
  ref,
  ...props
}: SideNavProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultExpanded);
  const expanded = expandedProp ?? uncontrolled;
  const setExpanded = (next: boolean) => {
    if (expandedProp === undefined) setUncontrolled(next);
    onExpandedChange?.(next);
  };

  return (
    <Root ref={ref} aria-label={ariaLabel} data-state={expanded ? 'expanded' : 'collapsed'} {...props}>
      <Top>
        {brand && <Brand>{brand}</Brand>}
        <IconButton
          type="button"
          aria-label={toggleLabel}
          aria-pressed={!expanded}
          onClick={() => setExpanded(!expanded)}
        >
          <Chevron />
        </IconButton>
      </Top>
      <List>
        {items.map((item) => {
          const current = item.key === activeKey;
          const link = renderLink({
            href: item.href,
            'aria-current': current ? 'page' : undefined,
            children: (
              <>
                <span data-icon="" aria-hidden="true">
                  {item.icon}
                </span>
                {expanded ? (
                  <span>{item.label}</span>
                ) : (
                  <VisuallyHidden.Root>{item.label}</VisuallyHidden.Root>
                )}
              </>
            ),
          });
          return (
            <Item key={item.key}>
              {expanded ? (
                link
              ) : (
                <Tooltip content={item.label} side="right" delayDuration={150}>
                  {link}
                </Tooltip>
              )}
            </Item>
          );
        })}
      </List>
      <Footer>
        {/* Non-modal: the rest of the console stays reachable, and nothing is hidden from assistive tech. */}
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <UserTrigger type="button" aria-label={expanded ? undefined : `${user.name}, user menu`}>
              <Initial aria-hidden="true">{user.name.trim().charAt(0).toUpperCase() || '?'}</Initial>
              {expanded && (
                <UserText>
                  <span>{user.name}</span>
                  {user.detail && <span>{user.detail}</span>}
                </UserText>
              )}
            </UserTrigger>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <MenuContent side="right" align="end" sideOffset={8} collisionPadding={8}>
              {userMenu.map((entry) => (
                <MenuItem key={entry.label} data-tone={entry.tone ?? 'default'} onSelect={entry.onSelect}>
                  {entry.icon}
                  {entry.label}
                </MenuItem>
              ))}
            </MenuContent>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </Footer>
    </Root>
  );
}
