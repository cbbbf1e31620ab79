import { zodResolver } from '@hookform/resolvers/zod';
import { settingsMessages } from '@showroom/contract';
import type { CompanySettings, logoMachine, settingsMachine } from '@showroom/machines';
import { Button, EmptyState, Spinner } from '@showroom/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { defaultStyle, settingsLabels } from '../messages.ts';
import { settingsLoadFailure } from '../toasts.ts';
import { LogoSection, logoAddress } from './LogoSection.tsx';
import { Actions, Page, Titles } from './layout.ts';
import {
  BlocklistField,
  ColorFields,
  CompanyNameField,
  FontField,
  type SettingsForm,
  settingsForm,
} from './StyleFields.tsx';
import { StylePreview } from './StylePreview.tsx';

export type SettingsScreenProps = {
  settings: SnapshotFrom<typeof settingsMachine>;
  sendSettings: (event: EventFrom<typeof settingsMachine>) => void;
  logo: SnapshotFrom<typeof logoMachine>;
  sendLogo: (event: EventFrom<typeof logoMachine>) => void;
  /** The company's name, shown in the preview when 'show company name' is on. */
  companyName: string;
  /** ADR 0010 (docs/decisions/0010-settings-cancel.md): discard unsaved changes and go to the first visible feature. */
  onCancel: () => void;
  /** Where an uploaded logo image is served from (the media origin). */
  logoSrc: (path: string) => string;
};

/**
 * spec 1 §2, §5, §8 Settings screen, made of its parts: the style fields (StyleFields.tsx), the
 * logo (LogoSection.tsx) and the preview (StylePreview.tsx). The toasts are the machines' effects.
 */
export function SettingsScreen({
  settings,
  sendSettings,
  logo,
  sendLogo,
  companyName,
  onCancel,
  logoSrc,
}: SettingsScreenProps) {
  const saved = settings.context.saved;
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsForm),
    defaultValues: saved ?? { style: defaultStyle, emailBlockList: [] },
  });
  const [previewing, setPreviewing] = useState(false);

  // The loaded settings become the form's values (and what Cancel returns to).
  useEffect(() => {
    if (saved) form.reset(saved);
  }, [saved, form]);

  if (settings.matches('loading')) {
    return (
      <Page>
        <Spinner label={settingsLabels.loading} />
      </Page>
    );
  }
  if (settings.matches('loadFailed')) {
    return (
      <Page>
        <EmptyState
          role="alert"
          title={settingsLoadFailure(settings.context.loadFailure)}
          action={<Button onClick={() => sendSettings({ type: 'retry' })}>{settingsLabels.retry}</Button>}
        />
      </Page>
    );
  }

  const style = form.watch('style');
  return (
    <Page aria-labelledby="settings-title">
      <Titles>
        <h1 id="settings-title">{settingsMessages.heading}</h1>
        <p>{settingsMessages.subtitle}</p>
      </Titles>

      <form
        noValidate
        aria-labelledby="settings-title"
        onSubmit={form.handleSubmit((values: CompanySettings) =>
          sendSettings({ type: 'save', settings: values }),
        )}
      >
        <Page as="div" style={{ padding: 0 }}>
          <CompanyNameField form={form} />
          <LogoSection logo={logo} sendLogo={sendLogo} logoSrc={logoSrc} />
          <BlocklistField form={form} />
          <FontField form={form} />
          <ColorFields form={form} />
          {previewing ? (
            <StylePreview
              style={style}
              companyName={companyName}
              logo={logoAddress(logo.context.logo, logoSrc)}
            />
          ) : null}

          <Actions>
            <Button type="submit" variant="primary" loading={settings.hasTag('busy')}>
              {settingsLabels.save}
            </Button>
            <Button type="button" aria-pressed={previewing} onClick={() => setPreviewing((open) => !open)}>
              {previewing ? settingsLabels.closePreview : settingsLabels.preview}
            </Button>
            <Button
              type="button"
              onClick={() => {
                form.reset(saved ?? undefined);
                onCancel();
              }}
            >
              {settingsLabels.cancel}
            </Button>
          </Actions>
        </Page>
      </form>
    </Page>
  );
}
