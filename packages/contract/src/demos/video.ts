import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { wireDate } from '../core/wire.ts';
import { demoConstants } from './coordinates.ts';
import { isWebUrl } from './links.ts';
import { demoMessages } from './messages.ts';
import { pageQuery } from './recording.ts';

const id = z.uuid();

/**
 * spec 3 §3 Video: a video by address (title, description, url, videoId), used by Collection
 * pages beside demos. `videoId` is the record's own id, as the spec's client reads it.
 */
export const video = z.object({
  id,
  videoId: id,
  title: z.string(),
  description: z.string(),
  url: z.string(),
  salesrep_id: id,
  company_id: id,
  date_created: wireDate,
  date_modified: wireDate,
});
export type Video = z.infer<typeof video>;

/** spec 3 §5 Video edit: title and description required, each with the spec's message. */
export const videoForm = z.object({
  title: z
    .string()
    .check(z.trim(), z.minLength(1, demoMessages.titleRequired), z.maxLength(demoConstants.titleMaxLength)),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, demoMessages.descriptionRequired),
      z.maxLength(demoConstants.descriptionMaxLength),
    ),
});
export type VideoForm = z.infer<typeof videoForm>;

const videoUrl = z.string().check(
  z.trim(),
  z.minLength(1, demoMessages.urlRequired),
  z.maxLength(2048),
  // An empty address says only 'URL is required'.
  z.refine((text) => text === '' || isWebUrl(text), demoMessages.invalidUrl),
);

/**
 * A new video (POST /web/video, issue 29 D.4): title and description as the video editor asks
 * them (§5 Video edit), and the address the video plays from ('URL is required', 'Should be a
 * valid url', as the Add URL form says them).
 */
export const newVideoForm = z.extend(videoForm, { url: videoUrl });
export type NewVideoForm = z.infer<typeof newVideoForm>;

const example = {
  companyId: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  salesRepId: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  videoId: '6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e3f',
};

/** GET /web/video/{companyId}?limit&pageNo: the company's videos, newest first (limit 100, page 1). */
export const listVideos = defineRoute({
  method: 'GET',
  path: '/web/video/{companyId}',
  auth: 'token',
  params: z.object({ companyId: id }),
  query: pageQuery(demoConstants.videoListLimit),
  payload: z.array(video),
  example: { params: { companyId: example.companyId }, query: { limit: 100, pageNo: 1 } },
});

/** GET /web/video/id/{id}. */
export const getVideo = defineRoute({
  method: 'GET',
  path: '/web/video/id/{id}',
  auth: 'token',
  params: z.object({ id }),
  payload: video,
  example: { params: { id: example.videoId } },
});

/** POST /web/video: salesrep_id and company_id must be the caller's. */
export const createVideo = defineRoute({
  method: 'POST',
  path: '/web/video',
  auth: 'token',
  body: z.extend(newVideoForm, { salesrep_id: id, company_id: id }),
  payload: video,
  example: {
    body: {
      salesrep_id: example.salesRepId,
      company_id: example.companyId,
      url: 'https://videos.example/product-tour.mp4',
      title: 'Product tour',
      description: 'The five-minute tour',
    },
  },
});

/** PUT /web/video/{videoId}: title and description. */
export const updateVideo = defineRoute({
  method: 'PUT',
  path: '/web/video/{videoId}',
  auth: 'token',
  params: z.object({ videoId: id }),
  body: videoForm,
  payload: video,
  example: { params: { videoId: example.videoId }, body: { title: 'Product tour', description: 'Updated' } },
});

/** DELETE /web/video/{videoId}. */
export const deleteVideo = defineRoute({
  method: 'DELETE',
  path: '/web/video/{videoId}',
  auth: 'token',
  params: z.object({ videoId: id }),
  payload: z.object({ id }),
  example: { params: { videoId: example.videoId } },
});
