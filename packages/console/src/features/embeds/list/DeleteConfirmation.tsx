import type { EmbedListMachine } from '@showroom/machines';
import { ConfirmDialog } from '@showroom/ui';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { embedMessages, listLabels } from '../messages.ts';

export type DeleteConfirmationProps = {
  snapshot: SnapshotFrom<EmbedListMachine>;
  send: (event: EventFrom<EmbedListMachine>) => void;
};

/**
 * spec 2 §2 Delete, §4: 'Are you sure you want to delete this?' first; the dialog stays (busy)
 * while the call is out and closes on success and on failure alike. The ui ConfirmDialog does the
 * work, as it does for the demo list's delete.
 */
export function DeleteConfirmation({ snapshot, send }: DeleteConfirmationProps) {
  const deleting = snapshot.matches({ list: 'deleting' });
  const pending = snapshot.context.pending;
  return (
    <ConfirmDialog
      open={snapshot.matches({ list: 'confirming' }) || deleting}
      busy={deleting}
      title={embedMessages.deleteQuestion}
      message={pending ? listLabels.deleteWarning(pending.name.trim() || embedMessages.notAvailable) : ''}
      confirmLabel={embedMessages.delete}
      cancelLabel={embedMessages.cancel}
      tone="danger"
      onConfirm={() => send({ type: 'delete.confirm' })}
      onCancel={() => send({ type: 'delete.cancel' })}
    />
  );
}
