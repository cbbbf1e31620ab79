import { and, eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { formMappings } from '../db/schema.ts';

const secret = 'owner-only-mapping-rule';

const ownersMapping = async ({ app, db, owner }: MatrixContext) => {
  const formId = `gate-form-${owner.repId.slice(0, 8)}`;
  await app.mappings.create(owner.companyId, formId, { rule: secret });
  return {
    params: { formId },
    readBack: () =>
      db
        .select()
        .from(formMappings)
        .where(and(eq(formMappings.companyId, owner.companyId), eq(formMappings.formId, formId))),
    secrets: [secret],
  };
};

export default defineMatrix({
  'GET /web/mapping/{formId}': { access: 'company', arrange: ownersMapping },
  'PUT /web/mapping/{formId}': {
    access: 'company',
    arrange: async (context) => ({
      ...(await ownersMapping(context)),
      body: { formjson: '{"rule":"changed"}' },
    }),
  },
  'DELETE /web/mapping/{formId}': { access: 'company', arrange: ownersMapping },
  'POST /web/mapping': {
    access: 'company',
    foreign: {
      ownScope: "A mapping is keyed by form id within the caller's company: another company creates its own.",
    },
    arrange: async ({ db, owner }) => ({
      body: { form_id: 'gate-new-form', formjson: '{"rule":"new"}' },
      readBack: () => db.select().from(formMappings).where(eq(formMappings.companyId, owner.companyId)),
      secrets: [],
    }),
  },
});
