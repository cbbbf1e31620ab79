import type {
  CallResult,
  copyPage,
  createPage,
  deletePage,
  listPages,
  PageSummary,
  PageType,
} from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { confirmingDelete } from '../shared/confirmingDelete.ts';
import { loadable } from '../shared/loadingState.ts';

/** GET /web/page/{companyId}: the company's pages (§2.7). */
export type ListPagesReply = CallResult<typeof listPages>;
/** POST /web/page/{salesRepId}/{companyId}: payload[0] with id, type, live. */
export type CreatePageReply = CallResult<typeof createPage>;
/** POST /web/page/copy: payload[0] with the copy's id, type, live. */
export type CopyPageReply = CallResult<typeof copyPage>;
export type DeletePageReply = CallResult<typeof deletePage>;

/** Why a delete did not happen (spec 3 §8): the server refused, or no reply came. */
export type PageDeleteFailure = 'error' | 'unreachable';

export interface PageListInput {
  /** §2.7 the type picker's default: Q&A (customized), given by the page from the contract. */
  defaultType: PageType;
}

export interface PageListContext extends PageListInput {
  pages: PageSummary[];
  /** The type chosen in the picker. */
  type: PageType;
  /** The page whose delete is being confirmed or is in progress, or that is being cloned. */
  pending: PageSummary | null;
  /** The page whose prospect links panel is open under the table (§2.7 Share). */
  sharing: string | null;
}

export type PageListEvent =
  | { type: 'retry' }
  | { type: 'create.open' }
  | { type: 'type.choose'; pageType: PageType }
  | { type: 'create.continue' }
  | { type: 'create.cancel' }
  | { type: 'clone'; id: string }
  | { type: 'delete.request'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'share'; id: string }
  | { type: 'share.close' };

type IdEvent = { event: { id: string } };
const idOf = ({ event }: IdEvent) => ({ id: event.id });

/** Newest first by creation date (§2.7), whatever order the reply came in. */
const newestFirst = (pages: readonly PageSummary[]) =>
  [...pages].sort((a, b) =>
    a.date_created === b.date_created
      ? b.id.localeCompare(a.id)
      : b.date_created.localeCompare(a.date_created),
  );

/** What the table answers while nothing is under way. */
const tableEvents = {
  'create.open': { target: 'choosingType', actions: 'resetType' },
  clone: {
    guard: { type: 'isKnown', params: idOf },
    target: 'cloning',
    actions: { type: 'choose', params: idOf },
  },
  'delete.request': {
    guard: { type: 'isKnown', params: idOf },
    target: 'confirmingDelete',
    actions: { type: 'choose', params: idOf },
  },
  share: { guard: { type: 'isKnown', params: idOf }, actions: { type: 'share', params: idOf } },
  'share.close': { actions: 'closeShare' },
} as const;

/**
 * spec 3 §2.7 Page list: load the company's pages ('Loading Pages...'), newest first; on a load
 * error "Couldn't retrieve data. Refresh page." with a retry. Create opens the type picker (Embed,
 * Q&A, Collection; Q&A by default), Continue creates the page ('Error Encountered While Creating
 * Page' on failure) and opens its editor (`openEditor`). Clone copies a row with ' - Copy' (the page's
 * `clone` actor sends the title) and reloads, or says 'Error copying page'. Delete asks first, then
 * deletes; the dialog closes either way once the call returns ('Failed to Delete Page' when the
 * server refuses, "Couldn't connect to database" when no reply came). Share opens the row's
 * prospect links panel under the table.
 *
 * The page provides the calls (`load`, `create`, `clone`, `remove`), the toasts and `openEditor`.
 */
