import type { EmbedCard as Card, EmbedRef } from '@showroom/machines';
import { Avatar, Badge, Button, DropdownMenu, MediaCard, StatusDot, widgetKindTone } from '@showroom/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { embedKindBadges, embedMessages, listLabels } from '../../messages.ts';
import { formatEmbedDate } from '../format.ts';

export type EmbedCardProps = {
  card: Card;
  /** Another call is under way (a clone, a delete): the card's actions wait. */
  busy?: boolean;
  onEmbed: (ref: EmbedRef) => void;
  onShare: (ref: EmbedRef) => void;
  onClone: (ref: EmbedRef) => void;
  onDelete: (ref: EmbedRef) => void;
};

// The list has no picture of a widget: the thumbnail box shows who made it and when.
const Owner = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-1) var(--space-3) var(--space-1) var(--space-1);
  border-radius: var(--radius-full);
  background: rgb(255 255 255 / 0.94);
  color: var(--color-text);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  white-space: nowrap;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.12);
`;

/** A soft backdrop per kind, drawn inline (no media server): the badge's hue, lighter. */
const backdrop = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="234" height="132"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="234" height="132" fill="url(#g)"/></svg>`,
  )}`;
const backdrops = {
  hero: backdrop('#E6F4FE', '#C2E5FF'),
  solo: backdrop('#E0F8F3', '#B8EAE0'),
  cyoa: backdrop('#F4F0FE', '#E1D9FF'),
} as const;

/**
 * spec 2 §2 An embed card: the type badge and the Active/Inactive dot, the name ('N/A' when
 * blank; a link to its editor that makes the whole card open it), the rep's avatar (initial,
 * coloured from salesrep_id) and the created date, 'Embed' (only when live, otherwise disabled
 * with why) and More: 'Share in a page' (only when live), 'Clone', 'Delete'.
 */
export function EmbedCard({ card, busy = false, onEmbed, onShare, onClone, onDelete }: EmbedCardProps) {
  const name = card.name.trim() || embedMessages.notAvailable;
  const ref = { kind: card.kind, id: card.id };
  return (
    <MediaCard
      data-kind={card.kind}
      thumbnail={backdrops[card.kind]}
      badges={<Badge tone={widgetKindTone[card.kind]}>{embedKindBadges[card.kind]}</Badge>}
      thumbnailOverlay={
        <Owner>
          <Avatar name={card.salesrep_name} colorId={card.salesrep_id} />
          <time dateTime={`${card.date_created.replace(' ', 'T')}Z`}>
            {formatEmbedDate(card.date_created)}
          </time>
        </Owner>
      }
      title={<Link to={`/feature/embeds/${card.kind}/${card.id}`}>{name}</Link>}
      meta={
        <StatusDot
          active={card.live}
          activeLabel={embedMessages.active}
          inactiveLabel={embedMessages.inactive}
        />
      }
      actions={
        <>
          <Button
            size="sm"
            aria-label={listLabels.embedCodeOf(name)}
            disabled={!card.live || busy}
            disabledReason={card.live ? undefined : embedMessages.publishToCopy}
            onClick={() => onEmbed(ref)}
          >
            {embedMessages.embed}
          </Button>
          <DropdownMenu
            // Issue 29 B.10: spec 2 §2 names the menu 'More': the word is seen, and starts its name.
            trigger={
              <Button size="sm" variant="secondary" aria-label={listLabels.moreFor(name)}>
                {embedMessages.more}
              </Button>
            }
            items={[
              {
                label: embedMessages.shareInPage,
                disabled: !card.live || busy,
                onSelect: () => onShare(ref),
              },
              { label: embedMessages.clone, disabled: busy, onSelect: () => onClone(ref) },
              'separator',
              { label: embedMessages.delete, tone: 'danger', disabled: busy, onSelect: () => onDelete(ref) },
            ]}
          />
        </>
      }
    />
  );
}
