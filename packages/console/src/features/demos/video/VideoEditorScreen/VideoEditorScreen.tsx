import { demoMessages } from '@showroom/contract';
import { canSaveVideo, type VideoEditorEvent, type videoEditorMachine } from '@showroom/machines';
import { Button, LoadingText, TextArea, TextField, VideoFrame } from '@showroom/ui';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { LoadProblem } from '../../LoadProblem.tsx';
import { videoLabels } from '../../messages/video.ts';

export type VideoEditorScreenProps = {
  snapshot: SnapshotFrom<typeof videoEditorMachine>;
  send: (event: VideoEditorEvent) => void;
  /** Cancel: back where the rep came from. */
  onCancel: () => void;
};

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: var(--space-5);
  max-width: 1100px;
  padding: var(--space-8);
  min-width: 0;

  & > h1 {
    margin: 0;
    font-size: var(--font-size-h1);
    line-height: var(--line-height-h1);
    font-weight: var(--font-weight-semibold);
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(280px, 400px);
  gap: var(--space-6);
  align-items: start;

  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-2);
`;

/**
 * spec 3 §2.5 Video editor: title and description (both required) beside a preview player of the
 * video's address; Save only while both are filled; 'Loading Video..' while it loads.
 */
export function VideoEditorScreen({ snapshot, send, onCancel }: VideoEditorScreenProps) {
  const { video, values, errors, touched } = snapshot.context;
  if (snapshot.matches('loading')) {
    return (
      <Page>
        <LoadingText block>{demoMessages.loadingVideo}</LoadingText>
      </Page>
    );
  }
  if (snapshot.matches('notFound') || snapshot.matches('loadFailed') || !video) {
    return (
      <Page>
        <LoadProblem
          notFound={snapshot.matches('notFound')}
          labels={videoLabels}
          onRetry={() => send({ type: 'retry' })}
        />
      </Page>
    );
  }
  const saving = snapshot.matches('saving');
  const field = (name: 'title' | 'description') => ({
    value: values[name],
    error: touched[name] ? errors[name] : undefined,
    readOnly: saving,
    required: true,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'field.change', field: name, value: event.target.value }),
    onBlur: () => send({ type: 'field.blur', field: name }),
  });
  return (
    <Page>
      <h1>{videoLabels.heading}</h1>
      <Layout>
        <VideoFrame src={video.url || undefined} label={videoLabels.preview} muted />
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'submit' });
          }}
          // Enter in a field asks to save even while Save is off, so an empty field says 'Incomplete Data'.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
              event.preventDefault();
              send({ type: 'submit' });
            }
          }}
        >
          <TextField label={videoLabels.title} {...field('title')} />
          <TextArea label={videoLabels.description} rows={5} {...field('description')} />
          <Actions>
            <Button type="button" variant="secondary" onClick={onCancel}>
              {videoLabels.cancel}
            </Button>
            <Button
              type="submit"
              variant="primary"
              disabled={!canSaveVideo(snapshot.context)}
              disabledReason={errors.title ?? errors.description}
              loading={saving}
            >
              {demoMessages.save}
            </Button>
          </Actions>
        </Form>
      </Layout>
    </Page>
  );
}
