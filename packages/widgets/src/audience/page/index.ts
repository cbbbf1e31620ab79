/**
 * The prospect page's view (issue 13), loaded only by the page a prospect link opens
 * (`{audience}/{encrypted_id}/login`): AudienceApp imports this module lazily, so widget frames
 * never fetch it. The audience host preloads its chunks with the page (routes/prospect-page.ts).
 */
export { mailOf, type PageClient, pageClient, readPageData, safeHref } from './client.ts';
export { PageGate, pageGate } from './PageGate.tsx';
export { ProspectPage, type ProspectPageProps } from './ProspectPage.tsx';
export { ProspectPageRoot } from './Root.tsx';
