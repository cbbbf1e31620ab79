import { defaultLaunchButton, type FrameWidget, frameMessages, type Recording } from '@showroom/contract';
import { CloseIcon, IconButton } from '@showroom/ui';
import * as React from 'react';
import styled from 'styled-components';
import { useEmit } from '../events/index.ts';
import { FramePlayer, type FrameTeaser } from './FramePlayer.tsx';

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

/**
 * spec 2 Solo: what the lightbox holds. Before play, the teaser the rep chose (Thumbnail,
 * Animation, Hotspot or CTA); then the player, with Close in its bar when there is a lightbox to
 * close. The CTA teaser's press is a `cta` event as well as the play.
 */
export function SoloFrame({ solo, recording, onClose, still, motion }: SoloFrameProps) {
  const emit = useEmit();
  const teaser = soloTeaser(solo);

  React.useEffect(() => {
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <Root aria-label={solo.name || recording.title} data-frame="solo" data-sneak={solo.is_sneak}>
      <FramePlayer
        recording={recording}
        teaser={teaser}
        muted={solo.is_muted === 1}
        showControls={solo.show_controls === 1}
        still={still}
        motion={motion}
        onLaunch={
          teaser.style === 'cta' ? () => emit('cta', { ctaLabel: solo.cta_text, url: '' }) : undefined
        }
        controls={
          onClose ? (
            <IconButton label={frameMessages.close} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          ) : undefined
        }
      />
    </Root>
  );
}

export type { Solo };
