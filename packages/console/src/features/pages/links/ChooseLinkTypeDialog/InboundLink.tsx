import { pageMessages } from '@showroom/contract';
import type { LinkGenerationEvent } from '@showroom/machines';
import { Button, CopyField, FormError, LoadingText, TextField } from '@showroom/ui';
import { linkLabels } from '../messages.ts';
import type { LinkGenerationSnapshot } from './ChooseLinkTypeDialog.tsx';
import { Actions, Form, Warning } from './parts.ts';

type Props = { snapshot: LinkGenerationSnapshot; send: (event: LinkGenerationEvent) => void };

/** §2.9 Inbound: the page's website link, read-only, the seller id, and Copy Link. */
export function InboundLink({ snapshot, send }: Props) {
  const { websiteLink, sellerId, tokens } = snapshot.context;
  const status = snapshot.matches({ inbound: { generated: 'copied' } })
    ? 'copied'
    : snapshot.matches({ inbound: { generated: 'copyFailed' } })
      ? 'failed'
      : 'idle';
  return (
    <Form as="div">
      {snapshot.matches({ inbound: 'generating' }) && (
        <LoadingText>{pageMessages.generatingLink}</LoadingText>
      )}
      {snapshot.matches({ inbound: 'failed' }) && (
        <>
          <FormError>{pageMessages.failedWebsiteLink}</FormError>
          <Actions>
            <Button onClick={() => send({ type: 'retry' })}>{linkLabels.retry}</Button>
          </Actions>
        </>
      )}
      {snapshot.matches({ inbound: 'generated' }) && websiteLink && (
        <>
          <CopyField
            label={linkLabels.websiteLink}
            value={websiteLink}
            copyLabel={pageMessages.copyLink}
            copiedLabel={pageMessages.copied}
            failedLabel={linkLabels.copyFailedShort}
            status={status}
            onCopy={() => send({ type: 'copy' })}
          />
          <TextField label={linkLabels.sellerId} value={sellerId} readOnly />
          {tokens.length > 0 && <Warning>{linkLabels.inboundBlanks(tokens)}</Warning>}
          {status === 'failed' && <FormError>{linkLabels.copyFailed}</FormError>}
        </>
      )}
    </Form>
  );
}
