import type { Recording } from '@showroom/contract';
import { DemoPlayer, useDemoPlayer } from '../player/index.ts';

/** The restricted domain's demo on the one player (loaded lazily: RedirectDemo.tsx). */
export function RedirectPlayer({ recording, motion }: { recording: Recording; motion: 'auto' | 'reduced' }) {
  const player = useDemoPlayer(recording);
  return <DemoPlayer player={player} recording={recording} motion={motion} />;
}
