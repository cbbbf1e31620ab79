import { uploadExtensions } from '@showroom/contract';
import type { DemoListMachine } from '@showroom/machines';
import { Button, Dialog, DialogClose, FileDropzone, FormError, LoadingText } from '@showroom/ui';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { demoListLabels, demoMessages } from '../../messages.ts';

export type UploadDialogProps = {
  snapshot: SnapshotFrom<DemoListMachine>;
  send: (event: EventFrom<DemoListMachine>) => void;
};

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;

const Hint = styled.p`
  margin: 0;
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  color: var(--color-text-muted);
`;

// spec 3 §5: one file of the five extensions, else 'Invalid file extension'. The dropzone's own
// verdicts are not shown: the dialog judges the files itself (see `judge`).
const refusals = {
  invalidExtension: demoMessages.invalidExtension,
  tooManyFiles: demoMessages.invalidExtension,
  tooLarge: demoMessages.invalidExtension,
};

/**
 * What was dropped or chosen, judged as spec 3 §5 says: exactly one file, and that file's own
 * extension. Two files are refused as two (whatever their names: a good `.avi` is not called a bad
 * extension); one file is refused for its extension, or taken.
 */
export function judge(
  accepted: readonly File[],
  rejected: readonly { file: File }[],
): Extract<EventFrom<DemoListMachine>, { type: 'file.select' | 'file.reject' }> {
  if (accepted.length + rejected.length > 1) return { type: 'file.reject', file: null, problem: 'count' };
  const [chosen] = accepted;
  if (chosen) return { type: 'file.select', file: chosen };
  return { type: 'file.reject', file: rejected[0]?.file ?? null, problem: 'extension' };
}

/**
 * spec 3 §5 Upload: one video file (.mp4 .m4v .mkv .avi .wmv), else 'Invalid file extension';
 * a file that cannot be read, or whose bytes are no video, 'Error uploading video'. The spec's
 * words alone, with no file name before them; when more than one file came, a line under them
 * says so. A good file goes on to the new recording, where it is uploaded with its progress
 * (spec 3 §4.1).
 */
export function UploadDialog({ snapshot, send }: UploadDialogProps) {
  const open = snapshot.matches({ dialog: 'upload' });
  const reading = snapshot.matches({ dialog: { upload: 'reading' } });
  const { uploadProblem } = snapshot.context;
  const refused = snapshot.matches({ dialog: { upload: 'refused' } });
  const problem = refused
    ? uploadProblem === 'unreadable'
      ? demoMessages.uploadError
      : demoMessages.invalidExtension
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) send({ type: 'dialog.close' });
      }}
      title={demoListLabels.uploadTitle}
      description={demoListLabels.uploadDescription}
      dismissible={!reading}
      footer={
        <DialogClose asChild>
          <Button disabled={reading}>{demoListLabels.cancel}</Button>
        </DialogClose>
      }
    >
      <Stack>
        <FileDropzone
          label={demoListLabels.videoFile}
          accept={[...uploadExtensions]}
          maxFiles={1}
          messages={refusals}
          buttonLabel={demoListLabels.chooseFile}
          hint={uploadExtensions.join(' ')}
          disabled={reading}
          onFiles={(accepted, rejected) => send(judge(accepted, rejected))}
        />
        {reading && <LoadingText>{demoListLabels.readingFile}</LoadingText>}
        <FormError>{problem}</FormError>
        {refused && uploadProblem === 'count' && <Hint>{demoListLabels.oneFileOnly}</Hint>}
      </Stack>
    </Dialog>
  );
}
