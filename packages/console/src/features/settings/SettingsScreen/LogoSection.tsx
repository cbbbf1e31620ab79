import { settingsMessages } from '@showroom/contract';
import type { logoMachine } from '@showroom/machines';
import { Button, Dialog, FileDropzone, TextField } from '@showroom/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { logoImageTypes, logoMaxBytes, settingsLabels } from '../messages.ts';
import { Row, Section } from './layout.ts';

export type LogoSectionProps = {
  logo: SnapshotFrom<typeof logoMachine>;
  sendLogo: (event: EventFrom<typeof logoMachine>) => void;
  /** Where an uploaded logo image is served from (the media origin). */
  logoSrc: (path: string) => string;
};

const LogoImage = styled.img`
  max-height: 80px;
  max-width: 240px;
  object-fit: contain;
`;

/** The current logo, or why there is none to show. Keyed by its address: a new logo starts unbroken. */
function LogoPreview({ src }: { src: string | null }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken)
    return <LogoImage src={src} alt={settingsLabels.logo} onError={() => setBroken(true)} />;
  return <span>{broken ? settingsMessages.failedToLoadImage : settingsLabels.noLogo}</span>;
}

/** The logo's address dialog (spec 1 §2: the logo by URL is asked for in a modal). */
function LogoUrlDialog({ logo, sendLogo }: Omit<LogoSectionProps, 'logoSrc'>) {
  const saving = logo.matches('savingUrl');
  return (
    <Dialog
      open={logo.matches('urlDialog') || saving}
      onOpenChange={(open) => {
        if (!open) sendLogo({ type: 'url.cancel' });
      }}
      title={settingsLabels.logoByUrl}
      description={settingsLabels.logoUrlHelp}
      dismissible={!saving}
      closeLabel={settingsLabels.cancel}
      footer={
        <>
          <Button type="button" disabled={saving} onClick={() => sendLogo({ type: 'url.cancel' })}>
            {settingsLabels.cancel}
          </Button>
          <Button type="submit" form="logo-url-form" variant="primary" loading={saving}>
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
          disabled={saving}
          error={logo.context.draftInvalid ? settingsLabels.logoUrlInvalid : undefined}
          onChange={(event) => sendLogo({ type: 'url.change', value: event.currentTarget.value })}
        />
      </form>
    </Dialog>
  );
}

/**
 * Where the company's logo is shown from. The server keeps a copy of a logo given by address on
 * the media origin (the console's CSP allows images from there only), so the stored image is shown
 * whichever way it came; the typed address is shown only for a record made before copies were kept.
 */
export const logoAddress = (
  current: SnapshotFrom<typeof logoMachine>['context']['logo'],
  logoSrc: (path: string) => string,
) => (current?.logo_image ? logoSrc(current.logo_image) : (current?.logo_url ?? null));

/**
 * spec 1 §2, §5 the logo: shown from the company's logo record, replaced by an address (a modal)
 * or an uploaded image (one image file). The toasts are the logo machine's.
 */
export function LogoSection({ logo, sendLogo, logoSrc }: LogoSectionProps) {
  const logoPath = logoAddress(logo.context.logo, logoSrc);
  const busy = logo.hasTag('busy');
  return (
    <Section aria-label={settingsLabels.logo}>
      <h2>{settingsLabels.logo}</h2>
      <Row>
        <LogoPreview key={logoPath ?? ''} src={logoPath} />
        <span>{settingsMessages.logoHeightNote}</span>
      </Row>
      <Row>
        <Button
          type="button"
          loading={logo.matches('savingUrl')}
          disabled={busy}
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
        disabled={busy}
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
      <LogoUrlDialog logo={logo} sendLogo={sendLogo} />
    </Section>
  );
}
