import { defaultLaunchButton, type FrameWidget, type Recording } from '@showroom/contract';
import styled from 'styled-components';
import { FramePlayer, type FrameTeaser } from './FramePlayer.tsx';

type Sneakpeek = Extract<FrameWidget, { kind: 'sneakpeek' }>['sneakpeek'];

export type SneakpeekFrameProps = {
  sneakpeek: Sneakpeek;
  recording: Recording;
  motion?: 'auto' | 'reduced';
};

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

/** spec 2 Sneakpeek: a simple widget, the demo inline (name, demo, muted, gated, controls). */
export function SneakpeekFrame({ sneakpeek, recording, motion }: SneakpeekFrameProps) {
  return (
    <Root aria-label={sneakpeek.name || recording.title} data-frame="sneakpeek">
      <FramePlayer
        recording={recording}
        teaser={sneakpeekTeaser}
        muted={sneakpeek.is_muted === 1}
        showControls={sneakpeek.show_controls === 1}
        motion={motion}
      />
    </Root>
  );
}

export type { Sneakpeek };
