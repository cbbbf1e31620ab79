export {
  SideNav,
  type SideNavItem,
  type SideNavLinkProps,
  type SideNavMenuItem,
  type SideNavProps,
} from './SideNav.tsx';
