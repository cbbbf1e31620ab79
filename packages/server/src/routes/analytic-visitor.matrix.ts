import { companyEntryOn } from '../../test/quality/company-entry.ts';
import { asOther, defineMatrix } from '../../test/quality/matrix.ts';
import { ownersAnalytics } from './analytic.matrix.ts';
import { ownersLink } from './page.matrix.ts';

export default defineMatrix({
  'GET /web/salesrep/{companyId}/prospect': companyEntryOn(ownersAnalytics, (data, { owner }) => ({
    params: { companyId: owner.companyId },
    query: { widgetID: data.widget.id },
  })),
  'GET /web/salesrep/{prospectId}/prospect/page': companyEntryOn(ownersAnalytics, (data) => ({
    params: { prospectId: data.link.prospectId },
  })),
  'GET /web/salesrep/{salesRepId}/prospect/{prospectId}/relation/': {
    ...companyEntryOn(ownersAnalytics, (data, { owner }) => ({
      params: { salesRepId: owner.repId, prospectId: data.link.prospectId },
    })),
    // Issue 26 item 15: the caller's own prospect under the owner's rep id answered 200 [].
    foreignIds: async (context) => {
      const link = await ownersLink(asOther(context));
      return { params: { salesRepId: context.owner.repId, prospectId: link.prospectId } };
    },
  },
  'GET /web/video/analytics/{relationshipId}': companyEntryOn(ownersAnalytics, (data) => ({
    params: { relationshipId: data.link.relationshipId },
  })),
  'GET /web/video/analytics/forwarded/name/{videoId}/{prospectId}': companyEntryOn(
    ownersAnalytics,
    (data) => ({
      params: { videoId: data.widget.demoId, prospectId: data.link.prospectId },
    }),
  ),
  'GET /web/video/analytics/received/name/{videoId}/{prospectId}': companyEntryOn(
    ownersAnalytics,
    (data) => ({
      params: { videoId: data.widget.demoId, prospectId: data.link.prospectId },
    }),
  ),
});
