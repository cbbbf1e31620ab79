import { type ToastApi, useToast } from '@showroom/ui';
import { useMemo } from 'react';
import { embedMessages } from '../messages.ts';

type ProgressToast = ReturnType<ToastApi['progress']>;

/**
 * The CYOA editor's toasts (spec 2 §5, §8): the save rules ('Please add widget name', 'A widget
 * cannot be empty', 'Incomplete fields'), 'Invalid file extension', 'Saving changes' settling as
 * 'Changes saved' (or the create's 'CYOA Embed Added') or 'An Error Occurred!', then 'Please
 * wait...' while it publishes, settling as published or 'Unable to publish'; 'Unable to preview widget'.
 */
export function cyoaEditorToasts(toast: ToastApi) {
  // The save's 'Saving changes', then the publish's 'Please wait...': one at a time.
  let pending: ProgressToast | null = null;
  const settle = (kind: 'success' | 'error', message: string) => {
    if (pending) pending[kind](message);
    else toast[kind](message);
    pending = null;
  };
  return {
    notifyProblem: (_: unknown, params: { message: string }) => toast.error(params.message),
    notifyInvalidFile: () => toast.error(embedMessages.invalidFileExtension),
    showSaveProgress: () => {
      pending = toast.progress(embedMessages.savingChanges);
    },
    showPublishProgress: () => {
      pending = toast.progress(embedMessages.pleaseWait);
    },
    notifySaved: (_: unknown, params: { created: boolean }) =>
      settle('success', params.created ? embedMessages.cyoaAdded : embedMessages.changesSaved),
    notifySaveFailed: () => settle('error', embedMessages.errorOccurred),
    notifyPublished: () => settle('success', embedMessages.publishedToast),
    notifyPublishFailed: () => settle('error', embedMessages.unableToPublish),
    notifyPreviewFailed: () => toast.error(embedMessages.unableToPreview),
  };
}

/** Made once per component: a progress toast's handle must outlive a render. */
export function useCyoaEditorToasts() {
  const toast = useToast();
  return useMemo(() => cyoaEditorToasts(toast), [toast]);
}
