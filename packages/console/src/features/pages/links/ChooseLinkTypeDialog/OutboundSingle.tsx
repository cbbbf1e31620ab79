import { pageMessages } from '@showroom/contract';
import type { LinkGenerationEvent } from '@showroom/machines';
import { Button, CopyField, FormError, TextField } from '@showroom/ui';
import { linkLabels } from '../messages.ts';
import { BulkToggle } from './BulkToggle.tsx';
import type { LinkGenerationSnapshot } from './ChooseLinkTypeDialog.tsx';
import { Actions, Fields, Form, Legend } from './parts.ts';

type Props = { snapshot: LinkGenerationSnapshot; send: (event: LinkGenerationEvent) => void };

const copyStatus = (snapshot: LinkGenerationSnapshot) =>
  snapshot.matches({ outbound: { single: { generated: 'copied' } } })
    ? 'copied'
    : snapshot.matches({ outbound: { single: { generated: 'copyFailed' } } })
      ? 'failed'
      : 'idle';

/**
 * §2.9 Outbound for one recipient: e-mail, optional name (the e-mail when blank), the page's extra
 * placeholders, Generate URL; then the read-only link with Copy Link. §5's messages show under
 * the fields ('Invalid Email Address', 'Empty Fields Detected'), §8's failure likewise.
 */
export function OutboundSingle({ snapshot, send }: Props) {
  const { recipient, values, placeholders, problem, link } = snapshot.context;
  const generating = snapshot.matches({ outbound: { single: 'generating' } });
  const generated = snapshot.matches({ outbound: { single: 'generated' } });
  const emptyShown = problem === pageMessages.emptyFields;
  const status = copyStatus(snapshot);
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'generate' });
      }}
    >
      <BulkToggle snapshot={snapshot} send={send} />
      <TextField
        label={linkLabels.recipientEmail}
        name="email"
        type="email"
        autoComplete="off"
        value={recipient.email}
        invalid={problem === pageMessages.invalidEmail}
        readOnly={generating}
        onChange={(event) => send({ type: 'field.change', field: 'email', value: event.currentTarget.value })}
      />
      <TextField
        label={linkLabels.recipientName}
        name="name"
        autoComplete="off"
        value={recipient.name}
        readOnly={generating}
        onChange={(event) => send({ type: 'field.change', field: 'name', value: event.currentTarget.value })}
      />
      {placeholders.length > 0 && (
        <Fields>
          <Legend>{linkLabels.placeholdersHeading}</Legend>
          {placeholders.map((name) => (
            <TextField
              key={name}
              label={name}
              value={values[name] ?? ''}
              invalid={emptyShown && (values[name] ?? '').trim() === ''}
              readOnly={generating}
              onChange={(event) =>
                send({ type: 'placeholder.change', name, value: event.currentTarget.value })
              }
            />
          ))}
        </Fields>
      )}
      {problem && <FormError>{problem}</FormError>}
      {snapshot.matches({ outbound: { single: 'failed' } }) && (
        <FormError>{pageMessages.failedSellerLink}</FormError>
      )}
      {generated && link ? (
        <>
          <CopyField
            label={linkLabels.sellerLink}
            value={link}
            copyLabel={pageMessages.copyLink}
            copiedLabel={pageMessages.copied}
            failedLabel={linkLabels.copyFailedShort}
            status={status}
            onCopy={() => send({ type: 'copy' })}
          />
          {status === 'failed' && <FormError>{linkLabels.copyFailed}</FormError>}
        </>
      ) : (
        <Actions>
          <Button type="submit" variant="primary" loading={generating}>
            {pageMessages.generateUrl}
          </Button>
        </Actions>
      )}
    </Form>
  );
}
