import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { examplePageId } from './page.ts';

/**
 * A page's thumbnail (spec 3 §4.3 'Thumbnail upload sets show_custom_thumbnail to '1'', §5
 * 'Thumbnail upload: jpg, jpeg, png only, exactly one file; else 'Invalid file extension' or
 * 'Error uploading thumbnail''; issue 29, D.6): uploaded on its own call, its address kept in
 * page_style beside show_custom_thumbnail.
 */

/** The multipart field of the upload. */
export const pageThumbnailField = 'image';

export { pageThumbnailRules } from '../rules/pages.ts';

/** §5's two messages, letter for letter. */
export const pageThumbnailMessages = {
  invalidFileExtension: 'Invalid file extension',
  errorUploadingThumbnail: 'Error uploading thumbnail',
} as const;

/** The page_style fields an upload sets (§4.3): '1' and the stored picture's address. */
export const pageThumbnail = z.object({
  show_custom_thumbnail: z.enum(['0', '1']),
  custom_thumbnail: z.string(),
});

/**
 * POST /web/page/thumbnail/{pageId} (ours; §7.5 names no path): multipart with one JPEG or PNG
 * in `image`, judged by its bytes (415 'Invalid file extension' otherwise, 413 past the limit).
 * Answers the page_style fields it set.
 */
export const uploadPageThumbnail = defineRoute({
  method: 'POST',
  path: '/web/page/thumbnail/{pageId}',
  auth: 'token',
  params: z.object({ pageId: z.uuid() }),
  files: [pageThumbnailField],
  payload: pageThumbnail,
  example: { params: { pageId: examplePageId } },
});
