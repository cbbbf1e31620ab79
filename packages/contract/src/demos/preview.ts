import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { jsonText, jsonValue, wireDate } from '../core/wire.ts';
import { embedPreviewDump } from '../embeds/preview.ts';
import { pagePreviewDump } from '../pages/preview.ts';
import { coordinates } from './coordinates.ts';

/**
 * spec 3 §3 Preview dump: the editor's current state, shown by the audience host's
 * /preview/demo page before it is saved. What a dump holds is ours: the demo's id, title,
 * description and annotations (the video comes from the saved demo, by id, in the rep's company).
 */
export const previewDump = z.object({
  id: z.uuid(),
  title: z.string().check(z.maxLength(200)),
  description: z.string().check(z.maxLength(2000)),
  coordinates,
});
export type PreviewDump = z.infer<typeof previewDump>;

/**
 * What POST /web/preview stores: a demo editor's dump, an embed editor's (spec 2 §7 Preview), or
 * a page editor's (spec 3 §2.10 Preview; issue 13).
 */
export const anyPreviewDump = z.union([previewDump, embedPreviewDump, pagePreviewDump]);
export type AnyPreviewDump = z.infer<typeof anyPreviewDump>;

/**
 * POST /web/preview: stores the dump and answers its id, which is unguessable (128 random bits,
 * base64url) and expires (24 hours by default; shared/spec README decision 9).
 */
export const createPreview = defineRoute({
  method: 'POST',
  path: '/web/preview',
  auth: 'token',
  body: z.object({ dump: jsonText(anyPreviewDump), date_created: wireDate }),
  payload: z.string(),
  example: {
    body: {
      dump: JSON.stringify({
        id: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
        title: 'Onboarding tour',
        description: '',
        coordinates: {
          intrinsic: { intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 },
          hotspots: [],
          rectangles: [],
          defaultCaptionColor: '#000000',
          defaultBorderColor: '#000000',
          defaultHotspotColor: '#B9C3D6',
          defaultBackgroundColor: '#B9C3D6',
        },
      }),
      date_created: '2026-11-23 10:00:00',
    },
  },
});

/** The unguessable id of a preview: 22 base64url characters (128 bits). */
export const previewId = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/));

/** GET /web/preview/{id}: a live preview of the caller's company (404 when expired or another's). */
export const getPreview = defineRoute({
  method: 'GET',
  path: '/web/preview/{id}',
  auth: 'token',
  params: z.object({ id: previewId }),
  payload: z.object({ dump: jsonValue(anyPreviewDump), date_created: wireDate, expires_at: wireDate }),
  example: { params: { id: 'AAAAAAAAAAAAAAAAAAAAAA' } },
});
