import { lazy } from 'react';
import { Route } from 'react-router';
import { analyticsChunk } from '../shell/routeChunks.ts';

// Loaded when /feature/analytics is first visited: the charts, d3 and the date picker come with
// it, so neither the login route nor the shell's first load carries them.
const AnalyticsPage = lazy(() => analyticsChunk().then((m) => ({ default: m.AnalyticsPage })));

/** spec 3 §2.11, relative to /feature (the shell's nav entry 'Analytics' links here). */
export const analyticsRoutes = <Route path="analytics" element={<AnalyticsPage />} />;
