import { contactMessages, contactRefusals, generatedHeader, uniqueHeaders } from '@showroom/contract';
import {
  type ContactUploadContext,
  canContinueUpload,
  type contactUploadMachine,
  dataRowCount,
} from '@showroom/machines';
import {
  Button,
  Checkbox,
  DataTable,
  type DataTableColumn,
  Dialog,
  FileDropzone,
  type FileDropzoneMessages,
  FormError,
  LoadingText,
  Stepper,
  TextField,
} from '@showroom/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { contactLabels } from '../messages.ts';

export type UploadModalProps = {
  /** The upload machine's snapshot: the modal shows exactly what it says. */
  snapshot: SnapshotFrom<typeof contactUploadMachine>;
  send: (event: EventFrom<typeof contactUploadMachine>) => void;
};

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const FileRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-width: 0;
`;

const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: var(--color-text);
`;

const Muted = styled.p`
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
`;

const Preview = styled.div`
  & > * { height: 280px; }
`;

const steps = [contactMessages.uploadTitle, contactMessages.verifyTitle];

/** spec 1 §5: '.csv only'. */
const csvExtensions = ['.csv'];

/**
 * The spec's words for what the picker refuses (spec 1 §5): 'Invalid file extension', and
 * 'Upload a file' when more than one came. Contact files have no size limit of their own (rows
 * and columns are checked after parsing), so `tooLarge` is never shown; it says the read failed.
 */
const dropzoneMessages: FileDropzoneMessages = {
  invalidExtension: contactMessages.invalidExtension,
  tooManyFiles: contactMessages.uploadFile,
  tooLarge: contactMessages.uploadError,
};

/** What step 1 says about the file, in the spec's words (spec 1 §5, §8). */
export const fileMessage = (context: Pick<ContactUploadContext, 'fileProblem' | 'touched'>) => {
  const problem = context.fileProblem;
  if (!problem) return undefined;
  switch (problem.kind) {
    case 'extension':
      return contactMessages.invalidExtension;
    case 'unreadable':
      return contactMessages.uploadError;
    case 'refused':
      return problem.message;
    case 'missing':
      return context.touched.file ? contactMessages.uploadFile : undefined;
  }
};

type PreviewRow = { index: number; cells: string[] };

/**
 * spec 1 §2 Upload modal: step 1 'Upload Contact List' (a name and one CSV file) and step 2
 * 'Verify upload' (a preview, 'The first row is for header', Cancel, 'Start the upload').
 */
export function UploadModal({ snapshot, send }: UploadModalProps) {
  const context = snapshot.context;
  const open = !snapshot.matches('closed') && !snapshot.matches('done');
  const onStep1 = snapshot.matches('step1');
  const uploading = snapshot.matches('uploading');
  const parsing = snapshot.matches({ step1: 'parsing' });

  const preview = useMemo(() => {
    const parsed = context.parsed;
    if (!parsed) return { columns: [], rows: [] as PreviewRow[] };
    const names = context.firstRowIsHeader
      ? uniqueHeaders(parsed.preview[0] ?? [])
      : Array.from({ length: parsed.columnCount }, (_, index) => generatedHeader(index));
    const columns: DataTableColumn<PreviewRow>[] = names.map((name, column) => ({
      key: `${column}`,
      header: name,
      width: 160,
      cell: (row) => row.cells[column],
    }));
    const rows = parsed.preview
      .slice(context.firstRowIsHeader ? 1 : 0)
      .map((cells, index) => ({ index, cells }));
    return { columns, rows };
  }, [context.parsed, context.firstRowIsHeader]);

  const rowsToUpload = dataRowCount(context);
  const fileError = fileMessage(context);
  const nameError = context.touched.name ? context.errors.name : undefined;
  const continueReason = context.errors.name ?? (context.parsed ? undefined : contactMessages.uploadFile);

  const footer = onStep1 ? (
    <>
      <Button onClick={() => send({ type: 'close' })}>{contactLabels.cancel}</Button>
      <Button
        variant="primary"
        disabled={!canContinueUpload(context)}
        disabledReason={continueReason}
        onClick={() => send({ type: 'continue' })}
      >
        {contactLabels.continue}
      </Button>
    </>
  ) : (
    <>
      <Button disabled={uploading} onClick={() => send({ type: 'cancel' })}>
        {contactLabels.cancel}
      </Button>
      <Button
        variant="primary"
        loading={uploading}
        disabled={!uploading && rowsToUpload === 0}
        disabledReason={rowsToUpload === 0 ? contactRefusals.headerOnly : undefined}
        onClick={() => send({ type: 'start' })}
      >
        {contactMessages.startUpload}
      </Button>
    </>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next: boolean) => {
        if (!next) send({ type: 'close' });
      }}
      title={onStep1 ? contactMessages.uploadTitle : contactMessages.verifyTitle}
      size={onStep1 ? 'md' : 'lg'}
      dismissible={!uploading}
      closeLabel={contactLabels.close}
      footer={footer}
    >
      <Stack>
        <Stepper steps={steps} current={onStep1 ? 1 : 2} />
        {onStep1 ? (
          <>
            <TextField
              label={contactLabels.listName}
              value={context.name}
              error={nameError}
              autoComplete="off"
              onChange={(event) => send({ type: 'name.change', value: event.currentTarget.value })}
              onBlur={() => send({ type: 'name.blur' })}
            />
            <Stack>
              {/* spec 1 §2, §9: a CSV-only picker, one file at most; drop or the button (the keyboard way). */}
              <FileDropzone
                label={contactLabels.file}
                accept={csvExtensions}
                maxFiles={1}
                messages={dropzoneMessages}
                buttonLabel={contactLabels.chooseFile}
                hint={contactLabels.fileHint}
                onFiles={(accepted, rejected) => {
                  const [file] = accepted;
                  // More than one file is refused as a whole: which one the rep meant is a guess.
                  const tooMany = accepted.length + rejected.length > 1;
                  if (tooMany) send({ type: 'file.reject', file: null, message: contactMessages.uploadFile });
                  else if (file) send({ type: 'file.select', file });
                  else if (rejected[0])
                    send({ type: 'file.reject', file: rejected[0].file, message: rejected[0].message });
                }}
              />
              {context.file ? (
                <FileRow>
                  <FileName>{context.file.name}</FileName>
                  <Button variant="link" size="sm" onClick={() => send({ type: 'file.select', file: null })}>
                    {contactLabels.removeFile}
                  </Button>
                </FileRow>
              ) : null}
              {parsing ? <LoadingText>{contactLabels.reading}</LoadingText> : null}
              <FormError>{fileError ?? null}</FormError>
            </Stack>
          </>
        ) : (
          <>
            <Preview>
              <DataTable
                label={contactLabels.previewLabel}
                columns={preview.columns}
                rows={preview.rows}
                getRowId={(row) => String(row.index)}
              />
            </Preview>
            <Muted>
              {contactLabels.previewNote(preview.rows.length, rowsToUpload)} ·{' '}
              {contactLabels.rowsToUpload(rowsToUpload)}
            </Muted>
            <Checkbox
              label={contactMessages.firstRowIsHeader}
              checked={context.firstRowIsHeader}
              disabled={uploading}
              onCheckedChange={(checked) => send({ type: 'header.toggle', value: checked === true })}
            />
            <FormError>
              {rowsToUpload === 0
                ? contactRefusals.headerOnly
                : snapshot.matches({ step2: 'failed' })
                  ? contactMessages.uploadError
                  : null}
            </FormError>
          </>
        )}
      </Stack>
    </Dialog>
  );
}
