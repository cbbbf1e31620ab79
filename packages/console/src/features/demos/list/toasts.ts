import type { DemoFailure } from '@showroom/machines';
import { type ProgressToast, useToast } from '@showroom/ui';
import { useMemo } from 'react';
import { demoListLabels, demoMessages, videoListLabels } from '../messages.ts';

type Toasts = ReturnType<typeof useToast>;

/**
 * The demo list machine's toasts (spec 3 §8): 'Error copying demo'; 'Delete in Progress', then
 * 'Failed to delete demo' or "Couldn't connect to database"; 'Attempting download..'. Provided by
 * the page and by the stories alike.
 */
function demoListToasts(toast: Toasts) {
  let deleting: ProgressToast | null = null;
  let downloading: ProgressToast | null = null;
  return {
    notifyCopyFailed: () => toast.error(demoMessages.copyError),
    showDeleteProgress: () => {
      deleting = toast.progress(demoMessages.deleteInProgress);
    },
    endDeleteProgress: () => {
      deleting?.dismiss();
      deleting = null;
    },
    failDeleteProgress: (_: unknown, params: { failure: DemoFailure }) => {
      const message =
        params.failure === 'unreachable' ? demoMessages.cannotConnect : demoMessages.deleteError;
      if (deleting) deleting.error(message);
      else toast.error(message);
      deleting = null;
    },
    showDownloadProgress: () => {
      downloading = toast.progress(demoMessages.attemptingDownload);
    },
    endDownloadProgress: () => {
      downloading?.dismiss();
      downloading = null;
    },
    failDownloadProgress: () => {
      if (downloading) downloading.error(demoListLabels.downloadFailed);
      else toast.error(demoListLabels.downloadFailed);
      downloading = null;
    },
  };
}

/**
 * The list's toast actions, made once per component: useMachine takes the latest implementations
 * on every render, and a progress toast's handle must outlive a render.
 */
export function useDemoListToasts() {
  const toast = useToast();
  return useMemo(() => demoListToasts(toast), [toast]);
}

/** The recorder's toast: spec 3 §8 'Mic Permission Not Found' when the microphone is refused. */
export function useRecorderToasts() {
  const toast = useToast();
  return useMemo(() => ({ notifyMicMissing: () => toast.error(demoMessages.micNotFound) }), [toast]);
}

/**
 * The video list's toasts (issue 29 D.4): 'Incomplete Data' (spec 3 §8) for a form with a field
 * wrong; 'Video Added' and 'Error adding video' after POST /web/video; 'Video Deleted' and
 * 'Failed to delete video' after DELETE /web/video/{videoId}.
 */
export function useVideoListToasts() {
  const toast = useToast();
  return useMemo(
    () => ({
      notifyIncomplete: () => toast.error(demoMessages.incompleteData),
      notifyAdded: () => toast.success(videoListLabels.added),
      notifyAddFailed: () => toast.error(videoListLabels.addError),
      notifyDeleted: () => toast.success(videoListLabels.deleted),
      notifyDeleteFailed: () => toast.error(videoListLabels.deleteError),
    }),
    [toast],
  );
}
