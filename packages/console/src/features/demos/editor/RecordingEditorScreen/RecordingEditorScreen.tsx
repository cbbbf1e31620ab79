import { DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { demoMessages, demoStatusMessages, fromWireDate, processingStatus } from '@showroom/contract';
import {
  type AnnotationTool,
  canSaveRecording,
  type RecordingEditorEvent,
  type recordingEditorMachine,
  sortedAnnotations,
} from '@showroom/machines';
import {
  Badge,
  Button,
  ConfirmDialog,
  IconButton,
  Link,
  LoadingText,
  Spinner,
  StickyEditorHeader,
  TextArea,
} from '@showroom/ui';
import * as React from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { LoadProblem } from '../../LoadProblem.tsx';
import { editorLabels } from '../../messages/editor.ts';
import { AnnotationsList } from './AnnotationsList.tsx';
import { CaptionsPanel } from './CaptionsPanel.tsx';
import { Toolbox } from './Toolbox.tsx';
import { VideoStage } from './VideoStage.tsx';

export type RecordingEditorScreenProps = {
  snapshot: SnapshotFrom<typeof recordingEditorMachine>;
  send: (event: RecordingEditorEvent) => void;
  /** The page seeks the player through it (the machine's `seekTo`). */
  videoRef?: React.RefObject<HTMLVideoElement | null>;
};

const Page = styled.main`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: var(--space-6);
  padding: var(--space-6);

  @media (max-width: 1100px) { grid-template-columns: minmax(0, 1fr); }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: 0;
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-12) var(--space-6);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  text-align: center;

  & > p { margin: 0; color: var(--color-text-muted); }
`;

const StatusTitle = styled.h2`
  margin: 0;
  display: flex;
  align-items: center;
  gap: var(--space-2);
  font-size: var(--font-size-h3);
  font-weight: var(--font-weight-semibold);
`;

/** While the video is not ready the title is shown, not edited: there is nothing to save yet. */
const StaticHeader = styled.header`
  padding: var(--space-4) var(--space-6);
  border-bottom: var(--border-width) solid var(--color-border);
  background: var(--color-surface);

  & > h1 { margin: 0; font-size: var(--font-size-h2); line-height: var(--line-height-h2); font-weight: var(--font-weight-semibold); }
  & > p { margin: 0; color: var(--color-text-muted); font-size: var(--font-size-meta); }
`;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const Reason = styled.p`
  && { color: var(--color-danger-text); }
`;

function PreviewIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8 12.1 12.5 8 12.5 1.5 8 1.5 8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <circle cx="8" cy="8" r="2" fill="currentColor" />
    </svg>
  );
}

/**
 * spec 3 §2.4 Recording editor of a saved demo, a pure function of the machine's snapshot:
 * 'Loading Demos..', progress while the video is processed (or why it failed), then the editable
 * header (title, rep, date, Preview, Save), the video with the drag toolbox, the description, the
 * captions and the Annotations list.
 */
