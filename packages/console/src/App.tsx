import { Spinner } from '@showroom/ui';
import { type ComponentType, lazy, Suspense, use } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import styled from 'styled-components';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { GuestOnly, RequireSession } from './session/RequireSession.tsx';

/** A promise React's `use` reads at once when it has settled (the status fields `use` looks for). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A route's page in a chunk of its own, like `lazy`, that can be loaded before the first render:
 * a page whose first screen came drawn in the HTML (firstScreenPlugin.ts) must be there in the
 * app's first commit, which replaces the drawn screen, or the rep would see the screen vanish while
 * its chunk arrives. Returns the loader, the same promise each time; `Preloaded` draws its page.
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
function Preloaded({ load }: { load: () => Promise<ComponentType> }) {
  const Page = use(load());
  return <Page />;
}

// The login route loads first and alone; the other routes, the shell and its features follow on demand.
const ShellPage = lazy(() => import('./features/shell/ShellPage.tsx'));
const loadSignupPage = preloadable(() => import('./features/auth/SignupPage.tsx').then((m) => m.SignupPage));
const LinkedinCallbackPage = lazy(() =>
  import('./features/auth/LinkedinCallbackPage.tsx').then((m) => ({ default: m.LinkedinCallbackPage })),
);
const MatrixPage = lazy(() =>
  import('./features/auth/MatrixPage.tsx').then((m) => ({ default: m.MatrixPage })),
);
const loadResetPage = preloadable(() => import('./features/auth/ResetPage.tsx').then((m) => m.ResetPage));

/**
 * Loads the page of `pathname` when it is one whose first screen the build draws, before the
 * app's first render (main.tsx). /login is in the entry chunk.
 */
export const preloadDrawnPage = (pathname: string): Promise<unknown> =>
  pathname === '/signup' ? loadSignupPage() : pathname === '/reset' ? loadResetPage() : Promise.resolve();
const ConfirmPage = lazy(() =>
  import('./features/auth/ConfirmPage.tsx').then((m) => ({ default: m.ConfirmPage })),
);
const PrivacyScreen = lazy(() =>
  import('./features/legal/LegalScreen.tsx').then((m) => ({ default: m.PrivacyScreen })),
);
const TermsScreen = lazy(() =>
  import('./features/legal/LegalScreen.tsx').then((m) => ({ default: m.TermsScreen })),
);
const NotFoundScreen = lazy(() =>
  import('./features/shell/NotFoundScreen/index.ts').then((m) => ({ default: m.NotFoundScreen })),
);

const Centered = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

/** What a route shows while its chunk loads (a route opened for the first time). */
function RouteLoading() {
  return (
    <Centered>
      <Spinner />
    </Centered>
  );
}

/** spec 1 §2 Routes. Rendered inside a router: the data router of boot.tsx (one splat route). */
export function AppRoutes() {
  return (
    // A page whose chunk is still on its way shows the spinner, never a blank screen.
    <Suspense fallback={<RouteLoading />}>
      <Routes>
        <Route path="/linkedin" element={<LinkedinCallbackPage />} />
        <Route
          path="/signup"
          element={
            <GuestOnly>
              <Preloaded load={loadSignupPage} />
            </GuestOnly>
          }
        />
        <Route path="/reset" element={<Preloaded load={loadResetPage} />} />
        <Route path="/confirm" element={<ConfirmPage />} />
        <Route path="/privacy" element={<PrivacyScreen />} />
        <Route path="/terms" element={<TermsScreen />} />
        <Route
          path="/login"
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route path="/" element={<Navigate to="/feature" replace />} />
        <Route path="/matrix" element={<MatrixPage />} />
        {/* The shell's own routes (shell/FeatureRoutes.tsx) arrive with the shell's chunk. */}
        <Route
          path="/feature/*"
          element={
            <RequireSession>
              <ShellPage />
            </RequireSession>
          }
        />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
}
