/** spec 3 §9 Business constants of demos. */
export const demoConstants = {
  pageSize: 40,
  listLimit: 1000,
  videoListLimit: 100,
  gifSourceSeconds: 10,
  gifSeconds: 7,
  thumbnailSeekSeconds: 0.01,
  /** spec 3 §2.2: the picture of a demo card in the list (ui `Card`), which the media job makes a still for. */
  cardThumbnail: { width: 234, height: 132 },
  playerSpeeds: [1, 1.5, 2, 0.5, 0.75],
  hotspotLeadSeconds: 0.5,
  hotspotLateCutoffSeconds: 2,
  captionMaxLength: 250,
  timestampMaxLength: 9,
  hotspotSizePx: 45,
  captionBox: { width: 150, height: 50, minHeight: 48 },
  clickRegion: { width: 100, height: 50 },
  /** A portrait video's player is this share of its intrinsic width; any other is 1100 px wide. */
  portraitWidthShare: 0.4,
  landscapeWidthPx: 1100,
  cloneSuffix: ' - Copy',
  defaultType: 'default',
  titleMaxLength: 200,
  descriptionMaxLength: 2000,
  /** spec 3 §2.4 the rep name the recording editor shows (issue 29 D.9). */
  repNameMaxLength: 100,
} as const;

/** Colours are hex with no alpha (spec 3 §2.4). */
export const hexColorPattern = /^#[0-9A-Fa-f]{6}$/;

/**
 * spec 3 §5 Demo editor timestamps: mm:ss.sss, minutes 0-59, seconds 00-59, three-digit
 * milliseconds, at most 9 characters. Returns seconds, or undefined for text of another shape.
 */
export const parseTimestamp = (text: string): number | undefined => {
  if (text.length > demoConstants.timestampMaxLength) return undefined;
  const match = /^([0-5]?\d):([0-5]\d)\.(\d{3})$/.exec(text);
  if (!match) return undefined;
  const [, minutes, secondsPart, millis] = match;
  return Number(minutes) * 60 + Number(secondsPart) + Number(millis) / 1000;
};

/**
 * The annotation rules of spec 3 §5 and §9 the demo editor's machine applies (machines'
 * `AnnotationRules`): the sizes and limits, the timestamp and colour rules, and the style a new
 * hotspot takes.
 */
export const annotationRules = {
  ...demoConstants,
  parseTimestamp,
  hexColorPattern,
  defaultHotspotStyle: 'DARK',
} as const;
