import { type EmbedKind, shareForm } from '@showroom/contract';
import {
  type RevokeShareReply,
  type ShareContext,
  type ShareLinksInput,
  type ShareLinksReply,
  type ShareReply,
  shareLinksMachine,
  shareMachine,
  validateFields,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { type Answer, answer } from '../EmbedListStory.tsx';
import { liveHero, sampleAudienceUrl } from '../fixtures.ts';
import { ShareDialog } from './ShareDialog.tsx';

export type ShareDialogStoryProps = {
  state: SnapshotFrom<typeof shareMachine>['value'];
  values?: ShareContext['values'];
  touched?: ShareContext['touched'];
  link?: string | null;
  problem?: string | null;
  shareAnswer?: Answer<ShareReply>;
  writeAnswer?: Answer<'ok'>;
  /** The widget's active links (issue 29 B.4); none by default. */
  linksAnswer?: Answer<ShareLinksReply>;
};

/** The share dialog with its machine started in `state`, fake calls and clipboard. */
export function ShareDialogStory({
  state,
  values = { title: '', description: '' },
  touched = { title: false, description: false },
  link = null,
  problem = null,
  shareAnswer,
  writeAnswer,
  linksAnswer = { status: 'success', payload: [], httpStatus: 200 },
}: ShareDialogStoryProps) {
  const machine = shareMachine.provide({
    actors: {
      generate: fromPromise<ShareReply, { type: EmbedKind; id: string }>(() => answer(shareAnswer)),
      writeText: fromPromise<void, { text: string }>(async () => {
        await answer(writeAnswer);
      }),
      links: shareLinksMachine.provide({
        actors: {
          list: fromPromise<ShareLinksReply, ShareLinksInput>(() => answer(linksAnswer)),
          revoke: fromPromise<RevokeShareReply, ShareLinksInput & { shareId: string }>(
            () => new Promise<never>(() => {}),
          ),
        },
      }),
    },
  });
  const input = {
    kind: liveHero.kind,
    id: liveHero.id,
    audienceUrl: sampleAudienceUrl,
    schema: shareForm,
  };
  const [snapshot, send] = useMachine(machine, {
    input,
    snapshot: machine.resolveState({
      value: state,
      context: { ...input, values, touched, errors: validateFields(shareForm, values), link, problem },
    }),
  });
  return <ShareDialog snapshot={snapshot} send={send} />;
}
