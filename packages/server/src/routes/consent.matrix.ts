import { eq } from 'drizzle-orm';
import { defineMatrix } from '../../test/quality/matrix.ts';
import { consents } from '../db/schema.ts';

export default defineMatrix({
  'POST /web/consent': {
    access: 'company',
    arrange: async ({ db, owner }) => ({
      body: {
        salesrepId: owner.repId,
        companyId: owner.companyId,
        consent: 'consented',
        timestamp: '2026-01-02 03:04:05',
      },
      readBack: () => db.select().from(consents).where(eq(consents.repId, owner.repId)),
      secrets: [],
    }),
  },
});
