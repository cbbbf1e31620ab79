import { pageThumbnailMessages, pageThumbnailRules } from '@showroom/contract';
import type { PageThumbnailEvent, pageThumbnailMachine } from '@showroom/machines';
import { Button, Card, FormError } from '@showroom/ui';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { pageLabels } from '../../messages.ts';

export type PageThumbnailSnapshot = SnapshotFrom<typeof pageThumbnailMachine>;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  flex-wrap: wrap;
`;

const Preview = styled.img`
  width: 234px;
  height: 132px;
  object-fit: cover;
  border-radius: var(--radius-sm);
  border: var(--border-width) solid var(--color-border);
`;

const Hidden = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const Muted = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

/**
 * A page's thumbnail (spec 3 §4.3, §5; issue 29, D.6): the stored picture (234x132, §9 preview
 * thumbnails), and a button that chooses one .jpg, .jpeg or .png, sent at once. §5's refusals
 * under it: 'Invalid file extension', 'Error uploading thumbnail'. A pure picture of its machine.
 */
export function PageThumbnailCard({
  snapshot,
  send,
  stored = null,
}: {
  snapshot: PageThumbnailSnapshot;
  send: (event: PageThumbnailEvent) => void;
  /** The thumbnail the page was loaded with, until this card uploads one. */
  stored?: string | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const thumbnail = snapshot.context.thumbnail ?? stored;
  const uploading = snapshot.matches('uploading');
  const problem = snapshot.matches('invalid')
    ? pageThumbnailMessages.invalidFileExtension
    : snapshot.matches('failed')
      ? pageThumbnailMessages.errorUploadingThumbnail
      : null;
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{pageLabels.thumbnailHeading}</h3>
      <Muted>{pageLabels.thumbnailHelp}</Muted>
      <Row>
        {thumbnail ? (
          <Preview src={thumbnail} alt={pageLabels.thumbnailAlt} width={234} height={132} />
        ) : (
          <Muted>{pageLabels.noThumbnail}</Muted>
        )}
        <Button
          loading={uploading}
          aria-describedby={problem ? `${id}-error` : undefined}
          onClick={() => input.current?.click()}
        >
          {uploading
            ? pageLabels.thumbnailUploading
            : thumbnail
              ? pageLabels.replaceThumbnail
              : pageLabels.chooseThumbnail}
        </Button>
        <Hidden
          ref={input}
          type="file"
          tabIndex={-1}
          aria-label={pageLabels.thumbnailFile}
          accept={pageThumbnailRules.extensions.join(',')}
          disabled={uploading}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            // Cleared, so the same file can be chosen again after a refusal.
            event.currentTarget.value = '';
            send({ type: 'files.choose', files });
          }}
        />
      </Row>
      {uploading ? (
        <Muted role="status">{pageLabels.thumbnailUploading}</Muted>
      ) : snapshot.matches('uploaded') ? (
        <Muted role="status">{pageLabels.thumbnailSaved}</Muted>
      ) : null}
      {problem && <FormError id={`${id}-error`}>{problem}</FormError>}
    </Card>
  );
}
