import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

type Contact = { id: string; name: string; rows: number };

const contacts: Contact[] = [
  { id: 'a', name: 'Leads', rows: 120 },
  { id: 'b', name: 'Customers', rows: 8 },
  { id: 'c', name: '', rows: 45 },
];

const columns: DataTableColumn<Contact>[] = [
  { key: 'name', header: 'Title', sortValue: (c) => c.name, cell: (c) => c.name || 'N/A' },
  { key: 'rows', header: 'No of Rows', align: 'end', sortValue: (c) => c.rows, cell: (c) => c.rows },
  {
    key: 'action',
    header: 'Action',
    cell: (c) => (
      <button type="button" aria-label={`Delete ${c.name || 'N/A'}`}>
        Delete
      </button>
    ),
  },
];

// jsdom has no layout: give the scroller a size so the virtualiser renders rows (TOOLCHAIN.md).
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
});
afterAll(() => {
  // The real getters live on Element.prototype; removing ours uncovers them again.
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

const bodyRows = () => screen.getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('sorts by a column, toggles the direction and reports it with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        label="Contacts"
        columns={columns}
        rows={contacts}
        getRowId={(c) => c.id}
        onSortChange={onSortChange}
      />,
    );
    const header = screen.getByRole('columnheader', { name: 'No of Rows' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Action' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'No of Rows' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Customers', 'N/A', 'Leads']);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'rows', direction: 'ascending' });

    await user.click(screen.getByRole('button', { name: 'No of Rows' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Leads', 'N/A', 'Customers']);
  });

  it('keeps blank values last in both directions', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Contacts" columns={columns} rows={contacts} getRowId={(c) => c.id} />);
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(names()).toEqual(['Customers', 'Leads', 'N/A']);
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(names()).toEqual(['Leads', 'Customers', 'N/A']);
  });

  it('leaves rows in their order when sorting is manual', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        label="Contacts"
        columns={columns}
        rows={contacts}
        getRowId={(c) => c.id}
        manualSort
        sort={{ key: 'name', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Leads', 'Customers', 'N/A']);
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'ascending' });
  });

  it('activates a row on click and on Enter, but not through a control inside it', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(
      <DataTable
        label="Contacts"
        columns={columns}
        rows={contacts}
        getRowId={(c) => c.id}
        onRowClick={onRowClick}
      />,
    );
    await user.click(screen.getByRole('cell', { name: 'Customers' }));
    expect(onRowClick).toHaveBeenLastCalledWith(contacts[1]);

    await user.click(screen.getByRole('button', { name: 'Delete Leads' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);

    bodyRows()[0]!.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(bodyRows()[2]).toHaveFocus();
    expect(onRowClick).toHaveBeenLastCalledWith(contacts[2]);
    await user.keyboard('{Home}');
    expect(bodyRows()[0]).toHaveFocus();
  });

  it('makes one row the tab stop', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        label="Contacts"
        columns={columns}
        rows={contacts}
        getRowId={(c) => c.id}
        onRowClick={() => {}}
      />,
    );
    await user.tab(); // Title sort
    await user.tab(); // No of Rows sort
    await user.tab();
    expect(bodyRows()[0]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete Leads' })).toHaveFocus();
  });

  it('selects rows one by one, all at once, and with Space on a row', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <DataTable
        label="Contacts"
        columns={columns}
        rows={contacts}
        getRowId={(c) => c.id}
        selectable
        rowLabel={(c) => `Select ${c.name || 'N/A'}`}
        onSelectionChange={onSelectionChange}
      />,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Leads' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['a']));
    expect(all).toHaveAttribute('aria-checked', 'mixed');

    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['a', 'b', 'c']));
    expect(screen.getByRole('checkbox', { name: 'Select N/A' })).toBeChecked();

    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set());

    bodyRows()[1]!.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select Customers' })).toBeChecked();
  });

  it('shows the loading wording while loading and the empty wording when there are no rows', () => {
    const { rerender } = render(
      <DataTable
        label="Contacts"
        columns={columns}
        rows={[]}
        getRowId={(c) => c.id}
        loading
        loadingLabel="Loading Widgets..."
      />,
    );
    expect(screen.getByRole('table', { name: 'Contacts' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Widgets...');

    rerender(
      <DataTable
        label="Contacts"
        columns={columns}
        rows={[]}
        getRowId={(c) => c.id}
        emptyLabel="No Data To Display"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No Data To Display');
  });

  it('renders only the visible rows of 100,000 and reports the full count', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ id: String(i), name: `List ${i}`, rows: i }));
    render(<DataTable label="Contacts" columns={columns} rows={many} getRowId={(c) => c.id} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '100001');
    expect(bodyRows().length).toBeGreaterThan(5);
    expect(bodyRows().length).toBeLessThan(30);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('asks for the ids of the rendered rows only, unless the select-all box needs them', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ id: String(i), name: `List ${i}`, rows: i }));
    let calls = 0;
    const getRowId = (c: Contact) => {
      calls++;
      return c.id;
    };
    // Selection off: a render and a re-render (a new getRowId arrow, as callers write it) ask for
    // the ids of the visible rows, never for all 100,000.
    const { rerender } = render(
      <DataTable label="Contacts" columns={columns} rows={many} getRowId={getRowId} />,
    );
    rerender(<DataTable label="Contacts" columns={columns} rows={many} getRowId={(c) => getRowId(c)} />);
    expect(calls).toBeLessThan(100);

    // Selection on, nothing selected: the box is unticked without a walk over the rows.
    calls = 0;
    rerender(<DataTable label="Contacts" columns={columns} rows={many} getRowId={getRowId} selectable />);
    expect(calls).toBeLessThan(100);
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    // Some selected: one walk for that selection, none again on a re-render with the same one.
    const selected = new Set(['5']);
    calls = 0;
    rerender(
      <DataTable
        label="Contacts"
        columns={columns}
        rows={many}
        getRowId={getRowId}
        selectable
        selectedIds={selected}
      />,
    );
    expect(calls).toBeGreaterThanOrEqual(100_000);
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    calls = 0;
    rerender(
      <DataTable
        label="Contacts"
        columns={columns}
        rows={many}
        getRowId={(c) => getRowId(c)}
        selectable
        selectedIds={selected}
      />,
    );
    expect(calls).toBeLessThan(100);
  });

  it('renders user text as text', () => {
    const rows = [{ id: 'x', name: '<img src=x onerror=alert(1)>', rows: 1 }];
    render(<DataTable label="Contacts" columns={columns} rows={rows} getRowId={(c) => c.id} />);
    expect(screen.getByRole('cell', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
