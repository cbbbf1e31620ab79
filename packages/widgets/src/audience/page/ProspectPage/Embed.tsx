import { type FrameData, prospectPageMessages as m } from '@showroom/contract';
import * as React from 'react';
import type { Emit } from '../../../events/index.ts';

/**
 * The frames' code, loaded only by an Embed page (the audience host preloads it with one), so the
 * Collection and Q&A pages a phone opens carry none of it.
 */
type EmbedApp = React.ComponentType<{ data: FrameData; emit?: Emit; motion?: 'auto' | 'reduced' }>;

let loadedEmbedApp: EmbedApp | undefined;

/**
 * The frames' code, once: the page module waits for it on an Embed page (page/index.ts), so the app's
 * first render draws the embed at once, where the host's first screen drew it (issue 29, C.6: the
 * embed's picture, the page's largest paint, is in the first HTML and never drawn twice).
 */
export const loadEmbedApp = () =>
  import('../../AudienceApp.tsx').then(({ AudienceApp }) => {
    loadedEmbedApp = AudienceApp;
    return AudienceApp;
  });

const LazyEmbedApp = React.lazy(() => loadEmbedApp().then((app) => ({ default: app })));

/** The frames' app given at once (the host's first screen imports it; firstScreen.tsx). */
export const EmbedAppContext = React.createContext<EmbedApp | null>(null);

/** An Embed page's embed, drawn by the frames, its events tagged with the page's link. */
function Embed({ frame, emit, motion }: { frame: FrameData; emit: Emit; motion: 'auto' | 'reduced' }) {
  // Drawn as on a share page (without its header): the embed's headings go under the page's h1.
  const [nested] = React.useState<FrameData>(() => ({ ...frame, mode: 'share' }));
  const App = React.useContext(EmbedAppContext) ?? loadedEmbedApp;
  if (App) return <App data={nested} emit={emit} motion={motion} />;
  return (
    <React.Suspense fallback={null}>
      <LazyEmbedApp data={nested} emit={emit} motion={motion} />
    </React.Suspense>
  );
}

/** An Embed page's body: its title and description, then its embed (or why there is none). */
export function EmbedContent({
  title,
  description,
  frame,
  emit,
  motion,
}: {
  title: string;
  description: string;
  frame: FrameData | undefined;
  emit: Emit;
  motion: 'auto' | 'reduced';
}) {
  return (
    <>
      {/* Not a region of its own: the embed below is one, often named as the page is
          (a Hero's headline), and two regions of one name are one too many (landmark-unique). */}
      <div data-part="title">
        <h1 id="page-title">{title}</h1>
        {description ? <p>{description}</p> : null}
      </div>
      {frame ? <Embed frame={frame} emit={emit} motion={motion} /> : <p>{m.embedMissing}</p>}
    </>
  );
}
