import type { CallResult, ContactListSummary, deleteContactList, listContactLists } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';

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
    ready: {
      on: {
        refresh: 'loading',
        'delete.request': {
          guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) },
          target: 'confirming',
          actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    /** spec 1 §2: 'Are you sure you want to delete this link?' / 'Once deleted cannot be recovered'. */
    confirming: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'ready', actions: 'forget' },
      },
    },
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
          {
            target: 'deleteFailed',
            actions: [
              { type: 'fail', params: { failure: 'error' } },
              'forget',
              { type: 'failDeleteProgress', params: { failure: 'error' } },
            ],
          },
        ],
        onError: {
          target: 'deleteFailed',
          actions: [
            { type: 'fail', params: { failure: 'unreachable' } },
            'forget',
            { type: 'failDeleteProgress', params: { failure: 'unreachable' } },
          ],
        },
      },
    },
    /** The table stays as it was; the toast says why the delete did not happen. */
    deleteFailed: {
      on: {
        refresh: 'loading',
        'delete.request': {
          guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) },
          target: 'confirming',
          actions: { type: 'choose', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
  },
});

export type ContactListsMachine = typeof contactListsMachine;
