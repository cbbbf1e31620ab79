import { contactMessages } from '@showroom/contract';
import {
  type ContactListItem,
  contactListsMachine,
  type DeleteReply,
  type ListsReply,
} from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { DeleteConfirmation } from '../DeleteConfirmation.tsx';
import { sampleLists } from '../fixtures.ts';
import { contactLabels } from '../messages.ts';
import { useContactListsToasts } from '../toasts.ts';
import { ContactListScreen } from './ContactListScreen.tsx';

type ListsState = SnapshotFrom<typeof contactListsMachine>['value'];

type ListsStoryProps = {
  state: ListsState;
  lists?: ContactListItem[];
  failure?: 'error' | 'unreachable' | null;
  /** The list being confirmed or deleted. */
  pending?: ContactListItem | null;
  /** What a fake delete answers; without one it never answers. */
  deleteAnswer?: DeleteReply | Error;
  onUpload?: () => void;
  onOpen?: (id: string) => void;
};

/** The contacts list on a machine started in `state`, with fake calls and the page's toasts: no server needed. */
function ListsStory({
  state,
  lists = sampleLists,
  failure = null,
  pending = null,
  deleteAnswer,
  onUpload = () => {},
  onOpen = () => {},
}: ListsStoryProps) {
  const machine = contactListsMachine.provide({
    actions: useContactListsToasts(),
    actors: {
      fetchLists: fromPromise<ListsReply>(() => new Promise<never>(() => {})),
      deleteList: fromPromise<DeleteReply, { id: string }>(async () => {
        if (!deleteAnswer) return new Promise<never>(() => {});
        if (deleteAnswer instanceof Error) throw deleteAnswer;
        return deleteAnswer;
      }),
    },
  });
  const [snapshot, send] = useMachine(machine, {
    snapshot: machine.resolveState({
      value: state,
      context: { lists: state === 'loading' || state === 'loadFailed' ? [] : lists, pending, failure },
    }),
  });
  return (
    <ContactListScreen snapshot={snapshot} send={send} onUpload={onUpload} onOpen={onOpen}>
      <DeleteConfirmation snapshot={snapshot} send={send} />
    </ContactListScreen>
  );
}

const meta = {
  title: 'console/Contacts/List',
  component: ListsStory,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/feature/contact/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { onUpload: fn(), onOpen: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ListsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: contactLabels.tableLabel });

export const Loading: Story = {
  args: { state: 'loading' },
  parameters: { machine: { id: 'contactLists', state: 'loading' } },
  play: async () => {
    await expect(within(table()).getByText(contactLabels.loading)).toBeVisible();
  },
};

export const Ready: Story = {
  args: { state: 'ready' },
  parameters: { machine: { id: 'contactLists', state: 'ready' } },
  play: async ({ args, canvas }) => {
    for (const header of [
      contactLabels.title,
      contactLabels.rows,
      contactLabels.identifiers,
      contactLabels.owner,
      contactLabels.createdOn,
      contactLabels.action,
    ]) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // spec 1 §2: a blank title is 'N/A'; dates are long US dates; counts as numbers.
    await expect(canvas.getByText(contactMessages.notAvailable)).toBeVisible();
    await expect(canvas.getByText('November 20, 2026')).toBeVisible();
    await expect(canvas.getByText('100,000')).toBeVisible();
    // A title that looks like markup is text.
    await expect(canvas.getByText('<img src=x onerror=alert(1)> partners')).toBeVisible();

    await userEvent.click(canvas.getByText('Q3 webinar attendees'));
    await expect(args.onOpen).toHaveBeenCalledWith(sampleLists[0]!.id);
    await userEvent.click(canvas.getByRole('button', { name: contactLabels.upload }));
    await expect(args.onUpload).toHaveBeenCalled();
  },
};

export const ReadyEmpty: Story = {
  name: 'Ready (no lists)',
  args: { state: 'ready', lists: [] },
  parameters: { machine: { id: 'contactLists', state: 'ready' } },
  play: async () => {
    await expect(within(table()).getByText(contactLabels.empty)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { state: 'loadFailed', failure: 'error' },
  parameters: { machine: { id: 'contactLists', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(contactLabels.loadError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: contactLabels.retry })).toBeEnabled();
  },
};

export const LoadFailedUnreachable: Story = {
  name: 'Load failed (unreachable)',
  args: { state: 'loadFailed', failure: 'unreachable' },
  parameters: { machine: { id: 'contactLists', state: 'loadFailed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(contactMessages.cannotConnect)).toBeVisible();
  },
};

export const Confirming: Story = {
  args: { state: 'confirming', pending: sampleLists[0] },
  parameters: { machine: { id: 'contactLists', state: 'confirming' } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByText(contactMessages.deleteQuestion)).toBeVisible();
    await expect(within(dialog).getByText(contactMessages.deleteWarning)).toBeVisible();
  },
};

/** The row's delete button, then Cancel: back to ready with the list kept. */
export const ReadyDeleteCancelled: Story = {
  name: 'Ready (delete cancelled)',
  args: { state: 'ready' },
  parameters: { machine: { id: 'contactLists', state: 'ready' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: contactLabels.deleteList('Q3 webinar attendees') }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: contactLabels.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('Q3 webinar attendees')).toBeVisible();
  },
};

/** Reached the way a rep does: the toast is the transition's effect. The fake delete never answers. */
export const Deleting: Story = {
  args: { state: 'ready' },
  parameters: { machine: { id: 'contactLists', state: 'deleting' }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: contactLabels.deleteList('Q3 webinar attendees') }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: contactLabels.delete }),
    );
    await waitFor(() => expect(screen.getByText(contactMessages.deleteInProgress)).toBeVisible());
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: contactLabels.delete })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Reached the way a rep does: delete, confirm, the server refuses. */
export const DeleteFailed: Story = {
  name: 'Delete failed',
  args: {
    state: 'ready',
    deleteAnswer: { status: 'error', payload: null, message: 'Contact list not found', httpStatus: 404 },
  },
  parameters: { machine: { id: 'contactLists', state: 'deleteFailed' }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: contactLabels.deleteList('Q3 webinar attendees') }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: contactLabels.delete }));
    await waitFor(() => expect(screen.getByText(contactMessages.deleteError)).toBeVisible());
    await expect(canvas.getByText('Q3 webinar attendees')).toBeVisible();
  },
};

export const DeleteFailedUnreachable: Story = {
  name: 'Delete failed (unreachable)',
  args: { state: 'ready', deleteAnswer: new TypeError('Failed to fetch') },
  parameters: { machine: { id: 'contactLists', state: 'deleteFailed' }, toast: { duration: Infinity } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: contactLabels.deleteList('Q3 webinar attendees') }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: contactLabels.delete }),
    );
    await waitFor(() => expect(screen.getByText(contactMessages.cannotConnect)).toBeVisible());
  },
};
