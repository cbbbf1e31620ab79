// First: the CSP nonce must be known before any style element is added.
import './nonce.ts';
import { frameMessages, prospectPageElementId } from '@showroom/contract';
import { loadFont } from '@showroom/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AudienceApp, AudiencePage } from './AudienceApp.tsx';
import { readFrameData } from './boot.ts';

/**
 * The audience app's entry (issue 12): every frame and prospect page of the audience host loads
 * it. The server wrote what to draw into the page (contract prospect/frame.ts `frameData`); a page
 * whose data is missing or does not parse says the content is not available.
 */
const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root');

const data = readFrameData(document, location.hash);
// The company's font: the server linked its stylesheet already; this loads it when it did not
// (a build without it) and is a no-op otherwise.
if (data) loadFont(data.look.style.fontName).catch(() => {});

// A prospect link's page carries its own data (contract prospect/page.ts); its view loads lazily.
const page = document.getElementById(prospectPageElementId) !== null;

createRoot(root).render(
  <StrictMode>
    {page ? (
      <AudiencePage />
    ) : data ? (
      <AudienceApp data={data} />
    ) : (
      <main>
        <p>{frameMessages.notFound}</p>
      </main>
    )}
  </StrictMode>,
);
