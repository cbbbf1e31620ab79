import { routes } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { videos } from '../db/schema.ts';

const secretTitle = 'Owner-only roadmap teaser';
const secretUrl = 'https://owner-only.example/roadmap-teaser.mp4';

/** One video of the owner's company, and how to read it back unchanged. */
const ownersVideo = async ({ app, db, owner }: MatrixContext) => {
  const { id } = await app.videos.create(owner.companyId, owner.repId, {
    title: secretTitle,
    description: 'Shown to the owner only',
    url: secretUrl,
  });
  return {
    id,
    readBack: () => db.select().from(videos).where(eq(videos.id, id)),
    secrets: [secretTitle, secretUrl],
  };
};

export default defineMatrix({
  'GET /web/video/{companyId}': {
    access: 'company',
    arrange: async (context) => {
      const video = await ownersVideo(context);
      return {
        params: { companyId: context.owner.companyId },
        query: { limit: '100', pageNo: '1' },
        readBack: video.readBack,
        secrets: video.secrets,
      };
    },
  },
  'GET /web/video/id/{id}': {
    access: 'company',
    arrange: async (context) => {
      const video = await ownersVideo(context);
      return { params: { id: video.id }, readBack: video.readBack, secrets: video.secrets };
    },
  },
  'POST /web/video': {
    access: 'company',
    arrange: async (context) => {
      const video = await ownersVideo(context);
      const { db, owner } = context;
      return {
        body: {
          ...routes['POST /web/video'].example?.body,
          salesrep_id: owner.repId,
          company_id: owner.companyId,
        },
        readBack: () => db.select().from(videos).where(eq(videos.companyId, owner.companyId)),
        secrets: video.secrets,
      };
    },
  },
  'PUT /web/video/{videoId}': {
    access: 'company',
    arrange: async (context) => {
      const video = await ownersVideo(context);
      return {
        params: { videoId: video.id },
        body: { title: 'Renamed by the call', description: 'Changed by the call' },
        readBack: video.readBack,
        secrets: video.secrets,
      };
    },
  },
  'DELETE /web/video/{videoId}': {
    access: 'company',
    arrange: async (context) => {
      const video = await ownersVideo(context);
      return { params: { videoId: video.id }, readBack: video.readBack, secrets: video.secrets };
    },
  },
});
