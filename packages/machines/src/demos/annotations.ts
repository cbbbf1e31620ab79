import type { Coordinates, demoConstants, Hotspot, HotspotStyle, Rectangle } from '@showroom/contract';

/**
 * The annotation rules of spec 3 §5 and §9 the editor applies: the contract's `annotationRules`
 * (`@showroom/contract/rules`), which the console, the tests and the graph-walk model pass in, so a
 * rule exists once.
 */
export type AnnotationRules = Pick<
  typeof demoConstants,
  'hotspotSizePx' | 'captionBox' | 'clickRegion' | 'captionMaxLength' | 'timestampMaxLength'
> & {
  /** mm:ss.sss to seconds, or undefined (spec 3 §5). */
  parseTimestamp: (text: string) => number | undefined;
  /** Colours are hex with no alpha (spec 3 §2.4). */
  hexColorPattern: RegExp;
  /** spec 3 §3: a new hotspot's style. */
  defaultHotspotStyle: HotspotStyle;
};

export type AnnotationKind = 'hotspot' | 'rectangle';
/** The drag toolbox's tools (spec 3 §2.4): Hotspot and Click region. */
export type AnnotationTool = AnnotationKind;

export type AnnotationItem =
  | { kind: 'hotspot'; annotation: Hotspot }
  | { kind: 'rectangle'; annotation: Rectangle };

/** A point on the video box, in pixels from its top-left corner, and the box's size. */
export interface BoxPoint {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a dropped tool would go, in percentages of the video box, before the rep confirms it. */
export interface Placement {
  tool: AnnotationTool;
  /** The drop point. */
  top: number;
  left: number;
  /** The video box's size in pixels when dropped: the §9 pixel sizes become percentages of it. */
  boxWidth: number;
  boxHeight: number;
}

/** The caption fields, colours excluded, that the rep edits in an expanded row. */
export type AnnotationPatch = Partial<
  Pick<Hotspot, 'caption' | 'captionColor' | 'hotspotColor' | 'hotspotStyle'> &
    Pick<Rectangle, 'borderColor' | 'backgroundColor' | 'captionBackgroundColor'>
>;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));
/** Percentages kept to three decimals: enough for any screen, and the JSON stays short. */
const round = (value: number) => Math.round(value * 1000) / 1000;
const percentOf = (pixels: number, of: number) => (of > 0 ? round(Math.min(100, (pixels / of) * 100)) : 100);

/** Whether a drop landed on the video (spec 3 §2.4: outside the bounds, nothing happens). */
export const isInsideBox = (point: BoxPoint) =>
  point.width > 0 &&
  point.height > 0 &&
  point.x >= 0 &&
  point.y >= 0 &&
  point.x <= point.width &&
  point.y <= point.height;

export const placementAt = (tool: AnnotationTool, point: BoxPoint): Placement => ({
  tool,
  top: round((point.y / point.height) * 100),
  left: round((point.x / point.width) * 100),
  boxWidth: point.width,
  boxHeight: point.height,
});

/** The keyboard's way in (WCAG 2.1.1): the tool placed at the centre of the video. */
export const placementAtCentre = (tool: AnnotationTool, box: { width: number; height: number }) =>
  placementAt(tool, { x: box.width / 2, y: box.height / 2, width: box.width, height: box.height });

/** Every annotation id in use. */
const idsOf = (coordinates: Coordinates) =>
  new Set([...coordinates.hotspots, ...coordinates.rectangles].map((annotation) => annotation.id));

/** A new id, short and unused: `hotspot-3`, `rectangle-1`. */
export const nextAnnotationId = (coordinates: Coordinates, kind: AnnotationKind) => {
  const used = idsOf(coordinates);
  let n = 1;
  while (used.has(`${kind}-${n}`)) n += 1;
  return `${kind}-${n}`;
};

/**
 * The caption box beside its anchor (a hotspot's centre or a region's edge): to the right, or
 * to the left where the right has no room; vertically centred on the anchor; always inside.
 */
const captionBoxNear = (
  anchor: { top: number; left: number },
  gapLeft: number,
  gapRight: number,
  placement: Placement,
  rules: AnnotationRules,
) => {
  const width = percentOf(rules.captionBox.width, placement.boxWidth);
  const height = percentOf(rules.captionBox.height, placement.boxHeight);
  const right = anchor.left + gapRight;
  const left = right + width <= 100 ? right : anchor.left - gapLeft - width;
  return {
    captionPercentageFromLeft: round(clamp(left, 0, 100 - width)),
    captionPercentageFromTop: round(clamp(anchor.top - height / 2, 0, 100 - height)),
    captionPercentageWidth: width,
    captionPercentageHeight: height,
  };
};

