import {
  type ModalResult,
  type PageModalCta,
  type PdfResult,
  pageConstants,
  pageMessages,
} from '@showroom/contract';
import { RadioGroup, Switch, TextArea, TextField } from '@showroom/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { rulesLabels as l } from '../labels.ts';

const Box = styled.section`
  display: grid;
  gap: var(--space-4);
  padding: var(--space-4);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface-subtle);
`;
const BoxHeading = styled.h5`
  margin: 0;
  font-size: var(--font-size-body);
  font-weight: 600;
`;
const Indent = styled.div`
  display: grid;
  gap: var(--space-3);
  padding-left: var(--space-6);
`;

const required = (show: boolean, text: string) => (show && text.trim() === '' ? l.required : undefined);

export type ModalCardEditorProps = {
  value: ModalResult;
  onChange: (value: ModalResult) => void;
  /** Mark the title when it is missing (after a refused save). */
  showGaps?: boolean;
};

/**
 * spec 3 §2.10 Modal card editor: title, description (max 400), an optional input field with its
 * placeholder, an optional primary button and an optional secondary link, each with a label and an
 * action: Next Card or URL (opened in a new tab on the prospect's page).
 */
export function ModalCardEditor({ value, onChange, showGaps = false }: ModalCardEditorProps) {
  const headingId = useId();
  const set = (change: Partial<ModalResult>) => onChange({ ...value, ...change });
  return (
    <Box aria-labelledby={headingId}>
      <BoxHeading id={headingId}>{l.modalCard}</BoxHeading>
      <TextField
        label={l.modalTitle}
        value={value.title}
        maxLength={pageConstants.titleMaxLength}
        error={required(showGaps, value.title)}
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <TextArea
        label={l.modalDescription}
        value={value.description}
        maxLength={pageConstants.descriptionMaxLength}
        onChange={(event) => set({ description: event.currentTarget.value })}
      />
      <Switch
        label={l.showInput}
        checked={value.showInputBox}
        onCheckedChange={(showInputBox) => set({ showInputBox })}
      />
      {value.showInputBox && (
        <Indent>
          <TextField
            label={l.inputPlaceholder}
            value={value.inputPlaceHolder}
            onChange={(event) => set({ inputPlaceHolder: event.currentTarget.value })}
          />
        </Indent>
      )}
      <CtaEditor label={l.primaryButton} value={value.firstCTA} onChange={(firstCTA) => set({ firstCTA })} />
      <CtaEditor
        label={l.secondaryLink}
        value={value.secondCTA}
        onChange={(secondCTA) => set({ secondCTA })}
      />
    </Box>
  );
}

function CtaEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PageModalCta;
  onChange: (value: PageModalCta) => void;
}) {
  const set = (change: Partial<PageModalCta>) => onChange({ ...value, ...change });
  return (
    <>
      <Switch label={label} checked={value.show} onCheckedChange={(show) => set({ show })} />
      {value.show && (
        <Indent role="group" aria-label={label}>
          <TextField
            label={l.ctaLabel}
            value={value.label}
            maxLength={100}
            onChange={(event) => set({ label: event.currentTarget.value })}
          />
          <RadioGroup
            label={l.ctaAction}
            value={value.action}
            onValueChange={(action) => set({ action: action === 'redirect' ? 'redirect' : 'next' })}
            options={[
              { value: 'next', label: pageMessages.nextCard },
              { value: 'redirect', label: pageMessages.urlAction },
            ]}
          />
          {value.action === 'redirect' && (
            <TextField
              label={l.ctaUrl}
              type="url"
              placeholder="https://"
              value={value.redirect}
              onChange={(event) => set({ redirect: event.currentTarget.value })}
            />
          )}
        </Indent>
      )}
    </>
  );
}

export type PdfCardEditorProps = {
  value: PdfResult;
  onChange: (value: PdfResult) => void;
  /** Mark the address when it is missing (after a refused save). */
  showGaps?: boolean;
};

/** spec 3 §2.10 PDF card: a label (used in analytics) and the PDF's address. */
export function PdfCardEditor({ value, onChange, showGaps = false }: PdfCardEditorProps) {
  const headingId = useId();
  const set = (change: Partial<PdfResult['pdf']>) => onChange({ pdf: { ...value.pdf, ...change } });
  return (
    <Box aria-labelledby={headingId}>
      <BoxHeading id={headingId}>{l.pdfCard}</BoxHeading>
      <TextField
        label={l.pdfLabel}
        value={value.pdf.title}
        maxLength={pageConstants.titleMaxLength}
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <TextField
        label={l.pdfUrl}
        type="url"
        placeholder="https://"
        value={value.pdf.link}
        error={required(showGaps, value.pdf.link)}
        onChange={(event) => set({ link: event.currentTarget.value })}
      />
    </Box>
  );
}
