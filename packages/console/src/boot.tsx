import { ThemeProvider, ToastProvider } from '@showroom/ui';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { drawnPageAt, drawnPages } from './features/auth/drawnPages.tsx';
import { FirstLoad } from './navigation/firstLoad.tsx';
import { readToken } from './session/cookies.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/**
 * /login, /signup and /reset come with their first screen drawn by the build, inert, with its own
 * style element (firstScreenPlugin.ts, issue 30). The app's first render takes its place (React
 * empties the root before its first commit), then the root is made live and the drawn screen's
 * styles go, before the browser paints again. On any other page there is nothing to take.
 */
function Drawn({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    root!.inert = false;
    for (const style of document.querySelectorAll('style[data-first-screen]')) style.remove();
  }, []);
  return children;
}

/**
 * What the app starts with. A drawn page (/login, /signup, /reset) starts alone on the browser's
 * history (navigation/firstLoad.tsx): react-router and the route table are not in its first load
 * and come when the rep leaves it (issue 30). Any other address starts with the console's router
 * (navigation/Routed.tsx: GuardedRouter, react-router's `<Router>` with what lets an editor hold a
 * move away while it has unsaved changes, issue 29 D.9), whose chunks its HTML preloads.
 */
async function start(): Promise<ReactNode> {
  const load = drawnPageAt(location.pathname);
  if (load) return <FirstLoad page={await load()} />;
  // A rep without a session is sent to /login (RequireSession): its page comes with the router.
  if (readToken() === undefined) void drawnPages['/login']();
  const { Routed, browserHistory, startScreen } = await import('./navigation/Routed.tsx');
  // A signed-in screen's chunk and calls, and the shell's, at once rather than in series.
  startScreen(location.pathname);
  return <Routed history={browserHistory()} />;
}

// The drawn page's own chunk first, then the render. A transition, so React renders the first
// screen in slices of a few milliseconds and a phone's main thread is never held for the whole
// render (total blocking time, bench/lighthouse.bench.ts).
void start().then((app) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <ThemeProvider>
          <ToastProvider>
            <Drawn>{app}</Drawn>
          </ToastProvider>
        </ThemeProvider>
      </StrictMode>,
    ),
  ),
);
