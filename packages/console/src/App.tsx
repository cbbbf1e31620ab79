import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { GuestOnly, RequireSession } from './session/RequireSession.tsx';

// The login route loads first and alone; the other routes, the shell and its features follow on demand.
const ShellPage = lazy(() => import('./features/shell/ShellPage.tsx'));
const SignupPage = lazy(() =>
  import('./features/auth/SignupPage.tsx').then((m) => ({ default: m.SignupPage })),
);
const LinkedinCallbackPage = lazy(() =>
  import('./features/auth/LinkedinCallbackPage.tsx').then((m) => ({ default: m.LinkedinCallbackPage })),
);
const MatrixPage = lazy(() =>
  import('./features/auth/MatrixPage.tsx').then((m) => ({ default: m.MatrixPage })),
);
const ResetPage = lazy(() => import('./features/auth/ResetPage.tsx').then((m) => ({ default: m.ResetPage })));
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

/** spec 1 §2 Routes. Rendered inside a router: BrowserRouter in main.tsx. */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/linkedin" element={<LinkedinCallbackPage />} />
        <Route
          path="/signup"
          element={
            <GuestOnly>
              <SignupPage />
            </GuestOnly>
          }
        />
        <Route path="/reset" element={<ResetPage />} />
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
