import { type Coordinates, emptyCoordinates, routes } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { recordings } from '../db/schema.ts';

const secretTitle = 'Owner-only pricing walkthrough';
const secretDescription = 'Owner-only: the discount ladder for Q4';
const secretCaption = 'Owner-only: click to see the margin';

const annotated = (): Coordinates => ({
  ...emptyCoordinates({ intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 }),
  hotspots: [
    {
      id: 'h1',
      caption: secretCaption,
      captionPercentageFromTop: 10,
      captionPercentageFromLeft: 10,
      captionPercentageHeight: 10,
      captionPercentageWidth: 20,
      captionColor: '#000000',
      hotspotColor: '#B9C3D6',
      hotspotStyle: 'DARK',
      appearAt: 2.5,
      percentageFromTop: 40,
      percentageFromLeft: 50,
    },
  ],
});

/**
 * One demo of the owner's company (with a captions track named, so the captions delete has one
 * to take off), and how to read it back unchanged. Used by preview.matrix.ts too.
 */
export const ownersDemo = async ({ app, db, owner }: MatrixContext) => {
  const { id } = await app.recordings.create(owner.companyId, owner.repId, {
    title: secretTitle,
    description: secretDescription,
    type: 'default',
    sourceUrl: null,
    uploadKey: null,
    coordinates: annotated(),
  });
  const captionsKey = app.storage.newKey('captions', owner.companyId, 'vtt');
  await app.recordings.update(owner.companyId, id, { captionsKey });
  return {
    id,
    readBack: () => db.select().from(recordings).where(eq(recordings.id, id)),
    secrets: [secretTitle, secretDescription, secretCaption, captionsKey],
  };
};

/** Every demo of the owner's company: a refused copy adds none. */
const ownersDemos =
  ({ db, owner }: MatrixContext) =>
  () =>
    db.select().from(recordings).where(eq(recordings.companyId, owner.companyId)).orderBy(recordings.id);

export default defineMatrix({
  'GET /web/recording/{companyId}': {
    access: 'company',
    arrange: async (context) => {
      const demo = await ownersDemo(context);
      return {
        params: { companyId: context.owner.companyId },
        query: { limit: '40', pageNo: '1' },
        readBack: demo.readBack,
        secrets: demo.secrets,
      };
    },
  },
  'GET /web/recording/id/{id}': {
    access: 'company',
    arrange: async (context) => {
      const demo = await ownersDemo(context);
      return { params: { id: demo.id }, readBack: demo.readBack, secrets: demo.secrets };
    },
  },
  'POST /web/recording/copy': {
    access: 'company',
    arrange: async (context) => {
      const demo = await ownersDemo(context);
      return {
        body: { ...routes['POST /web/recording/copy'].example?.body, id: demo.id, withoutSettings: false },
        readBack: ownersDemos(context),
        secrets: demo.secrets,
      };
    },
  },
  'PUT /web/recording/{recordingId}': {
    access: 'company',
    arrange: async (context) => {
      const demo = await ownersDemo(context);
      return {
        params: { recordingId: demo.id },
        body: {
          ...routes['PUT /web/recording/{recordingId}'].example?.body,
          title: 'Renamed by the call',
          coordinates: JSON.stringify(emptyCoordinates()),
        },
        readBack: demo.readBack,
        secrets: demo.secrets,
      };
    },
  },
  'DELETE /web/recording/{recordingId}': {
    access: 'company',
    arrange: async (context) => {
      const demo = await ownersDemo(context);
      return { params: { recordingId: demo.id }, readBack: demo.readBack, secrets: demo.secrets };
    },
  },
  'DELETE /web/recording/{recordingId}/captions': {
    access: 'company',
    arrange: async (context) => {
      const demo = await ownersDemo(context);
      return { params: { recordingId: demo.id }, readBack: demo.readBack, secrets: demo.secrets };
    },
  },
});
