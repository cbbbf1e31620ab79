import type { EmbedCodeParts, ListedEmbedKind } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';
import { confirmingDelete } from '../shared/confirmingDelete.ts';
import { pagingEvents, pagingGuards } from '../shared/paging.ts';
import { embedCodeMachine } from './embedCodeMachine.ts';
import {
  allSucceeded,
  anyFullPage,
  type CopyEmbedReply,
  type DeleteEmbedReply,
  type EmbedDeleteFailure,
  type EmbedListContext,
  type EmbedListEvent,
  type EmbedListInput,
  type EmbedPageReplies,
  type EmbedRef,
  findCard,
  mixCards,
} from './embedList.ts';
import { shareMachine } from './shareMachine.ts';

export {
  type CopyEmbedReply,
  type DeleteEmbedReply,
  type EmbedCard,
  type EmbedDeleteFailure,
  type EmbedListContext,
  type EmbedListEvent,
  type EmbedListInput,
  type EmbedPageReplies,
  type EmbedRef,
  mixCards,
} from './embedList.ts';

/** A delete that did not happen: why is toasted, the confirmation closes and the card stays. */
const deleteFailed = (failure: EmbedDeleteFailure) =>
  ({
    target: 'ready',
    actions: [
      {
        type: 'failDeleteProgress',
        params: ({ context }: { context: EmbedListContext }) => ({ kind: context.pending!.kind, failure }),
      },
      'forget',
    ],
  }) as const;

/** The card an event names, when the page holds it. */
const known = { type: 'isKnown', params: ({ event }: { event: EmbedRef }) => event } as const;

/**
 * spec 2 §2 Embeds list, §4 Delete, §7 copy and delete answers, §8, §9. Two regions:
 *
 * - `list`: page N of Hero, Solo and CYOA at once (the page's `fetchPage` makes the three GET calls
 *   with limit 25 and pageNo), mixed newest first; previous from page 2, next unless all three
 *   lists came back short, the page box; 'Couldn't retrieve data. Refresh page.' when any of
 *   the three fails. Clone (POST /web/<kind>/copy; anything but success: 'Error copying embed';
 *   success: the page is fetched again with the copy in it). Delete after 'Are you sure you want
 *   to delete this?' ('Delete in Progress', then 'Failed to delete <kind> embed' or "Couldn't
 *   connect to database"; the confirmation closes either way once the call returns).
 * - `dialog`: the type chooser (Choose Your Adventure by default; Continue asks the page to open
 *   the new editor), the share dialog and the embed-code dialog, each only for a live widget,
 *   each its own machine invoked here (`share`, `embedCode`) and closed when it ends.
 *
 * Effects the page provides: the calls (`fetchPage`, `copy`, `remove`), the child machines'
 * own calls (`share`, `embedCode` provided with theirs), the toasts (`notifyCopyFailed`,
 * `notifyCloned`, `showDeleteProgress`, `endDeleteProgress`, `failDeleteProgress`) and
 * `openNewEditor` (navigation).
 */
