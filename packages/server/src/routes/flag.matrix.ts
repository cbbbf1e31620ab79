import { eq } from 'drizzle-orm';
import { defineMatrix } from '../../test/quality/matrix.ts';
import { salesReps } from '../db/schema.ts';

export default defineMatrix({
  'PUT /web/flag': {
    access: 'company',
    arrange: async ({ db, owner }) => ({
      body: {
        salesrepId: owner.repId,
        companyId: owner.companyId,
        config: '{"consent":{"popup":{"show":false}}}',
      },
      readBack: () =>
        db.select({ flags: salesReps.flags }).from(salesReps).where(eq(salesReps.id, owner.repId)),
      secrets: [],
    }),
  },
});
