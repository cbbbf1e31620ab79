import type { Relationship } from '@showroom/contract';
import {
  type BulkRunReply,
  type BulkStartReply,
  type ContactListReply,
  type ContactListsReply,
  type DeleteRelationshipReply,
  type LinkGenerationContext,
  type LinkPageReplies,
  linkGenerationMachine,
  type ProspectSessionReply,
  prospectLinksMachine,
  type RelationshipReply,
  type RelationshipsReply,
  type WebsiteSessionReply,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { type Answer, answer } from '../storyCalls.ts';
import { ChooseLinkTypeDialog } from './ChooseLinkTypeDialog/index.ts';
import { dialogContext, samplePage, sampleSellerId } from './fixtures.ts';
import { ProspectLinksPanel } from './ProspectLinksPanel/index.ts';
import { useProspectLinksToasts } from './toasts.ts';

/** Answers in turn, then never. */
const inTurn = <T,>(answers: Answer<T>[]) => {
  let next = 0;
  return () => answer(answers[next++]);
};

export type DialogAnswers = {
  load?: Answer<LinkPageReplies>;
  session?: Answer<ProspectSessionReply>;
  relationship?: Answer<RelationshipReply>;
  website?: Answer<WebsiteSessionReply>;
  lists?: Answer<ContactListsReply>;
  list?: Answer<ContactListReply>;
  start?: Answer<BulkStartReply>;
  polls?: Answer<BulkRunReply>[];
  write?: Answer<'ok'>;
};

/** The dialog's machine with fake calls and the real toasts. */
const useDialogMachine = (answers: DialogAnswers, pollMs: number) => {
  const toasts = useProspectLinksToasts();
  // Made once: a later render must not start the answers over.
  const polls = useMemo(() => inTurn(answers.polls ?? []), [answers.polls]);
  return linkGenerationMachine.provide({
    actors: {
      load: fromPromise(() => answer(answers.load)),
      createSession: fromPromise(() => answer(answers.session)),
      createRelationship: fromPromise(() => answer(answers.relationship)),
      createWebsiteSession: fromPromise(() => answer(answers.website)),
      loadLists: fromPromise(() => answer(answers.lists)),
      loadList: fromPromise(() => answer(answers.list)),
      startBulk: fromPromise(() => answer(answers.start)),
      pollBulk: fromPromise(polls),
      writeText: fromPromise<void, { text: string }>(async () => {
        await answer(answers.write);
      }),
    },
    actions: toasts.dialog,
    delays: { bulkPoll: pollMs },
  });
};

export type LinkDialogStoryProps = DialogAnswers & {
  /** Start in this state with `context` (past the load); else start from the load. */
  state?: SnapshotFrom<typeof linkGenerationMachine>['value'];
  context?: Partial<LinkGenerationContext>;
  page?: typeof samplePage | { id: string; title: string; live: 0 };
  pollMs?: number;
};

/** 'Choose link type' on its own, its machine started in `state` or from its load. */
export function LinkDialogStory({
  state,
  context,
  page = samplePage,
  pollMs = 600_000,
  ...answers
}: LinkDialogStoryProps) {
  const machine = useDialogMachine(answers, pollMs);
  const input = { page, sellerId: sampleSellerId };
  const [snapshot, send] = useMachine(
    machine,
    state === undefined
      ? { input }
      : {
          input,
          snapshot: machine.resolveState({ value: state, context: dialogContext({ page, ...context }) }),
        },
  );
  return <ChooseLinkTypeDialog snapshot={snapshot} send={send} />;
}

export type ProspectLinksStoryProps = {
  /** The table's loads, in turn (the first on arrival, the next after links were made). */
  loads?: Answer<RelationshipsReply>[];
  remove?: Answer<DeleteRelationshipReply>;
  write?: Answer<'ok'>;
  download?: Answer<'ok'>;
  dialog?: DialogAnswers;
  page?: typeof samplePage;
  /** What the download was asked for (the stories check it). */
  onDownload?: (input: { title: string; links: Relationship[] }) => void;
};

/** The links panel with its machine, fake calls and the real toasts; no server needed. */
export function ProspectLinksStory({
  loads = [],
  remove,
  write,
  download,
  dialog = {},
  page = samplePage,
  onDownload,
}: ProspectLinksStoryProps) {
  const toasts = useProspectLinksToasts();
  const dialogMachine = useDialogMachine(dialog, 600_000);
  const load = useMemo(() => inTurn(loads), [loads]);
  const [snapshot, send] = useMachine(
    prospectLinksMachine.provide({
      actors: {
        load: fromPromise(load),
        remove: fromPromise(() => answer(remove)),
        writeText: fromPromise<void, { text: string }>(async () => {
          await answer(write);
        }),
        download: fromPromise<void, { title: string; links: Relationship[] }>(async ({ input }) => {
          onDownload?.(input);
          await answer(download);
        }),
        linkGeneration: dialogMachine,
      },
      actions: toasts.panel,
    }),
    { input: { page, generation: { sellerId: sampleSellerId } } },
  );
  return <ProspectLinksPanel snapshot={snapshot} send={send} />;
}
