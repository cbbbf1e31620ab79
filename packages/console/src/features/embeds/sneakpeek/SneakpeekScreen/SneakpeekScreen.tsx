import type { SneakpeekEvent, SneakpeekMachine } from '@showroom/machines';
import { Button, Card, EmptyState, Link, LoadingText, Switch, TextField } from '@showroom/ui';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { EmbedCodeDialog } from '../../list/EmbedCodeDialog/index.ts';
import { formatEmbedDate } from '../../list/format.ts';
import { editorLabels, embedMessages, listLabels } from '../../messages.ts';
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

const Column = styled.div`
  display: grid;
  gap: var(--space-6);
  width: min(560px, 100%);
`;

const ListHeading = styled.h2`
  margin: 0 0 var(--space-3);
  font-size: var(--font-size-h3);
  font-weight: var(--font-weight-semibold);
`;

const Rows = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: var(--space-3);
  }

  li > a {
    flex: 1;
    min-width: 0;
  }

  time {
    color: var(--color-text-muted);
    font-size: var(--font-size-meta);
  }
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
  const { values, errors, touched, demos, id, sneakpeeks } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const done = snapshot.matches('done') || snapshot.matches('showingCode');
  return (
    <Page>
      <Column>
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
        {id === null && sneakpeeks.length > 0 && (
          <Card padding="lg">
            <section aria-labelledby="sneakpeek-list-heading">
              <ListHeading id="sneakpeek-list-heading">{editorLabels.sneakpeekList}</ListHeading>
              <Rows>
                {sneakpeeks.map((item) => {
                  const name = item.name.trim() || embedMessages.notAvailable;
                  return (
                    <li key={item.id}>
                      <Link asChild>
                        <RouterLink to={`/feature/embeds/sneakpeek/${item.id}`}>{name}</RouterLink>
                      </Link>
                      <time dateTime={`${item.date_created.replace(' ', 'T')}Z`}>
                        {formatEmbedDate(item.date_created)}
                      </time>
                      <Button
                        size="sm"
                        aria-label={listLabels.embedCodeOf(name)}
                        disabled={done || submitting}
                        onClick={() => send({ type: 'code.open', id: item.id })}
                      >
                        {embedMessages.embed}
                      </Button>
                    </li>
                  );
                })}
              </Rows>
            </section>
          </Card>
        )}
      </Column>
      <SneakpeekCode snapshot={snapshot} />
    </Page>
  );
}

/** 'Copy this Embed Code' for the Sneakpeek just saved or picked from the list (issue 29 B.2). */
function SneakpeekCode({ snapshot }: { snapshot: SneakpeekSnapshot }) {
  const embedCode = snapshot.children.embedCode;
  const codeSnapshot = useSelector(embedCode, (s) => s);
  return <EmbedCodeDialog snapshot={codeSnapshot} send={(event) => embedCode?.send(event)} />;
}
