import { type ComponentType, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { drawnPageAt } from '../features/auth/drawnPages.tsx';
import { type Navigate, type Navigation, NavigationProvider, type Place } from './navigation.tsx';

type RoutedModule = typeof import('./Routed.tsx');

/** The router and the route table, fetched once: when the browser is idle, or when the rep leaves. */
let routing: Promise<RoutedModule> | undefined;
const loadRouting = () => {
  routing ??= import('./Routed.tsx');
  return routing;
};

/** The address the browser is on, with the state react-router's history keeps in the entry. */
const browserPlace = (): Place => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
});

/** An entry's state as react-router's browser history writes it, so the router reads it alike. */
const entryState = (state: unknown, idx: number) => ({
  usr: state ?? null,
  key: Math.random().toString(36).substring(2, 10),
  idx,
});

const entryIndex = () => (window.history.state as { idx?: number } | null)?.idx ?? 0;

/**
 * A first load of /login, /signup or /reset (issue 30): `Page` on the browser's history, without
 * react-router. A move on the same page (/reset taking the mailed link's secret out of the
 * address) is the history's alone; a move to another address loads the router and the route
 * table (Routed.tsx, fetched already when the browser was idle) and hands over to them: the
 * router's history starts at the new address and the app goes on as if it had started there.
 * Back and Forward to another page do the same.
 */
export function FirstLoad({ page: Page }: { page: ComponentType }) {
  const [place, setPlace] = useState(browserPlace);
  const [routed, setRouted] = useState<{
    module: RoutedModule;
    history: ReturnType<RoutedModule['browserHistory']>;
  }>();
  // The page's own address: the place changes only by moves that stay on it (the others hand over).
  const drawnPath = place.pathname;
  // One hand-over: a second move while the router loads (a redirect run twice) is the first's.
  const leaving = useRef(false);

  // Hands over to the router, after `move` when the rep moved with a link or a navigate.
  const leave = useRef((move?: { to: string; replace: boolean; state: unknown }) => {
    if (leaving.current) return;
    leaving.current = true;
    const next = move && new URL(move.to, window.location.href).pathname;
    // Another drawn page (from /login to /signup) is loaded with the router, so no spinner shows between.
    Promise.all([loadRouting(), next && drawnPageAt(next)?.()]).then(
      ([module]) => {
        const history = module.browserHistory();
        if (move) history[move.replace ? 'replace' : 'push'](move.to, move.state);
        // As the router's own moves: the page stays until the next one can be drawn.
        startTransition(() => setRouted({ module, history }));
      },
      // The code did not arrive (a module that failed to load stays failed in the page): the
      // browser loads the address instead, which the server answers with the app.
      () => {
        if (!move) window.location.reload();
        else if (move.replace) window.location.replace(move.to);
        else window.location.assign(move.to);
      },
    );
  });

  const navigation = useMemo<Navigation>(() => {
    const navigate: Navigate = (to, { replace = false, state } = {}) => {
      if (new URL(to, window.location.href).pathname !== drawnPath)
        return leave.current({ to, replace, state });
      if (replace) window.history.replaceState(entryState(state, entryIndex()), '', to);
      else window.history.pushState(entryState(state, entryIndex() + 1), '', to);
      setPlace(browserPlace());
    };
    return { place, navigate };
  }, [place, drawnPath]);

  // Back and Forward before the hand-over; the router listens after it.
  useEffect(() => {
    if (routed) return;
    const moved = () => {
      if (window.location.pathname === drawnPath) setPlace(browserPlace());
      else leave.current();
    };
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, [routed, drawnPath]);

  // The router is fetched when the browser is idle, so leaving the page seldom waits for it.
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const idle = requestIdleCallback(() => void loadRouting(), { timeout: 5000 });
      return () => cancelIdleCallback(idle);
    }
    const later = setTimeout(() => void loadRouting(), 2000);
    return () => clearTimeout(later);
  }, []);

  if (routed) return <routed.module.Routed history={routed.history} />;
  return (
    <NavigationProvider value={navigation}>
      <Page />
    </NavigationProvider>
  );
}