/**
 * The annotation a confirmed placement adds at `appearAt` (spec 3 §9 sizes and the demo's
 * default colours): a 45 px hotspot centred on the drop point, or a 100x50 click region centred
 * on it and kept inside the video; each with a 150x50 caption box beside it.
 */
export const annotationFromPlacement = (
  placement: Placement,
  coordinates: Coordinates,
  appearAt: number,
  rules: AnnotationRules,
): AnnotationItem => {
  const id = nextAnnotationId(coordinates, placement.tool);
  if (placement.tool === 'hotspot') {
    const halfWidth = percentOf(rules.hotspotSizePx / 2, placement.boxWidth);
    const top = clamp(placement.top, 0, 100);
    const left = clamp(placement.left, 0, 100);
    return {
      kind: 'hotspot',
      annotation: {
        id,
        caption: '',
        ...captionBoxNear({ top, left }, halfWidth, halfWidth, placement, rules),
        captionColor: coordinates.defaultCaptionColor,
        hotspotColor: coordinates.defaultHotspotColor,
        hotspotStyle: rules.defaultHotspotStyle,
        percentageFromTop: round(top),
        percentageFromLeft: round(left),
        appearAt,
        shown: false,
      },
    };
  }
  const width = percentOf(rules.clickRegion.width, placement.boxWidth);
  const height = percentOf(rules.clickRegion.height, placement.boxHeight);
  const top = round(clamp(placement.top - height / 2, 0, 100 - height));
  const left = round(clamp(placement.left - width / 2, 0, 100 - width));
  return {
    kind: 'rectangle',
    annotation: {
      id,
      caption: '',
      ...captionBoxNear({ top: top + height / 2, left }, 0, width, placement, rules),
      captionColor: coordinates.defaultCaptionColor,
      borderColor: coordinates.defaultBorderColor,
      backgroundColor: coordinates.defaultBackgroundColor,
      captionBackgroundColor: coordinates.defaultBackgroundColor,
      percentageFromTop: top,
      percentageFromLeft: left,
      percentageWidth: width,
      percentageHeight: height,
      appearAt,
      shown: false,
    },
  };
};

const byAppearAt = <T extends { appearAt: number; id: string }>(a: T, b: T) =>
  a.appearAt - b.appearAt || a.id.localeCompare(b.id);

/** Both kinds in one list, sorted by appearance time (spec 3 §2.4 Annotations list). */
export const sortedAnnotations = (coordinates: Coordinates): AnnotationItem[] =>
  [
    ...coordinates.hotspots.map((annotation) => ({ kind: 'hotspot' as const, annotation })),
    ...coordinates.rectangles.map((annotation) => ({ kind: 'rectangle' as const, annotation })),
  ].sort((a, b) => byAppearAt(a.annotation, b.annotation));

/** Coordinates with each kind's list in appearance order, as they are saved. */
export const sortCoordinates = (coordinates: Coordinates): Coordinates => ({
  ...coordinates,
  hotspots: [...coordinates.hotspots].sort(byAppearAt),
  rectangles: [...coordinates.rectangles].sort(byAppearAt),
});

export const findAnnotation = (coordinates: Coordinates, id: string): AnnotationItem | undefined => {
  const hotspot = coordinates.hotspots.find((annotation) => annotation.id === id);
  if (hotspot) return { kind: 'hotspot', annotation: hotspot };
  const rectangle = coordinates.rectangles.find((annotation) => annotation.id === id);
  return rectangle ? { kind: 'rectangle', annotation: rectangle } : undefined;
};

export const addAnnotation = (coordinates: Coordinates, item: AnnotationItem): Coordinates =>
  sortCoordinates(
    item.kind === 'hotspot'
      ? { ...coordinates, hotspots: [...coordinates.hotspots, item.annotation] }
      : { ...coordinates, rectangles: [...coordinates.rectangles, item.annotation] },
  );

export const removeAnnotation = (coordinates: Coordinates, id: string): Coordinates => ({
  ...coordinates,
  hotspots: coordinates.hotspots.filter((annotation) => annotation.id !== id),
  rectangles: coordinates.rectangles.filter((annotation) => annotation.id !== id),
});

