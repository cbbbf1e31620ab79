import { getVideo, updateVideo, videoForm } from '@showroom/contract';
import {
  type FetchVideoReply,
  type SaveVideoReply,
  type SaveVideoRequest,
  videoEditorMachine,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { client } from '../../../api/client.ts';
import { useVideoEditorToasts } from './toasts.ts';
import { VideoEditorScreen } from './VideoEditorScreen/index.ts';

const load = fromPromise<FetchVideoReply, { id: string }>(({ input }) =>
  client.call(getVideo, { params: { id: input.id } }),
);

const save = fromPromise<SaveVideoReply, SaveVideoRequest>(({ input }) =>
  client.call(updateVideo, {
    params: { videoId: input.id },
    body: { title: input.title, description: input.description },
  }),
);

function VideoEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const toasts = useVideoEditorToasts();
  // Back where the rep came from; opened directly (no history of ours), the demo list.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/feature/demos');
  };
  const [snapshot, send] = useMachine(
    videoEditorMachine.provide({ actors: { load, save }, actions: { ...toasts, goBack } }),
    { input: { id, schema: videoForm } },
  );
  return <VideoEditorScreen snapshot={snapshot} send={send} onCancel={goBack} />;
}

/** /feature/demos/video/{id} (spec 3 §2.5). */
export function VideoEditorPage() {
  const { id = '' } = useParams();
  return <VideoEditor key={id} id={id} />;
}
