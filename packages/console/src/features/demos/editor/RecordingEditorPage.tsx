import {
  createPreview,
  createRecording,
  deleteRecording,
  emptyCoordinates,
  getRecording,
  newDemoTitle,
  type PreviewDump,
  removeRecordingCaptions,
  setRecordingCaptions,
  toWireDate,
  updateRecording,
} from '@showroom/contract';
import {
  type CaptionsReply,
  type DeleteRecordingReply,
  type FetchRecordingReply,
  type NewDemoSource,
  newDemoMachine,
  type PreviewReply,
  recordingEditorMachine,
  type SaveRecordingReply,
  type SaveRecordingRequest,
  type UploadEvent,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { fromCallback, fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';
import { usePreviewTab } from '../../../preview/usePreviewTab.ts';
import { readSession } from '../../../session/session.ts';
import { useFileAddress } from '../../embeds/shared/useFileAddress.ts';
import { UnsavedChangesPrompt } from '../../shell/UnsavedChanges/index.ts';
import { forgetNewRecording, newRecordingOf, newRecordingParameter } from '../newRecording.ts';
import { NewDemoScreen } from './NewDemoScreen/index.ts';
import { RecordingEditorScreen } from './RecordingEditorScreen/index.ts';
import { annotationRules, audienceUrl, previewAddress, recordingForm } from './rules.ts';
import { useNewDemoToasts, useRecordingEditorToasts } from './toasts.ts';

const demosPath = '/feature/demos';

/**
 * POST /web/recording (spec 3 §4.1): title '<Demo term> - <UTC date>', empty description, no
 * annotations; the file, or the link for the server to fetch. Reports progress while the file
 * goes up; stopping the actor (the rep's 'Cancel Upload' -> Yes) aborts the request.
 */
const upload = fromCallback<{ type: string }, { media: NewDemoSource }>(({ input, sendBack }) => {
  const report = sendBack as (event: UploadEvent) => void;
  const controller = new AbortController();
  const session = readSession();
  const now = toWireDate(new Date());
  const { media } = input;
  client
    .call(createRecording, {
      body: {
        salesrep_id: session?.sellerId ?? '',
        company_id: session?.companyId ?? '',
        coordinates: JSON.stringify(emptyCoordinates()),
        type: media.source === 'file' ? 'default' : media.type,
        location: media.source === 'link' ? media.url : '',
        thumbnail: '',
        date_created: now,
        date_modified: now,
        title: newDemoTitle(new Date()),
        description: '',
      },
      files: media.source === 'file' ? { video: new File([media.blob], media.fileName) } : {},
      onUploadProgress: (fraction) => report({ type: 'upload.progress', fraction }),
      signal: controller.signal,
    })
    .then(
      (reply) => report({ type: 'upload.done', reply }),
      (error: unknown) => {
        if (!controller.signal.aborted) report({ type: 'upload.failed', error });
      },
    );
  return () => controller.abort();
});

const removeRecording = fromPromise<DeleteRecordingReply, { id: string }>(({ input }) =>
  client.call(deleteRecording, { params: { recordingId: input.id } }),
);

function NewDemo({ id, media }: { id: string; media: NewDemoSource }) {
  const navigate = useNavigate();
  const toasts = useNewDemoToasts();
  // The player's address for the file, revoked when the editor is left.
  const fileAddress = useFileAddress(media.source === 'file' ? media.blob : null);
  const [snapshot, send] = useMachine(
    newDemoMachine.provide({
      actors: { upload, deleteRecording: removeRecording },
      actions: {
        ...toasts,
        // No longer new: the demo's own address, so a reload opens it (and Back skips the upload).
        openRecording: (_, params) => {
          forgetNewRecording(id);
          navigate(`${demosPath}/recording/${params.id}`, { replace: true });
        },
        leave: () => {
          forgetNewRecording(id);
          navigate(demosPath, { replace: true });
        },
      },
    }),
    { input: { media } },
  );
  return <NewDemoScreen snapshot={snapshot} send={send} fileAddress={fileAddress} />;
}

const fetchRecording = fromPromise<FetchRecordingReply, { id: string }>(({ input }) =>
  client.call(getRecording, { params: { id: input.id } }),
);

const save = fromPromise<SaveRecordingReply, SaveRecordingRequest>(({ input }) =>
  client.call(updateRecording, {
    params: { recordingId: input.id },
    body: {
      title: input.title,
      description: input.description,
      coordinates: JSON.stringify(input.coordinates),
      date_modified: toWireDate(new Date()),
      rep_name: input.rep_name,
      display_date: input.display_date,
    },
  }),
);

const preview = fromPromise<PreviewReply, PreviewDump>(({ input }) =>
  client.call(createPreview, { body: { dump: JSON.stringify(input), date_created: toWireDate(new Date()) } }),
);

const setCaptions = fromPromise<CaptionsReply, { id: string; file: Blob }>(({ input }) =>
  client.call(setRecordingCaptions, { params: { recordingId: input.id }, files: { captions: input.file } }),
);

const removeCaptions = fromPromise<CaptionsReply, { id: string }>(({ input }) =>
  client.call(removeRecordingCaptions, { params: { recordingId: input.id } }),
);

function ExistingRecording({ id }: { id: string }) {
  const toasts = useRecordingEditorToasts();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const previewTab = usePreviewTab(toasts.notifyPreviewFailed);
  const [snapshot, send] = useMachine(
    recordingEditorMachine.provide({
      actors: { load: fetchRecording, poll: fetchRecording, save, preview, setCaptions, removeCaptions },
      actions: {
        ...toasts,
        seekTo: (_, params) => {
          if (videoRef.current) videoRef.current.currentTime = params.time;
        },
        openPreviewWindow: previewTab.open,
        showPreview: (_, params) => previewTab.show(previewAddress(audienceUrl(), params)),
        notifyPreviewFailed: previewTab.fail,
      },
    }),
    { input: { id, schema: recordingForm, rules: annotationRules } },
  );
  return (
    <>
      <RecordingEditorScreen snapshot={snapshot} send={send} videoRef={videoRef} />
      <UnsavedChangesPrompt dirty={snapshot.context.dirty} />
    </>
  );
}

/**
 * /feature/demos/recording?new={hand-over} (a new demo, its media handed over by the list:
 * newRecording.ts) and /feature/demos/recording/{id} (spec 3 §2.1). A reload of the new-demo
 * address has lost the media: back to the list.
 */
export function RecordingEditorPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (id) return <ExistingRecording key={id} id={id} />;
  const handOver = search.get(newRecordingParameter);
  const media = newRecordingOf(handOver);
  if (!handOver || !media) return <Navigate to={demosPath} replace />;
  return <NewDemo key={handOver} id={handOver} media={media} />;
}
