import {
  defaultLaunchButton,
  prospectPageMessages as m,
  type PageVideo,
  playerWidth,
  type Recording,
} from '@showroom/contract';
import type * as React from 'react';
import { FramePlayer, type FrameTeaser } from '../../../frames/FramePlayer.tsx';
import { safeHref } from '../client.ts';

/** The teaser a page's demo shows before play: its picture and a launch button in the company's colours. */
const pageTeaser: FrameTeaser = {
  style: 'thumbnail',
  customThumbnail: '',
  launch: { style: 'PLAY', size: 'LARGE', colours: defaultLaunchButton(), icon: '' },
};

/** A demo on the page: its picture until the prospect plays it (no video before that). */
export function Demo({ recording, motion }: { recording: Recording; motion: 'auto' | 'reduced' }) {
  if (recording.media_status !== 'ready') return null;
  return (
    <div style={{ '--player-width': playerWidth(recording.coordinates.intrinsic) } as React.CSSProperties}>
      <FramePlayer recording={recording} teaser={pageTeaser} muted motion={motion} />
    </div>
  );
}

/** A plain video of a Collection: nothing of it loads until it is played. */
export function Video({ video }: { video: PageVideo }) {
  const href = safeHref(video.url);
  if (!href) return null;
  // biome-ignore lint/a11y/useMediaCaption: a rep's own video comes with no captions to offer
  return <video src={href} controls preload="none" aria-label={m.playVideo(video.title)} />;
}
