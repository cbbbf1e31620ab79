import { zodResolver } from '@hookform/resolvers/zod';
import { blocklistEntry, emailBlockList, settingsMessages, websiteStyleInput } from '@showroom/contract';
import type { CompanySettings, logoMachine, settingsMachine } from '@showroom/machines';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  EmptyState,
  IconButton,
  RadioGroup,
  Spinner,
  TextField,
  useToast,
} from '@showroom/ui';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { z } from 'zod';
import { defaultStyle, fontNames, settingsLabels } from '../messages.ts';

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

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  list-style: none;
  padding: 0;
  margin: 0;
  & li { display: inline-flex; align-items: center; gap: var(--space-1); }
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
  font-family: var(--preview-font), sans-serif;

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
  const [entry, setEntry] = useState('');
  const [entryError, setEntryError] = useState<string | undefined>();
  const [previewing, setPreviewing] = useState(false);
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
  // spec 1 §2: added on Enter; a domain or URL, non-empty, not a duplicate.
  const addEntry = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const parsed = blocklistEntry.safeParse(entry);
    if (!parsed.success) return setEntryError(parsed.error.issues[0]?.message);
    const next = [...blocklist, parsed.data];
    const checked = emailBlockList.safeParse(next);
    if (!checked.success) return setEntryError(checked.error.issues[0]?.message);
    form.setValue('emailBlockList', next, { shouldDirty: true });
    setEntry('');
    setEntryError(undefined);
  };

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
            {logo.matches('urlDialog') ? (
              <Row>
                <TextField
                  label={settingsLabels.logoUrl}
                  type="url"
                  value={logo.context.draftUrl}
                  error={logo.context.draftInvalid ? settingsLabels.logoUrlInvalid : undefined}
                  onChange={(event) => sendLogo({ type: 'url.change', value: event.currentTarget.value })}
                />
                <Button type="button" variant="primary" onClick={() => sendLogo({ type: 'url.submit' })}>
                  {settingsLabels.saveLogo}
                </Button>
                <Button type="button" onClick={() => sendLogo({ type: 'url.cancel' })}>
                  {settingsLabels.cancel}
                </Button>
              </Row>
            ) : (
              <Row>
                <Button
                  type="button"
                  loading={logo.matches('savingUrl')}
                  disabled={logo.hasTag('busy')}
                  onClick={() => sendLogo({ type: 'url.open' })}
                >
                  {settingsLabels.logoByUrl}
                </Button>
                <TextField
                  label={settingsLabels.logoUpload}
                  type="file"
                  accept="image/*"
                  disabled={logo.hasTag('busy')}
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    event.currentTarget.value = '';
                    if (file) sendLogo({ type: 'file.select', file });
                  }}
                />
              </Row>
            )}
          </Section>

          <Section>
            <TextField
              label={settingsLabels.blocklist}
              helpText={settingsLabels.blocklistHelp}
              value={entry}
              error={entryError}
              onChange={(event) => {
                setEntry(event.currentTarget.value);
                setEntryError(undefined);
              }}
              onKeyDown={addEntry}
            />
            <Tags aria-label={settingsLabels.blocklist}>
              {blocklist.map((domain) => (
                <li key={domain}>
                  <Badge>{domain}</Badge>
                  <IconButton
                    type="button"
                    size="sm"
                    label={settingsLabels.remove(domain)}
                    onClick={() =>
                      form.setValue(
                        'emailBlockList',
                        blocklist.filter((item) => item !== domain),
                        { shouldDirty: true },
                      )
                    }
                  >
                    ×
                  </IconButton>
                </li>
              ))}
            </Tags>
          </Section>

          <Section>
            <Controller
              control={form.control}
              name="style.fontName"
              render={({ field, fieldState }) => (
                <RadioGroup
                  label={settingsLabels.font}
                  options={fontNames.map((name) => ({ value: name, label: name }))}
                  value={field.value}
                  onValueChange={field.onChange}
                  error={fieldState.error ? settingsMessages.selectFont : undefined}
                />
              )}
            />
          </Section>

          <Section aria-label={settingsLabels.colors}>
            <h2>{settingsLabels.colors}</h2>
            <Grid>
              {colorFields.map((name) => (
                <TextField
                  key={name}
                  type="color"
                  label={settingsLabels[name]}
                  error={form.formState.errors.style?.[name]?.message}
                  {...form.register(`style.${name}`)}
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
                    '--preview-font': `'${style.fontName}'`,
                  } as React.CSSProperties
                }
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
