import { defineMatrix } from '../../test/quality/matrix.ts';
import { ownersAnalytics } from './analytic.matrix.ts';

export default defineMatrix({
  'GET /web/salesrep/{companyId}/prospect': {
    access: 'company',
    arrange: async (context) => {
      const data = await ownersAnalytics(context);
      return {
        params: { companyId: context.owner.companyId },
        query: { widgetID: data.widget.id },
        readBack: data.readBack,
        secrets: data.secrets,
      };
    },
  },
  'GET /web/salesrep/{prospectId}/prospect/page': {
    access: 'company',
    arrange: async (context) => {
      const data = await ownersAnalytics(context);
      return { params: { prospectId: data.link.prospectId }, readBack: data.readBack, secrets: data.secrets };
    },
  },
  'GET /web/salesrep/{salesRepId}/prospect/{prospectId}/relation/': {
    access: 'company',
    arrange: async (context) => {
      const data = await ownersAnalytics(context);
      return {
        params: { salesRepId: context.owner.repId, prospectId: data.link.prospectId },
        readBack: data.readBack,
        secrets: data.secrets,
      };
    },
  },
  'GET /web/video/analytics/{relationshipId}': {
    access: 'company',
    arrange: async (context) => {
      const data = await ownersAnalytics(context);
      return {
        params: { relationshipId: data.link.relationshipId },
        readBack: data.readBack,
        secrets: data.secrets,
      };
    },
  },
  'GET /web/video/analytics/forwarded/name/{videoId}/{prospectId}': {
    access: 'company',
    arrange: async (context) => {
      const data = await ownersAnalytics(context);
      return {
        params: { videoId: data.widget.demoId, prospectId: data.link.prospectId },
        readBack: data.readBack,
        secrets: data.secrets,
      };
    },
  },
  'GET /web/video/analytics/received/name/{videoId}/{prospectId}': {
    access: 'company',
    arrange: async (context) => {
      const data = await ownersAnalytics(context);
      return {
        params: { videoId: data.widget.demoId, prospectId: data.link.prospectId },
        readBack: data.readBack,
        secrets: data.secrets,
      };
    },
  },
});
