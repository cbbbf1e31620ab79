import {
  type FrameClose,
  type FrameData,
  type FrameResize,
  type LoaderMessage,
  protocolVersion,
} from '@showroom/contract';
import * as React from 'react';

/**
 * The frame's side of the frame-loader protocol (contract prospect/protocol.ts): what a frame
 * reads from its address's fragment, what it posts to its loader (resize, close) and the loader's
 * play it answers. Messages go to the host origin only (never '*'), and only when framed.
 */

export type Fragment = { host: string; autoplay: boolean };

/** An origin as `new URL(...).origin` writes it, or '' ('null', paths and garbage are not origins). */
export const originOf = (value: string) => {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.origin === value.replace(/\/$/, '') ? url.origin : '';
  } catch {
    return '';
  }
};

/** `#host=<origin>&autoplay=1` (contract `frameFragment`). */
export const readFragment = (hash: string): Fragment => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { host: originOf(params.get('host') ?? ''), autoplay: params.get('autoplay') === '1' };
};

/** The origin this frame may talk to: the server's word, else the loader's fragment; '' for none. */
export const hostOriginOf = (data: Pick<FrameData, 'hostOrigin'>, hash: string) =>
  originOf(data.hostOrigin) || readFragment(hash).host;

/** Where a frame is and whom it may talk to; `post` does nothing when there is no one. */
export type FrameHost = {
  /** Inside a loader's iframe, with a known host origin to post to. */
  framed: boolean;
  origin: string;
  /** The loader opened the frame to play at once (the prospect pressed its placeholder). */
  autoplay: boolean;
  post: (message: FrameResize | FrameClose) => void;
};

const alone: FrameHost = { framed: false, origin: '', autoplay: false, post: () => {} };

/** The host as the frame finds it at start; stories and the console give none (`alone`). */
export function frameHost(data: Pick<FrameData, 'hostOrigin'>, win: Window = window): FrameHost {
  const origin = hostOriginOf(data, win.location.hash);
  const framed = win.parent !== win && origin !== '';
  const { autoplay } = readFragment(win.location.hash);
  if (!framed) return { ...alone, autoplay };
  return { framed, origin, autoplay, post: (message) => win.parent.postMessage(message, origin) };
}

export const FrameHostContext = React.createContext<FrameHost>(alone);
export const useFrameHost = () => React.useContext(FrameHostContext);

export const closeMessage: FrameClose = { showroom: protocolVersion, type: 'close' };

/** Whether a message event is the loader's play: from the host origin, from the parent window. */
export const isLoaderPlay = (event: MessageEvent, host: FrameHost, parent: Window | null) => {
  if (!host.framed || event.origin !== host.origin || event.source !== parent) return false;
  const message = event.data as Partial<LoaderMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.showroom === protocolVersion &&
    message.type === 'play'
  );
};

/** Calls `onPlay` when the loader says the prospect pressed its placeholder. */
export function useLoaderPlay(onPlay: () => void) {
  const host = useFrameHost();
  const latest = React.useRef(onPlay);
  latest.current = onPlay;
  React.useEffect(() => {
    if (!host.framed) return;
    const listener = (event: MessageEvent) => {
      if (isLoaderPlay(event, host, window.parent)) latest.current();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [host]);
}

/**
 * Tells the loader the height the frame's content needs whenever it changes, so the host page
 * never scrolls inside the frame (FrameResize). Nothing is posted when not framed.
 */
export function useFrameResize(ref: React.RefObject<HTMLElement | null>) {
  const host = useFrameHost();
  React.useEffect(() => {
    const element = ref.current;
    if (!host.framed || !element || typeof ResizeObserver === 'undefined') return;
    let last = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      host.post({ showroom: protocolVersion, type: 'resize', height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [host, ref]);
}
