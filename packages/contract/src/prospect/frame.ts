import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { recording } from '../demos/recording.ts';
import { blinkerSizes, blinkerStyles, ctaTypes, teaserStyles } from '../embeds/constants.ts';
import { cyoa } from '../embeds/cyoa.ts';
import { hero } from '../embeds/hero.ts';
import { type EmbedKind, embedKinds } from '../embeds/messages.ts';
import { launchButton } from '../embeds/shared.ts';
import { sneakpeek } from '../embeds/sneakpeek.ts';
import { solo } from '../embeds/solo.ts';
import { websiteStyleInput } from '../settings/settings.ts';

/**
 * The prospect side's addresses on the audience host (shared/spec README decision 5), and what a
 * loader and a frame are given. Only published widgets are ever answered; a widget that is not
 * live, deleted, or of another company than the address names is a plain 404.
 */

/** The frame a loader opens: `/frame/{kind}/{id}`; `host` is the embedding page's origin (for postMessage). */
export const frameAddress = (audienceUrl: string, kind: EmbedKind, id: string) =>
  `${audienceUrl.replace(/\/$/, '')}/frame/${kind}/${encodeURIComponent(id)}`;

/**
 * What a loader draws before the prospect acts (issue 12): enough for a placeholder of the right
 * size and colours. No video address here: heavy media loads only on interaction, in the frame.
 */
export const placeholder = z.object({
  kind: z.enum(embedKinds),
  id: z.uuid(),
  /** The frame's address on the audience host. */
  frame: z.string(),
  /** The box's proportions: the demo's intrinsic size (16:9 until it is known). */
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  /** Accessible name of the play control: the widget's name. */
  label: z.string(),
  thumbnail: z.string(),
  /** The GIF of the 'animation' teaser; '' otherwise. */
  animation: z.string(),
  teaser: z.enum(teaserStyles),
  /** Solo: the launch button's look. */
  blinker: z.object({
    style: z.enum(blinkerStyles),
    size: z.enum(blinkerSizes),
    icon: z.string(),
    colours: launchButton,
    /** The style's picture (teaserLook.ts `placeholderMark`), drawn when there is no custom icon. */
    mark: z.optional(z.object({ shape: z.string(), path: z.string(), stroke: z.boolean() })),
  }),
  /** Solo with is_sneak 1: an inline-block element. */
  sneak: z.boolean(),
  /**
   * The CTA teaser's look and text (Solo and CYOA with the CTA teaser, not inline; absent otherwise), drawn by
   * the loader as the console's preview draws it (issue 29, B.1).
   */
  cta: z.optional(z.object({ type: z.enum(ctaTypes), text: z.string() })),
  /**
   * A Hero's headline, drawn over the top of its placeholder as its frame's teaser shows it on a
   * phone (issue 29, C.3); absent for the other kinds. Its look comes in `look` (teaserLook.ts `headlineLook`).
   */
  headline: z.optional(z.string()),
  /** The teaser's rules the loader does not carry (teaserLook.ts `teaserLook`), '' or absent when none. */
  look: z.optional(z.string()),
});
export type Placeholder = z.infer<typeof placeholder>;

export const widgetParams = z.object({ kind: z.enum(embedKinds), id: z.uuid() });

/** GET /embed/{kind}/{id} on the audience host (ours): a published widget's placeholder. CORS open: any site may embed. */
export const getPlaceholder = defineRoute({
  method: 'GET',
  path: '/embed/{kind}/{id}',
  auth: 'public',
  params: widgetParams,
  payload: placeholder,
});

/** The company's look on every prospect surface (spec 1 §3 website style, logo, name). */
export const prospectStyle = z.object({
  style: z.extend(websiteStyleInput, { fontName: z.string().check(z.maxLength(100)) }),
  companyName: z.string(),
  /** An address on the media origin, or ''. */
  logo: z.string(),
});
export type ProspectStyle = z.infer<typeof prospectStyle>;

/** The widget a frame draws, as the console reads it (the /web record), by kind. */
export const frameWidget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hero'), hero }),
  z.object({ kind: z.literal('solo'), solo }),
  z.object({ kind: z.literal('sneakpeek'), sneakpeek }),
  z.object({ kind: z.literal('cyoa'), cyoa }),
]);
export type FrameWidget = z.infer<typeof frameWidget>;

/** Where a frame is shown: in a host page, on a share page, or in a rep's preview. */
export const frameModes = ['embed', 'share', 'preview'] as const;
export type FrameMode = (typeof frameModes)[number];

/**
 * What the audience host puts in a frame's or page's HTML (a JSON script element read once at
 * start), so a frame draws with no request of its own before the prospect acts.
 */
export const frameData = z.object({
  mode: z.enum(frameModes),
  companyId: z.uuid(),
  widget: frameWidget,
  /** Every demo the widget can play (a CYOA's steps and recommendations), ready or not. */
  demos: z.array(recording),
  look: prospectStyle,
  /** The share page's title and description (decision 8); absent elsewhere. */
  share: z.optional(z.object({ title: z.string(), description: z.string() })),
  /** The audience host's address, for the gate and the events. */
  audienceUrl: z.string(),
  /** The embedding page's origin, to post events to ('' when not framed by a loader). */
  hostOrigin: z.string(),
  /** Events are recorded (false in a rep's preview: a preview is not a prospect). */
  record: z.boolean(),
});
export type FrameData = z.infer<typeof frameData>;
