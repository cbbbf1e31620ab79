import type { Recording } from '@showroom/contract';
import { useDemoPlayer } from '@showroom/widgets';
import * as React from 'react';
import { DemoPlayerPopupScreen } from './DemoPlayerPopupScreen/index.ts';

export type DemoPlayerPopupProps = {
  /** The list's demos; those still processing or failed have no video to play and are left out. */
  recordings: Recording[];
  /** The demo whose Play was pressed. */
  initialId: string;
  /** The popup is done (its player has reset speed, playing and pointer, spec 3 §4.2). */
  onClose: () => void;
};

function Popup({
  playable,
  initialId,
  onClose,
}: {
  playable: Recording[];
  initialId: string;
  onClose: () => void;
}) {
  const [selectedId, setSelectedId] = React.useState(initialId);
  const recording = playable.find((entry) => entry.id === selectedId) ?? playable[0]!;
  // The player's close action ends the popup: the machine resets first, then tells us.
  const player = useDemoPlayer(recording, { onClose });
  return (
    <DemoPlayerPopupScreen
      recordings={playable}
      recording={recording}
      player={player}
      onSelect={setSelectedId}
      onDismiss={() => player.send({ type: 'CLOSE' })}
    />
  );
}

/**
 * spec 3 §2.3 Play: the popup player over the demo list. The list renders it when Play is pressed
 * on a card and removes it on `onClose`. The player (widgets) owns its machine; this page only
 * keeps which demo the selector chose.
 */
export function DemoPlayerPopup({ recordings, initialId, onClose }: DemoPlayerPopupProps) {
  const playable = recordings.filter((entry) => entry.media_status === 'ready' || entry.id === initialId);
  if (playable.length === 0) return null;
  return <Popup playable={playable} initialId={initialId} onClose={onClose} />;
}
