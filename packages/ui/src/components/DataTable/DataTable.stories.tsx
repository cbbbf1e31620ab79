import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

type Page = {
  id: string;
  title: string;
  live: boolean;
  type: 'Q&A' | 'Collection' | 'Embed';
  owner: string;
  createdOn: Date;
};

const owners = ['Alex Morgan', 'Priya Shah', 'Jonas Berg', 'Mei Lin'];
const titles = [
  'Acme onboarding',
  'Q3 pipeline review',
  '',
  'Globex renewal',
  'Initech pilot',
  'Welcome tour',
];
const types = ['Q&A', 'Collection', 'Embed'] as const;

// Fixed data and dates: screenshots must not change from run to run.
function makePages(count: number): Page[] {
  const start = Date.UTC(2026, 10, 20);
  return Array.from({ length: count }, (_, i) => ({
    id: `page-${i + 1}`,
    title: titles[i % titles.length] ? `${titles[i % titles.length]} ${i + 1}` : '',
    live: i % 3 !== 1,
    type: types[i % types.length]!,
    owner: owners[i % owners.length]!,
    createdOn: new Date(start - i * 3_600_000 * 7),
  }));
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const palette = ['#18B0AA', '#DF0046', '#E95700', '#2E71FD'];

const columns: DataTableColumn<Page>[] = [
  {
    key: 'title',
    header: 'Title',
    width: 'minmax(160px, 2fr)',
    sortValue: (page) => page.title,
    cell: (page) => page.title || 'N/A',
  },
  {
    key: 'status',
    header: 'Status',
    width: 120,
    sortValue: (page) => (page.live ? 'Active' : 'Inactive'),
    cell: (page) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <span
          aria-hidden="true"
          style={{
            width: 8,
            height: 8,
            borderRadius: 4,
            background: page.live ? 'var(--color-success)' : 'var(--color-neutral)',
          }}
        />
        {page.live ? 'Active' : 'Inactive'}
      </span>
    ),
  },
  { key: 'type', header: 'Page Type', width: 120, sortValue: (page) => page.type, cell: (page) => page.type },
  {
    key: 'owner',
    header: 'Owner',
    width: 80,
    cell: (page) => (
      <span
        title={page.owner}
        style={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 24,
          height: 24,
          borderRadius: 12,
          color: '#fff',
          fontSize: 12,
          fontWeight: 600,
          background: palette[owners.indexOf(page.owner)],
        }}
      >
        {page.owner.charAt(0)}
      </span>
    ),
  },
  {
    key: 'createdOn',
    header: 'Created On',
    width: 170,
    sortValue: (page) => page.createdOn,
    cell: (page) => <time dateTime={page.createdOn.toISOString()}>{longDate.format(page.createdOn)}</time>,
  },
  {
    key: 'action',
    header: 'Action',
    width: 100,
    align: 'end',
    cell: (page) => (
      <Button size="sm" aria-label={`Share ${page.title || 'N/A'}`}>
        Share
      </Button>
    ),
  },
];

const pages = makePages(24);

const meta = {
  title: 'ui/DataTable',
  component: DataTable<Page>,
  parameters: { layout: 'padded' },
  args: {
    label: 'Pages',
    columns,
    rows: pages,
    getRowId: (page: Page) => page.id,
    rowLabel: (page: Page) => `Select ${page.title || 'N/A'}`,
    onRowClick: fn(),
    onSortChange: fn(),
    onSelectionChange: fn(),
    style: { height: 440 },
  },
} satisfies Meta<typeof DataTable<Page>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SortedAscending: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Title' }));
    await expect(canvas.getByRole('columnheader', { name: 'Title' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'title', direction: 'ascending' });
  },
};

export const SortedDescending: Story = {
  args: { defaultSort: { key: 'createdOn', direction: 'ascending' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Created On' }));
    await expect(canvas.getByRole('columnheader', { name: 'Created On' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const RowClicked: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('cell', { name: 'Acme onboarding 1' }));
    await expect(args.onRowClick).toHaveBeenCalledWith(pages[0]);
    // A control inside the row does its own thing, not the row's.
    await userEvent.click(canvas.getByRole('button', { name: 'Share Initech pilot 5' }));
    await expect(args.onRowClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardRows: Story = {
  play: async ({ args, canvas }) => {
    const rows = canvas.getAllByRole('row');
    rows[1]!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(rows[3]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledWith(pages[2]);
  },
};

export const Selectable: Story = { args: { selectable: true } };

export const SomeSelected: Story = {
  args: { selectable: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Acme onboarding 1' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Q3 pipeline review 2' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  },
};

export const AllSelected: Story = {
  args: { selectable: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(pages.map((page) => page.id)));
    await expect(canvas.getByRole('checkbox', { name: 'Select Globex renewal 4' })).toBeChecked();
  },
};

export const Loading: Story = { args: { rows: [], loading: true, loadingLabel: 'Loading Analytics...' } };

export const Empty: Story = { args: { rows: [], emptyLabel: 'No Data To Display' } };

const many = makePages(100_000);

/** 100,000 rows: only the visible ones are in the DOM, so scrolling stays smooth. */
export const HundredThousandRows: Story = {
  args: { rows: many, selectable: true, defaultSort: { key: 'createdOn', direction: 'descending' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Pages' });
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    canvas.getAllByRole('row')[1]!.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(table).getByRole('cell', { name: many.at(-1)!.title })).toBeInTheDocument(),
    );
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DataTable
        {...args}
        label="Sorted and selected"
        rows={pages.slice(0, 4)}
        selectable
        defaultSelectedIds={new Set(['page-2'])}
        defaultSort={{ key: 'title', direction: 'descending' }}
        style={{ height: 'auto' }}
      />
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <DataTable
          {...args}
          label="Loading"
          rows={[]}
          loading
          loadingLabel="Loading Analytics..."
          style={{ height: 'auto' }}
        />
        <DataTable
          {...args}
          label="Empty"
          rows={[]}
          emptyLabel="No Data To Display"
          style={{ height: 'auto' }}
        />
      </div>
    </div>
  ),
};
