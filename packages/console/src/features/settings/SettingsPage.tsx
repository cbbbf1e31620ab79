import {
  getCompanyLogo,
  getCompanySettings,
  setLogoImage,
  setLogoUrl,
  updateCompanyStyle,
} from '@showroom/contract';
import {
  type CompanySettings,
  type LogoFile,
  type LogoLoadReply,
  type LogoReply,
  logoMachine,
  SettingsRefused,
  type SettingsReply,
  settingsMachine,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { readSession } from '../../session/session.ts';
import { useShell } from '../shell/shellContext.ts';
import { logoMaxBytes } from './messages.ts';
import { ProspectSettingsPanel } from './ProspectSettingsPanel.tsx';
import { SettingsScreen } from './SettingsScreen/index.ts';
import { Page } from './SettingsScreen/layout.ts';
import { useLogoToasts, useSettingsToasts } from './toasts.ts';

/** /feature/settings: the settings and logo machines with the real calls and their toasts. */
export default function SettingsPage() {
  const navigate = useNavigate();
  const { firstFeatureHref } = useShell();
  const session = readSession();
  const companyId = session?.companyId ?? '';
  const params = { companyId };

  const [settings, sendSettings] = useMachine(
    settingsMachine.provide({
      actions: useSettingsToasts(),
      actors: {
        load: fromPromise<CompanySettings, void>(async () => {
          const answer = await client.call(getCompanySettings, { params });
          if (answer.status !== 'success') throw new SettingsRefused(answer.message);
          // The contract client read both JSON texts into their models (jsonValue).
          return { style: answer.payload.website_style, emailBlockList: answer.payload.email_block_list };
        }),
        save: fromPromise<SettingsReply, CompanySettings>(({ input }) =>
          client.call(updateCompanyStyle, {
            params,
            body: {
              style: JSON.stringify(input.style),
              email_block_list: JSON.stringify(input.emailBlockList),
            },
          }),
        ),
      },
    }),
  );

  const [logo, sendLogo] = useMachine(
    logoMachine.provide({
      actions: useLogoToasts(),
      actors: {
        load: fromPromise<LogoLoadReply, void>(() => client.call(getCompanyLogo, { params })),
        saveUrl: fromPromise<LogoReply, { url: string }>(({ input }) =>
          client.call(setLogoUrl, { params, body: input }),
        ),
        // Multipart through the one client: the contract names the file field.
        upload: fromPromise<LogoReply, { file: LogoFile }>(({ input }) =>
          client.call(setLogoImage, { params, files: { image: input.file as File } }),
        ),
      },
    }),
    { input: { maxBytes: logoMaxBytes } },
  );

  return (
    <>
      <SettingsScreen
        settings={settings}
        sendSettings={sendSettings}
        logo={logo}
        sendLogo={sendLogo}
        companyName={session?.companyName ?? ''}
        onCancel={() => navigate(firstFeatureHref)}
        logoSrc={(path) => path}
      />
      {/* Issue 12: allowed sites and the gate's webhook, a panel with its own machine and Save. */}
      <Page as="div" style={{ paddingTop: 0 }}>
        <ProspectSettingsPanel companyId={companyId} />
      </Page>
    </>
  );
}
