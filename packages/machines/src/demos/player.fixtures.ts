import type { PlayerEvent } from './playerMachine.ts';

/**
 * The player's graph walk, one list for its unit test and its model (playerMachine.test.ts,
 * demos.model.ts): play and pause, the playhead before a hotspot at 2 s and a click region at 5 s
 * (each due from 0.5 s before, spec 3 §9), their clicks, and the end.
 */
export const playerWalkEvents: PlayerEvent[] = [
  { type: 'PLAY' },
  { type: 'PAUSE' },
  { type: 'TIME', currentTime: 1.8 },
  { type: 'TIME', currentTime: 4.8 },
  { type: 'HOTSPOT_CLICKED', id: 'h1' },
  { type: 'HOTSPOT_CLICKED', id: 'r1' },
  { type: 'ENDED' },
];
