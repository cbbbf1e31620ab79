import type { MediaGrant } from '@showroom/contract';

/**
 * The media a gated widget's or page's gate gives once passed (issue 26, item 5; contract
 * `mediaGrant`): the frame's and the page's HTML carry none of it. Kept from the gate's replies
 * (an 'allowed' answer, or the pending link's once confirmed) for the moment the gate passes.
 */
export function grantKeeper() {
  let kept: MediaGrant | undefined;
  return {
    /** Keeps the reply's media, if it carries some; answers the reply as it is. */
    keep<R>(reply: R): R {
      const payload = (reply as { status?: string; payload?: unknown }).payload;
      if (payload && typeof payload === 'object' && 'media' in payload && payload.media) {
        kept = payload.media as MediaGrant;
      }
      return reply;
    },
    get current() {
      return kept;
    },
  };
}
