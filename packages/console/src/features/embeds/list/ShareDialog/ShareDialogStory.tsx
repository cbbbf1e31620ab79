import { type EmbedKind, shareAddress, shareForm } from '@showroom/contract';
import { type ShareContext, type ShareReply, shareMachine, validateFields } from '@showroom/machines';
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
}: ShareDialogStoryProps) {
  const machine = shareMachine.provide({
    actors: {
      generate: fromPromise<ShareReply, { type: EmbedKind; id: string }>(() => answer(shareAnswer)),
      writeText: fromPromise<void, { text: string }>(async () => {
        await answer(writeAnswer);
      }),
    },
  });
  const input = {
    kind: liveHero.kind,
    id: liveHero.id,
    audienceUrl: sampleAudienceUrl,
    schema: shareForm,
    address: shareAddress,
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
