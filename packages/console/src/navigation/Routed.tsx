import { UNSAFE_createBrowserHistory } from 'react-router';
import { AppRoutes } from '../App.tsx';
import { GuardedRouter } from './GuardedRouter.tsx';

// A first load of a signed-in screen starts its chunks and calls before the router renders (boot.tsx).
export { startScreen } from '../features/shell/routeChunks.ts';

/**
 * The console with its router and route table (issue 30): what every page but a first load of
 * /login, /signup or /reset starts with, and what those three load when the rep leaves them
 * (firstLoad.tsx), so react-router is not in their first load.
 */
export function Routed({ history }: { history: BrowserHistory }) {
  return (
    <GuardedRouter history={history}>
      <AppRoutes />
    </GuardedRouter>
  );
}

export type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The browser's history as the router reads it (`v5Compat`: pushes are reported). Made when the
 * router starts, at the address the browser is on; the first load's moves before it wrote the
 * entries' state as this history does (firstLoad.tsx).
 */
export const browserHistory = (): BrowserHistory => UNSAFE_createBrowserHistory({ v5Compat: true });
