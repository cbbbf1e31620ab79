import { defineMatrix } from '../../test/quality/matrix.ts';
import { ownersLink, ownersPage } from './page.matrix.ts';

export default defineMatrix({
  'GET /web/salesrep/{salesRepId}/relationship': {
    access: 'company',
    arrange: async (context) => {
      const link = await ownersLink(context);
      return {
        params: { salesRepId: context.owner.repId },
        query: { page_id: link.page.id },
        readBack: link.readBack,
        secrets: link.secrets,
      };
    },
  },
  'POST /web/prospect/session': {
    access: 'company',
    arrange: async (context) => {
      const link = await ownersLink(context);
      return {
        body: {
          name: 'New Prospect',
          email: 'new-prospect@example.com',
          pageId: link.page.id,
          mappingData: JSON.stringify({ company: 'Acme' }),
          salesrepId: context.owner.repId,
          companyId: context.owner.companyId,
        },
        readBack: link.readBack,
        secrets: link.secrets,
      };
    },
  },
  'POST /web/prospect/session/website': {
    access: 'company',
    arrange: async (context) => {
      const link = await ownersLink(context);
      return {
        body: { pageId: link.page.id, companyId: context.owner.companyId },
        readBack: link.readBack,
        secrets: link.secrets,
      };
    },
  },
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
  'DELETE /web/relationship/{relationshipId}': {
    access: 'company',
    arrange: async (context) => {
      const link = await ownersLink(context);
      return {
        params: { relationshipId: link.relationshipId },
        readBack: link.readBack,
        secrets: link.secrets,
      };
    },
  },
});
