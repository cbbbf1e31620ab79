import type { CallResult, EmbedKind, listShares, revokeShareLink, ShareLink } from '@showroom/contract';
import { assign, fromPromise, setup } from 'xstate';

/** GET /web/embed-share/{type}/{id} and DELETE .../{shareId} as the contract client resolves them. */
export type ShareLinksReply = CallResult<typeof listShares>;
export type RevokeShareReply = CallResult<typeof revokeShareLink>;

export interface ShareLinksInput {
  kind: EmbedKind;
  id: string;
}

export interface ShareLinksContext extends ShareLinksInput {
  /** The widget's active links, newest first. */
  links: ShareLink[];
  /** The link being revoked. */
  revoking: string | null;
  /** The last revoke did not happen. */
  revokeFailed: boolean;
}

export type ShareLinksEvent = { type: 'refresh' } | { type: 'revoke'; shareId: string };

/**
 * Issue 29 B.4 (shared/spec README decision 8: a share link is one the rep can revoke): the share
 * dialog lists the widget's active links (`list`, GET /web/embed-share/{type}/{id}), each with
 * Revoke (`revoke`, DELETE /web/embed-share/{type}/{id}/{shareId}); a revoked link leaves the list
 * at once, and the prospect's page is a 404 from then on. `refresh` reads the list again (the
 * share dialog sends it once it made a link). The page provides both calls.
 */
export const shareLinksMachine = setup({
  types: {
    context: {} as ShareLinksContext,
    events: {} as ShareLinksEvent,
    input: {} as ShareLinksInput,
  },
  actors: {
    list: fromPromise<ShareLinksReply, ShareLinksInput>(async () => {
      throw new Error('shareLinksMachine needs a `list` actor');
    }),
    revoke: fromPromise<RevokeShareReply, ShareLinksInput & { shareId: string }>(async () => {
      throw new Error('shareLinksMachine needs a `revoke` actor');
    }),
  },
  guards: {
    isSuccess: (_, params: { reply: { status: string } }) => params.reply.status === 'success',
    isListed: ({ context }, params: { shareId: string }) =>
      context.links.some((link) => link.shareId === params.shareId),
  },
  actions: {
    keepLinks: assign((_, params: { reply: ShareLinksReply }) => ({
      links: params.reply.status === 'success' ? params.reply.payload : [],
    })),
    startRevoke: assign((_, params: { shareId: string }) => ({
      revoking: params.shareId,
      revokeFailed: false,
    })),
    dropRevoked: assign(({ context }) => ({
      links: context.links.filter((link) => link.shareId !== context.revoking),
      revoking: null,
    })),
    failRevoke: assign({ revoking: null, revokeFailed: true }),
  },
}).createMachine({
  id: 'shareLinks',
  context: ({ input }) => ({ ...input, links: [], revoking: null, revokeFailed: false }),
  initial: 'loading',
  states: {
    loading: {
      // A link made while the list was on its way: read it again.
      on: { refresh: { target: 'loading', reenter: true } },
      invoke: {
        src: 'list',
        input: ({ context }) => ({ kind: context.kind, id: context.id }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'ready',
            actions: { type: 'keepLinks', params: ({ event }) => ({ reply: event.output }) },
          },
          { target: 'loadFailed' },
        ],
        onError: { target: 'loadFailed' },
      },
    },
    /** The list could not be read: the dialog says so, and offers to try again. */
    loadFailed: { on: { refresh: 'loading' } },
    /** The links, each with Revoke (none: the dialog says there is no active link). */
    ready: {
      on: {
        refresh: 'loading',
        revoke: {
          guard: { type: 'isListed', params: ({ event }) => ({ shareId: event.shareId }) },
          target: 'revoking',
          actions: { type: 'startRevoke', params: ({ event }) => ({ shareId: event.shareId }) },
        },
      },
    },
    revoking: {
      invoke: {
        src: 'revoke',
        input: ({ context }) => ({ kind: context.kind, id: context.id, shareId: context.revoking ?? '' }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ reply: event.output }) },
            target: 'ready',
            actions: 'dropRevoked',
          },
          { target: 'ready', actions: 'failRevoke' },
        ],
        onError: { target: 'ready', actions: 'failRevoke' },
      },
    },
  },
});

export type ShareLinksMachine = typeof shareLinksMachine;
