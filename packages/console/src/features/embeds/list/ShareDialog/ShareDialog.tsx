import { embedConstants } from '@showroom/contract';
import type { ShareEvent, ShareField, ShareMachine } from '@showroom/machines';
import { Button, CopyField, Dialog, FormError, TextArea, TextField } from '@showroom/ui';
import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { embedMessages, listLabels } from '../../messages.ts';
import { ShareLinks } from '../ShareLinks/index.ts';

export type ShareDialogProps = {
  /** The share machine's snapshot; none while no widget is being shared. */
  snapshot: SnapshotFrom<ShareMachine> | undefined;
  send: (event: ShareEvent) => void;
};

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * spec 2 §2 Share dialog 'Share this Embed': Title and Description (at most 400 characters);
 * 'Generate Page URL' makes the link once both are filled, and an empty one gets a red border
 * after the click (no message: the spec shows none); then the read-only 'Share embed link' and
 * 'Copy Link', which turns into 'Copied!'.
 */
export function ShareDialog({ snapshot, send }: ShareDialogProps) {
  const open = snapshot !== undefined && snapshot.status === 'active' && !snapshot.matches('closed');
  const context = snapshot?.context;
  const generating = snapshot?.matches('generating') ?? false;
  const generated = snapshot?.matches('generated') ?? false;
  const invalid = (field: ShareField) => Boolean(context?.touched[field] && context.errors[field]);
  const change = (field: ShareField, value: string) => send({ type: 'field.change', field, value });
  const copyStatus = snapshot?.matches({ generated: 'copied' })
    ? 'copied'
    : snapshot?.matches({ generated: 'copyFailed' })
      ? 'failed'
      : 'idle';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) send({ type: 'close' });
      }}
      title={embedMessages.shareTitle}
      description={listLabels.shareDescription}
      closeLabel={listLabels.close}
    >
      {context && (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'generate' });
          }}
        >
          <TextField
            label={embedMessages.shareTitleLabel}
            name="title"
            value={context.values.title}
            invalid={invalid('title')}
            readOnly={generating}
            onChange={(event) => change('title', event.currentTarget.value)}
          />
          <TextArea
            label={embedMessages.shareDescriptionLabel}
            name="description"
            placeholder={embedMessages.shareDescriptionPlaceholder}
            maxLength={embedConstants.shareDescriptionMaxLength}
            rows={4}
            value={context.values.description}
            invalid={invalid('description')}
            readOnly={generating}
            onChange={(event) => change('description', event.currentTarget.value)}
          />
          {snapshot?.matches('failed') && <FormError>{context.problem ?? listLabels.shareFailed}</FormError>}
          {generated && context.link ? (
            <CopyField
              label={embedMessages.shareLink}
              value={context.link}
              copyLabel={embedMessages.copyLink}
              copiedLabel={embedMessages.linkCopied}
              failedLabel={listLabels.copyFailedShort}
              status={copyStatus}
              onCopy={() => send({ type: 'copy' })}
            />
          ) : (
            <Actions>
              <Button type="submit" variant="primary" loading={generating}>
                {embedMessages.generatePageUrl}
              </Button>
            </Actions>
          )}
          {copyStatus === 'failed' && <FormError>{listLabels.copyFailed}</FormError>}
        </Form>
      )}
      {open && snapshot && <ActiveLinks snapshot={snapshot} />}
    </Dialog>
  );
}

/** The share machine's `links` child (issue 29 B.4), drawn from its own snapshot. */
function ActiveLinks({ snapshot }: { snapshot: SnapshotFrom<ShareMachine> }) {
  const links = snapshot.children.links;
  const linksSnapshot = useSelector(links, (s) => s);
  return <ShareLinks snapshot={linksSnapshot} send={(event) => links?.send(event)} />;
}
