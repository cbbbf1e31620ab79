import { routes } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { companySettings } from '../db/schema.ts';

const secretSite = 'https://owner-only-site.example';
const secretHook = 'https://owner-only-crm.example/hook';

/** The owner's prospect settings, with values only the owner may see. */
const ownersSettings = async ({ db, owner }: MatrixContext) => {
  await db
    .insert(companySettings)
    .values({ companyId: owner.companyId, allowedSites: [secretSite], webhookUrl: secretHook })
    .onConflictDoNothing();
  return {
    params: { companyId: owner.companyId },
    readBack: () => db.select().from(companySettings).where(eq(companySettings.companyId, owner.companyId)),
    secrets: [secretSite, secretHook],
  };
};

export default defineMatrix({
  'GET /web/setting/prospect/{companyId}': { access: 'company', arrange: ownersSettings },
  'PUT /web/setting/prospect/{companyId}': {
    access: 'company',
    arrange: async (context) => ({
      ...(await ownersSettings(context)),
      body: routes['PUT /web/setting/prospect/{companyId}'].example?.body,
    }),
  },
});
