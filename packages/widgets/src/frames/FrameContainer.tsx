import { type FrameCta, type FrameEvent, type FrameSnapshot, frameMachine } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import * as React from 'react';
import { useEmit } from '../events/index.ts';
import { useFrameHost, useLoaderPlay } from './host.ts';
import { loadPlayer } from './loadPlayer.ts';

/**
 * A frame's machine as its screens take it: the snapshot, `send`, and where the machine's
 * `playAgain` reaches the player once it is on screen (the player mounts with the video, after
 * the teaser and the gate; until then nothing is there to play).
 */
export type FrameActor = {
  snapshot: FrameSnapshot;
  send: (event: FrameEvent) => void;
  player: React.RefObject<(() => void) | null>;
};

export type FrameSetup = {
  /** A teaser to press first (Hero, Solo, Sneakpeek; the default); a CYOA opens on its journey. */
  teaser?: boolean;
  /** The widget's e-mail gate is on: the screen shows it in `launched.gate`. */
  gated?: boolean;
  /** The teaser as a picture, nothing to press (the console's settings preview). */
  still?: boolean;
  /** The lightbox's close (the loader's, FrameClose): Close in the player's bar and Esc anywhere in the frame. */
  onClose?: (() => void) | undefined;
  /** What the teaser's press reports besides the play (Solo's CTA teaser). */
  cta?: FrameCta | null;
  /** The widget's `render` is reported (the audience app's frame; a page's demo is the page's). */
  reportsRender?: boolean;
};

/**
 * The one place a frame's machine (machines prospect/frameMachine) runs: it is given what it
 * starts from (the teaser or not, the gate, the loader's autoplay, the lightbox) and its effects:
 * the reports as events through `useEmit`, the player's code fetched while the teaser shows
 * (loadPlayer.ts), the lightbox's close, the loader's play again to the player. The loader's
 * play (LoaderPlay, from the host origin only) and Esc in a lightbox are sent to it; the screens
 * (`children`) are drawn from its snapshot and send it what the prospect does.
 */
export function FrameContainer({
  teaser = true,
  gated = false,
  still = false,
  onClose,
  cta = null,
  reportsRender = false,
  children,
}: FrameSetup & { children: (frame: FrameActor) => React.ReactNode }) {
  const emit = useEmit();
  const host = useFrameHost();
  const latest = React.useRef({ emit, onClose });
  latest.current = { emit, onClose };
  const player = React.useRef<(() => void) | null>(null);
  const [machine] = React.useState(() =>
    frameMachine.provide({
      actions: {
        reportRender: () => {
          if (reportsRender) latest.current.emit('render', {});
        },
        // Fetched only: FramePlayer.tsx imports it again to render it once launched.
        prefetchPlayer: () => {
          loadPlayer().catch(() => {});
        },
        reportCta: (_, data) => latest.current.emit('cta', data),
        closeLightbox: () => latest.current.onClose?.(),
        playAgain: () => player.current?.(),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { teaser, gated, still, autoplay: host.autoplay, lightbox: onClose !== undefined, cta },
  });

  useLoaderPlay(() => send({ type: 'loader.play' }));

  const lightbox = snapshot.context.lightbox;
  React.useEffect(() => {
    if (!lightbox) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) send({ type: 'close' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [lightbox, send]);

  return <>{children({ snapshot, send, player })}</>;
}
