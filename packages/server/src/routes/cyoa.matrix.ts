import { defineMatrix } from '../../test/quality/matrix.ts';
import { cyoaOn, ownersWidget, ownersWidgets, widgetReadEntries } from './hero.matrix.ts';
import { ownersDemo } from './recording.matrix.ts';

export default defineMatrix({
  ...widgetReadEntries('cyoa'),
  'POST /web/cyoa': {
    access: 'company',
    arrange: async (context) => {
      const demo = await ownersDemo(context);
      const { owner } = context;
      return {
        body: {
          cyoaData: JSON.stringify({
            salesrep_id: owner.repId,
            company_id: owner.companyId,
            date_created: '2026-11-23 10:00:00',
            date_modified: '2026-11-23 10:00:00',
            cyoa: cyoaOn(demo.id, 'Journey from the call'),
          }),
        },
        readBack: ownersWidgets(context, 'cyoa'),
        secrets: demo.secrets,
      };
    },
  },
  'PUT /web/cyoa/{cyoaId}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'cyoa', true);
      return {
        params: { cyoaId: widget.id },
        body: {
          date_modified: '2026-11-23 10:05:00',
          cyoa: JSON.stringify(cyoaOn(widget.demoId, 'Renamed by the call')),
        },
        readBack: widget.readBack,
        secrets: widget.secrets,
      };
    },
  },
  'PUT /web/cyoa/{cyoaId}/publish': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'cyoa');
      return {
        params: { cyoaId: widget.id },
        body: { live: 1, date_modified: '2026-11-23 10:05:00' },
        readBack: widget.readBack,
        secrets: widget.secrets,
      };
    },
  },
});
