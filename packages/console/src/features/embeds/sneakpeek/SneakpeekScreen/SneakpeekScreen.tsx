import type { SneakpeekEvent, SneakpeekMachine } from '@showroom/machines';
import { Button, Card, EmptyState, Link, LoadingText, Switch, TextField } from '@showroom/ui';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { editorLabels, embedMessages } from '../../messages.ts';
import { DemoSelect } from '../../shared/DemoSelect/index.ts';

export type SneakpeekSnapshot = SnapshotFrom<SneakpeekMachine>;

const Page = styled.div`
  display: grid;
  justify-items: center;
  padding: var(--space-8) var(--space-6);
`;

const Form = styled.form`
  display: grid;
  gap: var(--space-5);
  width: min(560px, 100%);
`;

const Heading = styled.h1`
  font-size: var(--font-size-h2);
  font-weight: var(--font-weight-semibold);
`;

const Options = styled.fieldset`
  display: grid;
  gap: var(--space-3);
  border: 0;
  padding: 0;
  margin: 0;

  legend {
    margin-bottom: var(--space-2);
    font-weight: var(--font-weight-semibold);
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-2);
`;

const switches = [
  ['is_muted', editorLabels.muted],
  ['is_gated', editorLabels.gated],
  ['show_controls', editorLabels.showControlsShort],
] as const;

/**
 * spec 2 §2 Sneakpeek form: name, the three options and a demo; Cancel goes back; the submit
 * reads 'Generate Sneakpeek Widget Code' when new, 'Update Sneakpeek Widget Code' when editing.
 * Pure: a picture of the machine's snapshot.
 */
export function SneakpeekScreen({
  snapshot,
  send,
}: {
  snapshot: SneakpeekSnapshot;
  send: (event: SneakpeekEvent) => void;
}) {
  if (snapshot.matches('loading')) return <LoadingText block>{embedMessages.loadingSneakpeek}</LoadingText>;
  if (snapshot.matches('loadFailed') || snapshot.matches('notFound')) {
    const notFound = snapshot.matches('notFound');
    return (
      <EmptyState
        title={notFound ? editorLabels.notFound : editorLabels.loadError}
        action={
          notFound ? (
            <Link asChild>
              <RouterLink to="/feature/embeds">{editorLabels.backToEmbeds}</RouterLink>
            </Link>
          ) : (
            <Button onClick={() => send({ type: 'retry' })}>{editorLabels.retry}</Button>
          )
        }
      />
    );
  }
  const { values, errors, touched, demos, id } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const done = snapshot.matches('done');
  return (
    <Page>
      <Card padding="lg">
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'submit' });
          }}
        >
          <Heading>{editorLabels.sneakpeekHeading}</Heading>
          <TextField
            label={editorLabels.sneakpeekName}
            value={values.name}
            error={touched.name ? errors.name : undefined}
            onChange={(event) => send({ type: 'field.change', field: 'name', value: event.target.value })}
            onBlur={() => send({ type: 'field.blur', field: 'name' })}
          />
          <Options>
            <legend>{editorLabels.sneakpeekOptions}</legend>
            {switches.map(([field, label]) => (
              <Switch
                key={field}
                label={label}
                checked={values[field] === 1}
                onCheckedChange={(on) => send({ type: 'field.change', field, value: on ? 1 : 0 })}
              />
            ))}
          </Options>
          <DemoSelect
            demos={demos}
            value={values.recording_id}
            onChange={(value) => send({ type: 'field.change', field: 'recording_id', value })}
          />
          <Actions>
            <Button type="button" onClick={() => send({ type: 'cancel' })} disabled={submitting || done}>
              {embedMessages.cancel}
            </Button>
            <Button type="submit" variant="primary" loading={submitting} disabled={done}>
              {id === null ? embedMessages.generateSneakpeek : embedMessages.updateSneakpeek}
            </Button>
          </Actions>
        </Form>
      </Card>
    </Page>
  );
}
