import type { EmbedListMachine } from '@showroom/machines';
import { useSelector } from '@xstate/react';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { DeleteConfirmation } from './DeleteConfirmation.tsx';
import { EmbedCodeDialog } from './EmbedCodeDialog/index.ts';
import { ShareDialog } from './ShareDialog/index.ts';
import { TypeChooserDialog } from './TypeChooserDialog/index.ts';

export type EmbedListDialogsProps = {
  snapshot: SnapshotFrom<EmbedListMachine>;
  send: (event: EventFrom<EmbedListMachine>) => void;
};

/**
 * The list's dialogs, for the page and its stories alike: the type chooser and the delete
 * confirmation read the list's snapshot; the share and embed-code dialogs read the machines the
 * list invokes for them (`share`, `embedCode`), which only exist while their dialog is open.
 */
export function EmbedListDialogs({ snapshot, send }: EmbedListDialogsProps) {
  const share = snapshot.children.share;
  const embedCode = snapshot.children.embedCode;
  const shareSnapshot = useSelector(share, (s) => s);
  const codeSnapshot = useSelector(embedCode, (s) => s);
  return (
    <>
      <TypeChooserDialog snapshot={snapshot} send={send} />
      <DeleteConfirmation snapshot={snapshot} send={send} />
      <ShareDialog snapshot={shareSnapshot} send={(event) => share?.send(event)} />
      <EmbedCodeDialog snapshot={codeSnapshot} send={(event) => embedCode?.send(event)} />
    </>
  );
}