export const embedListMachine = setup({
  types: {
    context: {} as EmbedListContext,
    events: {} as EmbedListEvent,
    input: {} as EmbedListInput,
    children: {} as { share: 'share'; embedCode: 'embedCode' },
  },
  actors: {
    fetchPage: fromPromise<EmbedPageReplies, { page: number; limit: number }>(async () => {
      throw new Error('embedListMachine needs a `fetchPage` actor');
    }),
    copy: fromPromise<CopyEmbedReply, EmbedRef>(async () => {
      throw new Error('embedListMachine needs a `copy` actor');
    }),
    remove: fromPromise<DeleteEmbedReply, EmbedRef>(async () => {
      throw new Error('embedListMachine needs a `remove` actor');
    }),
    share: shareMachine,
    embedCode: embedCodeMachine,
  },
  guards: {
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    allSucceeded: (_, params: { replies: EmbedPageReplies }) => allSucceeded(params.replies),
    hasNextPage: ({ context }) => context.more,
    ...pagingGuards,
    isKnown: ({ context }, params: EmbedRef) => findCard(context.cards, params) !== null,
    /** spec 2 §2: 'Share in a page' and 'Embed' only for a published widget. */
    isLive: ({ context }, params: EmbedRef) => findCard(context.cards, params)?.live === true,
  },
  actions: {
    keepPage: assign(({ context }, params: { replies: EmbedPageReplies }) => ({
      cards: mixCards(params.replies),
      more: anyFullPage(params.replies, context.pageSize),
    })),
    forgetPage: assign({ cards: [], more: false }),
    goTo: assign((_, params: { page: number }) => ({ page: params.page })),
    choose: assign(({ context }, params: EmbedRef) => ({ pending: findCard(context.cards, params) })),
    forget: assign({ pending: null }),
    removePending: assign(({ context }) => ({
      cards: context.cards.filter((card) => card !== context.pending),
      pending: null,
    })),
    startCopy: assign(({ context }, params: EmbedRef) => ({ copying: findCard(context.cards, params) })),
    endCopy: assign({ copying: null }),
    resetChooser: assign({ chosenKind: 'cyoa' as ListedEmbedKind }),
    chooseKind: assign((_, params: { kind: ListedEmbedKind }) => ({ chosenKind: params.kind })),
    target: assign(({ context }, params: EmbedRef) => ({ target: findCard(context.cards, params) })),
    forgetTarget: assign({ target: null }),
    notifyCopyFailed: () => {},
    notifyCloned: () => {},
    showDeleteProgress: () => {},
    endDeleteProgress: () => {},
    failDeleteProgress: (_, _params: { kind: ListedEmbedKind; failure: EmbedDeleteFailure }) => {},
    /** spec 2 §2 Type chooser: Continue goes to /feature/embeds/{type} (the page navigates). */
    openNewEditor: (_, _params: { kind: ListedEmbedKind }) => {},
  },
}).createMachine({
  id: 'embedList',
  context: ({ input }) => ({
    ...input,
    page: 1,
    cards: [],
    more: false,
    pending: null,
    copying: null,
    chosenKind: 'cyoa',
    target: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        /** The three lists of the page, at once; the loading text shows. */
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({ page: context.page, limit: context.pageSize }),
            onDone: [
              {
                guard: { type: 'allSucceeded', params: ({ event }) => ({ replies: event.output }) },
                target: 'ready',
                actions: { type: 'keepPage', params: ({ event }) => ({ replies: event.output }) },
              },
              { target: 'loadFailed', actions: 'forgetPage' },
            ],
            onError: { target: 'loadFailed', actions: 'forgetPage' },
          },
        },
        /** spec 2 §2 "Couldn't retrieve data. Refresh page." */
        loadFailed: {
          on: { refresh: 'loading' },
        },
        /** The cards; every action on them starts here, also while the page is fetched again. */
        ready: {
          initial: 'idle',
          states: {
            idle: {},
            /** The same page fetched again after a clone or a delete: the cards stay meanwhile. */
            refreshing: {
              invoke: {
                src: 'fetchPage',
                input: ({ context }) => ({ page: context.page, limit: context.pageSize }),
                onDone: [
                  {
                    guard: { type: 'allSucceeded', params: ({ event }) => ({ replies: event.output }) },
                    target: 'idle',
                    actions: { type: 'keepPage', params: ({ event }) => ({ replies: event.output }) },
                  },
                  { target: '#embedList.list.loadFailed', actions: 'forgetPage' },
                ],
                onError: { target: '#embedList.list.loadFailed', actions: 'forgetPage' },
              },
            },
          },
          on: {
            refresh: 'loading',
            ...pagingEvents,
            clone: {
              guard: known,
              target: 'cloning',
              actions: { type: 'startCopy', params: ({ event }) => event },
            },
            'delete.request': {
              guard: known,
              target: 'confirming',
              actions: { type: 'choose', params: ({ event }) => event },
            },
          },
        },
        /** spec 2 §2 Clone: the copy ('<name> - Copy', dated now) shows once the page is fetched again. */
        cloning: {
          tags: ['busy'],
          invoke: {
            src: 'copy',
            input: ({ context }) => ({ kind: context.copying!.kind, id: context.copying!.id }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                target: 'ready.refreshing',
                actions: ['notifyCloned', 'endCopy'],
              },
              { target: 'ready', actions: ['notifyCopyFailed', 'endCopy'] },
            ],
            onError: { target: 'ready', actions: ['notifyCopyFailed', 'endCopy'] },
          },
        },
        /** 'Are you sure you want to delete this?' */
        confirming: confirmingDelete,
        /** 'Delete in Progress'; the confirmation stays open (busy) until the call returns. */
        deleting: {
          tags: ['busy'],
          entry: 'showDeleteProgress',
          invoke: {
            src: 'remove',
            input: ({ context }) => ({ kind: context.pending!.kind, id: context.pending!.id }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                // The page is fetched again, so a card from the next page fills the gap.
                target: 'ready.refreshing',
                actions: ['removePending', 'endDeleteProgress'],
              },
              deleteFailed('error'),
            ],
            onError: deleteFailed('unreachable'),
          },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'create.open': { target: 'choosingType', actions: 'resetChooser' },
            'share.open': {
              guard: { type: 'isLive', params: ({ event }) => event },
              target: 'sharing',
              actions: { type: 'target', params: ({ event }) => event },
            },
            'code.open': {
              guard: { type: 'isLive', params: ({ event }) => event },
              target: 'showingCode',
              actions: { type: 'target', params: ({ event }) => event },
            },
          },
        },
        /** spec 2 §2 Type chooser 'Select the type of embed to continue'. */
        choosingType: {
          on: {
            'type.choose': {
              actions: { type: 'chooseKind', params: ({ event }) => ({ kind: event.kind }) },
            },
            'type.continue': {
              target: 'closed',
              actions: { type: 'openNewEditor', params: ({ context }) => ({ kind: context.chosenKind }) },
            },
            'dialog.close': 'closed',
          },
        },
        /** spec 2 §2 Share dialog, for the live widget in `target`. */
        sharing: {
          invoke: {
            id: 'share',
            src: 'share',
            input: ({ context }) => ({
              ...context.share,
              kind: context.target!.kind,
              id: context.target!.id,
            }),
            onDone: { target: 'closed', actions: 'forgetTarget' },
          },
        },
        /** spec 2 §2 Embed code dialog, for the live widget in `target`. */
        showingCode: {
          invoke: {
            id: 'embedCode',
            src: 'embedCode',
            input: ({ context }) => ({
              kind: context.target!.kind,
              id: context.target!.id,
              sneak: context.target!.kind === 'solo' && context.target!.sneak,
              snippet: (parts: EmbedCodeParts | undefined) => context.snippet(context.target!, parts),
            }),
            onDone: { target: 'closed', actions: 'forgetTarget' },
          },
        },
      },
    },
  },
});

export type EmbedListMachine = typeof embedListMachine;
