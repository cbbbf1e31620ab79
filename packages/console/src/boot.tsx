import { ThemeProvider, ToastProvider } from '@showroom/ui';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { AppRoutes, preloadDrawnPage } from './App.tsx';
import { GuardedRouter } from './navigation/GuardedRouter.tsx';

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
 * The browser's history, under the console's router (GuardedRouter: react-router's `<Router>` with
 * what lets an editor hold a move away while it has unsaved changes, issue 29 D.9, without the
 * data router's code in every page's first load, issue 30).
 */
const history = UNSAFE_createBrowserHistory({ v5Compat: true });

// The drawn page's own chunk first (App.tsx preloadable), then the render. A transition, so React
// renders the first screen in slices of a few milliseconds and a phone's main thread is never held
// for the whole render (total blocking time, bench/lighthouse.bench.ts).
void preloadDrawnPage(location.pathname).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <ThemeProvider>
          <ToastProvider>
            <GuardedRouter history={history}>
              <Drawn>
                <AppRoutes />
              </Drawn>
            </GuardedRouter>
          </ToastProvider>
        </ThemeProvider>
      </StrictMode>,
    ),
  ),
);
