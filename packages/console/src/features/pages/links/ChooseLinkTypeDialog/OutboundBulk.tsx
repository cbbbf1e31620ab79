import { bulkIdentifier, pageMessages } from '@showroom/contract';
import { type LinkGenerationEvent, missingValues } from '@showroom/machines';
import { Button, FormError, LoadingText, Select, TextField } from '@showroom/ui';
import { linkLabels } from '../messages.ts';
import { BulkToggle } from './BulkToggle.tsx';
import type { LinkGenerationSnapshot } from './ChooseLinkTypeDialog.tsx';
import { Actions, Fields, Form, Legend, Status, Warning } from './parts.ts';

type Props = { snapshot: LinkGenerationSnapshot; send: (event: LinkGenerationEvent) => void };

const at = (snapshot: LinkGenerationSnapshot, state: string) =>
  snapshot.matches({ outbound: { bulk: state } } as never);

/**
 * §2.9 Bulk: a contact list (its identifiers fill the fields, §2.9), the recipient's e-mail and
 * name columns and each placeholder as `{{identifier}}`, Bulk Generate URLs; the run's progress
 * while it goes, then what it made. §5's messages show under the fields.
 */
export function OutboundBulk({ snapshot, send }: Props) {
  const { lists, listId, identifiers, bulkRecipient, mapping, placeholders, problem, bulk, bulkFailure } =
    snapshot.context;
  const generating = at(snapshot, 'generating');
  const loadingLists = at(snapshot, 'loadingLists');
  const readOnly = snapshot.hasTag('busy');
  const invalidIdentifier = problem === pageMessages.invalidIdentifier;
  const wrong = (value: string) => invalidIdentifier && bulkIdentifier(value, identifiers) === undefined;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'generate' });
      }}
    >
      <BulkToggle snapshot={snapshot} send={send} />
      {loadingLists ? (
        <LoadingText>{linkLabels.loadingLists}</LoadingText>
      ) : (
        <Select
          label={linkLabels.contactList}
          placeholder={linkLabels.chooseList}
          options={lists.map((list) => ({
            value: list.id,
            label: list.title.trim() || pageMessages.notAvailable,
          }))}
          value={listId || undefined}
          disabled={readOnly}
          error={problem === pageMessages.selectContactList ? problem : undefined}
          helpText={
            listId && !at(snapshot, 'loadingList') ? linkLabels.listIdentifiers(identifiers) : undefined
          }
          onValueChange={(id) => send({ type: 'list.choose', id })}
        />
      )}
      {at(snapshot, 'listsFailed') && (
        <Actions>
          <FormError>{pageMessages.couldNotRetrieve}</FormError>
          <Button onClick={() => send({ type: 'retry' })}>{linkLabels.retry}</Button>
        </Actions>
      )}
      <TextField
        label={linkLabels.recipientEmailBulk}
        placeholder="{{email}}"
        autoComplete="off"
        value={bulkRecipient.email}
        invalid={wrong(bulkRecipient.email)}
        readOnly={readOnly}
        onChange={(event) => send({ type: 'field.change', field: 'email', value: event.currentTarget.value })}
      />
      <TextField
        label={linkLabels.recipientNameBulk}
        placeholder="{{name}}"
        autoComplete="off"
        value={bulkRecipient.name}
        invalid={bulkRecipient.name.trim() !== '' && wrong(bulkRecipient.name)}
        readOnly={readOnly}
        onChange={(event) => send({ type: 'field.change', field: 'name', value: event.currentTarget.value })}
      />
      {placeholders.length > 0 && (
        <Fields>
          <Legend>{linkLabels.placeholdersHeading}</Legend>
          {placeholders.map((name) => (
            <TextField
              key={name}
              label={name}
              autoComplete="off"
              value={mapping[name] ?? ''}
              invalid={wrong(mapping[name] ?? '')}
              readOnly={readOnly}
              onChange={(event) =>
                send({ type: 'placeholder.change', name, value: event.currentTarget.value })
              }
            />
          ))}
        </Fields>
      )}
      {listId &&
        !at(snapshot, 'loadingList') &&
        missingValues(snapshot.context).map(({ placeholder, identifier, contacts }) => (
          <Warning key={placeholder}>{linkLabels.bulkBlanks(placeholder, identifier, contacts)}</Warning>
        ))}
      {problem && problem !== pageMessages.selectContactList && <FormError>{problem}</FormError>}
      {at(snapshot, 'failed') && <FormError>{bulkFailure ?? pageMessages.failedSellerLink}</FormError>}
      {generating && (
        <Status role="status">
          {pageMessages.generatingLink}
          {bulk ? ` — ${linkLabels.bulkProgress(bulk.done, bulk.total)}` : ''}
        </Status>
      )}
      {at(snapshot, 'generated') && bulk && (
        <Status role="status">
          {linkLabels.bulkDone(bulk.created, bulk.existing, bulk.dismissed)}
          {bulk.dismissed > 0 ? `. ${pageMessages.invalidFieldsDismissed}` : ''}
        </Status>
      )}
      <Actions>
        <Button type="submit" variant="primary" loading={generating}>
          {pageMessages.bulkGenerateUrls}
        </Button>
      </Actions>
    </Form>
  );
}
