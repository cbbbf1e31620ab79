import { randomBytes } from 'node:crypto';
import { type AnyPreviewDump, toWireDate } from '@showroom/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { previews } from '../../db/schema.ts';

/** What GET /web/preview/{id} answers: the dump as stored, and when it was made and ends. */
export interface PreviewRecord {
  dump: string;
  date_created: string;
  expires_at: string;
}

/**
 * spec 3 §7.2 previews (shared/spec README decision 9). The id is 16 random bytes, base64url
 * (22 characters): nothing about it can be guessed or counted. A preview is read only within its
 * company and only until it expires; the database's clock decides both ends, so replicas with
 * drifting clocks agree on whether one is still live.
 */
export function previewsRepository(db: Db, ttlHours: number) {
  const ttlSeconds = Math.round(ttlHours * 3600);
  return {
    async create(companyId: string, repId: string, dump: AnyPreviewDump): Promise<string> {
      const id = randomBytes(16).toString('base64url');
      await db.insert(previews).values({
        id,
        companyId,
        salesRepId: repId,
        dump,
        expiresAt: sql`now() + ${ttlSeconds} * interval '1 second'`,
      });
      return id;
    },

    /** A live preview of the company; an expired one or another company's is undefined, like a missing one. */
    async find(companyId: string, id: string): Promise<PreviewRecord | undefined> {
      const [row] = await db
        .select()
        .from(previews)
        .where(
          and(eq(previews.id, id), eq(previews.companyId, companyId), gt(previews.expiresAt, sql`now()`)),
        )
        .limit(1);
      return (
        row && {
          dump: JSON.stringify(row.dump),
          date_created: toWireDate(row.createdAt),
          expires_at: toWireDate(row.expiresAt),
        }
      );
    },
  };
}

export type PreviewsRepository = ReturnType<typeof previewsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    previews: PreviewsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('previews', previewsRepository(app.db, app.config.previewTtlHours));
  },
  { name: 'previews', dependencies: ['db', 'config'] },
);
