import type { CallResult, ContactListSummary, deleteContactList, listContactLists } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { confirmingDelete } from '../shared/confirmingDelete.ts';

/** One row of the contacts table: the contract's `contactListSummary`. */
export type ContactListItem = ContactListSummary;

/** GET /web/contact/company/{companyId} as the contract client resolves it. */
export type ListsReply = CallResult<typeof listContactLists>;
/** DELETE /web/contact/{id} as the contract client resolves it. */
export type DeleteReply = CallResult<typeof deleteContactList>;

/** Why a call failed: the server said no ('error'), or no reply came ('unreachable'). */
export type ListsFailure = 'error' | 'unreachable';

export interface ContactListsContext {
  lists: ContactListItem[];
  /** The list whose delete is being confirmed or is in progress. */
  pending: ContactListItem | null;
  failure: ListsFailure | null;
}

export type ContactListsEvent =
  | { type: 'refresh' }
  | { type: 'delete.request'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** What the table answers while no delete is under way: reload, or ask to delete one of its lists. */
const tableEvents = {
  refresh: 'loading',
  'delete.request': {
    guard: { type: 'isKnown', params: ({ event }: { event: { id: string } }) => ({ id: event.id }) },
    target: 'confirming',
    actions: { type: 'choose', params: ({ event }: { event: { id: string } }) => ({ id: event.id }) },
  },
} as const;

/** A delete that did not happen: why is kept and toasted, and the list is no longer pending. */
const deleteFailed = (failure: ListsFailure) =>
  ({
    target: 'deleteFailed',
    actions: [
      { type: 'fail', params: { failure } },
      'forget',
      { type: 'failDeleteProgress', params: { failure } },
    ],
  }) as const;

/**
 * spec 1 §2 Contacts list: load the company's lists; delete one after 'Are you sure you want to
 * delete this link?' ('Delete in Progress', then 'Error deleting contact list' or
 * "Couldn't connect to database" on failure, spec 1 §8). `refresh` reloads after an upload.
 *
 * The toasts are the machine's effects, named actions the page provides (the console's
 * `useContactListsToasts`): `showDeleteProgress` when the call goes out, then `endDeleteProgress`
 * or `failDeleteProgress` with why.
 */
export const contactListsMachine = setup({
  types: {
    context: {} as ContactListsContext,
    events: {} as ContactListsEvent,
  },
  actors: {
    fetchLists: fromPromise<ListsReply>(async () => {
      throw new Error('contactListsMachine needs a `fetchLists` actor');
    }),
    deleteList: fromPromise<DeleteReply, { id: string }>(async () => {
      throw new Error('contactListsMachine needs a `deleteList` actor');
    }),
  },
  guards: {
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    isKnown: ({ context }, params: { id: string }) => context.lists.some((list) => list.id === params.id),
  },
  actions: {
    showDeleteProgress: () => {},
    endDeleteProgress: () => {},
    failDeleteProgress: (_, _params: { failure: ListsFailure }) => {},
    keepLists: assign((_, params: { reply: ListsReply }) => ({
      lists: params.reply.status === 'success' ? params.reply.payload : [],
      failure: null,
    })),
    fail: assign((_, params: { failure: ListsFailure }) => ({ failure: params.failure })),
    choose: assign(({ context }, params: { id: string }) => ({
      pending: context.lists.find((list) => list.id === params.id) ?? null,
    })),
    forget: assign({ pending: null }),
    removePending: assign(({ context }) => ({
      lists: context.lists.filter((list) => list.id !== context.pending?.id),
      pending: null,
      failure: null,
    })),
  },
}).createMachine({
  id: 'contactLists',
  context: { lists: [], pending: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchLists',
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'ready',
            actions: { type: 'keepLists', params: ({ event }) => ({ reply: event.output }) },
          },
          { target: 'loadFailed', actions: { type: 'fail', params: { failure: 'error' } } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'fail', params: { failure: 'unreachable' } } },
      },
    },
    loadFailed: {
      on: { refresh: 'loading' },
    },
    ready: { on: tableEvents },
    /** spec 1 §2: 'Are you sure you want to delete this link?' / 'Once deleted cannot be recovered'. */
    confirming: confirmingDelete,
    /** spec 1 §8: the progress toast 'Delete in Progress'. */
    deleting: {
      tags: ['busy'],
      entry: 'showDeleteProgress',
      invoke: {
        src: 'deleteList',
        input: ({ context }) => ({ id: context.pending!.id }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'ready',
            actions: ['removePending', 'endDeleteProgress'],
          },
          deleteFailed('error'),
        ],
        onError: deleteFailed('unreachable'),
      },
    },
    /** The table stays as it was; the toast says why the delete did not happen. */
    deleteFailed: { on: tableEvents },
  },
});
