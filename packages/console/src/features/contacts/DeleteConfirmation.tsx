import { contactMessages } from '@showroom/contract';
import type { contactListsMachine } from '@showroom/machines';
import { ConfirmDialog } from '@showroom/ui';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { contactLabels } from './messages.ts';

export type DeleteConfirmationProps = {
  snapshot: SnapshotFrom<typeof contactListsMachine>;
  send: (event: EventFrom<typeof contactListsMachine>) => void;
};

/** spec 1 §2: 'Are you sure you want to delete this link?' / 'Once deleted cannot be recovered'. */
export function DeleteConfirmation({ snapshot, send }: DeleteConfirmationProps) {
  return (
    <ConfirmDialog
      open={snapshot.matches('confirming') || snapshot.matches('deleting')}
      busy={snapshot.matches('deleting')}
      title={contactMessages.deleteQuestion}
      message={contactMessages.deleteWarning}
      confirmLabel={contactLabels.delete}
      cancelLabel={contactLabels.cancel}
      tone="danger"
      onConfirm={() => send({ type: 'delete.confirm' })}
      onCancel={() => send({ type: 'delete.cancel' })}
    />
  );
}
