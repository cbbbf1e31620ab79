import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { smallCatalogue } from '../../test/support/marketplace.ts';
import { marketplaceCatalogues } from '../db/schema.ts';

const secret = 'Owner-only catalogue';

/** The owner's catalogue, with names no other company may see. */
export const ownersCatalogue = async ({ app, db, owner }: MatrixContext) => {
  await app.marketplace.replaceCatalogue(owner.companyId, smallCatalogue(secret));
  return {
    readBack: () =>
      db.select().from(marketplaceCatalogues).where(eq(marketplaceCatalogues.companyId, owner.companyId)),
    secrets: [secret],
  };
};

export default defineMatrix({
  'GET /web/categories': {
    access: 'company',
    foreign: { ownScope: "Lists the caller's own company's catalogue; the call names no record." },
    arrange: ownersCatalogue,
  },
});
