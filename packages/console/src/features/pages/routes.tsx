import { lazy } from 'react';
import { Route } from 'react-router';
import { pageListChunk } from '../shell/routeChunks.ts';

// Loaded when a pages route is first visited: the login route's bundle carries none of it.
const PageListPage = lazy(() => pageListChunk().then((m) => ({ default: m.PageListPage })));
const PageEditorPage = lazy(() =>
  import('./editor/PageEditorPage.tsx').then((m) => ({ default: m.PageEditorPage })),
);

/** spec 3 §2.6 routes, relative to /feature: the editor (exact), and any other path under /feature/page the list. */
export const pageRoutes = (
  <>
    <Route path="page/edit/:id/:type/:live" element={<PageEditorPage />} />
    <Route path="page/*" element={<PageListPage />} />
  </>
);
