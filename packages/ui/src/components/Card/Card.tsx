import type * as React from 'react';
import styled from 'styled-components';

export type CardProps = React.ComponentPropsWithoutRef<'div'> & {
  ref?: React.Ref<HTMLDivElement>;
  /** Inner spacing: sm 16 px, md 24 px, lg 32 px (a sign-in panel). */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** flat: hairline border only; raised: the one elevation, for a panel alone on the canvas. */
  elevation?: 'flat' | 'raised';
};

const Root = styled.div`
  background: var(--color-surface);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  padding: var(--space-6);

  &[data-padding='none'] { padding: 0; }
  &[data-padding='sm'] { padding: var(--space-4); }
  &[data-padding='lg'] { padding: var(--space-8); }
  &[data-elevation='raised'] { box-shadow: var(--shadow-elevated); border-color: transparent; }
`;

/** A surface that groups content: a white panel with a hairline border. */
export function Card({ padding = 'md', elevation = 'flat', ...props }: CardProps) {
  return <Root data-padding={padding} data-elevation={elevation} {...props} />;
}

export type MediaCardProps = Omit<React.ComponentPropsWithoutRef<'article'>, 'title'> & {
  ref?: React.Ref<HTMLElement>;
  /** Thumbnail image address; without one a neutral placeholder shows. */
  thumbnail?: string;
  /** Describes the thumbnail; empty when the title already says it all. */
  thumbnailAlt?: string;
  /** Over the thumbnail, e.g. a play button (spec 3 §2). */
  thumbnailOverlay?: React.ReactNode;
  /** The name; pass a link (router link or <a>) to make the whole card open it. */
  title: React.ReactNode;
  /** One line under the title: owner avatar, created date, status. */
  meta?: React.ReactNode;
  /** Top-left over the thumbnail: type badges (Hero, Solo, CYOA). */
  badges?: React.ReactNode;
  /** Bottom-right: buttons and menus (Embed, More); they stay clickable above the card link. */
  actions?: React.ReactNode;
};

const MediaRoot = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 234px;
  overflow: hidden;
  background: var(--color-surface);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  transition: border-color var(--motion-fast) var(--motion-ease-out), box-shadow var(--motion-fast) var(--motion-ease-out);

  &:hover { border-color: var(--color-border-hover); box-shadow: 0 2px 8px -2px rgb(0 0 0 / 0.08); }
  &:focus-within:has([data-title] a:focus-visible) { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; }
`;

const Thumb = styled.div`
  position: relative;
  width: 234px;
  height: 132px;
  flex: none;
  margin: -1px -1px 0;
  background: var(--slate-3);

  & > img { width: 100%; height: 100%; object-fit: cover; }
  & > [data-placeholder] { display: grid; place-items: center; width: 100%; height: 100%; color: var(--slate-8); }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;

  & > * { position: relative; z-index: 1; }
`;

const Badges = styled.div`
  position: absolute;
  top: var(--space-2);
  left: var(--space-2);
  z-index: 1;
  display: flex;
  gap: var(--space-1);
`;

const MediaBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  padding: var(--space-3);
`;

const MediaTitle = styled.h3`
  && {
    overflow: hidden;
    font-size: var(--font-size-body);
    line-height: var(--line-height-body);
    font-weight: var(--font-weight-semibold);
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & a { color: inherit; text-decoration: none; outline: none; }
  /* The title's link covers the card, so a click anywhere opens it. */
  & a::after { content: ''; position: absolute; inset: 0; }
`;

const MediaFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  min-height: 28px;
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
`;

const MediaMeta = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-width: 0;
`;

const MediaActions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: var(--space-1);
`;

function PlaceholderIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" fill="none" aria-hidden="true">
      <rect x="3.5" y="6.5" width="21" height="15" rx="2.5" stroke="currentColor" strokeWidth="1.5" />
      <path d="m12 11 5 3-5 3z" fill="currentColor" />
    </svg>
  );
}

/**
 * A card for one demo or embed (spec 2 §2, spec 3 §2): a 234x132 thumbnail, the title (a link
 * that makes the whole card clickable), a meta line, badges over the thumbnail and actions.
 */
export function MediaCard({
  thumbnail,
  thumbnailAlt = '',
  thumbnailOverlay,
  title,
  meta,
  badges,
  actions,
  ...props
}: MediaCardProps) {
  return (
    <MediaRoot {...props}>
      <Thumb>
        {thumbnail ? (
          <img src={thumbnail} alt={thumbnailAlt} width={234} height={132} loading="lazy" />
        ) : (
          <div data-placeholder="">
            <PlaceholderIcon />
          </div>
        )}
        {badges && <Badges>{badges}</Badges>}
        {thumbnailOverlay && <Overlay>{thumbnailOverlay}</Overlay>}
      </Thumb>
      <MediaBody>
        <MediaTitle data-title="">{title}</MediaTitle>
        <MediaFooter>
          <MediaMeta>{meta}</MediaMeta>
          {actions && <MediaActions>{actions}</MediaActions>}
        </MediaFooter>
      </MediaBody>
    </MediaRoot>
  );
}
