import { pageMessages, prospectLinksHeading, type Relationship } from '@showroom/contract';
import { type ProspectLinksEvent, type ProspectLinksMachine, selectedLinks } from '@showroom/machines';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
  IconButton,
  TrashIcon,
} from '@showroom/ui';
import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { ChooseLinkTypeDialog } from '../ChooseLinkTypeDialog/index.ts';
import { linkLabels } from '../messages.ts';

export type ProspectLinksPanelProps = {
  /** The prospect links machine's snapshot: the panel shows exactly what it says. */
  snapshot: SnapshotFrom<ProspectLinksMachine>;
  send: (event: ProspectLinksEvent) => void;
};

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--space-4);
`;

const Titles = styled.div`
  display: grid;
  gap: var(--space-1);
  min-width: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

const Ellipsis = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const RowActions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
`;

/** §2.8 the name column: 'N/A' when blank. */
export const prospectName = (link: Pick<Relationship, 'name'>) =>
  link.name.trim() || pageMessages.notAvailable;
/** Who a row is, for the names of its controls. */
const who = (link: Relationship) => link.name.trim() || link.email || pageMessages.notAvailable;

/**
 * spec 3 §2.8 Prospect links panel: 'Prospect links for <title>', 'Unique links for each
 * prospect who receives this page', the links table (select-all, Prospect Name with 'N/A' for a
 * blank one, Email address, URL, Action: Copy and the delete icon), virtualised (the ui's
 * DataTable) so 10,000 links scroll as smoothly as ten; Generate Link, which becomes Download URLs
 * while rows are ticked; the delete confirmation and 'Choose link type'.
 */
export function ProspectLinksPanel({ snapshot, send }: ProspectLinksPanelProps) {
  const headingId = useId();
  const { page, links, selected, pending } = snapshot.context;
  const dialog = snapshot.children.linkGeneration;
  const dialogSnapshot = useSelector(dialog, (s) => s);
  const idle = snapshot.matches({ list: { ready: 'idle' } });
  const selectedIds = useMemo(() => new Set(selected), [selected]);
  const anySelected = selectedLinks(snapshot.context).length > 0;
  const title = page.title.trim() || pageMessages.notAvailable;

  const columns: DataTableColumn<Relationship>[] = [
    {
      key: 'name',
      header: pageMessages.columnProspectName,
      width: 'minmax(140px, 1fr)',
      cell: (link) => <Ellipsis>{prospectName(link)}</Ellipsis>,
    },
    {
      key: 'email',
      header: pageMessages.columnEmail,
      width: 'minmax(160px, 1.2fr)',
      cell: (link) => <Ellipsis>{link.email || pageMessages.notAvailable}</Ellipsis>,
    },
    {
      key: 'url',
      header: pageMessages.columnUrl,
      width: 'minmax(200px, 2fr)',
      cell: (link) => <Ellipsis title={link.url}>{link.url}</Ellipsis>,
    },
    {
      key: 'action',
      header: pageMessages.columnAction,
      width: 140,
      align: 'end',
      cell: (link) => (
        <RowActions>
          <Button
            size="sm"
            aria-label={linkLabels.copyFor(who(link))}
            disabled={!idle}
            onClick={() => send({ type: 'copy', id: link.id })}
          >
            {pageMessages.copy}
          </Button>
          <IconButton
            label={linkLabels.deleteFor(who(link))}
            variant="danger"
            disabled={!idle}
            onClick={() => send({ type: 'delete.request', id: link.id })}
          >
            <TrashIcon />
          </IconButton>
        </RowActions>
      ),
    },
  ];

  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <Titles>
          <h2 id={headingId}>{prospectLinksHeading(title)}</h2>
          <Muted>{pageMessages.prospectLinksSubtitle}</Muted>
        </Titles>
        {anySelected ? (
          <Button
            variant="primary"
            loading={snapshot.matches({ list: { ready: 'downloading' } })}
            disabled={!idle}
            onClick={() => send({ type: 'download' })}
          >
            {pageMessages.downloadUrls}
          </Button>
        ) : (
          <Button
            variant="primary"
            disabled={snapshot.matches({ dialog: 'open' })}
            onClick={() => send({ type: 'generate.open' })}
          >
            {pageMessages.generateLink}
          </Button>
        )}
      </Header>

      {snapshot.matches({ list: 'loadFailed' }) ? (
        <EmptyState
          title={pageMessages.cannotRetrieve}
          action={<Button onClick={() => send({ type: 'retry' })}>{linkLabels.retry}</Button>}
        />
      ) : (
        <DataTable
          label={linkLabels.tableLabel(title)}
          columns={columns}
          rows={links}
          getRowId={(link) => link.id}
          manualSort
          selectable
          selectedIds={selectedIds}
          onSelectionChange={(ids) => send({ type: 'selection.change', ids: [...ids] })}
          rowLabel={(link) => linkLabels.selectRow(who(link))}
          selectAllLabel={linkLabels.selectAll}
          loading={snapshot.matches({ list: 'loading' })}
          loadingLabel={linkLabels.loadingLinks}
          emptyLabel={linkLabels.noLinks}
          style={{ maxHeight: 480 }}
        />
      )}

      <ConfirmDialog
        open={snapshot.matches({ list: 'confirming' }) || snapshot.matches({ list: 'deleting' })}
        title={linkLabels.deleteTitle}
        message={pending ? linkLabels.deleteMessage(who(pending)) : undefined}
        confirmLabel={pageMessages.delete}
        cancelLabel={pageMessages.cancel}
        busy={snapshot.matches({ list: 'deleting' })}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
      <ChooseLinkTypeDialog snapshot={dialogSnapshot} send={(event) => dialog?.send(event)} />
    </Section>
  );
}
