import * as z from 'zod/mini';
import { demoConstants, hexColorPattern } from '../rules/demos.ts';

/**
 * spec 3 §3 Coordinates, Hotspot and Rectangle (click region): the annotations of a demo, kept as
 * one JSON document on the recording. Positions and sizes are percentages of the video box, so
 * an annotation sits on the same spot of the picture at any player size (spec 3 §9).
 */

export { demoConstants, hexColorPattern, parseTimestamp } from '../rules/demos.ts';

/** spec 3 §3 Coordinates defaults: caption and border black, hotspot and background light grey-blue. */
export const annotationDefaults = {
  captionColor: '#000000',
  borderColor: '#000000',
  hotspotColor: '#B9C3D6',
  backgroundColor: '#B9C3D6',
} as const;

export const hexColor = z.string().check(z.regex(hexColorPattern, 'Expected a colour as #RRGGBB'));

/** spec 3 §3: six hotspot styles, DARK by default (their names are ours; the spec gives only DARK). */
export const hotspotStyles = ['DARK', 'LIGHT', 'PULSE', 'RING', 'SOLID', 'OUTLINE'] as const;
export type HotspotStyle = (typeof hotspotStyles)[number];

const percent = z.number().check(z.minimum(0), z.maximum(100));
/** Seconds into the video; the editor keeps it below the video's duration. */
const seconds = z.number().check(z.minimum(0), z.maximum(24 * 60 * 60));
const annotationId = z.string().check(z.minLength(1), z.maxLength(64));
const caption = z.string().check(z.maxLength(demoConstants.captionMaxLength));

/** The caption box both kinds of annotation carry. */
const captionFields = {
  id: annotationId,
  needsPlacement: z.optional(z.boolean()),
  caption,
  captionPercentageFromTop: percent,
  captionPercentageFromLeft: percent,
  captionPercentageHeight: percent,
  captionPercentageWidth: percent,
  captionColor: hexColor,
  appearAt: seconds,
};

export const hotspot = z.object({
  ...captionFields,
  hotspotColor: hexColor,
  hotspotStyle: z.enum(hotspotStyles),
  percentageFromTop: percent,
  percentageFromLeft: percent,
  /** The player's "already shown this pass" flag; the editor saves it false. */
  shown: z.optional(z.boolean()),
});
export type Hotspot = z.infer<typeof hotspot>;

export const rectangle = z.object({
  ...captionFields,
  borderColor: hexColor,
  backgroundColor: hexColor,
  captionBackgroundColor: hexColor,
  percentageFromTop: percent,
  percentageFromLeft: percent,
  percentageHeight: percent,
  percentageWidth: percent,
  shown: z.optional(z.boolean()),
});
export type Rectangle = z.infer<typeof rectangle>;

/** Intrinsic size of the video in pixels, written by the media job once the file is probed. */
export const intrinsicSize = z.object({
  intrinsicVideoHeight: z.number().check(z.int(), z.nonnegative()),
  intrinsicVideoWidth: z.number().check(z.int(), z.nonnegative()),
});
export type IntrinsicSize = z.infer<typeof intrinsicSize>;

/** At most this many annotations of each kind: the player bench runs 200 in all. */
export const maxAnnotations = 500;

export const coordinates = z.object({
  intrinsic: intrinsicSize,
  hotspots: z.array(hotspot).check(z.maxLength(maxAnnotations)),
  rectangles: z.array(rectangle).check(z.maxLength(maxAnnotations)),
  defaultCaptionColor: hexColor,
  defaultBorderColor: hexColor,
  defaultHotspotColor: hexColor,
  defaultBackgroundColor: hexColor,
});
export type Coordinates = z.infer<typeof coordinates>;

/** The coordinates of a demo with no annotations yet. */
export const emptyCoordinates = (
  intrinsic: IntrinsicSize = { intrinsicVideoHeight: 0, intrinsicVideoWidth: 0 },
): Coordinates => ({
  intrinsic,
  hotspots: [],
  rectangles: [],
  defaultCaptionColor: annotationDefaults.captionColor,
  defaultBorderColor: annotationDefaults.borderColor,
  defaultHotspotColor: annotationDefaults.hotspotColor,
  defaultBackgroundColor: annotationDefaults.backgroundColor,
});

/**
 * 'Copy without settings' (spec 3 §2.2): no hotspots, the default caption colour back to black and
 * the hotspot colour back to light grey-blue. The spec clears hotspots only, so click regions
 * (rectangles) and the video's size are kept (issue 29, D.9).
 */
export const coordinatesWithoutSettings = (source: Coordinates): Coordinates => ({
  ...source,
  hotspots: [],
  defaultCaptionColor: annotationDefaults.captionColor,
  defaultHotspotColor: annotationDefaults.hotspotColor,
});

/** spec 3 §9: the player's width for a video of this size (portrait: 0.4 of its width). */
export const playerWidth = ({ intrinsicVideoHeight, intrinsicVideoWidth }: IntrinsicSize) =>
  intrinsicVideoHeight > intrinsicVideoWidth
    ? Math.round(intrinsicVideoWidth * demoConstants.portraitWidthShare)
    : demoConstants.landscapeWidthPx;

/** Seconds as the editor's mm:ss.sss. */
export const formatTimestamp = (totalSeconds: number): string => {
  const millis = Math.round(Math.max(0, totalSeconds) * 1000);
  const minutes = Math.floor(millis / 60_000);
  const secondsPart = Math.floor((millis % 60_000) / 1000);
  const rest = millis % 1000;
  return `${String(minutes).padStart(2, '0')}:${String(secondsPart).padStart(2, '0')}.${String(rest).padStart(3, '0')}`;
};
