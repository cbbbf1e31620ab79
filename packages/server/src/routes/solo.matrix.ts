import { newSoloForm, routes } from '@showroom/contract';
import { defineMatrix } from '../../test/quality/matrix.ts';
import { ownersWidget, ownersWidgets } from './hero.matrix.ts';
import { ownersDemo } from './recording.matrix.ts';

const soloForm = (demoId: string) => ({ ...newSoloForm(), name: 'Solo from the call', recording_id: demoId });

export default defineMatrix({
  'GET /web/solo/{companyId}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'solo');
      return {
        params: { companyId: context.owner.companyId },
        query: { limit: '25', pageNo: '1' },
        readBack: widget.readBack,
        secrets: widget.secrets,
      };
    },
  },
  'GET /web/solo/id/{id}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'solo');
      return { params: { id: widget.id }, readBack: widget.readBack, secrets: widget.secrets };
    },
  },
  'POST /web/solo': {
    access: 'company',
    arrange: async (context) => {
      const demo = await ownersDemo(context);
      const { owner } = context;
      return {
        body: {
          soloData: JSON.stringify({
            ...soloForm(demo.id),
            salesrep_id: owner.repId,
            company_id: owner.companyId,
            date_created: '2026-11-23 10:00:00',
            date_modified: '2026-11-23 10:00:00',
            live: 0,
          }),
        },
        readBack: ownersWidgets(context, 'solo'),
        secrets: demo.secrets,
      };
    },
  },
  'POST /web/solo/copy': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'solo');
      return {
        body: { ...routes['POST /web/solo/copy'].example?.body, id: widget.id },
        readBack: ownersWidgets(context, 'solo'),
        secrets: widget.secrets,
      };
    },
  },
  'PUT /web/solo/{soloId}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'solo', true);
      return {
        params: { soloId: widget.id },
        body: {
          soloData: JSON.stringify({
            ...soloForm(widget.demoId),
            date_modified: '2026-11-23 10:05:00',
            live: 1,
          }),
        },
        readBack: widget.readBack,
        secrets: widget.secrets,
      };
    },
  },
  'DELETE /web/solo/{soloId}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'solo');
      return { params: { soloId: widget.id }, readBack: widget.readBack, secrets: widget.secrets };
    },
  },
});
