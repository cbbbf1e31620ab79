import { loadFont } from '@showroom/ui/theme';
import type * as React from 'react';
import { FrameNotice } from '../frames/Pages.tsx';
import { AudienceApp } from './AudienceApp.tsx';
import { readFrameData } from './boot.ts';

/**
 * A frame's view (issue 12): what the entry draws on every audience page that is not a prospect
 * page. The server wrote what to draw into the page (contract prospect/frame.ts `frameData`); a
 * page whose data is missing or does not parse says the content is not available.
 */
export function frameView(): React.ReactNode {
  const data = readFrameData(document, location.hash);
  if (!data)
    return (
      <main>
        <FrameNotice kind="notFound" headingLevel={1} />
      </main>
    );
  // The company's font: the server linked its stylesheet already; this loads it when it did not
  // (a build without it) and is a no-op otherwise.
  loadFont(data.look.style.fontName).catch(() => {});
  return <AudienceApp data={data} />;
}
