import { Spinner } from '@showroom/ui';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import styled from 'styled-components';
import { drawnPages, Preloaded } from './features/auth/drawnPages.tsx';
import { shellChunk } from './features/shell/routeChunks.ts';
import { RequireSession } from './session/RequireSession.tsx';

// The drawn pages (/login, /signup, /reset) load as drawnPages.tsx says; the other routes, the
// shell and its features follow on demand.
const ShellPage = lazy(shellChunk);
const LinkedinCallbackPage = lazy(() =>
  import('./features/auth/LinkedinCallbackPage.tsx').then((m) => ({ default: m.LinkedinCallbackPage })),
);
const MatrixPage = lazy(() =>
  import('./features/auth/MatrixPage.tsx').then((m) => ({ default: m.MatrixPage })),
);
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

/** spec 1 §2 Routes. Rendered inside the console's router (navigation/Routed.tsx). */
export function AppRoutes() {
  return (
    // A page whose chunk is still on its way shows the spinner, never a blank screen.
    <Suspense fallback={<RouteLoading />}>
      <Routes>
        <Route path="/linkedin" element={<LinkedinCallbackPage />} />
        <Route path="/signup" element={<Preloaded load={drawnPages['/signup']} />} />
        <Route path="/reset" element={<Preloaded load={drawnPages['/reset']} />} />
        <Route path="/confirm" element={<ConfirmPage />} />
        <Route path="/privacy" element={<PrivacyScreen />} />
        <Route path="/terms" element={<TermsScreen />} />
        <Route path="/login" element={<Preloaded load={drawnPages['/login']} />} />
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
