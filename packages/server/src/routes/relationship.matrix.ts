import { companyEntryOn } from '../../test/quality/company-entry.ts';
import { defineMatrix } from '../../test/quality/matrix.ts';
import { ownersLink, ownersPage } from './page.matrix.ts';

export default defineMatrix({
  'GET /web/salesrep/{salesRepId}/relationship': companyEntryOn(ownersLink, (link, { owner }) => ({
    params: { salesRepId: owner.repId },
    query: { page_id: link.page.id },
  })),
  'POST /web/prospect/session': companyEntryOn(ownersLink, (link, { owner }) => ({
    body: {
      name: 'New Prospect',
      email: 'new-prospect@example.com',
      pageId: link.page.id,
      mappingData: JSON.stringify({ company: 'Acme' }),
      salesrepId: owner.repId,
      companyId: owner.companyId,
    },
  })),
  'POST /web/prospect/session/website': companyEntryOn(ownersLink, (link, { owner }) => ({
    body: { pageId: link.page.id, companyId: owner.companyId },
  })),
  'POST /web/relationship': {
    access: 'company',
    arrange: async (context) => {
      const { app, owner } = context;
      const link = await ownersLink(context);
      const page = await ownersPage(context);
      const issued = await app.pageStore.issue(
        owner.companyId,
        owner.repId,
        page.id,
        'second@example.com',
        'Second',
        {
          prospect_email: 'second@example.com',
          prospect_name: 'Second',
        },
      );
      return {
        body: {
          salesrep_id: owner.repId,
          prospect_id: issued.id,
          company_id: owner.companyId,
          page_id: page.id,
          engaged: 'yes',
          encrypted_id: issued.token,
          date_created: '2026-11-27 10:00:00',
        },
        readBack: link.readBack,
        secrets: [...link.secrets, issued.token],
      };
    },
  },
  'DELETE /web/relationship/{relationshipId}': companyEntryOn(ownersLink, (link) => ({
    params: { relationshipId: link.relationshipId },
  })),
});
