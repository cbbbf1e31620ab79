import type { CallResult, deleteRelationship, listRelationships, Relationship } from '@showroom/contract';
import { assign, fromPromise, raise, setup } from 'xstate';
import { type LinkGenerationInput, type LinkPage, linkGenerationMachine } from './linkGenerationMachine.ts';
import { pageLoadable, pageLoadInput } from './pageLoading.ts';

/** GET salesrep/{salesRepId}/relationship?page_id as the contract client resolves it. */
export type RelationshipsReply = CallResult<typeof listRelationships>;
/** DELETE /relationship/{relationshipId} as the contract client resolves it. */
export type DeleteRelationshipReply = CallResult<typeof deleteRelationship>;

export interface ProspectLinksInput {
  page: LinkPage;
  /** What the link-generation dialog needs besides the page (the seller id and the §5 rules). */
  generation: Omit<LinkGenerationInput, 'page'>;
}

export interface ProspectLinksContext extends ProspectLinksInput {
  /** The page's prospect links, newest first, as the server lists them. */
  links: Relationship[];
  /** The ticked rows' ids, in no particular order. */
  selected: string[];
  /** The link whose delete is being confirmed or is under way. */
  pending: Relationship | null;
}

export type ProspectLinksEvent =
  | { type: 'retry' }
  | { type: 'selection.change'; ids: string[] }
  | { type: 'copy'; id: string }
  | { type: 'delete.request'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'download' }
  | { type: 'generate.open' }
  | { type: 'links.changed' };

/** The rows to export, in the table's order: the ticked ones (§2.8 Download URLs). */
export const selectedLinks = (context: Pick<ProspectLinksContext, 'links' | 'selected'>) => {
  const ticked = new Set(context.selected);
  return context.links.filter((link) => ticked.has(link.id));
};

/** The links' reply, as a load's guard and action read it (nothing infers it outside `createMachine`). */
const linksReplyOf = ({ event }: { event: { output: RelationshipsReply } }) => ({ reply: event.output });

const known = ({ context }: { context: ProspectLinksContext }, params: { id: string }) =>
  context.links.some((link) => link.id === params.id);

/**
 * spec 3 §2.8 Prospect links panel, §4.4, §8 ('Cannot retrieve data', 'Copied', 'Failed to
 * delete relationship', 'Error downloading URLs'). Two regions:
 *
 * - `list`: the page's relationships (GET salesrep/{salesRepId}/relationship?page_id, the `load`
 *   actor); rows ticked one by one or all at once (`selection.change` with the ticked ids); Copy
 *   puts a row's link on the clipboard ('Copied'); the delete icon asks first, then deletes the
 *   relationship (its link stops opening) and the row goes; Download URLs exports the ticked rows
 *   (name, email, date created, URL) as a CSV named after the page (the `download` actor).
 * - `dialog`: Generate Link opens 'Choose link type' (`linkGeneration`, invoked here with the
 *   page); when it closes having made any link, the table is read again.
 *
 * Effects the page provides: the calls (`load`, `remove`), the clipboard (`writeText`), the file
 * (`download`), the dialog's own calls (`linkGeneration` provided with them), and the toasts
 * (`notifyCopied`, `notifyCopyFailed`, `showDeleteProgress`, `endDeleteProgress`,
 * `failDeleteProgress`, `notifyDownloadFailed`, `notifyRefreshFailed`).
 */
