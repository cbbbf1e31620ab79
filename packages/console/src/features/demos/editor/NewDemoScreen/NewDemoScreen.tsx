import { demoMessages } from '@showroom/contract';
import type { NewDemoEvent, newDemoMachine } from '@showroom/machines';
import { Button, ConfirmDialog, Dialog, IconButton, LoadingText, Spinner, VideoFrame } from '@showroom/ui';
import * as React from 'react';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { editorLabels } from '../../messages/editor.ts';

export type NewDemoScreenProps = {
  snapshot: SnapshotFrom<typeof newDemoMachine>;
  send: (event: NewDemoEvent) => void;
  /** The file's object URL for the player (the page's, revoked when it is left); null until it has one. */
  fileAddress: string | null;
};

const Page = styled.main`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: var(--space-4);
  padding: var(--space-3) var(--space-6);
  border-bottom: var(--border-width) solid var(--color-border);
  background: var(--color-surface);

  & > h1 {
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: var(--font-size-h3);
    line-height: var(--line-height-h3);
    font-weight: var(--font-weight-semibold);
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  max-width: 960px;
  padding: var(--space-6);
`;

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);

  & > progress { width: 100%; height: 8px; accent-color: var(--color-accent); }
  & > p { margin: 0; color: var(--color-text-muted); font-variant-numeric: tabular-nums; }
`;

const Canceling = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
`;

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/**
 * spec 3 §4.1 New demo: the video shows from the file at once ('Loading Video..' until the
 * player has it), then 'Saving content...' with the upload's progress and 'Cancel Upload';
 * 'Confirm Cancellation' (No / Yes) and 'Canceling...'. Preview is disabled: nothing is saved yet.
 */
export function NewDemoScreen({ snapshot, send, fileAddress }: NewDemoScreenProps) {
  const { media, progress } = snapshot.context;
  const attached = React.useRef<HTMLVideoElement | null>(null);
  const detach = React.useRef<(() => void) | null>(null);
  React.useEffect(() => () => detach.current?.(), []);

  // The player tells the flow when it has the file, or that this browser cannot play it. The frame
  // hands its <video> over on every render: only a new element is listened to.
  const attach = React.useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video || video === attached.current) return;
      detach.current?.();
      attached.current = video;
      const ready = () => send({ type: 'media.ready' });
      const unplayable = () => send({ type: 'media.unplayable' });
      video.addEventListener('loadedmetadata', ready);
      video.addEventListener('error', unplayable);
      if (video.readyState >= 1) ready();
      else if (video.error) unplayable();
      detach.current = () => {
        video.removeEventListener('loadedmetadata', ready);
        video.removeEventListener('error', unplayable);
      };
    },
    [send],
  );

  const name = media.source === 'file' ? media.fileName : media.url;
  const sending = snapshot.matches({ uploading: 'sending' });
  const confirming =
    snapshot.matches({ uploading: 'confirmingCancel' }) || snapshot.matches('createdConfirming');
  const canceling = snapshot.matches('canceling');

  return (
    <Page>
      <Header>
        <h1>{name}</h1>
        <IconButton label={demoMessages.preview} disabled disabledReason={editorLabels.previewTooltipNew}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path
              d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8 12.1 12.5 8 12.5 1.5 8 1.5 8z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
            />
            <circle cx="8" cy="8" r="2" fill="currentColor" />
          </svg>
        </IconButton>
        <Button disabled>{demoMessages.save}</Button>
      </Header>
      <Body>
        {snapshot.matches('preparing') && <LoadingText>{demoMessages.loadingVideo}</LoadingText>}
        {media.source === 'file' && fileAddress !== null && (
          <VideoFrame
            src={fileAddress}
            label={editorLabels.videoLabel(media.fileName)}
            playLabel={editorLabels.play}
            pauseLabel={editorLabels.pause}
            videoRef={attach}
            muted
          />
        )}
      </Body>
      <Dialog
        open={sending}
        title={demoMessages.savingContent}
        dismissible={false}
        size="sm"
        footer={
          <Button variant="secondary" onClick={() => send({ type: 'cancel' })}>
            {demoMessages.cancelUpload}
          </Button>
        }
      >
        <Progress>
          <progress aria-label={editorLabels.uploadProgress} value={progress} max={1} />
          <p aria-hidden="true">{percent(progress)}</p>
        </Progress>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={demoMessages.confirmCancellation}
        confirmLabel={demoMessages.yes}
        cancelLabel={demoMessages.no}
        onConfirm={() => send({ type: 'cancel.yes' })}
        onCancel={() => send({ type: 'cancel.no' })}
      />
      <Dialog open={canceling} title={demoMessages.canceling} dismissible={false} size="sm">
        <Canceling>
          <Spinner size="sm" label={demoMessages.canceling} />
        </Canceling>
      </Dialog>
    </Page>
  );
}
