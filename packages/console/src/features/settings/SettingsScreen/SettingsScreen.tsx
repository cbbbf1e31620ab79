import { zodResolver } from '@hookform/resolvers/zod';
import {
  blocklistEntry,
  emailBlockList,
  settingsMessages,
  settingsServerMessages,
  websiteStyleInput,
} from '@showroom/contract';
import type { CompanySettings, logoMachine, settingsMachine } from '@showroom/machines';
import {
  Button,
  Card,
  Checkbox,
  ColorPicker,
  Dialog,
  EmptyState,
  FileDropzone,
  fontStack,
  isProspectFont,
  loadFont,
  Spinner,
  TagInput,
  TextField,
  useToast,
} from '@showroom/ui';
import { FontSelect } from '@showroom/ui/FontSelect';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { z } from 'zod';
import { defaultStyle, logoImageTypes, logoMaxBytes, settingsLabels } from '../messages.ts';

/** The form: the contract's style and blocklist rules (ADR 0004: react-hook-form for a large form). */
const settingsForm = z.object({ style: websiteStyleInput, emailBlockList });
type SettingsForm = z.infer<typeof settingsForm>;

export type SettingsScreenProps = {
  settings: SnapshotFrom<typeof settingsMachine>;
  sendSettings: (event: EventFrom<typeof settingsMachine>) => void;
  logo: SnapshotFrom<typeof logoMachine>;
  sendLogo: (event: EventFrom<typeof logoMachine>) => void;
  /** The company's name, shown in the preview when 'show company name' is on. */
  companyName: string;
  /** README decision 4: discard unsaved changes and go to the first visible feature. */
  onCancel: () => void;
  /** Where an uploaded logo image is served from (the media origin). */
  logoSrc: (path: string) => string;
};

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
  padding: var(--space-8) var(--space-6);
  max-width: 880px;
`;

const Titles = styled.header`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  & p { color: var(--color-text-muted); }
`;

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: var(--space-4);
`;

const LogoImage = styled.img`
  max-height: 80px;
  max-width: 240px;
  object-fit: contain;
`;

const Actions = styled.div`
  display: flex;
  gap: var(--space-2);
`;

const Preview = styled.div`
  border: var(--border-width) solid var(--preview-border);
  border-radius: var(--radius-md);
  overflow: hidden;
  background: var(--preview-bg);
  color: var(--preview-text);
  font-family: var(--preview-font);

  & header { padding: var(--space-3) var(--space-4); background: var(--preview-header); border-bottom: var(--border-width) solid var(--preview-border); }
  & div { padding: var(--space-6) var(--space-4); display: flex; flex-direction: column; gap: var(--space-3); align-items: flex-start; }
  & span[data-preview-button] { padding: var(--space-2) var(--space-4); border-radius: var(--radius-sm); background: var(--preview-button); color: #ffffff; }
  & span[data-preview-button]:hover { background: var(--preview-button-hover); }
`;

const colorFields = [
  'bgColor',
  'textColor',
  'headerColor',
  'buttonBgColor',
  'buttonBgHoverColor',
  'borderColor',
] as const;

