import type { EmbedDeleteFailure } from '@showroom/machines';
import { type ProgressToast, useToast } from '@showroom/ui';
import { useMemo } from 'react';
import { embedMessages, failedToDelete } from '../messages.ts';

type Toasts = ReturnType<typeof useToast>;
type DeleteFailure = { kind: 'cyoa' | 'solo' | 'hero'; failure: EmbedDeleteFailure };

/**
 * The embeds list machine's toasts (spec 2 §7, §8): 'Error copying embed'; 'Delete in Progress',
 * then 'Failed to delete <kind> embed' or "Couldn't connect to database". Provided by the page and
 * by the stories alike.
 */
export function embedListToasts(toast: Toasts) {
  let deleting: ProgressToast | null = null;
  return {
    notifyCopyFailed: () => toast.error(embedMessages.errorCopying),
    notifyCloned: () => toast.success(embedMessages.cloned),
    showDeleteProgress: () => {
      deleting = toast.progress(embedMessages.deleteInProgress);
    },
    endDeleteProgress: () => {
      deleting?.dismiss();
      deleting = null;
    },
    failDeleteProgress: (_: unknown, params: DeleteFailure) => {
      const message =
        params.failure === 'unreachable' ? embedMessages.couldNotConnect : failedToDelete(params.kind);
      if (deleting) deleting.error(message);
      else toast.error(message);
      deleting = null;
    },
  };
}

/**
 * The list's toast actions, made once per component: useMachine takes the latest implementations
 * on every render, and a progress toast's handle must outlive a render.
 */
export function useEmbedListToasts() {
  const toast = useToast();
  return useMemo(() => embedListToasts(toast), [toast]);
}
