import { contactDetailForm, contactMessages } from '@showroom/contract';
import {
  type ContactListRecord,
  contactDetailMachine,
  type FetchListReply,
  type SaveListReply,
  type SaveListRequest,
  validateFields,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { sampleRecord } from '../fixtures.ts';
import { contactLabels } from '../messages.ts';
import { useContactDetailToasts } from '../toasts.ts';
import { ContactDetailScreen } from './ContactDetailScreen.tsx';

type DetailState = SnapshotFrom<typeof contactDetailMachine>['value'];

type DetailStoryProps = {
  state: DetailState;
  list?: ContactListRecord;
  title?: string;
  identifiers?: Record<string, string>;
  /** What a fake save answers; without one it never answers. */
  saveAnswer?: SaveListReply | Error;
  /** 'Download CSV': the page builds and saves the file; stories record the call. */
  onDownload?: (list: { id: string; title: string }) => void;
  /** The first rows are shown and the rest are still being handed over. */
  rowsPending?: boolean;
};

const today = new Date('2026-11-22T12:00:00Z');

/** The detail screen on a machine started in `state`, with fake calls and the page's toasts: no server needed. */
function DetailStory({
  state,
  list = sampleRecord(),
  title,
  identifiers,
  saveAnswer,
  onDownload = () => {},
  rowsPending = false,
}: DetailStoryProps) {
  const toasts = useContactDetailToasts();
  const machine = contactDetailMachine.provide({
    actions: { ...toasts, downloadCsv: (_, params) => onDownload(params) },
    actors: {
      fetchList: fromPromise<FetchListReply, { id: string }>(() => new Promise<never>(() => {})),
      saveList: fromPromise<SaveListReply, SaveListRequest>(async () => {
        if (!saveAnswer) return new Promise<never>(() => {});
        if (saveAnswer instanceof Error) throw saveAnswer;
        return saveAnswer;
      }),
    },
  });
  const loaded = !['loading', 'loadFailed', 'notFound'].includes(state as string);
  const values = {
    title: title ?? list.title,
    identifiers: identifiers ?? { ...list.contact_bank.identifiers },
  };
  const [snapshot, send] = useMachine(machine, {
    input: { id: list.id, schema: contactDetailForm },
    snapshot: machine.resolveState({
      value: state,
      context: {
        id: list.id,
        schema: contactDetailForm,
        list: loaded ? list : null,
        values: loaded ? values : { title: '', identifiers: {} },
        errors: loaded ? validateFields(contactDetailForm, values) : {},
        dirty: loaded && (title !== undefined || identifiers !== undefined),
        rowsPending,
      },
    }),
  });
  return <ContactDetailScreen snapshot={snapshot} send={send} today={today} />;
}

const meta = {
  title: 'console/Contacts/Detail',
  component: DetailStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/contact/view/5d0b7e0e-8f5c-4b6e-9a44-0d3c2f1e9a01/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { onDownload: fn() },
} satisfies Meta<typeof DetailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = () => screen.getByRole('button', { name: contactLabels.save });

export const Loading: Story = {
  args: { state: 'loading' },
  parameters: { machine: { id: 'contactDetail', state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(contactLabels.detailLoading);
  },
};

export const Editing: Story = {
  args: { state: 'editing' },
  parameters: { machine: { id: 'contactDetail', state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(contactLabels.titleLabel)).toHaveValue('Q3 webinar attendees');
    await expect(canvas.getByText('November 22, 2026')).toBeVisible();
    await expect(canvas.getByText(contactMessages.identifierHelper)).toBeVisible();
    await expect(canvas.getByLabelText(contactLabels.identifierFor('Email'))).toHaveValue('email');
    await expect(canvas.getByLabelText(contactLabels.identifierFor('Company'))).toHaveAttribute(
      'placeholder',
      contactMessages.identifierPlaceholder,
    );
    // Cells are text: the markup and the formula show as typed.
    await expect(canvas.getByText("<script>alert('c')</script>")).toBeVisible();
    await expect(canvas.getByText('=HYPERLINK("http://attacker.example")')).toBeVisible();
    await expect(save()).toBeDisabled();
  },
};

/** 'Download CSV' asks the page (the machine's `downloadCsv`) for the saved list as a file. */
export const EditingDownload: Story = {
  name: 'Editing (download CSV)',
  args: { state: 'editing' },
  parameters: { machine: { id: 'contactDetail', state: 'editing' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: contactLabels.downloadCsv }));
    await expect(args.onDownload).toHaveBeenCalledWith({
      id: '5d0b7e0e-8f5c-4b6e-9a44-0d3c2f1e9a01',
      title: 'Q3 webinar attendees',
    });
  },
};

