import { lazy } from 'react';
import { Route } from 'react-router';
import { embedListChunk } from '../shell/routeChunks.ts';

// Loaded when an embeds route is first visited: the login route's bundle carries none of it.
const EmbedListPage = lazy(() => embedListChunk().then((m) => ({ default: m.EmbedListPage })));
const HeroEditorPage = lazy(() =>
  import('./hero/HeroEditorPage.tsx').then((m) => ({ default: m.HeroEditorPage })),
);
const SoloEditorPage = lazy(() =>
  import('./solo/SoloEditorPage.tsx').then((m) => ({ default: m.SoloEditorPage })),
);
const SneakpeekPage = lazy(() =>
  import('./sneakpeek/SneakpeekPage.tsx').then((m) => ({ default: m.SneakpeekPage })),
);
const CyoaEditorPage = lazy(() =>
  import('./cyoa/CyoaEditorPage.tsx').then((m) => ({ default: m.CyoaEditorPage })),
);

/**
 * spec 2 §2 routes, relative to /feature: a kind without an id opens a new editor, with an id
 * the saved one; any other path under /feature/embeds is the paged list.
 */
export const embedRoutes = (
  <>
    <Route path="embeds/hero" element={<HeroEditorPage />} />
    <Route path="embeds/hero/:id" element={<HeroEditorPage />} />
    <Route path="embeds/solo" element={<SoloEditorPage />} />
    <Route path="embeds/solo/:id" element={<SoloEditorPage />} />
    <Route path="embeds/sneakpeek" element={<SneakpeekPage />} />
    <Route path="embeds/sneakpeek/:id" element={<SneakpeekPage />} />
    <Route path="embeds/cyoa" element={<CyoaEditorPage />} />
    <Route path="embeds/cyoa/:id" element={<CyoaEditorPage />} />
    <Route path="embeds/*" element={<EmbedListPage />} />
  </>
);
