import type { EmbedKind } from '../embeds/messages.ts';
import type { EventType } from './events.ts';

/**
 * Messages between a frame (audience origin) and its loader on the host page (issue 12). Every
 * message carries `showroom: 1`; each side checks the other's origin before reading one: the
 * loader accepts only the audience origin, the frame only the host origin the loader gave it.
 */
export const protocolVersion = 1;

/** The events a host page can listen to (the host-page event API, docs/embedding.md). */
export const hostEventTypes = [
  'render',
  'play',
  'pause',
  'hotspot',
  'step',
  'cta',
  'gate',
  'complete',
] as const satisfies readonly EventType[];
export type HostEventType = (typeof hostEventTypes)[number];

export type HostEvent = {
  showroom: typeof protocolVersion;
  type: 'event';
  kind: EmbedKind;
  id: string;
  event: HostEventType;
  /** The event's own fields (contract events.ts `eventData`), never the prospect's e-mail. */
  data: Record<string, unknown>;
};

/** Frame -> loader: the frame's content needs this height (px), so the host never scrolls inside it. */
export type FrameResize = { showroom: typeof protocolVersion; type: 'resize'; height: number };
/** Frame -> loader: close the Solo lightbox (the prospect pressed Close or Esc inside the frame). */
export type FrameClose = { showroom: typeof protocolVersion; type: 'close' };
export type FrameMessage = HostEvent | FrameResize | FrameClose;

/** Loader -> frame: the prospect acted on the placeholder; start playing. */
export type LoaderPlay = { showroom: typeof protocolVersion; type: 'play' };
export type LoaderMessage = LoaderPlay;

/** The name of the DOM event a loader dispatches on the snippet's element (it bubbles). */
export const hostEventName = 'showroom:event';

/**
 * The frame's address carries the host origin and whether to start at once, in the fragment so
 * no server log and no referrer holds it: `#host=<origin>&autoplay=1`.
 */
export const frameFragment = (hostOrigin: string, autoplay: boolean) =>
  `#host=${encodeURIComponent(hostOrigin)}${autoplay ? '&autoplay=1' : ''}`;
