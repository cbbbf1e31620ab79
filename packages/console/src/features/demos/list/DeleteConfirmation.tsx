import type { DemoListMachine } from '@showroom/machines';
import { ConfirmDialog } from '@showroom/ui';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { demoListLabels, demoMessages } from '../messages.ts';

export type DeleteConfirmationProps = {
  snapshot: SnapshotFrom<DemoListMachine>;
  send: (event: EventFrom<DemoListMachine>) => void;
};

/**
 * spec 3 §2.2 Delete, §8: confirmed first; the dialog stays (busy) while the call is out and
 * closes either way once it returns.
 */
export function DeleteConfirmation({ snapshot, send }: DeleteConfirmationProps) {
  const deleting = snapshot.matches({ list: 'deleting' });
  return (
    <ConfirmDialog
      open={snapshot.matches({ list: 'confirming' }) || deleting}
      busy={deleting}
      title={demoMessages.deleteQuestion}
      message={snapshot.context.pending ? demoListLabels.deleteWarning(snapshot.context.pending.title) : ''}
      confirmLabel={demoListLabels.delete}
      cancelLabel={demoListLabels.cancel}
      tone="danger"
      onConfirm={() => send({ type: 'delete.confirm' })}
      onCancel={() => send({ type: 'delete.cancel' })}
    />
  );
}
