import {
  getProspectSettings,
  prospectSettingsForm,
  prospectSettingsMessages,
  updateProspectSettings,
} from '@showroom/contract';
import {
  type ProspectSettingsLoadReply,
  type ProspectSettingsSaveReply,
  prospectSettingsMachine,
} from '@showroom/machines';
import { useToast } from '@showroom/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { ProspectSection } from './ProspectSection/index.ts';

/** The panel's toasts, for the page and the stories alike. */
export function useProspectSettingsToasts() {
  const toast = useToast();
  return useMemo(
    () => ({
      notifySaved: () => toast.success(prospectSettingsMessages.saved),
      notifySaveFailed: () => toast.error(prospectSettingsMessages.saveFailed),
    }),
    [toast],
  );
}

/** The settings screen's prospect panel with the real calls (issue 12). */
export function ProspectSettingsPanel({ companyId }: { companyId: string }) {
  const params = { companyId };
  const [snapshot, send] = useMachine(
    prospectSettingsMachine.provide({
      actions: useProspectSettingsToasts(),
      actors: {
        load: fromPromise<ProspectSettingsLoadReply, void>(() =>
          client.call(getProspectSettings, { params }),
        ),
        save: fromPromise<
          ProspectSettingsSaveReply,
          { allowedSites: string[]; webhookUrl: string; regenerateSecret: boolean }
        >(({ input }) => client.call(updateProspectSettings, { params, body: input })),
      },
    }),
    { input: { schema: prospectSettingsForm } },
  );
  return <ProspectSection snapshot={snapshot} send={send} />;
}
