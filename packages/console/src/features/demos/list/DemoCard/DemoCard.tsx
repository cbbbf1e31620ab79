import type { Recording } from '@showroom/contract';
import { Avatar, DropdownMenu, IconButton, MediaCard, Spinner } from '@showroom/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { demoListLabels, demoMessages, demoStatusMessages, processingStatus } from '../../messages.ts';
import { demoDay } from '../format.ts';

export type DemoCardProps = {
  recording: Recording;
  /** Another call is under way (a clone, a delete): the card's actions wait. */
  busy?: boolean;
  onPlay: (id: string) => void;
  onDownloadGif: (id: string) => void;
  onClone: (id: string) => void;
  onCopyWithoutSettings: (id: string) => void;
  onDelete: (id: string) => void;
};

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-1);
  max-width: 210px;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-md);
  background: rgb(255 255 255 / 0.94);
  color: var(--color-text);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  text-align: center;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.12);

  & > strong { display: inline-flex; align-items: center; gap: var(--space-2); font-weight: var(--font-weight-semibold); }
  &[data-status='failed'] > strong { color: var(--color-danger-text); }
  & > span { color: var(--color-text-muted); overflow-wrap: anywhere; }
`;

const PlayButton = styled(IconButton)`
  && { border-radius: var(--radius-full); background: rgb(255 255 255 / 0.94); color: var(--color-text); box-shadow: 0 1px 3px rgb(0 0 0 / 0.16); }
  &&:hover { background: var(--color-surface); }
`;

const Meta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-width: 0;
  white-space: nowrap;
`;

function PlayIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M5 3.2v9.6L12.6 8z" fill="currentColor" />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M8 2.5v7.5m0 0L5 7m3 3 3-3M3 12.5h10"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** What sits over the thumbnail: Play once the video is ready, otherwise where its processing is. */
function ThumbnailOverlay({ recording, onPlay }: Pick<DemoCardProps, 'recording' | 'onPlay'>) {
  const title = recording.title || demoListLabels.untitled;
  switch (recording.media_status) {
    case 'ready':
      return (
        <PlayButton label={demoListLabels.playDemo(title)} size="lg" onClick={() => onPlay(recording.id)}>
          <PlayIcon />
        </PlayButton>
      );
    case 'failed':
      // issue 10: a failed job says why, instead of a player that cannot play.
      return (
        <Status data-status="failed" role="status">
          <strong>{demoStatusMessages.failed}</strong>
          {recording.media_error && <span>{recording.media_error}</span>}
        </Status>
      );
    default:
      return (
        <Status data-status={recording.media_status} role="status">
          <strong>
            <Spinner size="sm" />
            {processingStatus(recording)}
          </strong>
        </Status>
      );
  }
}

/**
 * spec 3 §2.2 A demo card: thumbnail with Play, title (a link to the recording editor), the rep's
 * avatar and the creation date, Download GIF, and a More menu with Clone, 'Copy without settings'
 * and Delete. While the video is processed, or when that failed, the thumbnail says so.
 */
export function DemoCard({
  recording,
  busy = false,
  onPlay,
  onDownloadGif,
  onClone,
  onCopyWithoutSettings,
  onDelete,
}: DemoCardProps) {
  const title = recording.title || demoListLabels.untitled;
  // spec 3 §2.4 (issue 29 D.9): the rep name and date set in the recording editor stand for the
  // owner's name and the creation day on the card too; the avatar keeps the owner's colour.
  const day = demoDay(recording);
  return (
    <MediaCard
      data-media-status={recording.media_status}
      // The still made at the card's size (issue 30); a demo processed before it existed has none.
      thumbnail={recording.card_thumbnail || recording.thumbnail || undefined}
      thumbnailAlt={demoListLabels.thumbnailOf(title)}
      thumbnailOverlay={<ThumbnailOverlay recording={recording} onPlay={onPlay} />}
      title={<Link to={`/feature/demos/recording/${recording.id}`}>{title}</Link>}
      meta={
        <Meta>
          <Avatar
            name={recording.rep_name || recording.salesrep_name}
            colorId={recording.salesrep_id}
            size="sm"
          />
          <time dateTime={day.dateTime}>{day.text}</time>
        </Meta>
      }
      actions={
        <>
          <IconButton
            label={demoListLabels.downloadGifOf(title)}
            size="sm"
            disabled={busy || !recording.preview}
            onClick={() => onDownloadGif(recording.id)}
          >
            <DownloadIcon />
          </IconButton>
          <DropdownMenu
            label={demoListLabels.moreFor(title)}
            items={[
              { label: demoMessages.clone, disabled: busy, onSelect: () => onClone(recording.id) },
              {
                label: demoMessages.copyWithoutSettings,
                disabled: busy,
                onSelect: () => onCopyWithoutSettings(recording.id),
              },
              'separator',
              {
                label: demoMessages.delete,
                tone: 'danger',
                disabled: busy,
                onSelect: () => onDelete(recording.id),
              },
            ]}
          />
        </>
      }
    />
  );
}
