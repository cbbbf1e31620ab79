import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { embedShares } from '../db/schema.ts';
import { ownersWidget } from './hero.matrix.ts';

/** Every share token of the owner's company: a refused call adds or revokes none. */
const ownersShares =
  ({ db, owner }: MatrixContext) =>
  () =>
    db
      .select()
      .from(embedShares)
      .where(eq(embedShares.companyId, owner.companyId))
      .orderBy(embedShares.tokenHash);

export default defineMatrix({
  'POST /web/embed-share': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'solo', true);
      return {
        body: { type: 'solo', id: widget.id },
        readBack: ownersShares(context),
        secrets: widget.secrets,
      };
    },
  },
  'DELETE /web/embed-share/{token}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'cyoa', true);
      const made = await context.app.embedShares.create(
        context.owner.companyId,
        context.owner.repId,
        'cyoa',
        widget.id,
      );
      if (typeof made === 'string') throw new Error(`the owner's share was not made: ${made}`);
      return { params: { token: made.token }, readBack: ownersShares(context), secrets: widget.secrets };
    },
  },
  'GET /web/embed-share/{type}/{id}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'hero', true);
      await context.app.embedShares.create(context.owner.companyId, context.owner.repId, 'hero', widget.id);
      return {
        params: { type: 'hero', id: widget.id },
        readBack: ownersShares(context),
        secrets: widget.secrets,
      };
    },
  },
  'DELETE /web/embed-share/{type}/{id}/{shareId}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'solo', true);
      await context.app.embedShares.create(context.owner.companyId, context.owner.repId, 'solo', widget.id);
      const [link] = (await context.app.embedShares.list(context.owner.companyId, 'solo', widget.id)) ?? [];
      if (!link) throw new Error("the owner's share was not made");
      return {
        params: { type: 'solo', id: widget.id, shareId: link.shareId },
        readBack: ownersShares(context),
        secrets: widget.secrets,
      };
    },
  },
});
