import { pageMessages } from '@showroom/contract';
import { type ProgressToast, useToast } from '@showroom/ui';
import { useMemo } from 'react';
import { linkLabels } from './messages.ts';

type Toasts = ReturnType<typeof useToast>;

/**
 * The prospect links panel's toasts (spec 3 §8): 'Copied'; the delete's progress, then 'Failed
 * to delete relationship'; 'Error downloading URLs'. Provided by the section and the stories alike.
 */
export function prospectLinksToasts(toast: Toasts) {
  let deleting: ProgressToast | null = null;
  return {
    notifyCopied: () => toast.success(pageMessages.copied),
    notifyCopyFailed: () => toast.error(linkLabels.copyFailed),
    showDeleteProgress: () => {
      deleting = toast.progress(linkLabels.deleting);
    },
    endDeleteProgress: () => {
      deleting?.dismiss();
      deleting = null;
    },
    failDeleteProgress: () => {
      if (deleting) deleting.error(pageMessages.failedDeleteRelationship);
      else toast.error(pageMessages.failedDeleteRelationship);
      deleting = null;
    },
    notifyDownloadFailed: () => toast.error(pageMessages.errorDownloadingUrls),
    notifyRefreshFailed: () => toast.error(linkLabels.refreshFailed),
  };
}

/**
 * The 'Choose link type' dialog's toasts (spec 3 §8): progress 'Generating Link', success
 * 'Copied', and 'Invalid fields detected and dismissed' after a bulk run that skipped rows.
 */
export function linkGenerationToasts(toast: Toasts) {
  let generating: ProgressToast | null = null;
  return {
    showGenerating: () => {
      generating = toast.progress(pageMessages.generatingLink);
    },
    endGenerating: () => {
      generating?.dismiss();
      generating = null;
    },
    notifyCopied: () => toast.success(pageMessages.copied),
    notifyDismissed: () => toast.error(pageMessages.invalidFieldsDismissed),
  };
}

/** Made once per component: a progress toast's handle must outlive a render. */
export function useProspectLinksToasts() {
  const toast = useToast();
  return useMemo(() => ({ panel: prospectLinksToasts(toast), dialog: linkGenerationToasts(toast) }), [toast]);
}
