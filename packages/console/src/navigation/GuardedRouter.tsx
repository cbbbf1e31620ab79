import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  type Blocker,
  type BlockerFunction,
  type Location,
  NavigationType,
  type Navigator,
  parsePath,
  Router,
  type To,
  UNSAFE_createMemoryHistory,
  useLocation,
  useNavigate,
} from 'react-router';
import { type Navigation, NavigationProvider } from './navigation.tsx';

/** A history as react-router makes them (browser or memory, `v5Compat`: pushes are reported). */
type History = Omit<ReturnType<typeof UNSAFE_createMemoryHistory>, 'index'>;

const unblocked: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/**
 * What a page registers to hold a move away (one at a time, as react-router's own blockers) and
 * the blocker's state it reads.
 */
type Guard = {
  block: (shouldBlock: BlockerFunction | undefined) => void;
  subscribe: (changed: () => void) => () => void;
  blocker: () => Blocker;
};

const GuardContext = createContext<Guard | null>(null);

const nextLocation = (current: Location, to: To, state: unknown): Location => {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? current.pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: 'next',
  };
};

/**
 * The console's router (issue 30): react-router's own `<Router>` on a history, as BrowserRouter
 * is, with what an editor needs to hold a move away while it has unsaved changes
 * (`useNavigationBlocker`, issue 29 D.9). React Router's `useBlocker` does that only under a data
 * router (createBrowserRouter), whose code is 14 KB of brotli more in every page's first load,
 * the signed-out pages' included; this is the same blocking on the history the app already has.
 * A push or replace that the page blocks does not happen until `proceed`; a Back or Forward
 * (the browser has already moved) is undone at once and redone on `proceed`, as react-router does.
 */
export function GuardedRouter({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });

  const { guard, navigator, listen } = useMemo(() => {
    let shouldBlock: BlockerFunction | undefined;
    let blocker = unblocked;
    // The pop that undoes (or redoes) a blocked Back is the guard's own: it is not a move.
    let ownPop = false;
    let passPop = false;
    const subscribers = new Set<() => void>();
    const setBlocker = (next: Blocker) => {
      blocker = next;
      for (const changed of subscribers) changed();
    };
    // The location the app shows (after a Back the history's own is already the next one).
    let current = history.location;
    const blocks = (to: Location, historyAction: History['action']) =>
      shouldBlock?.({ currentLocation: current, nextLocation: to, historyAction }) === true;

    const held =
      (action: NavigationType.Push | NavigationType.Replace, move: (to: To, state?: unknown) => void) =>
      (to: To, state?: unknown) => {
        const location = nextLocation(current, to, state);
        if (!blocks(location, action)) return move(to, state);
        setBlocker({
          state: 'blocked',
          location,
          proceed: () => {
            setBlocker(unblocked);
            move(to, state);
          },
          reset: () => setBlocker(unblocked),
        });
      };

    const navigator: Navigator = {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: held(NavigationType.Push, (to, state) => history.push(to, state)),
      replace: held(NavigationType.Replace, (to, state) => history.replace(to, state)),
    };

    const listen = (update: (next: { action: History['action']; location: Location }) => void) =>
      history.listen(({ action, location, delta }) => {
        if (ownPop) {
          ownPop = false;
          return;
        }
        if (action === NavigationType.Pop && !passPop && delta != null) {
          if (blocks(location, action)) {
            ownPop = true;
            history.go(-delta);
            setBlocker({
              state: 'blocked',
              location,
              proceed: () => {
                setBlocker(unblocked);
                passPop = true;
                history.go(delta);
              },
              reset: () => setBlocker(unblocked),
            });
            return;
          }
        }
        passPop = false;
        current = location;
        update({ action, location });
      });

    const guard: Guard = {
      block: (next) => {
        shouldBlock = next;
        if (!next && blocker.state !== 'unblocked') setBlocker(unblocked);
      },
      subscribe: (changed) => {
        subscribers.add(changed);
        return () => subscribers.delete(changed);
      },
      blocker: () => blocker,
    };
    return { guard, navigator, listen };
  }, [history]);

  // As BrowserRouter: moves render in a transition.
  useLayoutEffect(() => listen((next) => startTransition(() => setState(next))), [listen]);

  return (
    <GuardContext value={guard}>
      <Router navigator={navigator} location={state.location} navigationType={state.action}>
        <RouterNavigation>{children}</RouterNavigation>
      </Router>
    </GuardContext>
  );
}

/**
 * The signed-out pages' navigation (navigation.tsx) under the router: react-router's own location
 * and navigate, so a page moves the same way whether it was first loaded or reached in the app.
 */
function RouterNavigation({ children }: { children: ReactNode }) {
  const place = useLocation();
  const routerNavigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ place, navigate: (to, options) => void routerNavigate(to, options) }),
    [place, routerNavigate],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}

/**
 * The console's router on a history in memory, at the first of `initialEntries` (tests and
 * stories, as react-router's MemoryRouter).
 */
export function MemoryGuardedRouter({
  initialEntries,
  children,
}: {
  initialEntries?: NonNullable<Parameters<typeof UNSAFE_createMemoryHistory>[0]>['initialEntries'];
  children: ReactNode;
}) {
  const [history] = useState(() => UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true }));
  return <GuardedRouter history={history}>{children}</GuardedRouter>;
}

/**
 * Holds a move inside the console while `shouldBlock` says so, as react-router's `useBlocker`:
 * the blocker's state is 'blocked' until `proceed` (the move happens) or `reset` (it does not).
 * Only under `GuardedRouter`.
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction): Blocker {
  const guard = useContext(GuardContext);
  if (!guard) throw new Error('useNavigationBlocker needs the GuardedRouter');
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(() => {
    guard.block((args) => latest.current(args));
    return () => guard.block(undefined);
  }, [guard]);
  return useSyncExternalStore(guard.subscribe, guard.blocker);
}
