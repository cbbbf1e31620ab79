export { DemoPlayer } from './DemoPlayer.tsx';
export { playerLabels } from './messages.ts';
export {
  type DemoPlayerState,
  type PlayerRecording,
  type PlayerReports,
  useDemoPlayer,
} from './useDemoPlayer.ts';
