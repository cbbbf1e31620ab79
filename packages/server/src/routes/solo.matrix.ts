import { newSoloForm } from '@showroom/contract';
import { defineMatrix } from '../../test/quality/matrix.ts';
import { ownersWidget, ownersWidgets, widgetReadEntries } from './hero.matrix.ts';
import { ownersDemo } from './recording.matrix.ts';

const soloForm = (demoId: string) => ({ ...newSoloForm(), name: 'Solo from the call', recording_id: demoId });

export default defineMatrix({
  ...widgetReadEntries('solo'),
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
});
