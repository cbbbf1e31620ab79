import { defaultLaunchButton, type FrameWidget, type Recording } from '@showroom/contract';
import type * as React from 'react';
import styled from 'styled-components';
import type { FrameActor } from './FrameContainer.tsx';
import { useFrameHeading } from './FrameHeading.tsx';
import { FramePlayerView, type FrameTeaser } from './FramePlayer.tsx';

type Sneakpeek = Extract<FrameWidget, { kind: 'sneakpeek' }>['sneakpeek'];

const Root = styled.section`
  display: grid;
  justify-items: center;
  background: var(--widget-bg);
  color: var(--widget-text);
  font-family: var(--widget-font);
`;

/** spec 2 Sneakpeek has no teaser options: the demo's thumbnail with the default launch button. */
export const sneakpeekTeaser: FrameTeaser = {
  style: 'thumbnail',
  customThumbnail: '',
  launch: { style: 'PLAY', size: 'LARGE', colours: defaultLaunchButton(), icon: '' },
};

export type SneakpeekFrameViewProps = FrameActor & {
  sneakpeek: Sneakpeek;
  recording: Recording;
  /** The e-mail gate, when the widget is gated (drawn once the teaser is pressed). */
  gate?: React.ReactNode;
  /** Its unseen heading's level (FrameHeading): 1 in its own frame, 2 under a page's title; none when absent. */
  headingLevel?: 1 | 2 | undefined;
  motion?: 'auto' | 'reduced' | undefined;
};

/** spec 2 Sneakpeek: a simple widget, the demo inline (name, demo, muted, gated, controls), from the frame's machine. */
export function SneakpeekFrameView({
  sneakpeek,
  recording,
  gate,
  motion,
  headingLevel,
  ...frame
}: SneakpeekFrameViewProps) {
  const { labelled, heading } = useFrameHeading(sneakpeek.name || recording.title, headingLevel);
  return (
    <Root {...labelled} data-frame="sneakpeek">
      {heading}
      <FramePlayerView
        {...frame}
        recording={recording}
        teaser={sneakpeekTeaser}
        muted={sneakpeek.is_muted === 1}
        showControls={sneakpeek.show_controls === 1}
        gate={gate}
        {...(motion ? { motion } : {})}
      />
    </Root>
  );
}

export type { Sneakpeek };
