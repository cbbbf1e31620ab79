import type { VideoListEvent, VideoListMachine } from '@showroom/machines';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogClose,
  EmptyState,
  IconButton,
  Link,
  LoadingText,
  TextArea,
  TextField,
  TrashIcon,
} from '@showroom/ui';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { machineField } from '../../../forms/machineField.ts';
import { demoMessages, videoListLabels as labels } from '../../messages.ts';
import { formatDemoDate } from '../format.ts';

export type VideoListProps = {
  /** The video list machine's snapshot: the section shows exactly what it says. */
  snapshot: SnapshotFrom<VideoListMachine>;
  send: (event: VideoListEvent) => void;
};

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  padding-top: var(--space-6);
  border-top: var(--border-width) solid var(--color-border);
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--space-4);

  & h2 {
    margin: 0;
    font-size: var(--font-size-h3);
    font-weight: var(--font-weight-semibold);
  }
  & p {
    margin: var(--space-1) 0 0;
    color: var(--color-text-muted);
  }
`;

const Rows = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 960px;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: var(--space-1) var(--space-4);
  padding: var(--space-3) var(--space-4);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);

  & h3 { margin: 0; font-size: var(--font-size-body); font-weight: var(--font-weight-semibold); }
  & p { margin: 0; grid-column: 1; color: var(--color-text-muted); overflow-wrap: anywhere; }
  & time { grid-row: 1; grid-column: 2; color: var(--color-text-muted); font-size: var(--font-size-meta); }
  & > button { grid-row: 1 / span 2; grid-column: 3; }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

/**
 * Issue 29 D.4: the company's videos in the demos area, below the demo cards. Each title opens the
 * video editor (/feature/demos/video/{id}, spec 3 §2.5); 'Add video' asks for a title, a
 * description and the address (POST /web/video). A Collection page then offers them beside demos.
 * Each row's Delete asks first, naming the video, then deletes it (DELETE /web/video/{videoId}).
 */
export function VideoList({ snapshot, send }: VideoListProps) {
  const headingId = useId();
  const formId = useId();
  const { videos } = snapshot.context;
  const creating = snapshot.matches({ dialog: 'creating' });
  const open = !snapshot.matches({ dialog: 'closed' });
  const deleting = snapshot.matches({ list: 'deleting' });
  const { pending } = snapshot.context;

  let content: ReactNode;
  if (snapshot.matches({ list: 'loading' })) content = <LoadingText block>{labels.loading}</LoadingText>;
  else if (snapshot.matches({ list: 'loadFailed' }) && videos.length === 0)
    content = (
      <EmptyState
        title={labels.loadFailed}
        action={<Button onClick={() => send({ type: 'retry' })}>{labels.retry}</Button>}
      />
    );
  else if (videos.length === 0) content = <EmptyState title={labels.empty} description={labels.emptyHint} />;
  else
    content = (
      <Rows aria-labelledby={headingId}>
        {videos.map((video) => (
          <Row key={video.id}>
            <h3>
              <Link asChild>
                <RouterLink to={`/feature/demos/video/${video.id}`}>{video.title}</RouterLink>
              </Link>
            </h3>
            <p>{video.description}</p>
            <time dateTime={video.date_created}>{labels.addedOn(formatDemoDate(video.date_created))}</time>
            <IconButton
              label={labels.deleteVideo(video.title)}
              variant="danger"
              onClick={() => send({ type: 'delete.request', id: video.id })}
            >
              <TrashIcon />
            </IconButton>
          </Row>
        ))}
      </Rows>
    );

  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <div>
          <h2 id={headingId}>{labels.heading}</h2>
          <p>{labels.description}</p>
        </div>
        <Button onClick={() => send({ type: 'create.open' })}>{labels.addVideo}</Button>
      </Header>
      {content}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next && !creating) send({ type: 'create.close' });
        }}
        title={labels.dialogTitle}
        description={labels.dialogDescription}
        footer={
          <>
            <DialogClose asChild>
              <Button disabled={creating}>{labels.cancel}</Button>
            </DialogClose>
            <Button variant="primary" type="submit" form={formId} loading={creating}>
              {labels.add}
            </Button>
          </>
        }
      >
        <Form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'submit' });
          }}
        >
          <TextField
            label={labels.title}
            required
            {...machineField(snapshot.context, send, 'title', creating)}
          />
          <TextArea
            label={labels.descriptionField}
            required
            rows={3}
            name="description"
            value={snapshot.context.values.description}
            readOnly={creating}
            error={snapshot.context.touched.description ? snapshot.context.errors.description : undefined}
            onChange={(event) =>
              send({ type: 'field.change', field: 'description', value: event.currentTarget.value })
            }
            onBlur={() => send({ type: 'field.blur', field: 'description' })}
          />
          <TextField
            label={labels.url}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            required
            {...machineField(snapshot.context, send, 'url', creating)}
          />
        </Form>
      </Dialog>
      <ConfirmDialog
        open={snapshot.matches({ list: 'confirming' }) || deleting}
        busy={deleting}
        title={demoMessages.deleteQuestion}
        message={pending ? labels.deleteWarning(pending.title) : ''}
        confirmLabel={labels.delete}
        cancelLabel={labels.cancel}
        tone="danger"
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </Section>
  );
}
