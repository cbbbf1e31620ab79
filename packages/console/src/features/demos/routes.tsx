import { lazy } from 'react';
import { Route } from 'react-router';
import { demoListChunk } from '../shell/routeChunks.ts';

// Loaded when a demos route is first visited: the login route's bundle carries none of it.
const DemoListPage = lazy(() => demoListChunk().then((m) => ({ default: m.DemoListPage })));
const RecordingEditorPage = lazy(() =>
  import('./editor/RecordingEditorPage.tsx').then((m) => ({ default: m.RecordingEditorPage })),
);
const VideoEditorPage = lazy(() =>
  import('./video/VideoEditorPage.tsx').then((m) => ({ default: m.VideoEditorPage })),
);

/**
 * spec 3 §2.1 Demo routes, relative to /feature: the list, a new recording (from Record, Upload
 * or Add URL, the media handed over under the id in its address: newRecording.ts), an existing
 * recording, a video.
 */
export const demoRoutes = (
  <>
    <Route path="demos" element={<DemoListPage />} />
    <Route path="demos/recording" element={<RecordingEditorPage />} />
    <Route path="demos/recording/:id" element={<RecordingEditorPage />} />
    <Route path="demos/video/:id" element={<VideoEditorPage />} />
  </>
);