/** Applies `change` to the annotation `id`, whichever kind it is. */
const mapAnnotation = (
  coordinates: Coordinates,
  id: string,
  change: <T extends Hotspot | Rectangle>(annotation: T) => T,
): Coordinates => ({
  ...coordinates,
  hotspots: coordinates.hotspots.map((annotation) =>
    annotation.id === id ? change(annotation) : annotation,
  ),
  rectangles: coordinates.rectangles.map((annotation) =>
    annotation.id === id ? change(annotation) : annotation,
  ),
});

/**
 * Only the fields the annotation's kind has, each valid: a colour must be #RRGGBB (no alpha) and
 * a caption is cut at 250 characters (spec 3 §5); anything else is left as it was.
 */
export const patchAnnotation = (
  coordinates: Coordinates,
  id: string,
  patch: AnnotationPatch,
  rules: AnnotationRules,
): Coordinates => {
  const item = findAnnotation(coordinates, id);
  if (!item) return coordinates;
  const allowed: readonly (keyof AnnotationPatch)[] =
    item.kind === 'hotspot'
      ? ['caption', 'captionColor', 'hotspotColor', 'hotspotStyle']
      : ['caption', 'captionColor', 'borderColor', 'backgroundColor', 'captionBackgroundColor'];
  const accepted: Record<string, unknown> = {};
  for (const key of allowed) {
    const value = patch[key];
    if (value === undefined) continue;
    if (key === 'caption') accepted.caption = value.slice(0, rules.captionMaxLength);
    else if (key === 'hotspotStyle') accepted.hotspotStyle = value;
    else if (rules.hexColorPattern.test(value)) accepted[key] = value.toUpperCase();
  }
  if (Object.keys(accepted).length === 0) return coordinates;
  return mapAnnotation(coordinates, id, (annotation) => ({ ...annotation, ...accepted }));
};

/** Moves an annotation and its caption box by `dx`/`dy` percent, kept inside the video. */
export const moveAnnotation = (coordinates: Coordinates, id: string, dx: number, dy: number): Coordinates =>
  mapAnnotation(coordinates, id, (annotation) => {
    const width = 'percentageWidth' in annotation ? annotation.percentageWidth : 0;
    const height = 'percentageHeight' in annotation ? annotation.percentageHeight : 0;
    const left = round(clamp(annotation.percentageFromLeft + dx, 0, 100 - width));
    const top = round(clamp(annotation.percentageFromTop + dy, 0, 100 - height));
    // The caption follows by as much as its anchor moved, and stays inside too.
    const movedX = left - annotation.percentageFromLeft;
    const movedY = top - annotation.percentageFromTop;
    return {
      ...annotation,
      percentageFromLeft: left,
      percentageFromTop: top,
      captionPercentageFromLeft: round(
        clamp(annotation.captionPercentageFromLeft + movedX, 0, 100 - annotation.captionPercentageWidth),
      ),
      captionPercentageFromTop: round(
        clamp(annotation.captionPercentageFromTop + movedY, 0, 100 - annotation.captionPercentageHeight),
      ),
    };
  });

export const setAppearAt = (coordinates: Coordinates, id: string, appearAt: number): Coordinates =>
  sortCoordinates(mapAnnotation(coordinates, id, (annotation) => ({ ...annotation, appearAt })));

export type TimestampCheck = { ok: true; seconds: number } | { ok: false; error: 'invalid' | 'tooLate' };

/**
 * spec 3 §5 timestamps: mm:ss.sss within 9 characters ('Invalid Timestamp'), before the end of
 * the video ('Timestamp exceeds video duration'). A duration of 0 is not known yet: no upper bound.
 */
export const checkTimestamp = (text: string, duration: number, rules: AnnotationRules): TimestampCheck => {
  const seconds = text.length > rules.timestampMaxLength ? undefined : rules.parseTimestamp(text);
  if (seconds === undefined) return { ok: false, error: 'invalid' };
  if (duration > 0 && seconds >= duration) return { ok: false, error: 'tooLate' };
  return { ok: true, seconds };
};

/** What the editor saves: every annotation unshown (the player's flag starts false each pass). */
export const coordinatesToSave = (coordinates: Coordinates): Coordinates =>
  sortCoordinates({
    ...coordinates,
    hotspots: coordinates.hotspots.map((annotation) => ({ ...annotation, shown: false })),
    rectangles: coordinates.rectangles.map((annotation) => ({ ...annotation, shown: false })),
  });
