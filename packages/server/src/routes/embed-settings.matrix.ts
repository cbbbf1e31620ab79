import { routes } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { insertWidget, smallCatalogue } from '../../test/support/marketplace.ts';
import { embedMappings, marketplaceCatalogues } from '../db/schema.ts';
import { catalogueBodyLimit } from './embed-settings.ts';

const secret = 'Owner-only catalogue';

/**
 * The owner's catalogue and a live widget already mapped to one feature, so the owner's call
 * has something to replace, and another company's call has the owner's ids to try.
 */
const ownersMapping = async ({ app, db, owner }: MatrixContext) => {
  await app.marketplace.replaceCatalogue(owner.companyId, smallCatalogue(secret));
  const demoId = await insertWidget(db, owner, { name: 'Owner-only tour' });
  await app.marketplace.assign(owner.companyId, {
    demoId,
    categoryId: 'analytics',
    productId: 'analytics-dash',
    featureId: 'charts',
    isConfirmed: true,
  });
  return {
    demoId,
    readBack: async () => ({
      catalogue: await db
        .select()
        .from(marketplaceCatalogues)
        .where(eq(marketplaceCatalogues.companyId, owner.companyId)),
      mappings: await db.select().from(embedMappings).where(eq(embedMappings.companyId, owner.companyId)),
    }),
    secrets: [secret, 'Owner-only tour'],
  };
};

export default defineMatrix({
  // Another company gets 404 for the owner's widget, as for a missing one.
  'POST /web/embed-settings/check-assignment-status': {
    access: 'company',
    arrange: async (context) => {
      const { demoId, ...mapping } = await ownersMapping(context);
      return { ...mapping, body: { productId: 'analytics-dash', featureId: 'alerts', demoId } };
    },
  },
  'POST /web/embed-settings/assign-demo': {
    access: 'company',
    arrange: async (context) => {
      const { demoId, ...mapping } = await ownersMapping(context);
      return {
        ...mapping,
        body: {
          demoId,
          categoryId: 'analytics',
          productId: 'analytics-dash',
          featureId: 'alerts',
          isConfirmed: true,
        },
      };
    },
  },
  'PUT /web/embed-settings/catalogue': {
    access: 'company',
    foreign: { ownScope: "Replaces the caller's own company's catalogue; the body carries no ids." },
    bodyLimit: {
      bytes: catalogueBodyLimit,
      reason: 'A catalogue file may be 2,000,000 characters (the contract), up to 3 bytes each as JSON text.',
    },
    arrange: async (context) => ({
      ...(await ownersMapping(context)),
      body: routes['PUT /web/embed-settings/catalogue'].example?.body,
    }),
  },
});
