/**
 * The few values a loader shares with the contract, copied here so that no contract code (zod)
 * reaches a host page: constants.test.ts proves each equals the contract's.
 */
export const protocolVersion = 1;
export const hostEventName = 'showroom:event';
export const hostEventTypes = ['render', 'play', 'pause', 'hotspot', 'step', 'cta', 'gate', 'complete'];
export const frameFragment = (hostOrigin: string, autoplay: boolean) =>
  `#host=${encodeURIComponent(hostOrigin)}${autoplay ? '&autoplay=1' : ''}`;
export const placeholderPath = (kind: string, id: string) => `/embed/${kind}/${encodeURIComponent(id)}`;
export const sneakBoxPx = 64;
export const launchPx = { SMALL: 40, LARGE: 64 } as const;
export const text = { play: 'Play demo', close: 'Close' };
