import { createHash, randomBytes } from 'node:crypto';
import { type EmbedKind, type ShareLink, toWireDate } from '@showroom/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { embedShares, salesReps, widgets } from '../../db/schema.ts';

/** What a share token opens: one live widget of one company (the audience side, issue 12). */
export interface SharedWidget {
  widgetId: string;
  kind: EmbedKind;
  companyId: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * spec 2 §2 Share dialog, shared/spec README decision 8: the link's token is 128 random bits
 * (22 base64url characters), made for one widget and handed out once. Only its SHA-256 hash is
 * kept, so the table alone opens no link; deleting the row revokes it, and deleting the widget
 * deletes its rows.
 */
export function embedSharesRepository(db: Db) {
  return {
    /**
     * A new token for a live widget of the company: 'missing' for no such widget of that kind in
     * the company, 'notLive' for a draft (nothing to show a prospect yet).
     */
    async create(
      companyId: string,
      repId: string,
      kind: EmbedKind,
      widgetId: string,
    ): Promise<{ token: string } | 'missing' | 'notLive'> {
      const [widget] = await db
        .select({ live: widgets.live })
        .from(widgets)
        .where(and(eq(widgets.companyId, companyId), eq(widgets.kind, kind), eq(widgets.id, widgetId)))
        .limit(1);
      if (!widget) return 'missing';
      if (!widget.live) return 'notLive';
      const token = randomBytes(16).toString('base64url');
      await db
        .insert(embedShares)
        .values({ tokenHash: hashOf(token), widgetId, companyId, salesRepId: repId });
      return { token };
    },

    /** Revokes a token of the company; false when it names nothing the company shared. */
    async revoke(companyId: string, token: string): Promise<boolean> {
      const removed = await db
        .delete(embedShares)
        .where(and(eq(embedShares.tokenHash, hashOf(token)), eq(embedShares.companyId, companyId)))
        .returning({ widgetId: embedShares.widgetId });
      return removed.length > 0;
    },

    /**
     * Issue 29 B.4: a widget's active links, newest first, each named by its token's hash (which
     * opens nothing); null when the company has no such widget of that kind.
     */
    async list(companyId: string, kind: EmbedKind, widgetId: string): Promise<ShareLink[] | null> {
      const [widget] = await db
        .select({ id: widgets.id })
        .from(widgets)
        .where(and(eq(widgets.companyId, companyId), eq(widgets.kind, kind), eq(widgets.id, widgetId)))
        .limit(1);
      if (!widget) return null;
      const rows = await db
        .select({
          shareId: embedShares.tokenHash,
          createdAt: embedShares.createdAt,
          repId: embedShares.salesRepId,
          repName: salesReps.fullName,
        })
        .from(embedShares)
        .innerJoin(salesReps, eq(salesReps.id, embedShares.salesRepId))
        .where(and(eq(embedShares.companyId, companyId), eq(embedShares.widgetId, widgetId)))
        .orderBy(desc(embedShares.createdAt), embedShares.tokenHash);
      return rows.map((row) => ({
        shareId: row.shareId,
        date_created: toWireDate(row.createdAt),
        salesrep_id: row.repId,
        salesrep_name: row.repName,
      }));
    },

    /** Issue 29 B.4: revokes one link of the list (by its hash); false when the widget has no such link. */
    async revokeListed(companyId: string, kind: EmbedKind, widgetId: string, shareId: string) {
      const removed = await db
        .delete(embedShares)
        .where(
          and(
            eq(embedShares.tokenHash, shareId),
            eq(embedShares.companyId, companyId),
            eq(embedShares.widgetId, widgetId),
            sql`exists (select 1 from ${widgets} where ${widgets.id} = ${embedShares.widgetId} and ${widgets.kind} = ${kind})`,
          ),
        )
        .returning({ widgetId: embedShares.widgetId });
      return removed.length > 0;
    },

    /** The audience side's view (issue 12): what a token opens, or null for an unknown or revoked one. */
    async resolve(token: string): Promise<SharedWidget | null> {
      const [row] = await db
        .select({ widgetId: widgets.id, kind: widgets.kind, companyId: widgets.companyId })
        .from(embedShares)
        .innerJoin(
          widgets,
          and(eq(widgets.id, embedShares.widgetId), eq(widgets.companyId, embedShares.companyId)),
        )
        .where(and(eq(embedShares.tokenHash, hashOf(token)), eq(widgets.live, true)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type EmbedSharesRepository = ReturnType<typeof embedSharesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    embedShares: EmbedSharesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('embedShares', embedSharesRepository(app.db));
  },
  { name: 'embed-shares', dependencies: ['db'] },
);
