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

const FileName = styled.span`
  font-weight: var(--font-weight-medium);
  overflow-wrap: anywhere;
`;

// spec 3 §5: one file of the five extensions, else 'Invalid file extension' (two files included).
const refusals = {
  invalidExtension: demoMessages.invalidExtension,
  tooManyFiles: demoMessages.invalidExtension,
  tooLarge: demoMessages.invalidExtension,
};

/**
 * spec 3 §5 Upload: one video file (.mp4 .m4v .mkv .avi .wmv), else 'Invalid file extension';
 * a file that cannot be read, or whose bytes are no video, 'Error uploading video'. A good file
 * goes on to the new recording, where it is uploaded with its progress (spec 3 §4.1).
 */
export function UploadDialog({ snapshot, send }: UploadDialogProps) {
  const open = snapshot.matches({ dialog: 'upload' });
  const reading = snapshot.matches({ dialog: { upload: 'reading' } });
  const { file, uploadProblem } = snapshot.context;
  const problem = snapshot.matches({ dialog: { upload: 'refused' } })
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
          onFiles={(accepted, rejected) => {
            const [chosen] = accepted;
            if (rejected.length > 0 || !chosen)
              send({ type: 'file.reject', file: rejected[0]?.file ?? null });
            else send({ type: 'file.select', file: chosen });
          }}
        />
        {reading && <LoadingText>{demoListLabels.readingFile}</LoadingText>}
        <FormError>
          {problem && (
            <>
              {file && <FileName>{file.name}: </FileName>}
              {problem}
            </>
          )}
        </FormError>
      </Stack>
    </Dialog>
  );
}
