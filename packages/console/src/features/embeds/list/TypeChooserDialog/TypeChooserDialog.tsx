import { type ListedEmbedKind, listedEmbedKinds } from '@showroom/contract';
import type { EmbedListMachine } from '@showroom/machines';
import { Button, Dialog, RadioGroup } from '@showroom/ui';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { embedKindLabels, embedMessages, listLabels } from '../../messages.ts';

export type TypeChooserDialogProps = {
  snapshot: SnapshotFrom<EmbedListMachine>;
  send: (event: EventFrom<EmbedListMachine>) => void;
};

const isListedKind = (value: string): value is ListedEmbedKind =>
  (listedEmbedKinds as readonly string[]).includes(value);

/**
 * spec 2 §2 Type chooser: 'Select the type of embed to continue', Choose Your Adventure (chosen
 * when it opens), Solo, Hero; Continue opens that kind's new editor, Cancel closes. Sneakpeek is
 * not offered.
 */
export function TypeChooserDialog({ snapshot, send }: TypeChooserDialogProps) {
  const close = () => send({ type: 'dialog.close' });
  return (
    <Dialog
      open={snapshot.matches({ dialog: 'choosingType' })}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={embedMessages.chooseType}
      closeLabel={listLabels.close}
      footer={
        <>
          <Button onClick={close}>{embedMessages.cancel}</Button>
          <Button variant="primary" onClick={() => send({ type: 'type.continue' })}>
            {embedMessages.continue}
          </Button>
        </>
      }
    >
      <RadioGroup
        label={listLabels.embedType}
        variant="cards"
        value={snapshot.context.chosenKind}
        onValueChange={(value) => {
          if (isListedKind(value)) send({ type: 'type.choose', kind: value });
        }}
        options={listedEmbedKinds.map((kind) => ({
          value: kind,
          label: embedKindLabels[kind],
          description: listLabels.kindDescriptions[kind],
        }))}
      />
    </Dialog>
  );
}
