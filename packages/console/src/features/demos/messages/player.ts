import { demoTerm } from '@showroom/contract';

/** The popup player's own labels (spec 3 §2.3); the player's controls name themselves (widgets). */
export const playerPopupLabels = {
  /** The demo selector in the control bar: switch between the list's demos. */
  selector: demoTerm.singular,
  close: 'Close',
} as const;
