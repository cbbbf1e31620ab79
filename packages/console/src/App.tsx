import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { NotFoundScreen } from './features/shell/NotFoundScreen/index.ts';
import { RequireSession } from './session/RequireSession.tsx';

// The login route loads first and alone; the shell and its features follow on demand.
const ShellPage = lazy(() => import('./features/shell/ShellPage.tsx'));

/** spec 1 §2 Routes (those built so far). Rendered inside a router: BrowserRouter in main.tsx. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<Navigate to="/feature" replace />} />
      <Route
        path="/feature/*"
        element={
          <RequireSession>
            <Suspense fallback={null}>
              <ShellPage />
            </Suspense>
          </RequireSession>
        }
      />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
