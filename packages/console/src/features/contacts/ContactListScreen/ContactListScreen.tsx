import { contactMessages } from '@showroom/contract';
import type { ContactListItem, contactListsMachine } from '@showroom/machines';
import {
  Avatar,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  IconButton,
  ScreenHeader,
} from '@showroom/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { formatContactDate } from '../format.ts';
import { contactLabels } from '../messages.ts';

export type ContactListScreenProps = {
  /** The contact lists machine's snapshot: the screen shows exactly what it says. */
  snapshot: SnapshotFrom<typeof contactListsMachine>;
  send: (event: EventFrom<typeof contactListsMachine>) => void;
  /** spec 1 §2: the Upload button opens the two-step modal. */
  onUpload: () => void;
  /** spec 1 §2: clicking a row opens /feature/contact/view/{id}/. */
  onOpen: (id: string) => void;
  /** The upload modal and the delete confirmation, rendered by the page. */
  children?: ReactNode;
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
  gap: var(--space-2);
  min-width: 0;
`;

const Ellipsis = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M2.5 4h11M6 4V2.5h4V4m-5.5 0 .5 9.5h6l.5-9.5"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** spec 1 §2: a blank title shows 'N/A'. */
export const titleOf = (list: Pick<ContactListItem, 'title'>) =>
  list.title.trim() || contactMessages.notAvailable;

/**
 * spec 1 §2 Contacts list (/feature/contact/): the company's lists with their row and identifier
 * counts, owner and date; Upload; a row opens the list; Action deletes after a confirmation.
 */
export function ContactListScreen({ snapshot, send, onUpload, onOpen, children }: ContactListScreenProps) {
  const { lists, failure } = snapshot.context;
  const loading = snapshot.matches('loading');

  // spec 1 §8: the toasts ('Delete in Progress', then why a delete failed) are the machine's.
  const deleting = snapshot.matches('deleting');

  const columns: DataTableColumn<ContactListItem>[] = [
    {
      key: 'title',
      header: contactLabels.title,
      width: 'minmax(160px, 2fr)',
      sortValue: (list) => list.title.trim(),
      cell: (list) => <Ellipsis>{titleOf(list)}</Ellipsis>,
    },
    {
      key: 'rows',
      header: contactLabels.rows,
      width: 120,
      align: 'end',
      sortValue: (list) => list.row_count,
      cell: (list) => list.row_count.toLocaleString('en-US'),
    },
    {
      key: 'identifiers',
      header: contactLabels.identifiers,
      width: 150,
      align: 'end',
      sortValue: (list) => list.identifier_count,
      cell: (list) => list.identifier_count,
    },
    {
      key: 'owner',
      header: contactLabels.owner,
      width: 'minmax(140px, 1fr)',
      sortValue: (list) => list.name,
      cell: (list) => (
        <Owner>
          <Avatar name={list.name} colorId={list.salesrep_id} size="sm" />
          <Ellipsis>{list.name}</Ellipsis>
        </Owner>
      ),
    },
    {
      key: 'created',
      header: contactLabels.createdOn,
      width: 170,
      sortValue: (list) => list.date_created,
      cell: (list) => formatContactDate(list.date_created),
    },
    {
      key: 'action',
      header: contactLabels.action,
      width: 80,
      align: 'end',
      cell: (list) => (
        <IconButton
          label={contactLabels.deleteList(titleOf(list))}
          variant="danger"
          disabled={deleting}
          onClick={() => send({ type: 'delete.request', id: list.id })}
        >
          <TrashIcon />
        </IconButton>
      ),
    },
  ];

  return (
    <Page>
      <ScreenHeader
        title={contactLabels.heading}
        description={contactLabels.subheading}
        actions={
          <Button variant="primary" onClick={onUpload}>
            {contactLabels.upload}
          </Button>
        }
      />

      {snapshot.matches('loadFailed') ? (
        <EmptyState
          title={failure === 'unreachable' ? contactMessages.cannotConnect : contactLabels.loadError}
          action={<Button onClick={() => send({ type: 'refresh' })}>{contactLabels.retry}</Button>}
        />
      ) : (
        <DataTable
          label={contactLabels.tableLabel}
          columns={columns}
          rows={lists}
          getRowId={(list) => list.id}
          onRowClick={(list) => onOpen(list.id)}
          loading={loading}
          loadingLabel={contactLabels.loading}
          emptyLabel={contactLabels.empty}
        />
      )}
      {children}
    </Page>
  );
}
