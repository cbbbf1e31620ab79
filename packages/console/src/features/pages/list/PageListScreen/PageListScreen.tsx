import { pageMessages as m, type PageSummary, pageTypeChoices, pageTypeLabels } from '@showroom/contract';
import type { PageListEvent, PageListMachine } from '@showroom/machines';
import {
  Avatar,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Dialog,
  DropdownMenu,
  EmptyState,
  RadioGroup,
  ScreenHeader,
  StatusDot,
} from '@showroom/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { pageLabels } from '../../messages.ts';
import { formatPageDate } from '../format.ts';

export type PageListScreenProps = {
  snapshot: SnapshotFrom<PageListMachine>;
  send: (event: PageListEvent) => void;
  /** §2.7 clicking a row opens its editor. */
  onOpen: (page: PageSummary) => void;
  /** §2.8 the prospect links panel of the row whose Share was pressed (the page draws it). */
  links?: ReactNode;
};

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
  padding: var(--space-8);
  min-width: 0;
`;

const Owner = styled.span`
  display: inline-flex;
  align-items: center;
  min-width: 0;
`;

const Ellipsis = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Actions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
`;

/** §2.7: a blank title shows 'N/A'. */
export const pageTitleOf = (page: Pick<PageSummary, 'title'>) => page.title.trim() || m.notAvailable;

/**
 * spec 3 §2.7 Page list (/feature/page/): the company's pages newest first ('Loading Pages...'),
 * with Title, Status, Page Type, Owner, Created On and Action (Share, and More with Clone and
 * Delete); a row opens its editor. Create opens the type picker (Embed, Q&A, Collection; Q&A by
 * default). A pure picture of the machine's snapshot; the links panel comes from the page.
 */
export function PageListScreen({ snapshot, send, onOpen, links }: PageListScreenProps) {
  const { pages, pending, type } = snapshot.context;
  const loading = snapshot.matches('loading');
  const busy = snapshot.hasTag('busy');
  const deleting = snapshot.matches('deleting');

  const columns: DataTableColumn<PageSummary>[] = [
    {
      key: 'title',
      header: m.columnTitle,
      width: 'minmax(180px, 2fr)',
      cell: (page) => <Ellipsis>{pageTitleOf(page)}</Ellipsis>,
    },
    {
      key: 'status',
      header: m.columnStatus,
      width: 120,
      cell: (page) => (
        <StatusDot active={page.live === 1} activeLabel={m.active} inactiveLabel={m.inactive} />
      ),
    },
    {
      key: 'type',
      header: m.columnPageType,
      width: 130,
      cell: (page) => pageTypeLabels[page.type],
    },
    {
      key: 'owner',
      header: m.columnOwner,
      width: 90,
      cell: (page) => (
        <Owner title={page.name}>
          <Avatar
            name={page.name}
            colorId={page.owner_id}
            size="sm"
            aria-label={pageLabels.ownerOf(page.name)}
          />
        </Owner>
      ),
    },
    {
      key: 'created',
      header: m.columnCreatedOn,
      width: 170,
      cell: (page) => formatPageDate(page.date_created),
    },
    {
      key: 'action',
      header: m.columnAction,
      width: 150,
      align: 'end',
      cell: (page) => {
        const title = pageTitleOf(page);
        return (
          <Actions>
            <Button
              size="sm"
              aria-label={pageLabels.shareFor(title)}
              aria-pressed={snapshot.context.sharing === page.id}
              disabled={busy || links === undefined}
              onClick={() => send({ type: 'share', id: page.id })}
            >
              {m.share}
            </Button>
            <DropdownMenu
              label={pageLabels.moreFor(title)}
              items={[
                { label: m.clone, disabled: busy, onSelect: () => send({ type: 'clone', id: page.id }) },
                'separator',
                {
                  label: m.delete,
                  tone: 'danger',
                  disabled: busy,
                  onSelect: () => send({ type: 'delete.request', id: page.id }),
                },
              ]}
            />
          </Actions>
        );
      },
    },
  ];

  return (
    <Page>
      <ScreenHeader
        title={pageLabels.heading}
        description={pageLabels.subheading}
        actions={
          <Button variant="primary" disabled={busy} onClick={() => send({ type: 'create.open' })}>
            {m.create}
          </Button>
        }
      />

      {snapshot.matches('loadFailed') ? (
        <EmptyState
          title={m.couldNotRetrieve}
          action={<Button onClick={() => send({ type: 'retry' })}>{pageLabels.retry}</Button>}
        />
      ) : (
        <DataTable
          label={pageLabels.tableLabel}
          columns={columns}
          rows={pages}
          getRowId={(page) => page.id}
          onRowClick={onOpen}
          manualSort
          loading={loading}
          loadingLabel={m.loadingPages}
          emptyLabel={pageLabels.empty}
        />
      )}
      {links}

      <Dialog
        open={snapshot.matches('choosingType') || snapshot.matches('creating')}
        onOpenChange={(open) => {
          if (!open) send({ type: 'create.cancel' });
        }}
        title={pageLabels.chooseType}
        description={pageLabels.chooseTypeDescription}
        size="sm"
        footer={
          <>
            <Button onClick={() => send({ type: 'create.cancel' })} disabled={snapshot.matches('creating')}>
              {m.cancel}
            </Button>
            <Button
              variant="primary"
              loading={snapshot.matches('creating')}
              onClick={() => send({ type: 'create.continue' })}
            >
              {m.continue}
            </Button>
          </>
        }
      >
        <RadioGroup
          label={pageLabels.pageType}
          value={type}
          onValueChange={(value) => send({ type: 'type.choose', pageType: value as PageSummary['type'] })}
          options={pageTypeChoices.map((choice) => ({
            value: choice,
            label: pageTypeLabels[choice],
            description: pageLabels.typeDescriptions[choice],
          }))}
        />
      </Dialog>

      <ConfirmDialog
        open={snapshot.matches('confirmingDelete') || deleting}
        busy={deleting}
        title={pageLabels.deleteTitle}
        message={pending ? pageLabels.deleteMessage(pageTitleOf(pending)) : ''}
        confirmLabel={m.delete}
        cancelLabel={m.cancel}
        tone="danger"
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </Page>
  );
}