export const pageListMachine = setup({
  types: {
    context: {} as PageListContext,
    events: {} as PageListEvent,
    input: {} as PageListInput,
  },
  actors: {
    load: fromPromise<ListPagesReply>(async () => {
      throw new Error('the page list needs a `load` actor');
    }),
    create: fromPromise<CreatePageReply, { type: PageType }>(async () => {
      throw new Error('the page list needs a `create` actor');
    }),
    clone: fromPromise<CopyPageReply, { page: PageSummary }>(async () => {
      throw new Error('the page list needs a `clone` actor');
    }),
    remove: fromPromise<DeletePageReply, { id: string }>(async () => {
      throw new Error('the page list needs a `remove` actor');
    }),
  },
  guards: {
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    isKnown: ({ context }, params: { id: string }) => context.pages.some((page) => page.id === params.id),
  },
  actions: {
    notifyCreateFailed: () => {},
    notifyCloneFailed: () => {},
    notifyDeleteFailed: (_, _params: { failure: PageDeleteFailure }) => {},
    /** The new page's editor: /feature/page/edit/{id}/{type}/{live}. */
    openEditor: (_, _params: { id: string; type: PageType; live: 0 | 1 }) => {},
    keepPages: assign((_, params: { reply: ListPagesReply }) => ({
      pages: params.reply.status === 'success' ? newestFirst(params.reply.payload) : [],
    })),
    resetType: assign(({ context }) => ({ type: context.defaultType })),
    chooseType: assign((_, params: { type: PageType }) => ({ type: params.type })),
    choose: assign(({ context }, params: { id: string }) => ({
      pending: context.pages.find((page) => page.id === params.id) ?? null,
    })),
    forget: assign({ pending: null }),
    removePending: assign(({ context }) => ({
      pages: context.pages.filter((page) => page.id !== context.pending?.id),
      sharing: context.sharing === context.pending?.id ? null : context.sharing,
      pending: null,
    })),
    share: assign((_, params: { id: string }) => ({ sharing: params.id })),
    closeShare: assign({ sharing: null }),
  },
}).createMachine({
  id: 'pageList',
  context: ({ input }) => ({ ...input, pages: [], type: input.defaultType, pending: null, sharing: null }),
  initial: 'loading',
  states: {
    /** 'Loading Pages...' */
    /** "Couldn't retrieve data. Refresh page." */
    ...loadable({
      onDone: [
        {
          guard: {
            type: 'isSuccess',
            params: ({ event }: { event: { output: ListPagesReply } }) => ({ reply: event.output }),
          },
          target: 'ready',
          actions: {
            type: 'keepPages',
            params: ({ event }: { event: { output: ListPagesReply } }) => ({ reply: event.output }),
          },
        },
        { target: 'loadFailed' },
      ],
    }),
    ready: { on: tableEvents },
    /** The type picker (§2.7): radio Embed, Q&A, Collection; Continue and Cancel. */
    choosingType: {
      on: {
        'type.choose': {
          actions: { type: 'chooseType', params: ({ event }) => ({ type: event.pageType }) },
        },
        'create.continue': 'creating',
        'create.cancel': 'ready',
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'create',
        input: ({ context }) => ({ type: context.type }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'ready',
            actions: {
              type: 'openEditor',
              params: ({ event }) => {
                const created = event.output.status === 'success' ? event.output.payload[0] : null;
                return { id: created!.id, type: created!.type, live: created!.live };
              },
            },
          },
          { target: 'ready', actions: 'notifyCreateFailed' },
        ],
        onError: { target: 'ready', actions: 'notifyCreateFailed' },
      },
    },
    cloning: {
      tags: ['busy'],
      invoke: {
        src: 'clone',
        input: ({ context }) => ({ page: context.pending! }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'loading',
            actions: 'forget',
          },
          { target: 'ready', actions: ['forget', 'notifyCloneFailed'] },
        ],
        onError: { target: 'ready', actions: ['forget', 'notifyCloneFailed'] },
      },
    },
    confirmingDelete: confirmingDelete,
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ id: context.pending!.id }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'ready',
            actions: 'removePending',
          },
          {
            target: 'ready',
            actions: ['forget', { type: 'notifyDeleteFailed', params: { failure: 'error' } }],
          },
        ],
        onError: {
          target: 'ready',
          actions: ['forget', { type: 'notifyDeleteFailed', params: { failure: 'unreachable' } }],
        },
      },
    },
  },
});

export type PageListMachine = typeof pageListMachine;
