import { pageMessages } from '@showroom/contract';
import type { LinkGenerationEvent, LinkGenerationMachine } from '@showroom/machines';
import { Button, ConfirmDialog, Dialog, FormError, LoadingText, RadioGroup } from '@showroom/ui';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { linkLabels } from '../messages.ts';
import { InboundLink } from './InboundLink.tsx';
import { OutboundBulk } from './OutboundBulk.tsx';
import { OutboundSingle } from './OutboundSingle.tsx';

export type LinkGenerationSnapshot = SnapshotFrom<LinkGenerationMachine>;

export type ChooseLinkTypeDialogProps = {
  /** The link-generation machine's snapshot; none while the dialog is closed. */
  snapshot: LinkGenerationSnapshot | undefined;
  send: (event: LinkGenerationEvent) => void;
};

const Content = styled.div`
  display: grid;
  gap: var(--space-5);
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
`;

const confirming = (snapshot: LinkGenerationSnapshot) =>
  snapshot.matches({ outbound: { single: 'confirming' } }) ||
  snapshot.matches({ outbound: { bulk: 'confirming' } }) ||
  snapshot.matches({ inbound: 'confirming' });

/**
 * spec 3 §2.9 'Choose link type': Outbound (a link for one recipient, or Bulk Generate URLs from a
 * contact list) or Inbound (the page's website link with the seller id), and §4.4's 'Page is not
 * published' confirm before generating on a page that is not live. A pure function of the
 * machine's snapshot.
 */
export function ChooseLinkTypeDialog({ snapshot, send }: ChooseLinkTypeDialogProps) {
  const open = snapshot !== undefined && snapshot.status === 'active' && !snapshot.matches('closed');
  const busy = snapshot?.hasTag('busy') ?? false;
  const linkType = snapshot?.matches('inbound') ? 'inbound' : 'outbound';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) send({ type: 'close' });
      }}
      title={pageMessages.chooseLinkType}
      description={linkLabels.dialogDescription}
      closeLabel={linkLabels.close}
    >
      {snapshot && (
        <Content>
          {snapshot.matches('loading') && <LoadingText>{linkLabels.loadingLinks}</LoadingText>}
          {snapshot.matches('loadFailed') && (
            <Row>
              <FormError>{pageMessages.couldNotRetrieve}</FormError>
              <Button onClick={() => send({ type: 'retry' })}>{linkLabels.retry}</Button>
            </Row>
          )}
          {(snapshot.matches('outbound') || snapshot.matches('inbound')) && (
            <>
              <RadioGroup
                label={linkLabels.linkType}
                value={linkType}
                disabled={busy}
                onValueChange={(value) =>
                  send({ type: 'type.choose', linkType: value === 'inbound' ? 'inbound' : 'outbound' })
                }
                options={[
                  { value: 'outbound', label: pageMessages.outbound },
                  { value: 'inbound', label: pageMessages.inbound },
                ]}
              />
              {snapshot.matches({ outbound: 'single' }) && <OutboundSingle snapshot={snapshot} send={send} />}
              {snapshot.matches({ outbound: 'bulk' }) && <OutboundBulk snapshot={snapshot} send={send} />}
              {snapshot.matches('inbound') && <InboundLink snapshot={snapshot} send={send} />}
            </>
          )}
          <ConfirmDialog
            open={confirming(snapshot)}
            title={pageMessages.pageNotPublished}
            message={linkLabels.unpublishedMessage}
            tone="primary"
            confirmLabel={pageMessages.continue}
            cancelLabel={pageMessages.cancel}
            onConfirm={() => send({ type: 'confirm' })}
            onCancel={() => send({ type: 'cancel' })}
          />
        </Content>
      )}
    </Dialog>
  );
}
