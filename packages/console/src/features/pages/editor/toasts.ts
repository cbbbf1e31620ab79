import { demoMessages, pageMessages as m } from '@showroom/contract';
import type { PublishFailure } from '@showroom/machines';
import { type ToastApi, useToast } from '@showroom/ui';
import { useMemo } from 'react';
import { pageLabels } from '../messages.ts';

type ProgressToast = ReturnType<ToastApi['progress']>;

/**
 * The page editor's toasts (spec 3 §5, §8 Pages): the §5 rule a save, publish or preview breaks;
 * 'Saving changes' settling as 'Page Updated', 'Unable to update page' (the form), 'Error
 * Encountered While Updating Page' (title or style), or for a publish 'Create Page and Company
 * Settings Before Publishing!' / 'Error Encountered While Publishing Page'; a preview that could not
 * be stored 'Unable to preview widget'.
 */
export function pageEditorToasts(toast: ToastApi) {
  let pending: ProgressToast | null = null;
  const settle = (kind: 'success' | 'error', message: string) => {
    if (pending) pending[kind](message);
    else toast[kind](message);
    pending = null;
  };
  return {
    notifyProblem: (_: unknown, params: { message: string }) => toast.error(params.message),
    showSaveProgress: () => {
      pending = toast.progress(pageLabels.savingChanges);
    },
    notifySaved: () => settle('success', m.pageUpdated),
    notifyFormFailed: () => settle('error', m.unableToUpdatePage),
    notifyUpdateFailed: () => settle('error', m.errorUpdatingPage),
    notifyPublished: () => settle('success', m.pageUpdated),
    notifyPublishFailed: (_: unknown, params: { failure: PublishFailure }) =>
      settle('error', params.failure === 'notReady' ? m.createBeforePublishing : m.errorPublishingPage),
    // §8 has no page wording for it: the spec's preview failure, 'Unable to preview widget'.
    notifyPreviewFailed: () => toast.error(demoMessages.previewError),
  };
}

export function usePageEditorToasts() {
  const toast = useToast();
  return useMemo(() => pageEditorToasts(toast), [toast]);
}
