import { type ComponentType, use } from 'react';
import { GuestOnly } from '../../session/RequireSession.tsx';

/** A promise React's `use` reads at once when it has settled (the status fields `use` looks for). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A page in a chunk of its own, like `lazy`, that can be loaded before the first render: a page
 * whose first screen came drawn in the HTML (firstScreenPlugin.ts) must be there in the app's
 * first commit, which replaces the drawn screen, or the rep would see the screen vanish while its
 * chunk arrives. Returns the loader, the same promise each time; `Preloaded` draws its page.
 */
function preloadable(load: () => Promise<ComponentType>) {
  let loading: Tracked<ComponentType> | undefined;
  return () => {
    if (!loading) {
      const started: Tracked<ComponentType> = load();
      started.then((value) => {
        started.status = 'fulfilled';
        started.value = value;
      });
      loading = started;
    }
    return loading;
  };
}

/** The page `load` gives: at once when it was loaded before, else it suspends as `lazy` does. */
export function Preloaded({ load }: { load: () => Promise<ComponentType> }) {
  const Page = use(load());
  return <Page />;
}

/** `Page` for a rep who is not signed in; a signed-in rep goes to the console (GuestOnly). */
const guestOnly = (Page: ComponentType) => () => (
  <GuestOnly>
    <Page />
  </GuestOnly>
);

/**
 * The signed-out pages whose first screen the build draws (issue 30), by address, each with its
 * loader: each is a chunk of its own that only its drawn HTML preloads (what /login alone needs,
 * its two machines and its screen, is not in /signup's and /reset's first load). The app loads the page of the address before its first render (boot.tsx);
 * the route table (App.tsx) draws the same pages, with the same guard.
 */
export const drawnPages = {
  '/login': preloadable(() => import('./LoginPage.tsx').then((m) => guestOnly(m.LoginPage))),
  '/signup': preloadable(() => import('./SignupPage.tsx').then((m) => guestOnly(m.SignupPage))),
  '/reset': preloadable(() => import('./ResetPage.tsx').then((m) => m.ResetPage)),
};

/** The loader of the drawn page at `pathname`, if it is one. */
export const drawnPageAt = (pathname: string): (() => Promise<ComponentType>) | undefined =>
  Object.hasOwn(drawnPages, pathname) ? drawnPages[pathname as keyof typeof drawnPages] : undefined;
