import { demoMessages } from '@showroom/contract';
import { type ToastApi, useToast } from '@showroom/ui';
import { useMemo } from 'react';

/** The video editor's toasts (spec 3 §8): 'Incomplete Data', 'Error updating video'. */
export function videoEditorToasts(toast: ToastApi) {
  return {
    notifyIncomplete: () => toast.error(demoMessages.incompleteData),
    notifySaveFailed: () => toast.error(demoMessages.videoUpdateError),
  };
}

export function useVideoEditorToasts() {
  const toast = useToast();
  return useMemo(() => videoEditorToasts(toast), [toast]);
}
