import { frameWidget, gateOptionsOf, type MediaGrant, pageGateOptions } from '@showroom/contract';
import type { MediaSealer } from '../media/sealed.ts';
import type { FrameDataWire } from '../plugins/app/prospect.ts';
import type { ProspectPageWire } from './prospect-page.ts';

/**
 * What of a widget's or page's media its HTML may carry (issue 26, item 5: the e-mail gate was
 * only a curtain, the video's address in the page before any submission):
 *
 * - a demo's video and captions only by a sealed address that expires (media/sealed.ts), for every
 *   widget and page, gated or not, so no prospect ever holds a plain, lasting media address;
 * - nothing of them at all in a gated widget's frame or share page, nor, on a gated page, its
 *   demos' thumbnails and GIFs and its videos' addresses: the gate route gives them (`MediaGrant`)
 *   once the gate passes (allowed, or the mailed link clicked), and the app puts them in place.
 *
 * A rep's preview is not a prospect: it gets sealed addresses, nothing withheld.
 */

type DemoWire = { id: string; location: string; captions: string; thumbnail: string; preview: string };

/** The demos with their video and captions sealed. */
export const sealDemos = <T extends DemoWire>(sealer: MediaSealer, demos: readonly T[]): T[] =>
  demos.map((demo) => ({
    ...demo,
    location: sealer.seal(demo.location),
    captions: sealer.seal(demo.captions),
  }));

/** The demos with their video and captions (and, `pictures`, their thumbnail and GIF) left out. */
const withhold = <T extends DemoWire>(demos: readonly T[], pictures: boolean): T[] =>
  demos.map((demo) => ({
    ...demo,
    location: '',
    captions: '',
    ...(pictures ? { thumbnail: '', preview: '' } : {}),
  }));

/** The grant of these demos (sealed) and videos. */
const grantOf = (
  sealer: MediaSealer,
  demos: readonly DemoWire[],
  videos: readonly { id: string; url: string }[] = [],
): MediaGrant => ({
  demos: sealDemos(sealer, demos).map(({ id, location, captions, thumbnail, preview }) => ({
    id,
    location,
    captions,
    thumbnail,
    preview,
  })),
  videos: videos.map(({ id, url }) => ({ id, url })),
});

/** Whether the frame's widget asks for an address first (its gate options, as the frame reads them). */
export function frameGated(data: FrameDataWire): boolean {
  const widget = frameWidget.safeParse(data.widget);
  // A widget the frame cannot read draws nothing: nothing of it to give either.
  return widget.success ? gateOptionsOf(widget.data).gated : true;
}

/** A frame's data as its HTML carries it: sealed, and withheld behind a gate (not in a preview). */
export function frameForProspect(sealer: MediaSealer, data: FrameDataWire): FrameDataWire {
  const demos = sealDemos(sealer, data.demos);
  if (data.mode === 'preview' || !frameGated(data)) return { ...data, demos };
  return { ...data, demos: withhold(demos, false) };
}

/** What a frame's gate gives once passed: its demos' media. */
export const frameGrant = (sealer: MediaSealer, data: FrameDataWire): MediaGrant =>
  grantOf(sealer, data.demos);

/** Whether the page asks for an address first. */
export const pageGated = (data: ProspectPageWire): boolean =>
  pageGateOptions(data.content.style.settings).gated;

/** A page's data as its HTML carries it (`record` false: a rep's preview, nothing withheld). */
export function pageForProspect(sealer: MediaSealer, data: ProspectPageWire): ProspectPageWire {
  const gated = data.record && pageGated(data);
  const demos = sealDemos(sealer, data.demos);
  const content = data.content;
  let shown: ProspectPageWire['content'] = content;
  if (content.type === 'embed' && content.embed) {
    const embed = content.embed;
    // The embed's own gate holds back its media as in its frame; the page's gate all of it.
    shown = {
      ...content,
      embed: gated
        ? { ...embed, demos: withhold(sealDemos(sealer, embed.demos), false) }
        : frameForProspect(sealer, embed),
    };
  }
  return {
    ...data,
    content: shown,
    demos: gated ? withhold(demos, true) : demos,
    videos: gated ? data.videos.map((video) => ({ ...video, url: '' })) : data.videos,
  };
}

/**
 * What a page's gate gives once passed: its demos' media and its videos' addresses, and an Embed
 * page's embed's demos when the embed has no gate of its own (one that has keeps its media for its own gate).
 */
export function pageGrant(sealer: MediaSealer, data: ProspectPageWire): MediaGrant {
  const content = data.content;
  const embed = content.type === 'embed' && content.embed ? content.embed : undefined;
  const embedDemos = embed && !frameGated(embed) ? embed.demos : [];
  return grantOf(sealer, [...data.demos, ...embedDemos], data.videos);
}
