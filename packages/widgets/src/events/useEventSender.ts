import type { FrameData } from '@showroom/contract';
import * as React from 'react';
import type { Emit } from './index.ts';
import { createEventSender } from './sender.ts';

/**
 * The frame's sender for the life of the page (one visitor per frame load): made on the first
 * render, never disposed by React (StrictMode's trial unmount would stop it); the page hiding
 * sends what is left by beacon. `hostOrigin`: the embedding page's origin when the frame knows
 * it from its fragment (frames/host.ts `hostOriginOf`). Its visitor id is the gate's too, so a
 * gate submission and the events of the same prospect name the same visitor.
 */
export function useEventSender(frame: FrameData, hostOrigin?: string): { emit: Emit; visitor: string } {
  const [sender] = React.useState(() =>
    createEventSender({ frame, ...(hostOrigin === undefined ? {} : { hostOrigin }) }),
  );
  return { emit: sender.emit, visitor: sender.visitor };
}
