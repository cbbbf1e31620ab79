import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { wireDate } from '../core/wire.ts';
import { exampleIds } from '../embeds/shared.ts';
import { pageTypes } from '../pages/style.ts';

import { count, seconds } from './shared.ts';

/**
 * Older video analytics
 */
/** A demo watched through a link: plays, seconds watched, when last. */
export const videoAnalytics = z.object({
  recordingId: z.uuid(),
  title: z.string(),
  views: count,
  seconds,
  lastViewed: wireDate,
});

/** GET video/analytics/{relationshipId}: the demos watched through one prospect link. */
export const getVideoAnalytics = defineRoute({
  method: 'GET',
  path: '/web/video/analytics/{relationshipId}',
  auth: 'token',
  params: z.object({ relationshipId: z.uuid() }),
  payload: z.array(videoAnalytics),
  example: { params: { relationshipId: exampleIds.embedId } },
});

/** GET salesrep/{salesRepId}/prospect/{prospectId}/relation/: the rep's links to one prospect. */
export const listProspectRelations = defineRoute({
  method: 'GET',
  path: '/web/salesrep/{salesRepId}/prospect/{prospectId}/relation/',
  auth: 'token',
  params: z.object({ salesRepId: z.uuid(), prospectId: z.uuid() }),
  payload: z.array(
    z.object({
      id: z.uuid(),
      page_id: z.uuid(),
      title: z.string(),
      type: z.enum(pageTypes),
      engaged: z.boolean(),
      date_created: wireDate,
    }),
  ),
  example: { params: { salesRepId: exampleIds.salesRepId, prospectId: exampleIds.embedId } },
});

/** Someone who watched a demo through a prospect's links: named by the e-mail they gave a gate. */
export const videoViewer = z.object({
  name: z.string(),
  email: z.string(),
  views: count,
  lastViewed: wireDate,
});
const viewerParams = z.object({ videoId: z.uuid(), prospectId: z.uuid() });

/**
 * GET video/analytics/forwarded/name/{videoId}/{prospectId}: the others who watched the demo
 * through the prospect's links (the link was forwarded): the e-mails they gave a gate, or
 * 'anonymous'.
 */
export const forwardedViewers = defineRoute({
  method: 'GET',
  path: '/web/video/analytics/forwarded/name/{videoId}/{prospectId}',
  auth: 'token',
  params: viewerParams,
  payload: z.array(videoViewer),
  example: { params: { videoId: exampleIds.recordingId, prospectId: exampleIds.embedId } },
});

/** GET video/analytics/received/name/{videoId}/{prospectId}: the prospect's own viewings of the demo. */
export const receivedViewers = defineRoute({
  method: 'GET',
  path: '/web/video/analytics/received/name/{videoId}/{prospectId}',
  auth: 'token',
  params: viewerParams,
  payload: z.array(videoViewer),
  example: { params: { videoId: exampleIds.recordingId, prospectId: exampleIds.embedId } },
});
