import { demoMessages, demoStatusMessages } from '@showroom/contract';
import type { AnnotationKind, TimestampError } from '@showroom/machines';
import { type ToastApi, useToast } from '@showroom/ui';
import { useMemo } from 'react';
import { editorLabels } from '../messages/editor.ts';

type ProgressToast = ReturnType<ToastApi['progress']>;

/** The server's reason for refusing a new demo, for whoever looks at the console's log. */
const logReason = (message: string) => console.warn(`${demoMessages.addError}: ${message}`);

/**
 * The new-demo flow's toasts (spec 3 §8): 'Saving demo' while the demo is made, settling as
 * '<Demo term> Added' or 'Error adding demo' (the spec's words whatever the server said: its reason
 * goes to the log), or giving way to 'Cancellation in Progress', which settles as
 * '<Demo term> Upload Cancelled!' or 'Failed to cancel demo upload'.
 */
export function newDemoToasts(toast: ToastApi, log: (message: string) => void = logReason) {
  let saving: ProgressToast | null = null;
  let cancelling: ProgressToast | null = null;
  return {
    showSaveProgress: () => {
      saving?.dismiss();
      saving = toast.progress(demoMessages.saving);
    },
    notifyAdded: () => {
      if (saving) saving.success(demoMessages.added);
      else toast.success(demoMessages.added);
      saving = null;
    },
    notifyAddFailed: (_: unknown, params: { message: string | undefined }) => {
      if (params.message) log(params.message);
      if (saving) saving.error(demoMessages.addError);
      else toast.error(demoMessages.addError);
      saving = null;
    },
    showCancelProgress: () => {
      saving?.dismiss();
      saving = null;
      cancelling = toast.progress(demoMessages.cancellationInProgress);
    },
    notifyCancelled: () => {
      if (cancelling) cancelling.success(demoMessages.uploadCancelled);
      else toast.success(demoMessages.uploadCancelled);
      cancelling = null;
    },
    notifyCancelFailed: () => {
      if (cancelling) cancelling.error(demoMessages.cancelError);
      else toast.error(demoMessages.cancelError);
      cancelling = null;
    },
  };
}

const timestampMessages: Record<TimestampError, string> = {
  invalid: demoMessages.invalidTimestamp,
  tooLate: demoMessages.timestampTooLate,
};

const deletingMessages: Record<AnnotationKind, string> = {
  hotspot: demoMessages.deletingHotspot,
  rectangle: demoMessages.deletingClickRegion,
};

/**
 * The recording editor's toasts (spec 3 §8): 'Incomplete Data', 'Saving changes' settling as
 * 'Changes saved' or 'Error updating demo', 'Unable to preview widget', the timestamp messages,
 * 'Deleting Hotspot' / 'Deleting Click region', and the captions' outcomes.
 */
export function recordingEditorToasts(toast: ToastApi) {
  let saving: ProgressToast | null = null;
  return {
    notifyIncomplete: () => toast.error(demoMessages.incompleteData),
    showSaveProgress: () => {
      saving = toast.progress(demoMessages.savingChanges);
    },
    notifySaved: () => {
      if (saving) saving.success(demoMessages.changesSaved);
      else toast.success(demoMessages.changesSaved);
      saving = null;
    },
    // The spec's message, whatever the server said: its reason is in the log.
    notifySaveFailed: () => {
      if (saving) saving.error(demoMessages.updateError);
      else toast.error(demoMessages.updateError);
      saving = null;
    },
    notifyPreviewFailed: () => toast.error(demoMessages.previewError),
    notifyTimestampError: (_: unknown, params: { error: TimestampError }) =>
      toast.error(timestampMessages[params.error]),
    notifyDeleting: (_: unknown, params: { kind: AnnotationKind }) =>
      toast.success(deletingMessages[params.kind]),
    notifyCaptionsInvalid: () => toast.error(demoStatusMessages.invalidCaptions),
    notifyCaptionsSaved: () => toast.success(editorLabels.captionsAdded),
    notifyCaptionsFailed: (_: unknown, params: { message: string | undefined }) =>
      toast.error(params.message || demoMessages.cannotConnect),
  };
}

/** Made once per component: a progress toast's handle must outlive a render. */
export function useNewDemoToasts() {
  const toast = useToast();
  return useMemo(() => newDemoToasts(toast), [toast]);
}

export function useRecordingEditorToasts() {
  const toast = useToast();
  return useMemo(() => recordingEditorToasts(toast), [toast]);
}
