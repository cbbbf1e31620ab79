import {
  addUrlForm,
  copyRecording,
  createVideo,
  deleteRecording,
  deleteVideo,
  demoConstants,
  listRecordings,
  listVideos,
  type NewVideoForm,
  newVideoForm,
  uploadExtensions,
} from '@showroom/contract';
import {
  type CopyReply,
  type CreateVideoReply,
  type DeleteRecordingReply,
  type DeleteVideoReply,
  demoListMachine,
  type NewDemoSource,
  type RecordingsReply,
  recorderMachine,
  type VideosReply,
  videoListMachine,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';
import { startEarly, takeEarly } from '../../../api/early.ts';
import { readSession } from '../../../session/session.ts';
import { handOverNewRecording, newRecordingParameter } from '../newRecording.ts';
import { downloadGif, readVideo, record, requestMedia } from './browserMedia.ts';
import { DeleteConfirmation } from './DeleteConfirmation.tsx';
import { DemoListScreen } from './DemoListScreen/index.ts';
import { useDemoListToasts, useRecorderToasts, useVideoListToasts } from './toasts.ts';
import { VideoList } from './VideoList/index.ts';

const companyId = () => {
  const stored = readSession();
  if (!stored) throw new Error('The demo list needs a session (RequireSession guards it)');
  return stored.companyId;
};

const callPage = (input: { page: number; limit: number }) =>
  client.call(listRecordings, {
    params: { companyId: companyId() },
    query: { limit: input.limit, pageNo: input.page },
  });
const pageKey = (input: { page: number; limit: number }) => `recordings ${input.page} ${input.limit}`;

const fetchPage = fromPromise<RecordingsReply, { page: number; limit: number }>(({ input }) =>
  takeEarly(pageKey(input), () => callPage(input)),
);

const copy = fromPromise<CopyReply, { id: string; withoutSettings: boolean }>(({ input }) =>
  client.call(copyRecording, { body: { id: input.id, withoutSettings: input.withoutSettings } }),
);

const remove = fromPromise<DeleteRecordingReply, { id: string }>(({ input }) =>
  client.call(deleteRecording, { params: { recordingId: input.id } }),
);

/** GET /web/video/{companyId}: the company's videos, newest first (issue 29 D.4). */
const callVideos = (limit: number) =>
  client.call(listVideos, { params: { companyId: companyId() }, query: { limit, pageNo: 1 } });
const fetchVideos = fromPromise<VideosReply, { limit: number }>(({ input }) =>
  takeEarly(`videos ${input.limit}`, () => callVideos(input.limit)),
);

/**
 * A first load at /feature/demos (shell/routeChunks.ts): the list's first page and the videos are
 * asked for as this chunk arrives, with the shell's calls, not after the shell has rendered.
 */
export function startFirstCalls() {
  const first = { page: 1, limit: demoConstants.pageSize };
  startEarly(pageKey(first), () => callPage(first));
  startEarly(`videos ${demoConstants.videoListLimit}`, () => callVideos(demoConstants.videoListLimit));
}

/** POST /web/video as the signed-in rep of the signed-in company. */
const addVideo = fromPromise<CreateVideoReply, NewVideoForm>(({ input }) => {
  const stored = readSession();
  if (!stored) throw new Error('Adding a video needs a session (RequireSession guards it)');
  return client.call(createVideo, {
    body: { ...input, salesrep_id: stored.sellerId, company_id: stored.companyId },
  });
});

/** DELETE /web/video/{videoId}: the server answers 404 for another company's video. */
const removeVideo = fromPromise<DeleteVideoReply, { id: string }>(({ input }) =>
  client.call(deleteVideo, { params: { videoId: input.id } }),
);

// The player and the three ways in are fetched when first opened, not with the list: on a phone's
// first load of the demos list they were 22 KB of brotli before the first card (issue 30).
const DemoPlayerPopup = lazy(() =>
  import('../player/index.ts').then((m) => ({ default: m.DemoPlayerPopup })),
);
const UploadDialog = lazy(() => import('./UploadDialog/index.ts').then((m) => ({ default: m.UploadDialog })));
const AddUrlDialog = lazy(() => import('./AddUrlDialog/index.ts').then((m) => ({ default: m.AddUrlDialog })));
const RecordDialog = lazy(() => import('./RecordDialog/index.ts').then((m) => ({ default: m.RecordDialog })));

/**
 * `children` from the first time `open` is true: the dialog's code is fetched then, and the dialog
 * stays mounted after, so it closes as every dialog does (the focus back where it was).
 */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const newRecordingRoute = '/feature/demos/recording';

/** A recording's file name: the moment it was made, so two recordings never share one. */
const recordingName = (now: Date) => `Recording ${now.toISOString().replace(/[:.]/g, '-')}.webm`;

/**
 * /feature/demos: the demo list with the real calls, the toasts, and the three ways in (spec 3
 * §2.1): Record and Upload hand a file, Add URL a link, to the new recording's route, whose
 * new-demo flow creates the demo (spec 3 §4.1).
 */
export function DemoListPage() {
  const navigate = useNavigate();
  const toasts = useDemoListToasts();
  const recorderToasts = useRecorderToasts();
  const videoToasts = useVideoListToasts();

  const openNewRecording = (media: NewDemoSource) =>
    navigate(`${newRecordingRoute}?${newRecordingParameter}=${handOverNewRecording(media)}`);
  const handFile = (blob: Blob, fileName: string) => openNewRecording({ source: 'file', blob, fileName });

  const [list, sendList] = useMachine(
    demoListMachine.provide({
      actors: { fetchPage, copy, remove, downloadGif, readVideo },
      actions: {
        ...toasts,
        handOverFile: (_, params) => {
          const file = params.file as File;
          handFile(file, file.name);
        },
        // The form checked the link with the contract's rule; the server turns a drive sharing
        // link into its download address itself (linkedVideoUrl), trusting no client's conversion.
        handOverLink: (_, params) => openNewRecording({ source: 'link', type: params.type, url: params.url }),
      },
    }),
    { input: { pageSize: demoConstants.pageSize, uploadExtensions, urlSchema: addUrlForm } },
  );
  const [recorder, sendRecorder] = useMachine(
    recorderMachine.provide({
      actors: { requestMedia, record },
      actions: {
        ...recorderToasts,
        handOver: (_, params) => handFile(params.video as Blob, recordingName(new Date())),
      },
    }),
  );

  const [videos, sendVideos] = useMachine(
    videoListMachine.provide({
      actors: { load: fetchVideos, create: addVideo, remove: removeVideo },
      actions: videoToasts,
    }),
    { input: { limit: demoConstants.videoListLimit, schema: newVideoForm } },
  );

  return (
    <DemoListScreen
      snapshot={list}
      send={sendList}
      onRecord={() => sendRecorder({ type: 'open' })}
      videos={<VideoList snapshot={videos} send={sendVideos} />}
    >
      <OnceOpened open={list.matches({ dialog: 'upload' })}>
        <UploadDialog snapshot={list} send={sendList} />
      </OnceOpened>
      <OnceOpened open={list.matches({ dialog: 'addUrl' })}>
        <AddUrlDialog snapshot={list} send={sendList} />
      </OnceOpened>
      <OnceOpened open={recorder.matches('open')}>
        <RecordDialog snapshot={recorder} send={sendRecorder} />
      </OnceOpened>
      <DeleteConfirmation snapshot={list} send={sendList} />
      {/* spec 3 §2.3: Play opens the popup player over the list. */}
      {list.context.playing && (
        <Suspense fallback={null}>
          <DemoPlayerPopup
            recordings={list.context.recordings}
            initialId={list.context.playing}
            onClose={() => sendList({ type: 'player.close' })}
          />
        </Suspense>
      )}
    </DemoListScreen>
  );
}
