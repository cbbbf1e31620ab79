import { bulkGenerateFlag } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { companySettings, pageRelationships, prospects } from '../db/schema.ts';
import { bulkLinksJobKind } from '../services/bulk-links.ts';
import { ownersPage } from './page.matrix.ts';

const secretProspect = 'owner-only-bulk-prospect@acme-secret-test.com';

/** The owner's bulk runs, read through the job queue. */
const ownersRuns = ({ app, owner }: MatrixContext) =>
  app.jobs.jobsOf(bulkLinksJobKind, 'companyId', owner.companyId);

/**
 * Runs go on in the background: the owner's are let finish before a read, so what the read sees
 * changes only by the call under test.
 */
async function settled(context: MatrixContext) {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const open = (await ownersRuns(context)).filter(
      (run) => run.state === 'queued' || run.state === 'running',
    );
    if (open.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("The owner's bulk runs did not finish within 10 s");
}

/** A page and a contact list of the owner's, whose plan has bulk generation. */
export const ownersBulkSetup = async (context: MatrixContext) => {
  const { app, db, owner } = context;
  await db
    .insert(companySettings)
    .values({ companyId: owner.companyId, featurePermissions: { [bulkGenerateFlag]: true } })
    .onConflictDoUpdate({
      target: companySettings.companyId,
      set: { featurePermissions: { [bulkGenerateFlag]: true } },
    });
  const page = await ownersPage(context);
  const list = await app.contacts.create(owner.companyId, owner.repId, {
    title: 'Owner-only bulk list',
    bank: {
      headers: ['Name', 'Email', 'Company'],
      bank: [{ Name: 'Owner Prospect', Email: secretProspect, Company: 'Secret Co' }],
      showHeaders: true,
      identifiers: { Name: 'name', Email: 'email', Company: 'company' },
    },
  });
  const body = {
    listId: list.id,
    email: '{{email}}',
    name: '{{name}}',
    placeholders: { company: '{{company}}' },
  };
  return {
    page,
    listId: list.id,
    body,
    readBack: async () => {
      await settled(context);
      return {
        links: await db
          .select()
          .from(pageRelationships)
          .where(eq(pageRelationships.companyId, owner.companyId)),
        prospects: await db.select().from(prospects).where(eq(prospects.companyId, owner.companyId)),
        runs: (await ownersRuns(context)).map(({ id, state, payload }) => ({ id, state, payload })),
      };
    },
    secrets: [...page.secrets, secretProspect, 'Owner-only bulk list'],
  };
};

export default defineMatrix({
  'POST /web/page/{pageId}/links/bulk': {
    access: 'company',
    arrange: async (context) => {
      const setup = await ownersBulkSetup(context);
      return {
        params: { pageId: setup.page.id },
        body: setup.body,
        readBack: setup.readBack,
        secrets: setup.secrets,
      };
    },
  },
  'GET /web/page/{pageId}/links/bulk/{runId}': {
    access: 'company',
    arrange: async (context) => {
      const setup = await ownersBulkSetup(context);
      const started = await context.app.inject({
        method: 'POST',
        url: `/web/page/${setup.page.id}/links/bulk`,
        headers: { token: context.owner.token },
        payload: setup.body,
      });
      return {
        params: { pageId: setup.page.id, runId: started.json().payload.id },
        readBack: setup.readBack,
        secrets: setup.secrets,
      };
    },
  },
});
