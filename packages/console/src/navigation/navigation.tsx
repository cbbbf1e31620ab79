import {
  type ComponentPropsWithoutRef,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
  useEffect,
} from 'react';

/**
 * How the signed-out pages move (issue 30): the address they are on, a navigate, a link and a
 * redirect, without react-router, whose code would otherwise be in /login's, /signup's and
 * /reset's first load (about 12 KB brotli). Under the console's router (GuardedRouter) these are
 * react-router's own location and navigate; on a first load of a drawn page (boot.tsx) they are
 * the browser's history until the rep leaves the page, when the router and the route table load
 * and take over (navigation/firstLoad.tsx). The signed-in screens use react-router directly.
 */

/** The address a page is on, as react-router's location has it. */
export type Place = { pathname: string; search: string; hash: string; state: unknown };

export type NavigateOptions = { replace?: boolean; state?: unknown };

/** A move to an absolute address inside the console ('/login', '/feature?x=1'). */
export type Navigate = (to: string, options?: NavigateOptions) => void;

export type Navigation = { place: Place; navigate: Navigate };

const NavigationContext = createContext<Navigation | null>(null);

/** Provides `value` to the pages under it (GuardedRouter, the first load, the first screens). */
export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

const useNavigation = () => {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('A signed-out page needs the console navigation (navigation.tsx)');
  return navigation;
};

/** The address the page is on. */
export const usePlace = (): Place => useNavigation().place;

/** Moves to an address inside the console. */
export const useNavigate = (): Navigate => useNavigation().navigate;

/**
 * An <a> to an address inside the console: a plain click moves without reloading, as
 * react-router's Link; a click that opens a tab or a window is the browser's.
 */
export function AppLink({
  to,
  onClick,
  ...props
}: Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (props.target && props.target !== '_self')
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}

/** Moves to `to` once drawn, as react-router's <Navigate>. */
export function Redirect({ to, replace = false, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one move per address, as react-router's.
  useEffect(() => navigate(to, { replace, state }), [to]);
  return null;
}
