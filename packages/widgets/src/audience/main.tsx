// First: the CSP nonce must be known before any style element is added.
import './nonce.ts';
import { prospectPageElementId } from '@showroom/contract';
import { type ReactNode, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The audience app's entry (issues 12 and 13): every frame and prospect page of the audience host
 * loads it. It holds React and the choice of a view, nothing of either view: a frame's
 * (frameView.tsx) and a prospect page's (page/) are chunks of their own, which the host preloads
 * with the page (server audience/pages.ts), so a prospect on a phone neither downloads nor runs the
 * frames' code before the page's first screen, and a frame never fetches the page's.
 */
const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root');

const view =
  document.getElementById(prospectPageElementId) !== null
    ? import('./page/index.ts').then(({ ProspectPageRoot, readPageData }) => (
        <ProspectPageRoot data={readPageData(document)} />
      ))
    : import('./frameView.tsx').then(({ frameView }) => frameView());

/**
 * A prospect page comes with its first screen drawn by the host (page/firstScreen.tsx), inert and
 * with its own style element. The app's first render takes its place (React empties the root
 * before its first commit), then the root is made live and the host's styles go, before the
 * browser paints again.
 */
function Drawn({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    root!.inert = false;
    for (const style of document.querySelectorAll('style[data-first-screen]')) style.remove();
  }, []);
  return children;
}

view.then((node) =>
  createRoot(root).render(
    <StrictMode>
      <Drawn>{node}</Drawn>
    </StrictMode>,
  ),
);
