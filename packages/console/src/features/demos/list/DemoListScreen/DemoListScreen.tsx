import { type DemoListMachine, hasNextPage } from '@showroom/machines';
import { Button, EmptyState, LoadingText, Pagination, ScreenHeader } from '@showroom/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { demoListLabels, demoMessages } from '../../messages.ts';
import { CreateMenu } from '../CreateMenu/index.ts';
import { DemoCard } from '../DemoCard/index.ts';

export type DemoListScreenProps = {
  /** The demo list machine's snapshot: the screen shows exactly what it says. */
  snapshot: SnapshotFrom<DemoListMachine>;
  send: (event: EventFrom<DemoListMachine>) => void;
  /** Create > Record opens the recorder (its own machine). */
  onRecord: () => void;
  /** The company's videos, below the demos (issue 29 D.4): their own machine, rendered by the page. */
  videos?: ReactNode;
  /** The dialogs, the delete confirmation and the player, rendered by the page. */
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

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, 234px);
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The cards' titles are h3 (MediaCard): this names their list as the h2 between them and the page's h1.
const HiddenHeading = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** spec 3 §8: a list-load error is shown as its raw text. */
const Raw = styled.pre`
  max-width: 560px;
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: var(--font-mono);
  font-size: var(--font-size-meta);
  color: var(--color-danger-text);
`;

/**
 * spec 3 §2.2 Demo list (/feature/demos): a sticky header with the title, the description and the
 * Create menu; the page's demo cards, 'Loading Demos...' while they load, the raw error when they
 * do not; pagination once a full page (40) exists. Below them, the company's videos (`videos`).
 */
export function DemoListScreen({ snapshot, send, onRecord, videos, children }: DemoListScreenProps) {
  const headingId = useId();
  const { recordings, page, loadError } = snapshot.context;
  const busy = snapshot.matches({ list: 'cloning' }) || snapshot.matches({ list: 'deleting' });
  const loading = snapshot.matches({ list: 'loading' });
  const failed = snapshot.matches({ list: 'loadFailed' });
  // spec 3 §2.2: pagination only when a full page exists (and on any later page, to come back).
  const paginated = !loading && !failed && (hasNextPage(snapshot.context) || page > 1);

  let content: ReactNode;
  if (loading) content = <LoadingText block>{demoMessages.loadingDemos}</LoadingText>;
  else if (failed)
    content = (
      <EmptyState
        title={demoListLabels.loadFailed}
        description={<Raw>{loadError}</Raw>}
        action={<Button onClick={() => send({ type: 'refresh' })}>{demoListLabels.retry}</Button>}
      />
    );
  else if (recordings.length === 0)
    content = <EmptyState title={demoListLabels.empty} description={demoListLabels.emptyHint} />;
  else
    content = (
      <>
        <HiddenHeading id={headingId}>{demoListLabels.cardsLabel}</HiddenHeading>
        <Cards aria-labelledby={headingId}>
          {recordings.map((recording) => (
            <li key={recording.id}>
              <DemoCard
                recording={recording}
                busy={busy}
                onPlay={(id) => send({ type: 'play', id })}
                onDownloadGif={(id) => send({ type: 'gif.download', id })}
                onClone={(id) => send({ type: 'clone', id, withoutSettings: false })}
                onCopyWithoutSettings={(id) => send({ type: 'clone', id, withoutSettings: true })}
                onDelete={(id) => send({ type: 'delete.request', id })}
              />
            </li>
          ))}
        </Cards>
      </>
    );

  return (
    <Page>
      {/* spec 3 §2.2: the header stays in view while the cards scroll. */}
      <ScreenHeader
        sticky
        title={demoMessages.listTitle}
        description={demoMessages.listDescription}
        actions={
          <CreateMenu
            onRecord={onRecord}
            onUpload={() => send({ type: 'upload.open' })}
            onAddUrl={() => send({ type: 'url.open' })}
          />
        }
      />
      <Body>
        {content}
        {paginated && (
          <Footer>
            <Pagination
              aria-label={demoListLabels.pagination}
              page={page}
              hasNextPage={hasNextPage(snapshot.context)}
              previousLabel={demoListLabels.previousPage}
              nextLabel={demoListLabels.nextPage}
              pageLabel={demoListLabels.page}
              onPageChange={(next) => {
                if (next === page + 1) send({ type: 'page.next' });
                else if (next === page - 1) send({ type: 'page.previous' });
                else send({ type: 'page.go', page: next });
              }}
            />
          </Footer>
        )}
        {videos}
      </Body>
      {children}
    </Page>
  );
}
