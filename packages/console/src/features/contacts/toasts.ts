import { contactMessages } from '@showroom/contract';
import type { ListsFailure } from '@showroom/machines';
import { useToast } from '@showroom/ui';
import { useMemo } from 'react';
import { contactLabels } from './messages.ts';

type Toasts = ReturnType<typeof useToast>;
type ProgressToast = ReturnType<Toasts['progress']>;

/**
 * The contact lists machine's toasts (spec 1 §8): 'Delete in Progress' while the call is out,
 * then the failure's message if any. Provided by the page and by the stories alike.
 */
function contactListsToasts(toast: Toasts) {
  let progress: ProgressToast | null = null;
  return {
    showDeleteProgress: () => {
      progress = toast.progress(contactMessages.deleteInProgress);
    },
    endDeleteProgress: () => {
      progress?.dismiss();
      progress = null;
    },
    failDeleteProgress: (_: unknown, params: { failure: ListsFailure }) => {
      const message =
        params.failure === 'unreachable' ? contactMessages.cannotConnect : contactMessages.deleteError;
      if (progress) progress.error(message);
      else toast.error(message);
      progress = null;
    },
  };
}

/** The contact detail machine's toasts: 'List updated' after a save, 'Error updating list' (spec 1 §8). */
function contactDetailToasts(toast: Toasts) {
  return {
    notifySaved: () => toast.success(contactLabels.saved),
    notifySaveFailed: () => toast.error(contactMessages.updateError),
  };
}

/**
 * The lists' toast actions, made once per component: useMachine takes the latest implementations
 * on every render, and the progress toast's handle must outlive a render.
 */
export function useContactListsToasts() {
  const toast = useToast();
  return useMemo(() => contactListsToasts(toast), [toast]);
}

/** The detail's toast actions, made once per component. */
export function useContactDetailToasts() {
  const toast = useToast();
  return useMemo(() => contactDetailToasts(toast), [toast]);
}
