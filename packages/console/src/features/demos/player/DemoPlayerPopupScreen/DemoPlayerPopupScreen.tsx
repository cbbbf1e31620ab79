import type { Recording } from '@showroom/contract';
import { Dialog, Select } from '@showroom/ui';
import { DemoPlayer, type DemoPlayerState } from '@showroom/widgets';
import * as React from 'react';
import { playerPopupLabels } from '../../messages.ts';

export type DemoPlayerPopupScreenProps = {
  /** The demos the selector switches between. */
  recordings: Recording[];
  /** The one playing. */
  recording: Recording;
  /** The player's state, from the widgets' `useDemoPlayer`. */
  player: DemoPlayerState;
  /** Another demo chosen in the selector. */
  onSelect: (id: string) => void;
  /** Escape, the close button or a click outside: the page sends the player CLOSE. */
  onDismiss: () => void;
};

/**
 * spec 3 §2.3 Play (popup player): a modal with the demo and its hotspots, the control bar (play/pause,
 * speed, pointer, mute from the player) and the demo selector; the dialog's close button, Escape
 * or a click outside close it. A pure function of the player's snapshot and the list.
 */
export function DemoPlayerPopupScreen({
  recordings,
  recording,
  player,
  onSelect,
  onDismiss,
}: DemoPlayerPopupScreenProps) {
  // The player draws at every frame while it plays; the selector is kept, not drawn again each time.
  const selector = React.useMemo(
    () => (
      // spec 3 §2.3 lists the demo selector in the control bar, so it is there with one demo too.
      <Select
        label={playerPopupLabels.selector}
        hideLabel
        value={recording.id}
        options={recordings.map((entry) => ({ value: entry.id, label: entry.title }))}
        onValueChange={onSelect}
        style={{ width: 180 }}
      />
    ),
    [recordings, recording.id, onSelect],
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={recording.title}
      size="fit"
      closeLabel={playerPopupLabels.close}
    >
      <DemoPlayer player={player} recording={recording} controls={selector} />
    </Dialog>
  );
}
