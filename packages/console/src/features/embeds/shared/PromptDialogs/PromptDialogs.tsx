import type { PublishPromptsEvent, publishPromptsMachine } from '@showroom/machines';
import { Button, Checkbox, ConfirmDialog, Dialog, DialogClose } from '@showroom/ui';
import type { SnapshotFrom } from 'xstate';
import { embedMessages, sharedLabels } from '../../messages.ts';

export type PromptsSnapshot = SnapshotFrom<typeof publishPromptsMachine>;
type PromptsSend = (event: PublishPromptsEvent) => void;

/** The dialogs' words: an editor of another area (the page editor, spec 3 §2.10) gives its own. */
export type PromptText = {
  publishTitle: string;
  publishBody: string;
  liveSaveTitle: string;
  liveSaveBody: string;
  saveBeforePublishTitle: string;
  saveBeforePublishBody: string;
  neverShowAgain: string;
  publish: string;
  save: string;
  cancel: string;
};

/** The embed editors' words (spec 2 §2 Shared dialogs). */
export const embedPromptText: PromptText = {
  publishTitle: embedMessages.publishConfirmTitle,
  publishBody: embedMessages.publishConfirmBody,
  liveSaveTitle: embedMessages.liveSaveTitle,
  liveSaveBody: embedMessages.liveSaveBody,
  saveBeforePublishTitle: embedMessages.saveBeforePublishTitle,
  saveBeforePublishBody: embedMessages.saveBeforePublishBody,
  neverShowAgain: embedMessages.neverShowAgain,
  publish: embedMessages.publish,
  save: embedMessages.save,
  cancel: embedMessages.cancel,
};

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
  text = embedPromptText,
}: {
  snapshot: PromptsSnapshot | undefined;
  send: PromptsSend;
  /** The dialogs' words (the embeds' by default). */
  text?: PromptText;
}) {
  if (!snapshot) return null;
  const confirm = () => send({ type: 'confirm' });
  const cancel = () => send({ type: 'cancel' });
  return (
    <>
      <ConfirmDialog
        open={snapshot.matches('confirmingPublish')}
        title={text.publishTitle}
        message={text.publishBody}
        tone="primary"
        confirmLabel={text.publish}
        cancelLabel={text.cancel}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <ConfirmDialog
        open={snapshot.matches('confirmingLiveSave')}
        title={text.liveSaveTitle}
        message={text.liveSaveBody}
        tone="primary"
        confirmLabel={text.save}
        cancelLabel={text.cancel}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <Dialog
        open={snapshot.matches('promptingSaveBeforePublish')}
        onOpenChange={(open) => {
          if (!open) cancel();
        }}
        size="sm"
        title={text.saveBeforePublishTitle}
        description={text.saveBeforePublishBody}
        closeLabel={sharedLabels.close}
        footer={
          <>
            <DialogClose asChild>
              <Button>{text.cancel}</Button>
            </DialogClose>
            <Button variant="primary" onClick={confirm}>
              {text.save}
            </Button>
          </>
        }
      >
        <Checkbox
          label={text.neverShowAgain}
          checked={snapshot.context.neverShowAgain}
          onCheckedChange={(checked) => send({ type: 'neverShowAgain.change', value: checked === true })}
        />
      </Dialog>
    </>
  );
}
