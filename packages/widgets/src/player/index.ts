export { DemoPlayer, type DemoPlayerProps } from './DemoPlayer.tsx';
export { clockTime, playerLabels } from './messages.ts';
export {
  type DemoPlayerState,
  type PlayerRecording,
  type UseDemoPlayerOptions,
  useDemoPlayer,
} from './useDemoPlayer.ts';
