import { type FrameData, frameData, frameDataElementId } from '@showroom/contract';

/**
 * The embedding page's origin from the frame address's fragment (`#host=<origin>&autoplay=1`,
 * contract protocol.ts `frameFragment`): only a plain http(s) origin is taken, anything else is ''.
 */
export function hostOriginOf(hash: string): string {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('host');
  if (!value) return '';
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : '';
  } catch {
    return '';
  }
}

/**
 * The frame data the audience host wrote into the page (the JSON script element with id
 * `frameDataElementId`), parsed with the contract's schema; null when it is missing or does not
 * parse. An embed frame learns its host page's origin from the fragment.
 */
export function readFrameData(doc: Document, hash: string): FrameData | null {
  const text = doc.getElementById(frameDataElementId)?.textContent;
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = frameData.safeParse(json);
  if (!parsed.success) return null;
  const data = parsed.data;
  return data.mode === 'embed' ? { ...data, hostOrigin: hostOriginOf(hash) } : data;
}
