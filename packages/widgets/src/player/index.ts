export { DemoPlayer } from './DemoPlayer.tsx';
export { playerLabels } from './messages.ts';
export {
  type DemoPlayerState,
  type PlayerRecording,
  useDemoPlayer,
} from './useDemoPlayer.ts';