export function RecordingEditorScreen({ snapshot, send, videoRef }: RecordingEditorScreenProps) {
  const { recording, values, errors, coordinates, selected, dirty } = snapshot.context;
  const boxRef = React.useRef<HTMLDivElement | null>(null);
  // A press without movement is a click (the keyboard's and the mouse's Add); 4 px starts a drag.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  if (snapshot.matches('loading')) {
    return (
      <Page>
        <LoadingText block>{demoMessages.loadingDemo}</LoadingText>
      </Page>
    );
  }
  if (snapshot.matches('notFound') || snapshot.matches('loadFailed') || !recording || !coordinates) {
    return (
      <Page>
        <LoadProblem
          notFound={snapshot.matches('notFound')}
          labels={editorLabels}
          onRetry={() => send({ type: 'retry' })}
        />
      </Page>
    );
  }

  const owner = { name: recording.salesrep_name, id: recording.salesrep_id };
  const date = fromWireDate(recording.date_created);
  // While the video is processed the header is read-only: the name and date as last saved.
  const shownName = recording.rep_name || recording.salesrep_name;
  const shownDate = recording.display_date ? fromWireDate(`${recording.display_date} 00:00:00`) : date;

  if (snapshot.matches('processing') || snapshot.matches('mediaFailed')) {
    const failed = snapshot.matches('mediaFailed');
    return (
      <Page>
        <StaticHeader>
          <h1>{values.title}</h1>
          <p>
            {shownName} ·{' '}
            <time dateTime={shownDate.toISOString().slice(0, 10)}>{longDate.format(shownDate)}</time>
          </p>
        </StaticHeader>
        <Body>
          <Column>
            <Status role="status">
              {failed ? (
                <>
                  <StatusTitle>{demoStatusMessages.failed}</StatusTitle>
                  {recording.media_error && <Reason>{recording.media_error}</Reason>}
                  <p>{editorLabels.failedHint}</p>
                  <Link asChild>
                    <RouterLink to="/feature/demos">{editorLabels.backToDemos}</RouterLink>
                  </Link>
                </>
              ) : (
                <>
                  <StatusTitle>
                    <Spinner size="sm" />
                    {processingStatus(recording)}
                  </StatusTitle>
                  <p>{editorLabels.processingHint}</p>
                </>
              )}
            </Status>
          </Column>
        </Body>
      </Page>
    );
  }

  const annotations = sortedAnnotations(coordinates);
  const saving = snapshot.matches({ editing: 'saving' });
  const previewing = snapshot.matches({ editing: 'previewing' });
  const placing = snapshot.matches({ editing: 'placing' });
  const playing = snapshot.context.playing;
  const canSave = canSaveRecording(snapshot.context);

  const box = () => {
    const rect = boxRef.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };
  const addAtCentre = (tool: AnnotationTool) => send({ type: 'tool.add', tool, box: box() });
  const onDragEnd = (event: DragEndEvent) => {
    const rect = boxRef.current?.getBoundingClientRect();
    const start = event.activatorEvent as PointerEvent | MouseEvent;
    if (!rect || typeof start.clientX !== 'number') return;
    // Where the pointer let go, relative to the video box; the machine ignores a drop outside it.
    send({
      type: 'tool.drop',
      tool: event.active.id as AnnotationTool,
      point: {
        x: start.clientX + event.delta.x - rect.left,
        y: start.clientY + event.delta.y - rect.top,
        width: rect.width,
        height: rect.height,
      },
    });
  };
  const pending = snapshot.context.pendingDelete;

  return (
    <Page>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submit' });
        }}
        // Enter in the title asks to save even while Save is off: an empty title says 'Incomplete Data'.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            send({ type: 'submit' });
          }
        }}
      >
        <StickyEditorHeader
          title={values.title}
          onTitleChange={(value) => send({ type: 'field.change', field: 'title', value })}
          titleLabel={editorLabels.titleLabel}
          titlePlaceholder={editorLabels.titlePlaceholder}
          titleError={errors.title}
          owner={owner}
          date={date}
          // spec 3 §2.4: the rep name and date are editable here (issue 29 D.9); an empty name
          // shows the owner's own again once saved.
          ownerInput={{
            value: values.rep_name,
            onChange: (value) => send({ type: 'field.change', field: 'rep_name', value }),
            label: editorLabels.repName,
            placeholder: recording.salesrep_name,
            error: errors.rep_name,
          }}
          dateInput={{
            value: values.display_date,
            onChange: (value) => send({ type: 'field.change', field: 'display_date', value }),
            label: editorLabels.date,
            error: errors.display_date,
          }}
          actions={
            <>
              {dirty && <Badge tone="amber">{editorLabels.unsaved}</Badge>}
              <IconButton
                type="button"
                label={demoMessages.preview}
                loading={previewing}
                onClick={() => send({ type: 'preview' })}
              >
                <PreviewIcon />
              </IconButton>
              <Button
                type="submit"
                variant="primary"
                disabled={!canSave}
                disabledReason={errors.title ?? errors.rep_name ?? errors.display_date}
                loading={saving}
              >
                {demoMessages.save}
              </Button>
            </>
          }
        />
      </form>
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <Body>
          <Column>
            <VideoStage
              recording={recording}
              annotations={annotations}
              currentTime={snapshot.context.currentTime}
              selected={selected}
              placement={placing ? snapshot.context.placement : null}
              send={send}
              videoRef={videoRef}
              boxRef={boxRef}
            />
            <Toolbox disabled={playing || placing} onAdd={addAtCentre} />
            <TextArea
              label={editorLabels.description}
              placeholder={editorLabels.descriptionPlaceholder}
              value={values.description}
              rows={3}
              onChange={(event) =>
                send({ type: 'field.change', field: 'description', value: event.target.value })
              }
            />
            <CaptionsPanel
              captions={recording.captions}
              busy={
                snapshot.matches({ editing: 'uploadingCaptions' }) ||
                snapshot.matches({ editing: 'removingCaptions' })
              }
              send={send}
            />
          </Column>
          <Column>
            <AnnotationsList
              annotations={annotations}
              selected={selected}
              timestampDraft={snapshot.context.timestampDraft}
              send={send}
            />
          </Column>
        </Body>
      </DndContext>
      <ConfirmDialog
        open={snapshot.matches({ editing: 'confirmingDelete' })}
        title={demoMessages.deleteQuestion}
        message={pending ? annotationName(annotations, pending) : undefined}
        confirmLabel={demoMessages.delete}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </Page>
  );
}

function annotationName(annotations: ReturnType<typeof sortedAnnotations>, id: string) {
  const item = annotations.find((entry) => entry.annotation.id === id);
  if (!item) return undefined;
  const kind = editorLabels.kind[item.kind];
  return item.annotation.caption ? `${kind}: ${item.annotation.caption}` : kind;
}
