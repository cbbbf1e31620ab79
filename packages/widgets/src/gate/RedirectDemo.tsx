import type { Recording } from '@showroom/contract';
import * as React from 'react';

const LazyPlayer = React.lazy(() =>
  import('./RedirectPlayer.tsx').then(({ RedirectPlayer }) => ({ default: RedirectPlayer })),
);

/**
 * The demo a gate shows a restricted domain instead of the content (a widget's gate and a
 * page's). The player's code comes only with it: a gate, and the page behind one, draw without it.
 */
export function RedirectDemo(props: { recording: Recording; motion: 'auto' | 'reduced' }) {
  return (
    <React.Suspense fallback={null}>
      <LazyPlayer {...props} />
    </React.Suspense>
  );
}
