import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { contactRoutes } from '../contacts/routes.tsx';
import { demoRoutes } from '../demos/routes.tsx';
import { embedRoutes } from '../embeds/routes.tsx';
import { NotFoundScreen } from './NotFoundScreen/index.ts';
import { firstFeatureHref, useShell } from './shellContext.ts';

const FeaturePlaceholder = lazy(() =>
  import('./FeaturePlaceholder.tsx').then((m) => ({ default: m.FeaturePlaceholder })),
);
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
      <Route path="page/*" element={<FeaturePlaceholder title="Pages" />} />
      <Route path="analytics" element={<FeaturePlaceholder title="Analytics" />} />
      <Route path="settings" element={<SettingsPage />} />
      {contactRoutes}
      {demoRoutes}
      {embedRoutes}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

/** /feature: the first visible feature (spec 1 §2). */
export function FirstFeature() {
  const { hiddenFeatures } = useShell();
  return <Navigate to={firstFeatureHref(hiddenFeatures)} replace />;
}
