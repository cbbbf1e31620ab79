import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { analyticsRoutes } from '../analytics/routes.tsx';
import { contactRoutes } from '../contacts/routes.tsx';
import { demoRoutes } from '../demos/routes.tsx';
import { embedRoutes } from '../embeds/routes.tsx';
import { pageRoutes } from '../pages/routes.tsx';
import { NotFoundScreen } from './NotFoundScreen/index.ts';
import { firstFeatureHref, useShell } from './shellContext.ts';

const SettingsPage = lazy(() => import('../settings/SettingsPage.tsx'));

/**
 * spec 1 §2 and spec 3 §2.1: the routes under /feature, drawn inside the shell. They live in the
 * shell's chunk, not in App.tsx, so the login route's first JavaScript carries none of them; an
 * unknown address under /feature shows the not-found screen within the shell.
 */
export function FeatureRoutes() {
  return (
    <Routes>
      <Route index element={<FirstFeature />} />
      <Route path="settings" element={<SettingsPage />} />
      {analyticsRoutes}
      {contactRoutes}
      {demoRoutes}
      {embedRoutes}
      {pageRoutes}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

/** /feature: the first visible feature (spec 1 §2). */
export function FirstFeature() {
  const { hiddenFeatures } = useShell();
  return <Navigate to={firstFeatureHref(hiddenFeatures)} replace />;
}
