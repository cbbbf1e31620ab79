import { routes } from '@showroom/contract';
import { defineMatrix } from '../../test/quality/matrix.ts';
import { ownersWidget, ownersWidgets } from './hero.matrix.ts';
import { ownersDemo } from './recording.matrix.ts';

export default defineMatrix({
  'GET /web/sneakpeek/{companyId}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'sneakpeek', true);
      return {
        params: { companyId: context.owner.companyId },
        readBack: widget.readBack,
        secrets: widget.secrets,
      };
    },
  },
  'GET /web/sneakpeek/id/{id}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'sneakpeek', true);
      return { params: { id: widget.id }, readBack: widget.readBack, secrets: widget.secrets };
    },
  },
  'POST /web/sneakpeek': {
    access: 'company',
    arrange: async (context) => {
      const demo = await ownersDemo(context);
      const { owner } = context;
      return {
        body: {
          ...routes['POST /web/sneakpeek'].example?.body,
          recording_id: demo.id,
          salesrep_id: owner.repId,
          company_id: owner.companyId,
        },
        readBack: ownersWidgets(context, 'sneakpeek'),
        secrets: demo.secrets,
      };
    },
  },
  'POST /web/sneakpeek/copy': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'sneakpeek', true);
      return {
        body: { id: widget.id },
        readBack: ownersWidgets(context, 'sneakpeek'),
        secrets: widget.secrets,
      };
    },
  },
  'PUT /web/sneakpeek/{sneakpeekId}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'sneakpeek', true);
      return {
        params: { sneakpeekId: widget.id },
        body: { ...routes['PUT /web/sneakpeek/{sneakpeekId}'].example?.body, recording_id: widget.demoId },
        readBack: widget.readBack,
        secrets: widget.secrets,
      };
    },
  },
  'DELETE /web/sneakpeek/{sneakpeekId}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'sneakpeek', true);
      return { params: { sneakpeekId: widget.id }, readBack: widget.readBack, secrets: widget.secrets };
    },
  },
});
