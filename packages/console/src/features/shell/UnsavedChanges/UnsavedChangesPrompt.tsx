import { ConfirmDialog } from '@showroom/ui';
import { useEffect } from 'react';
import type { BlockerFunction } from 'react-router';
import { useNavigationBlocker } from '../../../navigation/GuardedRouter.tsx';
import { unsavedChangesLabels } from '../messages.ts';

/**
 * Issue 29 D.9: an editor with unsaved changes asks before the rep leaves it. A move to another
 * address inside the console (a navigation link, Back) waits for the rep's answer; closing or
 * reloading the tab gets the browser's own question (a page may not word it). An editor's own
 * moves are replacements (a new item taking its address once saved) and never ask; nor does a
 * change of the query or hash alone.
 */
export function useLeaveGuard(dirty: boolean) {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation, historyAction }) =>
    dirty && historyAction !== 'REPLACE' && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useNavigationBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return blocker;
}

/**
 * What an editor's page renders with its machine's dirty flag: the question, in the app's confirm
 * dialog, while a move inside the console waits. 'Stay' keeps the rep where they were.
 */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const blocker = useLeaveGuard(dirty);
  const open = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={open}
      title={unsavedChangesLabels.title}
      message={unsavedChangesLabels.message}
      confirmLabel={unsavedChangesLabels.leave}
      cancelLabel={unsavedChangesLabels.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
