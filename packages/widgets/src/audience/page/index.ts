/**
 * The prospect page's view (issue 13), loaded only by the page a prospect link opens
 * (`{audience}/{encrypted_id}/login`): AudienceApp imports this module lazily, so widget frames
 * never fetch it. The audience host preloads its chunks with the page (routes/prospect-page.ts).
 */
export { readPageData } from './client.ts';
export { ProspectPageRoot } from './Root.tsx';

import { prospectPageElementId } from '@showroom/contract';
import { loadEmbedApp } from './ProspectPage/index.ts';

// An Embed page's embed is drawn in the app's first render, where the host's first screen drew it,
// so its picture is never gone for a moment (issue 29, C.6): the frames' code (preloaded with the
// page) is here before this module is.
const isEmbedPage = () => {
  try {
    const text = document.getElementById(prospectPageElementId)?.textContent;
    return text ? (JSON.parse(text) as { content?: { type?: unknown } }).content?.type === 'embed' : false;
  } catch {
    return false;
  }
};
if (typeof document !== 'undefined' && isEmbedPage()) await loadEmbedApp();
