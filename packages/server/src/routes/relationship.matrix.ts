import { companyEntryOn } from '../../test/quality/company-entry.ts';
import { asOther, defineMatrix } from '../../test/quality/matrix.ts';
import { ownersLink, ownersPage } from './page.matrix.ts';

const sessionCall = (pageId: string, salesrepId: string, companyId: string) => ({
  body: {
    name: 'New Prospect',
    email: 'new-prospect@example.com',
    pageId,
    mappingData: JSON.stringify({ company: 'Acme' }),
    salesrepId,
    companyId,
  },
});

export default defineMatrix({
  'GET /web/salesrep/{salesRepId}/relationship': {
    ...companyEntryOn(ownersLink, (link, { owner }) => ({
      params: { salesRepId: owner.repId },
      query: { page_id: link.page.id },
    })),
    foreignIds: async (context) => {
      const link = await ownersLink(asOther(context));
      return { params: { salesRepId: context.owner.repId }, query: { page_id: link.page.id } };
    },
  },
  'POST /web/prospect/session': {
    ...companyEntryOn(ownersLink, (link, { owner }) =>
      sessionCall(link.page.id, owner.repId, owner.companyId),
    ),
    foreignIds: async (context) => {
      const { id } = await ownersPage(asOther(context));
      const { owner, other } = context;
      // The owner's rep with the caller's company, and the caller's rep with the owner's company.
      return sessionCall(id, owner.repId, other.companyId);
    },
  },
  'POST /web/prospect/session/website': {
    ...companyEntryOn(ownersLink, (link, { owner }) => ({
      body: { pageId: link.page.id, companyId: owner.companyId },
    })),
    foreignIds: async (context) => {
      const { id } = await ownersPage(asOther(context));
      return { body: { pageId: id, companyId: context.owner.companyId } };
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
    foreignIds: async (context) => {
      const { app, other } = context;
      const page = await ownersPage(asOther(context));
      const data = { prospect_email: 'second@example.com', prospect_name: 'Second' };
      const issued = await app.pageStore.issue(
        other.companyId,
        other.repId,
        page.id,
        data.prospect_email,
        'Second',
        data,
      );
      const body = {
        salesrep_id: context.owner.repId,
        prospect_id: issued.id,
        company_id: other.companyId,
        page_id: page.id,
        engaged: 'yes',
        encrypted_id: issued.token,
        date_created: '2026-11-27 10:00:00',
      };
      return { body };
    },
  },
  // DELETE names only the relationship: another company's id is a 404 like any unknown one.
  'DELETE /web/relationship/{relationshipId}': companyEntryOn(ownersLink, (link) => ({
    params: { relationshipId: link.relationshipId },
  })),
});
