/** spec 3 §5 Demo editor: the contract's form rules, which PUT /web/recording checks too. */
export { recordingForm } from '@showroom/contract';

/** The annotation rules of spec 3 §5 and §9, handed to the editor's machine: the contract's, written once. */
export { annotationRules } from '@showroom/contract/rules';

/**
 * The audience host (ADR 0011, docs/decisions/0011-separate-origins.md: its own origin). A
 * deployment sets VITE_AUDIENCE_URL. Without it, the local layout the server uses by default (and
 * the e2e server too): the audience host on 127.0.0.1 at the console's port plus one.
 */
export const audienceUrl = (
  where: Pick<Location, 'protocol' | 'port'> = location,
  configured: string | undefined = import.meta.env.VITE_AUDIENCE_URL,
): string => {
  if (configured) return configured;
  const port = Number(where.port || (where.protocol === 'https:' ? 443 : 80));
  return `${where.protocol}//127.0.0.1:${port + 1}`;
};

/**
 * spec 3 §4.1 Preview: the audience host's /preview/demo with uuid (the stored dump's id),
 * data_id (the demo) and template (the company).
 */
export const previewAddress = (
  base: string,
  params: { previewId: string; recordingId: string; companyId: string },
) => {
  const url = new URL('/preview/demo', base);
  url.searchParams.set('uuid', params.previewId);
  url.searchParams.set('data_id', params.recordingId);
  url.searchParams.set('template', params.companyId);
  return url.toString();
};