/** spec 1 §2, §5, §8 Settings screen. */
export function SettingsScreen({
  settings,
  sendSettings,
  logo,
  sendLogo,
  companyName,
  onCancel,
  logoSrc,
}: SettingsScreenProps) {
  const toast = useToast();
  const saved = settings.context.saved;
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsForm),
    defaultValues: saved ?? { style: defaultStyle, emailBlockList: [] },
  });
  const [previewing, setPreviewing] = useState(false);
  // The preview's font once its file is in; until then the preview says it is loading it.
  const [loadedFont, setLoadedFont] = useState<string | null>(null);
  const [imageBroken, setImageBroken] = useState(false);

  // The loaded settings become the form's values (and what Cancel returns to).
  useEffect(() => {
    if (saved) form.reset(saved);
  }, [saved, form]);

  const settingsAlert = settings.matches('loadFailed')
    ? settings.context.loadFailure === 'refused'
      ? settingsMessages.errorFetchingStyles
      : settingsMessages.failedToLoadSettings
    : settings.matches('saveFailed')
      ? settingsMessages.errorUpdatingStyle
      : null;
  useEffect(() => {
    if (settingsAlert) toast.error(settingsAlert);
  }, [settingsAlert, toast]);
  const settingsSaved = settings.matches('saved');
  useEffect(() => {
    if (settingsSaved) toast.success(settingsMessages.settingsUpdated);
  }, [settingsSaved, toast]);

  const logoAlert = logo.matches('loadFailed')
    ? settingsMessages.errorFetchingLogo
    : logo.matches('failed')
      ? logo.context.failure === 'url'
        ? settingsMessages.errorUpdatingLogo
        : settingsMessages.errorLogoImage
      : logo.matches('imageRejected')
        ? settingsMessages.failedToLoadImage
        : null;
  useEffect(() => {
    if (logoAlert) toast.error(logoAlert);
  }, [logoAlert, toast]);
  const logoUpdated = logo.matches('updated');
  useEffect(() => {
    if (logoUpdated) {
      setImageBroken(false);
      toast.success(settingsMessages.logoUpdated);
    }
  }, [logoUpdated, toast]);

  const fontName = form.watch('style.fontName');
  useEffect(() => {
    if (!previewing || !fontName) return;
    let current = true;
    loadFont(fontName).then(
      () => {
        if (current) setLoadedFont(fontName);
      },
      // A font file that does not arrive leaves the preview in its fallback face.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [previewing, fontName]);

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
          title={settingsAlert ?? settingsMessages.failedToLoadSettings}
          action={<Button onClick={() => sendSettings({ type: 'retry' })}>{settingsLabels.retry}</Button>}
        />
      </Page>
    );
  }

  const blocklist = form.watch('emailBlockList');
  const style = form.watch('style');
  const current = logo.context.logo;
  const logoPath =
    current?.recentMethod === 'image' && current.logoImage
      ? logoSrc(current.logoImage)
      : (current?.logoUrl ?? null);
  const busy = settings.hasTag('busy');

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
          <Section>
            <Controller
              control={form.control}
              name="style.showCompanyName"
              render={({ field }) => (
                <Checkbox
                  label={settingsLabels.showCompanyName}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
          </Section>

          <Section aria-label={settingsLabels.logo}>
            <h2>{settingsLabels.logo}</h2>
            <Row>
              {logoPath && !imageBroken ? (
                <LogoImage src={logoPath} alt={settingsLabels.logo} onError={() => setImageBroken(true)} />
              ) : (
                <span>{imageBroken ? settingsMessages.failedToLoadImage : settingsLabels.noLogo}</span>
              )}
              <span>{settingsMessages.logoHeightNote}</span>
            </Row>
            <Row>
              <Button
                type="button"
                loading={logo.matches('savingUrl')}
                disabled={logo.hasTag('busy')}
                onClick={() => sendLogo({ type: 'url.open' })}
              >
                {settingsLabels.logoByUrl}
              </Button>
            </Row>
            <FileDropzone
              label={settingsLabels.logoUpload}
              accept={[...logoImageTypes]}
              maxFiles={1}
              maxSize={logoMaxBytes}
              hint={settingsLabels.logoUploadHint}
              buttonLabel={settingsLabels.chooseImage}
              disabled={logo.hasTag('busy')}
              messages={{
                invalidExtension: settingsMessages.failedToLoadImage,
                tooManyFiles: settingsMessages.failedToLoadImage,
                tooLarge: settingsMessages.failedToLoadImage,
              }}
              onFiles={(accepted, rejected) => {
                const [file] = accepted;
                // spec 1 §5: one image file; anything else is refused as a whole.
                if (rejected.length > 0 || !file) sendLogo({ type: 'file.reject' });
                else sendLogo({ type: 'file.select', file });
              }}
            />
            {/* spec 1 §2: the logo by URL is asked for in a modal. */}
            <Dialog
              open={logo.matches('urlDialog') || logo.matches('savingUrl')}
              onOpenChange={(open) => {
                if (!open) sendLogo({ type: 'url.cancel' });
              }}
              title={settingsLabels.logoByUrl}
              description={settingsLabels.logoUrlHelp}
              dismissible={!logo.matches('savingUrl')}
              closeLabel={settingsLabels.cancel}
              footer={
                <>
                  <Button
                    type="button"
                    disabled={logo.matches('savingUrl')}
                    onClick={() => sendLogo({ type: 'url.cancel' })}
                  >
                    {settingsLabels.cancel}
                  </Button>
                  <Button
                    type="submit"
                    form="logo-url-form"
                    variant="primary"
                    loading={logo.matches('savingUrl')}
                  >
                    {settingsLabels.saveLogo}
                  </Button>
                </>
              }
            >
              <form
                id="logo-url-form"
                noValidate
                onSubmit={(event) => {
                  // The dialog is portalled out of the settings form, but React still bubbles
                  // its submit through the component tree: stop it here.
                  event.preventDefault();
                  event.stopPropagation();
                  sendLogo({ type: 'url.submit' });
                }}
              >
                <TextField
                  label={settingsLabels.logoUrl}
                  type="url"
                  value={logo.context.draftUrl}
                  disabled={logo.matches('savingUrl')}
                  error={logo.context.draftInvalid ? settingsLabels.logoUrlInvalid : undefined}
                  onChange={(event) => sendLogo({ type: 'url.change', value: event.currentTarget.value })}
                />
              </form>
            </Dialog>
          </Section>

          <Section>
            <TagInput
              label={settingsLabels.blocklist}
              helpText={settingsLabels.blocklistHelp}
              value={blocklist}
              duplicateMessage={settingsServerMessages.blocklistDuplicate}
              // spec 1 §2: added on Enter; a domain or URL, non-empty, not a duplicate (the contract's rule).
              validate={(entry) => {
                const parsed = blocklistEntry.safeParse(entry);
                return parsed.success ? undefined : parsed.error.issues[0]?.message;
              }}
              onChange={(next) => form.setValue('emailBlockList', next, { shouldDirty: true })}
            />
          </Section>

          <Section>
            <Controller
              control={form.control}
              name="style.fontName"
              render={({ field, fieldState }) => (
                <FontSelect
                  label={settingsLabels.font}
                  value={field.value || undefined}
                  onValueChange={field.onChange}
                  placeholder={settingsMessages.selectFont}
                  error={fieldState.error ? settingsMessages.selectFont : undefined}
                  ref={field.ref}
                />
              )}
            />
          </Section>

          <Section aria-label={settingsLabels.colors}>
            <h2>{settingsLabels.colors}</h2>
            <Grid>
              {colorFields.map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={`style.${name}`}
                  render={({ field }) => (
                    <ColorPicker
                      label={settingsLabels[name]}
                      value={field.value}
                      onChange={field.onChange}
                      invalidMessage={settingsLabels.colorInvalid}
                    />
                  )}
                />
              ))}
            </Grid>
          </Section>

          {previewing ? (
            <Section aria-label={settingsLabels.preview}>
              <Preview
                style={
                  {
                    '--preview-bg': style.bgColor,
                    '--preview-text': style.textColor,
                    '--preview-header': style.headerColor,
                    '--preview-button': style.buttonBgColor,
                    '--preview-button-hover': style.buttonBgHoverColor,
                    '--preview-border': style.borderColor,
                    // The chosen face only once its file is in (loadFont), so the preview never fakes it.
                    '--preview-font':
                      loadedFont === style.fontName && isProspectFont(style.fontName)
                        ? fontStack(style.fontName)
                        : 'sans-serif',
                  } as React.CSSProperties
                }
                data-font={loadedFont === style.fontName ? style.fontName : undefined}
                aria-busy={loadedFont !== style.fontName || undefined}
              >
                <header>{style.showCompanyName ? companyName : null}</header>
                <div>
                  <h3>{settingsLabels.previewHeading}</h3>
                  <p>{settingsLabels.previewBody}</p>
                  <span data-preview-button="">{settingsLabels.previewButton}</span>
                </div>
              </Preview>
            </Section>
          ) : null}

          <Actions>
            <Button type="submit" variant="primary" loading={busy}>
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
