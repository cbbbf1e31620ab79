import { defaultLaunchButton, type FrameWidget, frameMessages, type Recording } from '@showroom/contract';
import type { FrameCta } from '@showroom/machines';
import { CloseIcon, IconButton } from '@showroom/ui';
import type * as React from 'react';
import styled from 'styled-components';
import { type FrameActor, FrameContainer } from './FrameContainer.tsx';
import { useFrameHeading } from './FrameHeading.tsx';
import { FramePlayerView, type FrameTeaser } from './FramePlayer.tsx';

type Solo = Extract<FrameWidget, { kind: 'solo' }>['solo'];

export type SoloFrameProps = {
  solo: Solo;
  recording: Recording;
  /**
   * The lightbox's close (the loader's, FrameClose): a Close in the player's bar and Esc anywhere
   * in the frame. Absent where there is no lightbox (a share page).
   */
  onClose?: () => void;
  /** The teaser as a picture, nothing to press (the console's settings preview). */
  still?: boolean;
  motion?: 'auto' | 'reduced';
};

const Root = styled.section`
  display: grid;
  justify-items: center;
  padding: 8px;
  background: var(--widget-bg);
  color: var(--widget-text);
  font-family: var(--widget-font);

  &[data-sneak='1'] { display: inline-grid; }
`;

/** spec 2 §3 Solo's teaser: CTA, Hotspot, Animation (show_preview) or Thumbnail. */
export const soloTeaser = (solo: Solo): FrameTeaser => ({
  style: solo.is_cta ? 'cta' : solo.is_hotspot ? 'hotspot' : solo.show_preview ? 'animation' : 'thumbnail',
  customThumbnail: solo.show_custom_thumbnail ? solo.custom_thumbnail : '',
  launch: {
    style: solo.blinker_style,
    size: solo.blinker_size,
    colours: solo.launch_button ?? defaultLaunchButton(),
    icon: solo.blinker_style === 'CUSTOM' ? solo.custom_blinker : '',
  },
  cta: { type: solo.cta_type, text: solo.cta_text },
});

/** What the CTA teaser's press reports besides the play (spec 2 §3 CTA text); other teasers report nothing. */
export const soloCta = (solo: Solo): FrameCta | null =>
  soloTeaser(solo).style === 'cta' ? { ctaLabel: solo.cta_text, url: '' } : null;

export type SoloFrameViewProps = FrameActor & {
  solo: Solo;
  recording: Recording;
  /** The e-mail gate, when the widget is gated (drawn once the teaser is pressed). */
  gate?: React.ReactNode;
  /** Its unseen heading's level (FrameHeading): 1 in its own frame, 2 under a page's title; none when absent. */
  headingLevel?: 1 | 2 | undefined;
  motion?: 'auto' | 'reduced' | undefined;
};

/**
 * spec 2 Solo: what the lightbox holds, from the frame's machine. Before play, the teaser the rep
 * chose (Thumbnail, Animation, Hotspot or CTA); then the player, with Close in its bar when there
 * is a lightbox to close (Close and Esc are the machine's `close`). The CTA teaser's press is a
 * `cta` event as well as the play.
 */
export function SoloFrameView({
  snapshot,
  send,
  player,
  solo,
  recording,
  gate,
  motion,
  headingLevel,
}: SoloFrameViewProps) {
  const { labelled, heading } = useFrameHeading(solo.name || recording.title, headingLevel);
  return (
    <Root {...labelled} data-frame="solo" data-sneak={solo.is_sneak}>
      {heading}
      <FramePlayerView
        snapshot={snapshot}
        send={send}
        player={player}
        recording={recording}
        teaser={soloTeaser(solo)}
        muted={solo.is_muted === 1}
        showControls={solo.show_controls === 1}
        gate={gate}
        {...(motion ? { motion } : {})}
        controls={
          snapshot.context.lightbox ? (
            <IconButton label={frameMessages.close} onClick={() => send({ type: 'close' })}>
              <CloseIcon />
            </IconButton>
          ) : undefined
        }
      />
    </Root>
  );
}

/** A Solo on its own (the console's settings preview, `still`; a lightbox's content in stories and tests). */
export function SoloFrame({ solo, recording, onClose, still, motion }: SoloFrameProps) {
  return (
    <FrameContainer still={still ?? false} onClose={onClose} cta={soloCta(solo)}>
      {(frame) => <SoloFrameView {...frame} solo={solo} recording={recording} motion={motion} />}
    </FrameContainer>
  );
}

export type { Solo };
