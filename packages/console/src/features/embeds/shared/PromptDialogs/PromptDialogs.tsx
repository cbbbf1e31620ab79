import type { PublishPromptsEvent, publishPromptsMachine } from '@showroom/machines';
import { Button, Checkbox, ConfirmDialog, Dialog, DialogClose } from '@showroom/ui';
import type { SnapshotFrom } from 'xstate';
import { embedMessages, sharedLabels } from '../../messages.ts';

export type PromptsSnapshot = SnapshotFrom<typeof publishPromptsMachine>;
type PromptsSend = (event: PublishPromptsEvent) => void;

/**
 * Whether the prompts are busy (a submit the editor is doing for them): an editor disables its
 * Save and Publish meanwhile, so a second click cannot start a second submit.
 */
export const promptsBusy = (snapshot: PromptsSnapshot | undefined) =>
  snapshot?.matches('submitting') ?? false;

/**
 * spec 2 §2 Shared dialogs, drawn from the editor's `prompts` child (publishPromptsMachine):
 * the publish confirm, the save-while-live confirm and the save-before-publish prompt with its
 * 'never show again' box. Pure: the child's snapshot decides which dialog is open; without one
 * (the child not started yet) nothing is drawn. While the editor submits, no dialog stays open:
 * the editor's own progress toast says what happens.
 */
export function PromptDialogs({
  snapshot,
  send,
}: {
  snapshot: PromptsSnapshot | undefined;
  send: PromptsSend;
}) {
  if (!snapshot) return null;
  const confirm = () => send({ type: 'confirm' });
  const cancel = () => send({ type: 'cancel' });
  return (
    <>
      <ConfirmDialog
        open={snapshot.matches('confirmingPublish')}
        title={embedMessages.publishConfirmTitle}
        message={embedMessages.publishConfirmBody}
        tone="primary"
        confirmLabel={embedMessages.publish}
        cancelLabel={embedMessages.cancel}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <ConfirmDialog
        open={snapshot.matches('confirmingLiveSave')}
        title={embedMessages.liveSaveTitle}
        message={embedMessages.liveSaveBody}
        tone="primary"
        confirmLabel={embedMessages.save}
        cancelLabel={embedMessages.cancel}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <Dialog
        open={snapshot.matches('promptingSaveBeforePublish')}
        onOpenChange={(open) => {
          if (!open) cancel();
        }}
        size="sm"
        title={embedMessages.saveBeforePublishTitle}
        description={embedMessages.saveBeforePublishBody}
        closeLabel={sharedLabels.close}
        footer={
          <>
            <DialogClose asChild>
              <Button>{embedMessages.cancel}</Button>
            </DialogClose>
            <Button variant="primary" onClick={confirm}>
              {embedMessages.save}
            </Button>
          </>
        }
      >
        <Checkbox
          label={embedMessages.neverShowAgain}
          checked={snapshot.context.neverShowAgain}
          onCheckedChange={(checked) => send({ type: 'neverShowAgain.change', value: checked === true })}
        />
      </Dialog>
    </>
  );
}
