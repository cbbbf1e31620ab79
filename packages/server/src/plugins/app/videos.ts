import { toWireDate, type Video } from '@showroom/contract';
import { and, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { videos } from '../../db/schema.ts';

type Row = typeof videos.$inferSelect;

export interface VideoInput {
  title: string;
  description: string;
}

/** spec 3 §3 Video as the wire carries it: `videoId` is the record's own id, as the spec's client reads it. */
const wire = (row: Row): Video => ({
  id: row.id,
  videoId: row.id,
  title: row.title,
  description: row.description,
  url: row.url,
  salesrep_id: row.salesRepId,
  company_id: row.companyId,
  date_created: toWireDate(row.createdAt),
  date_modified: toWireDate(row.modifiedAt),
});

/**
 * spec 3 §7.3 videos, always within one company: every query carries the caller's companyId, so
 * another company's video is exactly as absent as one that never existed.
 */
export function videosRepository(db: Db) {
  const owned = (companyId: string, id: string) => and(eq(videos.companyId, companyId), eq(videos.id, id));

  return {
    /** The company's videos, newest first, `limit` to a page (spec 3 §9: 100 by default). */
    async list(companyId: string, page: { limit: number; pageNo: number }): Promise<Video[]> {
      const rows = await db
        .select()
        .from(videos)
        .where(eq(videos.companyId, companyId))
        .orderBy(desc(videos.createdAt), desc(videos.id))
        .limit(page.limit)
        .offset((page.pageNo - 1) * page.limit);
      return rows.map(wire);
    },

    async find(companyId: string, id: string): Promise<Video | undefined> {
      const [row] = await db.select().from(videos).where(owned(companyId, id)).limit(1);
      return row && wire(row);
    },

    async create(companyId: string, repId: string, input: VideoInput & { url: string }): Promise<Video> {
      const [row] = await db
        .insert(videos)
        .values({ companyId, salesRepId: repId, ...input })
        .returning();
      return wire(row!);
    },

    /** Title and description only (spec 3 §7.3); the address stays what it was made with. */
    async update(companyId: string, id: string, input: VideoInput): Promise<Video | undefined> {
      const [row] = await db
        .update(videos)
        .set({ ...input, modifiedAt: new Date() })
        .where(owned(companyId, id))
        .returning();
      return row && wire(row);
    },

    async remove(companyId: string, id: string): Promise<boolean> {
      const removed = await db.delete(videos).where(owned(companyId, id)).returning({ id: videos.id });
      return removed.length > 0;
    },
  };
}

export type VideosRepository = ReturnType<typeof videosRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    videos: VideosRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('videos', videosRepository(app.db));
  },
  { name: 'videos', dependencies: ['db'] },
);
