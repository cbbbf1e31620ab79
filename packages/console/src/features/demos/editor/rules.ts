import { demoConstants, demoMessages, hexColorPattern, parseTimestamp } from '@showroom/contract';
import type { AnnotationRules } from '@showroom/machines';
import * as z from 'zod/mini';

/**
 * spec 3 §5 Demo editor: the title is required ('Title is required'), the description optional;
 * the limits are the contract's, which the server applies to the same fields.
 */
export const recordingForm = z.object({
  title: z
    .string()
    .check(z.trim(), z.minLength(1, demoMessages.titleRequired), z.maxLength(demoConstants.titleMaxLength)),
  description: z.string().check(z.maxLength(demoConstants.descriptionMaxLength)),
});

/** The annotation rules of spec 3 §5 and §9, handed to the editor's machine. */
export const annotationRules: AnnotationRules = {
  ...demoConstants,
  parseTimestamp,
  hexColorPattern,
  defaultHotspotStyle: 'DARK',
};

/**
 * The audience host (shared/spec README decision 5: its own origin). A deployment sets
 * VITE_AUDIENCE_URL; a local `npm start` serves it on port 4001 of the console's own host.
 */
export const audienceUrl = (): string =>
  import.meta.env.VITE_AUDIENCE_URL || `${location.protocol}//${location.hostname}:4001`;

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
