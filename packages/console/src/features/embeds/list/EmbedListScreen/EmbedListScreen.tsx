import type { EmbedListMachine } from '@showroom/machines';
import { Button, EmptyState, Link, LoadingText, Pagination, ScreenHeader } from '@showroom/ui';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import styled, { css } from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { embedMessages, listLabels } from '../../messages.ts';
import { EmbedCard } from '../EmbedCard/index.ts';
import { examplesUrl } from '../hosts.ts';

export type EmbedListScreenProps = {
  /** The embeds list machine's snapshot: the screen shows exactly what it says. */
  snapshot: SnapshotFrom<EmbedListMachine>;
  send: (event: EventFrom<EmbedListMachine>) => void;
  /** The dialogs and the delete confirmation, rendered by the page. */
  children?: ReactNode;
};

const Page = styled.main`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
  padding: var(--space-6) var(--space-8) var(--space-8);
`;

// spec 2 §2: a grid of 4 columns of cards.
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 234px);
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

// The cards' names are h3 (MediaCard): this names their list as the h2 between them and the page's h1.
const HiddenHeading = styled.h2`
  ${visuallyHidden}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * spec 2 §2 Embeds list (/feature/embeds): 'Embeds', 'Create and manage embedded widgets.', 'See
 * more examples' and 'Create Embed' (the type chooser); Hero, Solo and CYOA cards mixed newest
 * first in 4 columns, the loading text while the three lists load, "Couldn't retrieve data.
 * Refresh page." when one fails; the page-number box with previous and next.
 */
export function EmbedListScreen({ snapshot, send, children }: EmbedListScreenProps) {
  const headingId = useId();
  const { cards, page, more } = snapshot.context;
  const busy = snapshot.matches({ list: 'cloning' }) || snapshot.matches({ list: 'deleting' });
  const loading = snapshot.matches({ list: 'loading' });
  const failed = snapshot.matches({ list: 'loadFailed' });

  let content: ReactNode;
  if (loading) content = <LoadingText block>{embedMessages.loadingWidgets}</LoadingText>;
  else if (failed)
    content = (
      <EmptyState
        title={embedMessages.loadFailed}
        action={<Button onClick={() => send({ type: 'refresh' })}>{listLabels.retry}</Button>}
      />
    );
  else if (cards.length === 0 && page > 1)
    // Issue 29 B.10: a page past the end is not an empty company.
    content = (
      <EmptyState
        title={listLabels.pageEmpty(page)}
        action={<Button onClick={() => send({ type: 'page.go', page: 1 })}>{listLabels.firstPage}</Button>}
      />
    );
  else if (cards.length === 0)
    content = <EmptyState title={listLabels.empty} description={listLabels.emptyHint} />;
  else
    content = (
      <>
        <HiddenHeading id={headingId}>{listLabels.cardsLabel}</HiddenHeading>
        <Cards aria-labelledby={headingId}>
          {cards.map((card) => (
            <li key={`${card.kind}:${card.id}`}>
              <EmbedCard
                card={card}
                busy={busy}
                onEmbed={(ref) => send({ type: 'code.open', ...ref })}
                onShare={(ref) => send({ type: 'share.open', ...ref })}
                onClone={(ref) => send({ type: 'clone', ...ref })}
                onDelete={(ref) => send({ type: 'delete.request', ...ref })}
              />
            </li>
          ))}
        </Cards>
      </>
    );

  return (
    <Page>
      <ScreenHeader
        sticky
        title={embedMessages.listTitle}
        description={embedMessages.listSubtitle}
        actions={
          <>
            <Link href={examplesUrl} target="_blank" rel="noopener noreferrer">
              {embedMessages.seeMoreExamples}
              <Hidden> {listLabels.opensInNewTab}</Hidden>
            </Link>
            <Link asChild>
              <RouterLink to="/feature/embeds/sneakpeek">{listLabels.sneakpeeks}</RouterLink>
            </Link>
            <Button variant="primary" onClick={() => send({ type: 'create.open' })}>
              {embedMessages.createEmbed}
            </Button>
          </>
        }
      />
      <Body>
        {content}
        {!failed && (
          <Footer>
            <Pagination
              aria-label={listLabels.pagination}
              page={page}
              hasNextPage={!loading && more}
              previousLabel={embedMessages.previousPage}
              nextLabel={embedMessages.nextPage}
              pageLabel={embedMessages.pageNumber}
              onPageChange={(next) => {
                if (next === page + 1) send({ type: 'page.next' });
                else if (next === page - 1) send({ type: 'page.previous' });
                else send({ type: 'page.go', page: next });
              }}
            />
          </Footer>
        )}
      </Body>
      {children}
    </Page>
  );
}
