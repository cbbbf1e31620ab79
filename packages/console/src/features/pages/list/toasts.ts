import { pageMessages as m } from '@showroom/contract';
import type { PageDeleteFailure } from '@showroom/machines';
import { type ToastApi, useToast } from '@showroom/ui';
import { useMemo } from 'react';

/**
 * The page list's toasts (spec 3 §8 Pages): 'Error Encountered While Creating Page', 'Error copying
 * page', and for a delete 'Failed to Delete Page' (the server refused) or "Couldn't connect to
 * database" (no reply).
 */
export function pageListToasts(toast: ToastApi) {
  return {
    notifyCreateFailed: () => toast.error(m.errorCreatingPage),
    notifyCloneFailed: () => toast.error(m.errorCopyingPage),
    notifyDeleteFailed: (_: unknown, params: { failure: PageDeleteFailure }) =>
      toast.error(params.failure === 'error' ? m.failedDeletePage : m.couldNotConnect),
  };
}

export function usePageListToasts() {
  const toast = useToast();
  return useMemo(() => pageListToasts(toast), [toast]);
}
