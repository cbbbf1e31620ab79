import { type EmbedCodeParts, type EmbedKind, embedConstants, shareForm } from '@showroom/contract';
import {
  type CopyEmbedReply,
  type DeleteEmbedReply,
  type EmbedCard,
  type EmbedListContext,
  type EmbedPageReplies,
  type EmbedRef,
  embedCodeMachine,
  embedListMachine,
  type ShareLinksInput,
  type ShareLinksReply,
  type ShareReply,
  shareLinksMachine,
  shareMachine,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { EmbedListDialogs } from './EmbedListDialogs.tsx';
import { EmbedListScreen } from './EmbedListScreen/index.ts';
import { sampleAudienceUrl, sampleCards, sampleParts, sampleSnippet } from './fixtures.ts';
import { useEmbedListToasts } from './toasts.ts';

type ListState = SnapshotFrom<typeof embedListMachine>['value'];

/** A fake call's answer; without one it never answers (the state that waits on it stays). */
export type Answer<T> = T | Error | undefined;
export const answer = <T,>(given: Answer<T>) => {
  if (given === undefined) return new Promise<never>(() => {});
  if (given instanceof Error) return Promise.reject(given);
  return Promise.resolve(given);
};

export type EmbedListStoryProps = {
  state: ListState;
  cards?: EmbedCard[];
  page?: number;
  more?: boolean;
  pending?: EmbedCard | null;
  chosenKind?: EmbedListContext['chosenKind'];
  fetchAnswer?: Answer<EmbedPageReplies>;
  copyAnswer?: Answer<CopyEmbedReply>;
  deleteAnswer?: Answer<DeleteEmbedReply>;
  shareAnswer?: Answer<ShareReply>;
  writeText?: (text: string) => Promise<void>;
  openNewEditor?: (kind: string) => void;
};

/**
 * The embeds list page as its stories show it: the machine started in `state` with fake calls
 * and the page's toasts, the screen and its dialogs. No server needed.
 */
export function EmbedListStory({
  state,
  cards = sampleCards,
  page = 1,
  more = false,
  pending = null,
  chosenKind = 'cyoa',
  fetchAnswer,
  copyAnswer,
  deleteAnswer,
  shareAnswer,
  writeText = async () => {},
  openNewEditor = () => {},
}: EmbedListStoryProps) {
  const write = fromPromise<void, { text: string }>(({ input }) => writeText(input.text));
  const machine = embedListMachine.provide({
    actions: { ...useEmbedListToasts(), openNewEditor: (_, params) => openNewEditor(params.kind) },
    actors: {
      fetchPage: fromPromise<EmbedPageReplies, { page: number; limit: number }>(() => answer(fetchAnswer)),
      copy: fromPromise<CopyEmbedReply, EmbedRef>(() => answer(copyAnswer)),
      remove: fromPromise<DeleteEmbedReply, EmbedRef>(() => answer(deleteAnswer)),
      share: shareMachine.provide({
        actors: {
          generate: fromPromise<ShareReply, { type: EmbedCard['kind'] | 'sneakpeek'; id: string }>(() =>
            answer(shareAnswer),
          ),
          writeText: write,
          links: shareLinksMachine.provide({
            actors: {
              list: fromPromise<ShareLinksReply, ShareLinksInput>(async () => ({
                status: 'success',
                payload: [],
                httpStatus: 200,
              })),
            },
          }),
        },
      }),
      embedCode: embedCodeMachine.provide({
        actors: {
          writeText: write,
          loadParts: fromPromise<EmbedCodeParts, { kind: EmbedKind; id: string }>(async () => sampleParts),
        },
      }),
    },
  });
  const listed = typeof state === 'object' && 'list' in state ? state.list : undefined;
  const input = {
    pageSize: embedConstants.pageSize,
    share: { audienceUrl: sampleAudienceUrl, schema: shareForm },
    snippet: sampleSnippet,
  };
  const [snapshot, send] = useMachine(machine, {
    input,
    snapshot: machine.resolveState({
      value: state,
      context: {
        ...input,
        page,
        cards: listed === 'loading' || listed === 'loadFailed' ? [] : cards,
        more,
        pending,
        copying: null,
        chosenKind,
        target: null,
      },
    }),
  });
  return (
    <EmbedListScreen snapshot={snapshot} send={send}>
      <EmbedListDialogs snapshot={snapshot} send={send} />
    </EmbedListScreen>
  );
}
