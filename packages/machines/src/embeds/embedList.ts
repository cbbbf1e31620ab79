import type {
  CallResult,
  copyCyoa,
  copyHero,
  copySolo,
  deleteCyoa,
  deleteHero,
  deleteSolo,
  EmbedCodeParts,
  ListedEmbedKind,
  listCyoas,
  listHeroes,
  listSolos,
} from '@showroom/contract';
import type { ShareInput } from './shareMachine.ts';

/*
 * The embeds list's types and pure rules (spec 2 §2, §7, §9), beside its machine
 * (embedListMachine.ts), which re-exports them.
 */

/** One page of each listed kind, as the contract client resolves the three GET calls. */
export interface EmbedPageReplies {
  cyoa: CallResult<typeof listCyoas>;
  solo: CallResult<typeof listSolos>;
  hero: CallResult<typeof listHeroes>;
}

/** POST /web/<kind>/copy as the contract client resolves it. */
export type CopyEmbedReply =
  | CallResult<typeof copyCyoa>
  | CallResult<typeof copySolo>
  | CallResult<typeof copyHero>;
/** DELETE /web/<kind>/{id} as the contract client resolves it. */
export type DeleteEmbedReply =
  | CallResult<typeof deleteCyoa>
  | CallResult<typeof deleteSolo>
  | CallResult<typeof deleteHero>;

type Summary<Reply> = Reply extends { status: 'success'; payload: (infer Item)[] } ? Item : never;

/** spec 2 §3 Widget (list view): one card of the grid, whatever its kind. */
export type EmbedCard = Pick<
  Summary<EmbedPageReplies['hero']>,
  'id' | 'name' | 'date_created' | 'live' | 'salesrep_id' | 'salesrep_name'
> & {
  kind: ListedEmbedKind;
  /** A Solo with is_sneak 1 (spec 2 §2 Embed code dialog: inline-block). */
  sneak: boolean;
};

/** A card named by its kind and id: the three kinds live in three tables. */
export type EmbedRef = { kind: ListedEmbedKind; id: string };

/** Why a delete did not happen: the server said no ('error'), or no reply came ('unreachable'). */
export type EmbedDeleteFailure = 'error' | 'unreachable';

export interface EmbedListInput {
  /** spec 2 §9: 25 of each kind per page (the contract's `embedConstants.pageSize`). */
  pageSize: number;
  /** The share dialog's audience host and form schema, handed to it with the widget. */
  share: Pick<ShareInput, 'audienceUrl' | 'schema'>;
  /**
   * The embed code of a widget: the contract's `embedSnippet` for the company and the static host,
   * with the kind's loader version and integrity and the widget's picture when known (issue 12).
   */
  snippet: (widget: EmbedCard, parts?: EmbedCodeParts) => string;
}

export interface EmbedListContext extends EmbedListInput {
  /** The current page, from 1. */
  page: number;
  /** Hero, Solo and CYOA mixed, newest first. */
  cards: EmbedCard[];
  /** spec 2 §9: one of the three lists came back full, so a next page may hold more. */
  more: boolean;
  /** The card being confirmed for delete, or being deleted. */
  pending: EmbedCard | null;
  /** The card being cloned. */
  copying: EmbedCard | null;
  /** The type chooser's choice (spec 2 §2: Choose Your Adventure by default). */
  chosenKind: ListedEmbedKind;
  /** The card the share or embed-code dialog is about. */
  target: EmbedCard | null;
}

export type EmbedListEvent =
  | { type: 'refresh' }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  /** The page box: digits only, applied on Enter or when it loses focus. */
  | { type: 'page.go'; page: number }
  | ({ type: 'clone' } & EmbedRef)
  | ({ type: 'delete.request' } & EmbedRef)
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'create.open' }
  | { type: 'type.choose'; kind: ListedEmbedKind }
  | { type: 'type.continue' }
  | { type: 'dialog.close' }
  | ({ type: 'share.open' } & EmbedRef)
  | ({ type: 'code.open' } & EmbedRef);

/**
 * spec 2 §2: Hero, Solo and CYOA in one grid, newest first by date_created (wire dates
 * 'YYYY-MM-DD HH:mm:ss' sort as text); same second: by kind and id, so the order never flickers.
 */
export const mixCards = (replies: EmbedPageReplies): EmbedCard[] => {
  const cards: EmbedCard[] = [];
  const card = (kind: ListedEmbedKind, item: Summary<EmbedPageReplies['hero']>, sneak: boolean) =>
    cards.push({
      kind,
      id: item.id,
      name: item.name,
      date_created: item.date_created,
      live: item.live,
      salesrep_id: item.salesrep_id,
      salesrep_name: item.salesrep_name,
      sneak,
    });
  if (replies.cyoa.status === 'success') for (const item of replies.cyoa.payload) card('cyoa', item, false);
  if (replies.solo.status === 'success')
    for (const item of replies.solo.payload) card('solo', item, item.is_sneak === 1);
  if (replies.hero.status === 'success') for (const item of replies.hero.payload) card('hero', item, false);
  const key = (c: EmbedCard) => `${c.kind}:${c.id}`;
  return cards.sort((a, b) =>
    a.date_created === b.date_created
      ? key(a).localeCompare(key(b))
      : a.date_created < b.date_created
        ? 1
        : -1,
  );
};

/** spec 2 §9: next is blocked only when all three lists came back with fewer than a page. */
export const anyFullPage = (replies: EmbedPageReplies, pageSize: number) =>
  [replies.cyoa, replies.solo, replies.hero].some(
    (reply) => reply.status === 'success' && reply.payload.length >= pageSize,
  );

export const allSucceeded = (replies: EmbedPageReplies) =>
  replies.cyoa.status === 'success' && replies.solo.status === 'success' && replies.hero.status === 'success';

export const findCard = (cards: readonly EmbedCard[], ref: EmbedRef) =>
  cards.find((card) => card.kind === ref.kind && card.id === ref.id) ?? null;
