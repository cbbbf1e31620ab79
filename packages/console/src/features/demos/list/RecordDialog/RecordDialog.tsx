import type { RecorderMachine, RecorderProblem } from '@showroom/machines';
import { Button, Dialog, FormError, LoadingText } from '@showroom/ui';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { demoListLabels, demoMessages } from '../../messages.ts';
import { formatElapsed } from '../format.ts';

export type RecordDialogProps = {
  snapshot: SnapshotFrom<RecorderMachine>;
  send: (event: EventFrom<RecorderMachine>) => void;
};

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-3);
`;

const Live = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--space-3);
  font-variant-numeric: tabular-nums;

  & > span[data-dot] { width: 10px; height: 10px; border-radius: var(--radius-full); background: var(--color-danger); }
  & > strong { font-weight: var(--font-weight-semibold); }
  & > [role='timer'] { font-size: var(--font-size-h2); line-height: var(--line-height-h2); }
`;

const Note = styled.p`
  color: var(--color-text-muted);
`;

const problemText: Record<RecorderProblem, string> = {
  screenRefused: demoListLabels.screenRefused,
  unsupported: demoListLabels.unsupported,
  failed: demoListLabels.recordingFailed,
};

/**
 * spec 3 §2.1 Record: the rep's screen and microphone, with a timer, Stop and Cancel. Without a
 * microphone it records the screen alone ('Mic Permission Not Found' is toasted, and the dialog
 * says so); a refused share says why. Stop hands the recording to the new recording.
 */
export function RecordDialog({ snapshot, send }: RecordDialogProps) {
  const { elapsed, capture, problem } = snapshot.context;
  const open = snapshot.matches('open');
  const ready = snapshot.matches({ open: 'ready' });
  const requesting = snapshot.matches({ open: 'requesting' });
  const recording = snapshot.matches({ open: { capturing: 'recording' } });
  const stopping = snapshot.matches({ open: { capturing: 'stopping' } });
  const refused = snapshot.matches({ open: 'refused' });
  const capturing = recording || stopping;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) send({ type: 'cancel' });
      }}
      title={demoListLabels.recordTitle}
      description={demoListLabels.recordDescription}
      dismissible={!capturing}
      footer={
        <>
          <Button disabled={stopping} onClick={() => send({ type: 'cancel' })}>
            {demoListLabels.cancel}
          </Button>
          {(ready || requesting) && (
            <Button variant="primary" loading={requesting} onClick={() => send({ type: 'start' })}>
              {demoListLabels.startRecording}
            </Button>
          )}
          {refused && (
            <Button variant="primary" onClick={() => send({ type: 'start' })}>
              {demoListLabels.tryAgain}
            </Button>
          )}
          {capturing && (
            <Button variant="danger" loading={stopping} onClick={() => send({ type: 'stop' })}>
              {demoListLabels.stop}
            </Button>
          )}
        </>
      }
    >
      <Stack>
        {requesting && <LoadingText>{demoListLabels.requesting}</LoadingText>}
        {capturing && (
          <Live>
            <span data-dot="" aria-hidden />
            <strong>{demoListLabels.recordingNow}</strong>
            {/* A timer is not announced on every change (role=timer is not live by default): the rep hears it when they ask. */}
            <span role="timer" aria-label={demoListLabels.elapsed}>
              {formatElapsed(elapsed)}
            </span>
          </Live>
        )}
        {stopping && <LoadingText>{demoListLabels.stopping}</LoadingText>}
        {capturing && capture && !capture.microphone && (
          <Note role="status">
            {demoMessages.micNotFound}. {demoListLabels.withoutSound}
          </Note>
        )}
        <FormError>{refused && problem ? problemText[problem] : null}</FormError>
      </Stack>
    </Dialog>
  );
}
