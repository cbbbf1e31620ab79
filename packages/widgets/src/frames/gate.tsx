import * as React from 'react';

/**
 * Where a frame's demo waits for the e-mail gate: FramePlayer wraps the player in the component
 * given here, so the gate shows when the prospect presses the teaser, before the demo plays
 * (spec 2: "optionally asks the viewer for an email address before the demo plays"). The audience
 * app gives the real gate for a gated widget; without one the demo plays at once.
 */
export type FrameGate = React.ComponentType<{ children: React.ReactNode }>;

function Ungated({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}

export const FrameGateContext = React.createContext<FrameGate>(Ungated);
export const useFrameGate = () => React.useContext(FrameGateContext);
