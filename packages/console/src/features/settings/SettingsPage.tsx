import {
  getCompanyLogo,
  getCompanySettings,
  setLogoImage,
  setLogoUrl,
  updateCompanyStyle,
  type LogoRecord as WireLogo,
} from '@showroom/contract';
import {
  type CompanySettings,
  type LogoFile,
  type LogoRecord,
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
import { useShell } from '../shell/ShellPage.tsx';
import { logoMaxBytes } from './messages.ts';
import { SettingsScreen } from './SettingsScreen/index.ts';

const toLogo = (wire: WireLogo): LogoRecord => ({
  logoUrl: wire.logo_url,
  logoImage: wire.logo_image,
  recentMethod: wire.recent_method,
});

/** /feature/settings: the settings and logo machines with the real calls. */
export default function SettingsPage() {
  const navigate = useNavigate();
  const { firstFeatureHref } = useShell();
  const session = readSession();
  const companyId = session?.companyId ?? '';

  const [settings, sendSettings] = useMachine(
    settingsMachine.provide({
      actors: {
        load: fromPromise<CompanySettings, void>(async () => {
          const answer = await client.call(getCompanySettings, { params: { companyId } });
          if (answer.status !== 'success') throw new SettingsRefused(answer.message);
          return {
            style: JSON.parse(answer.payload.website_style),
            emailBlockList: JSON.parse(answer.payload.email_block_list),
          };
        }),
        save: fromPromise<SettingsReply, CompanySettings>(({ input }) =>
          client.call(updateCompanyStyle, {
            params: { companyId },
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
      actors: {
        load: fromPromise<LogoRecord, void>(async () => {
          const answer = await client.call(getCompanyLogo, { params: { companyId } });
          if (answer.status !== 'success') throw new Error(answer.message);
          return toLogo(answer.payload);
        }),
        saveUrl: fromPromise<LogoReply, { url: string }>(async ({ input }) => {
          const answer = await client.call(setLogoUrl, { params: { companyId }, body: input });
          return answer.status === 'success' ? { ...answer, payload: toLogo(answer.payload) } : answer;
        }),
        // Multipart through the one client: the contract names the file field.
        upload: fromPromise<LogoReply, { file: LogoFile }>(async ({ input }) => {
          const answer = await client.call(setLogoImage, {
            params: { companyId },
            files: { image: input.file as File },
          });
          return answer.status === 'success' ? { ...answer, payload: toLogo(answer.payload) } : answer;
        }),
      },
    }),
    { input: { maxBytes: logoMaxBytes } },
  );

  return (
    <SettingsScreen
      settings={settings}
      sendSettings={sendSettings}
      logo={logo}
      sendLogo={sendLogo}
      companyName={session?.companyName ?? ''}
      onCancel={() => navigate(firstFeatureHref)}
      logoSrc={(path) => path}
    />
  );
}