export const EditingIdentifiers: Story = {
  name: 'Editing (identifiers typed)',
  args: { state: 'editing' },
  parameters: { machine: { id: 'contactDetail', state: 'editing' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(contactLabels.identifierFor('Company')), 'company');
    await expect(save()).toBeEnabled();
    await userEvent.type(canvas.getByLabelText(contactLabels.identifierFor('Title')), 'company');
    await expect(await canvas.findByText('Each identifier can be used for one column only')).toBeVisible();
    await expect(save()).toBeDisabled();
  },
};

/** 100,000 rows: the grid renders only what is visible. */
export const EditingLargeList: Story = {
  name: 'Editing (100,000 rows)',
  args: { state: 'editing', list: sampleRecord(100_000) },
  parameters: { machine: { id: 'contactDetail', state: 'editing' } },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('table', { name: contactLabels.gridLabel });
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect(grid.querySelectorAll('tbody tr').length).toBeLessThan(60);
  },
};

export const RowsArriving: Story = {
  name: 'Editing (the rest of the rows still arriving)',
  args: { state: 'editing', title: 'Renamed list', rowsPending: true },
  parameters: { machine: { id: 'contactDetail', state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("<script>alert('c')</script>")).toBeVisible();
    // Save sends the bank back whole: it waits for every row.
    await expect(save()).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { state: 'saving', title: 'Renamed list' },
  parameters: { machine: { id: 'contactDetail', state: 'saving' } },
  play: async ({ canvas }) => {
    await expect(save()).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(contactLabels.titleLabel)).toHaveAttribute('readonly');
  },
};

/** spec 1 §2: Save, the server takes it, 'List updated' confirms it and Save is off again. */
export const EditingSaved: Story = {
  name: 'Editing (saved)',
  args: {
    state: 'editing',
    saveAnswer: {
      status: 'success',
      payload: {
        id: '5d0b7e0e-8f5c-4b6e-9a44-0d3c2f1e9a01',
        title: 'Q3 webinar attendees',
        name: 'Riley Morgan',
        salesrep_id: '4b0e0d3c-5f6a-4c1e-9d55-2a1f3e2b7c10',
        date_created: '2026-11-20 15:04:05',
        row_count: 200,
        identifier_count: 3,
      },
      httpStatus: 200,
    },
  },
  parameters: { machine: { id: 'contactDetail', state: 'editing' }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(contactLabels.identifierFor('Company')), 'company');
    await userEvent.click(save());
    await waitFor(() => expect(screen.getByText(contactLabels.saved)).toBeVisible());
    await expect(save()).toBeDisabled();
    await expect(canvas.getByLabelText(contactLabels.identifierFor('Company'))).toHaveValue('company');
  },
};

/** Reached the way a rep does (the toast is the transition's effect): type, Save, the server refuses. */
export const SaveFailedAfterSave: Story = {
  name: 'Save failed (after Save)',
  args: {
    state: 'editing',
    saveAnswer: { status: 'error', payload: null, message: 'Invalid request', httpStatus: 400 },
  },
  parameters: { machine: { id: 'contactDetail', state: 'saveFailed' }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(contactLabels.identifierFor('Company')), 'company');
    await userEvent.click(save());
    await waitFor(() => expect(screen.getByText(contactMessages.updateError)).toBeVisible());
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { state: 'loadFailed' },
  parameters: { machine: { id: 'contactDetail', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(contactLabels.loadError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: contactLabels.retry })).toBeEnabled();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  args: { state: 'notFound' },
  parameters: { machine: { id: 'contactDetail', state: 'notFound' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(contactLabels.notFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: contactLabels.backToLists })).toHaveAttribute(
      'href',
      '/feature/contact/',
    );
  },
};
