import { contactMessages } from '@showroom/contract';
import { canSaveContactList, type contactDetailMachine } from '@showroom/machines';
import {
  Avatar,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  FormError,
  Link,
  LoadingText,
  TextField,
} from '@showroom/ui';
import { type CSSProperties, useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { formatToday } from '../format.ts';
import { contactLabels } from '../messages.ts';

export type ContactDetailScreenProps = {
  /** The contact detail machine's snapshot: the screen shows exactly what it says. */
  snapshot: SnapshotFrom<typeof contactDetailMachine>;
  send: (event: EventFrom<typeof contactDetailMachine>) => void;
  /** spec 1 §2 "today's date"; stories fix it so screenshots do not change with the calendar. */
  today?: Date;
};

/** Every column of the grid is this wide, so the identifier inputs line up with the columns. */
const COLUMN_WIDTH = 200;

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: var(--space-5);
  padding: var(--space-8);
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  align-items: flex-end;
  gap: var(--space-4);
  flex-wrap: wrap;

  & > :first-child { flex: 1 1 320px; }
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  white-space: nowrap;
`;

const Helper = styled.p`
  color: var(--color-text-muted);
`;

/** Scrolls the identifier row and the table sideways together. */
const GridScroll = styled.div`
  overflow-x: auto;
  min-width: 0;
`;

const GridContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  width: max-content;
  min-width: 100%;
`;

const IdentifierRow = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--columns), ${COLUMN_WIDTH}px);
  padding-inline: var(--border-width);

  & > * { padding-inline: var(--space-1); }
`;

const Cell = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: pre;
`;

type Row = Record<string, string>;

/**
 * spec 1 §2 Contact detail (/feature/contact/view/{id}/): an editable title, the owner, today's
 * date and Save; a virtualised grid of every row with an optional identifier input above each
 * column. Cells are text: a `<script>` or `=HYPERLINK(...)` cell shows as typed. The toasts
 * ('List updated', 'Error updating list') and the download are the machine's effects.
 */
export function ContactDetailScreen({ snapshot, send, today }: ContactDetailScreenProps) {
  const { list, values, errors } = snapshot.context;
  const saving = snapshot.matches('saving');

  const headers = list?.contact_bank.headers;
  // A row's id is its place in the list (rows have no id of their own). The table asks for the ids
  // of the rows it renders only, so the lookup stays cheap whatever the list's length.
  const rowIds = useMemo(() => {
    const ids = new Map<Row, string>();
    const bank = list?.contact_bank.bank ?? [];
    for (let index = 0; index < bank.length; index++) ids.set(bank[index]!, String(index));
    return ids;
  }, [list]);
  const getRowId = useCallback((row: Row) => rowIds.get(row) ?? '', [rowIds]);
  const columns = useMemo<DataTableColumn<Row>[]>(
    () =>
      (headers ?? []).map((header) => ({
        key: header,
        header,
        width: COLUMN_WIDTH,
        cell: (row: Row) => <Cell title={row[header]}>{row[header]}</Cell>,
      })),
    [headers],
  );

  if (snapshot.matches('loading')) {
    return (
      <Page>
        <LoadingText block>{contactLabels.detailLoading}</LoadingText>
      </Page>
    );
  }
  if (snapshot.matches('notFound') || snapshot.matches('loadFailed') || !list) {
    const notFound = snapshot.matches('notFound');
    return (
      <Page>
        <EmptyState
          title={notFound ? contactLabels.notFound : contactLabels.loadError}
          action={
            notFound ? (
              <Link asChild>
                <RouterLink to="/feature/contact/">{contactLabels.backToLists}</RouterLink>
              </Link>
            ) : (
              <Button onClick={() => send({ type: 'retry' })}>{contactLabels.retry}</Button>
            )
          }
        />
      </Page>
    );
  }

  return (
    <Page>
      <Link asChild tone="muted">
        <RouterLink to="/feature/contact/">{contactLabels.backToLists}</RouterLink>
      </Link>
      <Header>
        <TextField
          label={contactLabels.titleLabel}
          value={values.title}
          readOnly={saving}
          error={errors.title}
          onChange={(event) => send({ type: 'title.change', value: event.currentTarget.value })}
        />
        <Meta>
          <Avatar name={list.name} colorId={list.salesrep_id} size="sm" />
          <span>{list.name}</span>
          <span aria-hidden="true">·</span>
          <time>{formatToday(today)}</time>
        </Meta>
        <Button onClick={() => send({ type: 'download' })}>{contactLabels.downloadCsv}</Button>
        <Button
          variant="primary"
          loading={saving}
          disabled={!saving && !canSaveContactList(snapshot.context)}
          onClick={() => send({ type: 'save' })}
        >
          {contactLabels.save}
        </Button>
      </Header>

      <Helper>{contactMessages.identifierHelper}</Helper>
      <FormError>{errors.identifiers ?? null}</FormError>

      <GridScroll>
        <GridContent>
          <IdentifierRow style={{ '--columns': list.contact_bank.headers.length } as CSSProperties}>
            {list.contact_bank.headers.map((header) => (
              <TextField
                key={header}
                label={contactLabels.identifierFor(header)}
                hideLabel
                placeholder={contactMessages.identifierPlaceholder}
                value={values.identifiers[header] ?? ''}
                readOnly={saving}
                onChange={(event) =>
                  send({ type: 'identifier.change', column: header, value: event.currentTarget.value })
                }
              />
            ))}
          </IdentifierRow>
          <DataTable
            label={contactLabels.gridLabel}
            columns={columns}
            rows={list.contact_bank.bank}
            getRowId={getRowId}
          />
        </GridContent>
      </GridScroll>
    </Page>
  );
}
