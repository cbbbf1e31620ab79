import { addUrlForm, demoConstants, type Recording, uploadExtensions } from '@showroom/contract';
import {
  type CopyReply,
  type DeleteRecordingReply,
  type DemoListContext,
  demoListMachine,
  type RecordingsReply,
  type VideoFile,
  type VideoReading,
  validateFields,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { AddUrlDialog } from './AddUrlDialog/index.ts';
import { DeleteConfirmation } from './DeleteConfirmation.tsx';
import { DemoListScreen } from './DemoListScreen/index.ts';
import { sampleDemos } from './fixtures.ts';
import { useDemoListToasts } from './toasts.ts';
import { UploadDialog } from './UploadDialog/index.ts';

type ListState = SnapshotFrom<typeof demoListMachine>['value'];

/** A fake call's answer; without one it never answers (the state that waits on it stays). */
type Answer<T> = T | Error | undefined;
const answer = <T,>(given: Answer<T>) => {
  if (given === undefined) return new Promise<never>(() => {});
  if (given instanceof Error) return Promise.reject(given);
  return Promise.resolve(given);
};

export type DemoListStoryProps = {
  state: ListState;
  recordings?: Recording[];
  page?: number;
  loadError?: string | null;
  pending?: Recording | null;
  file?: VideoFile | null;
  uploadProblem?: DemoListContext['uploadProblem'];
  values?: DemoListContext['values'];
  touched?: DemoListContext['touched'];
  copyAnswer?: Answer<CopyReply>;
  deleteAnswer?: Answer<DeleteRecordingReply>;
  downloadAnswer?: Answer<'saved'>;
  readAnswer?: Answer<VideoReading>;
  onRecord?: () => void;
  handOverFile?: (file: VideoFile) => void;
  handOverLink?: (link: { type: string; url: string }) => void;
};

/**
 * The demo list page as its stories show it: the machine started in `state` with fake calls and
 * the page's toasts, the screen, its dialogs and the delete confirmation. No server needed.
 */
export function DemoListStory({
  state,
  recordings = sampleDemos,
  page = 1,
  loadError = null,
  pending = null,
  file = null,
  uploadProblem = null,
  values = { type: '', url: '' },
  touched = { type: false, url: false },
  copyAnswer,
  deleteAnswer,
  downloadAnswer,
  readAnswer,
  onRecord = () => {},
  handOverFile = () => {},
  handOverLink = () => {},
}: DemoListStoryProps) {
  const machine = demoListMachine.provide({
    actions: {
      ...useDemoListToasts(),
      handOverFile: (_, params) => handOverFile(params.file),
      handOverLink: (_, params) => handOverLink(params),
    },
    actors: {
      fetchPage: fromPromise<RecordingsReply, { page: number; limit: number }>(() => answer(undefined)),
      copy: fromPromise<CopyReply, { id: string; withoutSettings: boolean }>(() => answer(copyAnswer)),
      remove: fromPromise<DeleteRecordingReply, { id: string }>(() => answer(deleteAnswer)),
      downloadGif: fromPromise<void, { url: string; title: string }>(async () => {
        await answer(downloadAnswer);
      }),
      readVideo: fromPromise<VideoReading, { file: VideoFile }>(() => answer(readAnswer)),
    },
  });
  const listed = typeof state === 'object' && 'list' in state ? state.list : undefined;
  const input = { pageSize: demoConstants.pageSize, uploadExtensions, urlSchema: addUrlForm };
  const [snapshot, send] = useMachine(machine, {
    input,
    snapshot: machine.resolveState({
      value: state,
      context: {
        ...input,
        page,
        recordings: listed === 'loading' || listed === 'loadFailed' ? [] : recordings,
        loadError,
        pending,
        playing: null,
        copying: null,
        file,
        uploadProblem,
        values,
        touched,
        errors: validateFields(addUrlForm, values),
      },
    }),
  });
  return (
    <DemoListScreen snapshot={snapshot} send={send} onRecord={onRecord}>
      <UploadDialog snapshot={snapshot} send={send} />
      <AddUrlDialog snapshot={snapshot} send={send} />
      <DeleteConfirmation snapshot={snapshot} send={send} />
    </DemoListScreen>
  );
}
