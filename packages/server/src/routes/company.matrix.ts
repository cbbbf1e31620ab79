import { eq } from 'drizzle-orm';
import { defineMatrix } from '../../test/quality/matrix.ts';
import { companies } from '../db/schema.ts';

export default defineMatrix({
  'GET /web/company/features/{companyId}': {
    access: 'company',
    arrange: async ({ db, owner }) => {
      await db
        .update(companies)
        .set({ hiddenFeatures: ['Questionnaire'] })
        .where(eq(companies.id, owner.companyId));
      return {
        params: { companyId: owner.companyId },
        readBack: () => db.select().from(companies).where(eq(companies.id, owner.companyId)),
        secrets: [],
      };
    },
  },
  'PUT /web/company/features/{companyId}': {
    access: 'company',
    arrange: async ({ db, owner }) => {
      await db
        .update(companies)
        .set({ hiddenFeatures: ['Questionnaire'] })
        .where(eq(companies.id, owner.companyId));
      return {
        params: { companyId: owner.companyId },
        body: { hiddenFeatures: ['Embed', 'Analytic'] },
        readBack: () => db.select().from(companies).where(eq(companies.id, owner.companyId)),
        secrets: [],
      };
    },
  },
});
