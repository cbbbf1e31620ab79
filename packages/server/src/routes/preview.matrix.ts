import { type EmbedPreviewDump, emptyCoordinates, type PreviewDump } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { previews } from '../db/schema.ts';
import { ownersWidget } from './hero.matrix.ts';
import { ownersDemo } from './recording.matrix.ts';

const secretDumpTitle = 'Owner-only unsaved draft title';

const dumpOf = (demoId: string): PreviewDump => ({
  id: demoId,
  title: secretDumpTitle,
  description: 'Not saved yet',
  coordinates: emptyCoordinates({ intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 }),
});

/** Every preview of the owner's company: a refused call adds or changes none. */
const ownersPreviews =
  ({ db, owner }: MatrixContext) =>
  () =>
    db.select().from(previews).where(eq(previews.companyId, owner.companyId)).orderBy(previews.id);

export default defineMatrix({
  // An embed editor's dump (spec 2 §7): the newer of the two kinds of dump, and the one naming a
  // widget; the demo editor's dump keeps its isolation tests in preview.test.ts.
  'POST /web/preview': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'hero');
      const dump: EmbedPreviewDump = { kind: 'hero', id: widget.id, values: { headline: secretDumpTitle } };
      return {
        body: { dump: JSON.stringify(dump), date_created: '2026-11-23 10:00:00' },
        readBack: ownersPreviews(context),
        secrets: widget.secrets,
      };
    },
  },
  'GET /web/preview/{id}': {
    access: 'company',
    arrange: async (context) => {
      const demo = await ownersDemo(context);
      const { app, owner } = context;
      const id = await app.previews.create(owner.companyId, owner.repId, dumpOf(demo.id));
      return {
        params: { id },
        readBack: ownersPreviews(context),
        secrets: [secretDumpTitle, ...demo.secrets],
      };
    },
  },
});
