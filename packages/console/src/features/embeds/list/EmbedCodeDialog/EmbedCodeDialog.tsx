import type { EmbedCodeEvent, EmbedCodeMachine } from '@showroom/machines';
import { CopyField, Dialog, FormError } from '@showroom/ui';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { embedMessages, listLabels } from '../../messages.ts';

export type EmbedCodeDialogProps = {
  /** The embed-code machine's snapshot; none while no widget's code is shown. */
  snapshot: SnapshotFrom<EmbedCodeMachine> | undefined;
  send: (event: EmbedCodeEvent) => void;
};

const Body = styled.div`
  display: grid;
  gap: var(--space-3);
`;

const Note = styled.p`
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
`;

/**
 * spec 2 §2 Embed code dialog 'Copy this Embed Code': the snippet (the contract's `embedSnippet`),
 * with the loader's version and integrity (issue 12; asked for as the dialog opens), and a click on
 * it copies it: 'Click to copy this code', then 'Code Copied!'. The note on how the
 * widget fills its container and, for a Solo with is_sneak 1, that it is an inline-block element.
 */
export function EmbedCodeDialog({ snapshot, send }: EmbedCodeDialogProps) {
  const open = snapshot !== undefined && snapshot.status === 'active' && !snapshot.matches('closed');
  const loading = snapshot?.matches('loading') ?? false;
  const status = snapshot?.matches('copied') ? 'copied' : snapshot?.matches('copyFailed') ? 'failed' : 'idle';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) send({ type: 'close' });
      }}
      title={embedMessages.embedCodeTitle}
      description={listLabels.embedCodeDescription}
      closeLabel={listLabels.close}
    >
      {snapshot && loading && (
        <Body>
          <Note role="status">{listLabels.embedCodeLoading}</Note>
        </Body>
      )}
      {snapshot && !loading && (
        <Body>
          <CopyField
            variant="code"
            label={listLabels.embedCodeLabel}
            value={snapshot.context.code}
            copyLabel={embedMessages.clickToCopy}
            copiedLabel={embedMessages.codeCopied}
            failedLabel={listLabels.copyFailedShort}
            status={status}
            onCopy={() => send({ type: 'copy' })}
          />
          {status === 'failed' && <FormError>{listLabels.codeCopyFailed}</FormError>}
          {snapshot.matches('unverified') && <Note>{listLabels.embedCodeUnverified}</Note>}
          <Note>{embedMessages.embedCodeNote}</Note>
          {snapshot.context.sneak && <Note>{embedMessages.embedCodeSneakNote}</Note>}
        </Body>
      )}
    </Dialog>
  );
}
