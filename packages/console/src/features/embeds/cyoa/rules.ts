import { examplesSection, examplesUrl } from '../list/hosts.ts';

// The CYOA rules themselves are the contract's (@showroom/contract/rules), which the editor's
// machine imports; what stays with the page is where this deployment's examples live.

/**
 * Where 'See examples of CYOA journeys' leads (issue 29, B.7; the spec names the link, not its
 * address): the examples page's CYOA section (list/hosts.ts: the sample host page, or
 * VITE_EXAMPLES_URL).
 */
export const cyoaExamplesUrl = examplesSection(examplesUrl, 'cyoa');