export const prospectLinksMachine = setup({
  types: {
    context: {} as ProspectLinksContext,
    events: {} as ProspectLinksEvent,
    input: {} as ProspectLinksInput,
    children: {} as { linkGeneration: 'linkGeneration' },
  },
  actors: {
    load: fromPromise<RelationshipsReply, { pageId: string }>(async () => {
      throw new Error('prospectLinksMachine needs a `load` actor');
    }),
    remove: fromPromise<DeleteRelationshipReply, { id: string }>(async () => {
      throw new Error('prospectLinksMachine needs a `remove` actor');
    }),
    writeText: fromPromise<void, { text: string }>(async () => {
      throw new Error('prospectLinksMachine needs a `writeText` actor');
    }),
    download: fromPromise<void, { title: string; links: Relationship[] }>(async () => {
      throw new Error('prospectLinksMachine needs a `download` actor');
    }),
    linkGeneration: linkGenerationMachine,
  },
  guards: {
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    isKnown: known,
    hasSelection: ({ context }) => selectedLinks(context).length > 0,
    madeAny: (_, params: { changed: boolean }) => params.changed,
  },
  actions: {
    keepLinks: assign((_, params: { reply: RelationshipsReply }) => ({
      links: params.reply.status === 'success' ? params.reply.payload : [],
    })),
    /** Ticks only of rows that are there. */
    select: assign(({ context }, params: { ids: string[] }) => {
      const ids = new Set(params.ids);
      return { selected: context.links.filter((link) => ids.has(link.id)).map((link) => link.id) };
    }),
    /** A fresh list: the ticks of links that are gone go with them. */
    keepTicksOfKnown: assign(({ context }) => ({ selected: selectedLinks(context).map((link) => link.id) })),
    choose: assign(({ context }, params: { id: string }) => ({
      pending: context.links.find((link) => link.id === params.id) ?? null,
    })),
    forget: assign({ pending: null }),
    removePending: assign(({ context }) => ({
      links: context.links.filter((link) => link.id !== context.pending?.id),
      selected: context.selected.filter((id) => id !== context.pending?.id),
      pending: null,
    })),
    announceChange: raise({ type: 'links.changed' }),
    notifyCopied: () => {},
    notifyCopyFailed: () => {},
    showDeleteProgress: () => {},
    endDeleteProgress: () => {},
    failDeleteProgress: () => {},
    notifyDownloadFailed: () => {},
    notifyRefreshFailed: () => {},
  },
}).createMachine({
  id: 'prospectLinks',
  context: ({ input }) => ({ ...input, links: [], selected: [], pending: null }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        /** Failed: §8 'Cannot retrieve data'. */
        ...pageLoadable({
          onDone: [
            {
              guard: { type: 'isSuccess', params: linksReplyOf },
              target: 'ready',
              actions: [{ type: 'keepLinks', params: linksReplyOf }, 'keepTicksOfKnown'],
            },
            { target: 'loadFailed' },
          ],
        }),
        ready: {
          initial: 'idle',
          on: {
            'selection.change': { actions: { type: 'select', params: ({ event }) => event } },
            'links.changed': '.refreshing',
          },
          states: {
            idle: {
              on: {
                copy: {
                  guard: { type: 'isKnown', params: ({ event }) => event },
                  target: 'copying',
                  actions: { type: 'choose', params: ({ event }) => event },
                },
                'delete.request': {
                  guard: { type: 'isKnown', params: ({ event }) => event },
                  target: '#prospectLinks.list.confirming',
                  actions: { type: 'choose', params: ({ event }) => event },
                },
                download: { guard: 'hasSelection', target: 'downloading' },
              },
            },
            /** Read again after links were made; the rows stay meanwhile. */
            refreshing: {
              invoke: {
                id: 'load',
                src: 'load',
                input: pageLoadInput,
                onDone: [
                  {
                    guard: { type: 'isSuccess', params: linksReplyOf },
                    target: 'idle',
                    actions: [{ type: 'keepLinks', params: linksReplyOf }, 'keepTicksOfKnown'],
                  },
                  { target: 'idle', actions: 'notifyRefreshFailed' },
                ],
                onError: { target: 'idle', actions: 'notifyRefreshFailed' },
              },
            },
            /** The row's link on its way to the clipboard; §8 'Copied'. */
            copying: {
              invoke: {
                id: 'writeText',
                src: 'writeText',
                input: ({ context }) => ({ text: context.pending?.url ?? '' }),
                onDone: { target: 'idle', actions: ['forget', 'notifyCopied'] },
                onError: { target: 'idle', actions: ['forget', 'notifyCopyFailed'] },
              },
            },
            /** §2.8 Download URLs: the ticked rows as a CSV; §8 'Error downloading URLs'. */
            downloading: {
              tags: ['busy'],
              invoke: {
                id: 'download',
                src: 'download',
                input: ({ context }) => ({ title: context.page.title, links: selectedLinks(context) }),
                onDone: 'idle',
                onError: { target: 'idle', actions: 'notifyDownloadFailed' },
              },
            },
          },
        },
        /** The delete icon asks first (§8: the dialog closes either way once the call returns). */
        confirming: {
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'ready', actions: 'forget' },
            'selection.change': { actions: { type: 'select', params: ({ event }) => event } },
          },
        },
        deleting: {
          tags: ['busy'],
          entry: 'showDeleteProgress',
          invoke: {
            id: 'remove',
            src: 'remove',
            input: ({ context }) => ({ id: context.pending!.id }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
                target: 'ready',
                actions: ['removePending', 'endDeleteProgress'],
              },
              // §8 'Failed to delete relationship'.
              { target: 'ready', actions: ['forget', 'failDeleteProgress'] },
            ],
            onError: { target: 'ready', actions: ['forget', 'failDeleteProgress'] },
          },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: { on: { 'generate.open': 'open' } },
        /** §2.9 'Choose link type', for this page. */
        open: {
          invoke: {
            id: 'linkGeneration',
            src: 'linkGeneration',
            input: ({ context }) => ({ ...context.generation, page: context.page }),
            onDone: [
              {
                guard: { type: 'madeAny', params: ({ event }) => ({ changed: event.output.changed }) },
                target: 'closed',
                actions: 'announceChange',
              },
              { target: 'closed' },
            ],
          },
        },
      },
    },
  },
});

export type ProspectLinksMachine = typeof prospectLinksMachine;
