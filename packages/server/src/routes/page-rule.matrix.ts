import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { pageRuleLibraries } from '../db/schema.ts';

const secretVariable = 'Owner-only: budget over 1M?';

/** The owner rep's rule library with one variable. */
const ownersLibrary = async ({ app, db, owner }: MatrixContext) => {
  await app.pageStore.saveRuleLibrary(owner.companyId, owner.repId, { variables: [secretVariable] });
  return {
    params: { salesRepId: owner.repId, companyId: owner.companyId },
    readBack: () => db.select().from(pageRuleLibraries).where(eq(pageRuleLibraries.salesRepId, owner.repId)),
    secrets: [secretVariable],
  };
};

export default defineMatrix({
  'GET /web/page/rule/{salesRepId}/{companyId}': { access: 'company', arrange: ownersLibrary },
  'POST /web/page/rule/variable/{salesRepId}/{companyId}': {
    access: 'company',
    arrange: async (context) => ({ ...(await ownersLibrary(context)), body: { variables: ['Team size'] } }),
  },
  'POST /web/page/rule/{salesRepId}/{companyId}': {
    access: 'company',
    arrange: async (context) => ({
      ...(await ownersLibrary(context)),
      body: {
        rules: [
          {
            uniqueId: 'r1',
            index: 0,
            episode: 'rule',
            extra: [
              { type: 'condition', variable: 'Team size', operation: 'equals', value: ['11+'], logic: '&&' },
            ],
            result: { episode: 'demo', payload: { id: '' } },
          },
        ],
      },
    }),
  },
});
