import { emptyCoordinates } from '@showroom/contract';
import { annotationRules } from '@showroom/contract/rules';
import { describe, expect, it } from 'vitest';
import {
  type AnnotationRules,
  addAnnotation,
  annotationFromPlacement,
  checkTimestamp,
  coordinatesToSave,
  isInsideBox,
  moveAnnotation,
  nextAnnotationId,
  patchAnnotation,
  placementAt,
  placementAtCentre,
  removeAnnotation,
  setAppearAt,
  sortedAnnotations,
} from './annotations.ts';

/** The rules the console hands in (spec 3 §5, §9): the contract's, as the page gives them. */
const rules: AnnotationRules = annotationRules;
const box = { width: 1000, height: 500 };

describe('annotations', () => {
  it('knows a drop on the video from one beside it (spec 3 §2.4)', () => {
    expect(isInsideBox({ x: 0, y: 0, ...box })).toBe(true);
    expect(isInsideBox({ x: 1000, y: 500, ...box })).toBe(true);
    expect(isInsideBox({ x: -1, y: 10, ...box })).toBe(false);
    expect(isInsideBox({ x: 10, y: 501, ...box })).toBe(false);
    expect(isInsideBox({ x: 0, y: 0, width: 0, height: 0 })).toBe(false);
  });

  it('stores a drop point as percentages of the video box (spec 3 §9)', () => {
    expect(placementAt('hotspot', { x: 250, y: 100, ...box })).toEqual({
      tool: 'hotspot',
      left: 25,
      top: 20,
      boxWidth: 1000,
      boxHeight: 500,
    });
    expect(placementAtCentre('rectangle', box)).toMatchObject({ left: 50, top: 50 });
  });

  it('makes a hotspot with the demo defaults, DARK, a 150x50 caption box beside it', () => {
    const coordinates = emptyCoordinates();
    const item = annotationFromPlacement(
      placementAt('hotspot', { x: 250, y: 100, ...box }),
      coordinates,
      2.5,
      rules,
    );
    expect(item).toEqual({
      kind: 'hotspot',
      annotation: {
        id: 'hotspot-1',
        caption: '',
        captionColor: '#000000',
        hotspotColor: '#B9C3D6',
        hotspotStyle: 'DARK',
        percentageFromLeft: 25,
        percentageFromTop: 20,
        // 150 px of 1000 is 15 %, 50 px of 500 is 10 %; right of the 45 px hotspot (2.25 %).
        captionPercentageWidth: 15,
        captionPercentageHeight: 10,
        captionPercentageFromLeft: 27.25,
        captionPercentageFromTop: 15,
        appearAt: 2.5,
        shown: false,
      },
    });
  });

  it('puts the caption on the left of a hotspot near the right edge, and inside the video', () => {
    const item = annotationFromPlacement(
      placementAt('hotspot', { x: 990, y: 495, ...box }),
      emptyCoordinates(),
      0,
      rules,
    );
    expect(item.annotation.captionPercentageFromLeft).toBeCloseTo(99 - 2.25 - 15);
    expect(item.annotation.captionPercentageFromTop).toBe(90);
  });

  it('makes a 100x50 click region centred on the drop point and kept inside', () => {
    const centred = annotationFromPlacement(
      placementAt('rectangle', { x: 500, y: 250, ...box }),
      emptyCoordinates(),
      1,
      rules,
    );
    expect(centred.kind).toBe('rectangle');
    expect(centred.annotation).toMatchObject({
      id: 'rectangle-1',
      percentageWidth: 10,
      percentageHeight: 10,
      percentageFromLeft: 45,
      percentageFromTop: 45,
      borderColor: '#000000',
      backgroundColor: '#B9C3D6',
      captionBackgroundColor: '#B9C3D6',
      captionColor: '#000000',
    });
    const corner = annotationFromPlacement(
      placementAt('rectangle', { x: 1000, y: 0, ...box }),
      emptyCoordinates(),
      1,
      rules,
    );
    expect(corner.annotation).toMatchObject({ percentageFromLeft: 90, percentageFromTop: 0 });
  });

  it('gives new ids that are not taken', () => {
    const first = annotationFromPlacement(placementAtCentre('hotspot', box), emptyCoordinates(), 0, rules);
    const coordinates = addAnnotation(emptyCoordinates(), first);
    expect(nextAnnotationId(coordinates, 'hotspot')).toBe('hotspot-2');
    expect(nextAnnotationId(coordinates, 'rectangle')).toBe('rectangle-1');
  });

  it('lists both kinds sorted by appearAt, and saves each list sorted', () => {
    let coordinates = emptyCoordinates();
    for (const [tool, at] of [
      ['hotspot', 5],
      ['rectangle', 1],
      ['hotspot', 3],
    ] as const)
      coordinates = addAnnotation(
        coordinates,
        annotationFromPlacement(placementAtCentre(tool, box), coordinates, at, rules),
      );
    expect(sortedAnnotations(coordinates).map((item) => [item.kind, item.annotation.appearAt])).toEqual([
      ['rectangle', 1],
      ['hotspot', 3],
      ['hotspot', 5],
    ]);
    expect(coordinates.hotspots.map((hotspot) => hotspot.appearAt)).toEqual([3, 5]);
    const later = setAppearAt(coordinates, 'rectangle-1', 9);
    expect(sortedAnnotations(later).map((item) => item.annotation.id)).toEqual([
      'hotspot-2',
      'hotspot-1',
      'rectangle-1',
    ]);
    expect(removeAnnotation(later, 'hotspot-1').hotspots.map((hotspot) => hotspot.id)).toEqual(['hotspot-2']);
  });

  it('accepts hex colours without alpha, the fields of the kind only, and cuts captions at 250', () => {
    const coordinates = addAnnotation(
      emptyCoordinates(),
      annotationFromPlacement(placementAtCentre('hotspot', box), emptyCoordinates(), 0, rules),
    );
    const patched = patchAnnotation(
      coordinates,
      'hotspot-1',
      {
        hotspotColor: '#12ab34',
        captionColor: '#12345678',
        borderColor: '#FFFFFF',
        caption: 'x'.repeat(300),
      },
      rules,
    );
    expect(patched.hotspots[0]).toMatchObject({ hotspotColor: '#12AB34', captionColor: '#000000' });
    expect(patched.hotspots[0]!.caption).toHaveLength(250);
    expect(patched.hotspots[0]).not.toHaveProperty('borderColor');
    expect(patchAnnotation(coordinates, 'missing', { caption: 'a' }, rules)).toBe(coordinates);
  });

  it('moves an annotation with its caption and keeps both inside the video', () => {
    const coordinates = addAnnotation(
      emptyCoordinates(),
      annotationFromPlacement(placementAtCentre('rectangle', box), emptyCoordinates(), 0, rules),
    );
    const moved = moveAnnotation(coordinates, 'rectangle-1', 1, -10);
    const before = coordinates.rectangles[0]!;
    const after = moved.rectangles[0]!;
    expect(after.percentageFromLeft).toBe(before.percentageFromLeft + 1);
    expect(after.percentageFromTop).toBe(before.percentageFromTop - 10);
    expect(after.captionPercentageFromTop).toBeCloseTo(before.captionPercentageFromTop - 10);
    const far = moveAnnotation(coordinates, 'rectangle-1', 500, 500).rectangles[0]!;
    expect(far.percentageFromLeft).toBe(90);
    expect(far.percentageFromTop).toBe(90);
    expect(far.captionPercentageFromLeft).toBeLessThanOrEqual(100 - far.captionPercentageWidth);
  });

  it('checks timestamps: mm:ss.sss, 9 characters, before the end of the video (spec 3 §5)', () => {
    expect(checkTimestamp('00:02.500', 10, rules)).toEqual({ ok: true, seconds: 2.5 });
    expect(checkTimestamp('2.5', 10, rules)).toEqual({ ok: false, error: 'invalid' });
    expect(checkTimestamp('00:60.000', 10, rules)).toEqual({ ok: false, error: 'invalid' });
    expect(checkTimestamp('000:02.500', 10, rules)).toEqual({ ok: false, error: 'invalid' });
    expect(checkTimestamp('00:10.000', 10, rules)).toEqual({ ok: false, error: 'tooLate' });
    expect(checkTimestamp('00:09.999', 10, rules)).toEqual({ ok: true, seconds: 9.999 });
    // Duration not known yet: no upper bound.
    expect(checkTimestamp('59:59.999', 0, rules)).toEqual({ ok: true, seconds: 3599.999 });
  });

  it('saves every annotation unshown', () => {
    const coordinates = addAnnotation(emptyCoordinates(), {
      ...annotationFromPlacement(placementAtCentre('hotspot', box), emptyCoordinates(), 0, rules),
    });
    const shown = { ...coordinates, hotspots: coordinates.hotspots.map((h) => ({ ...h, shown: true })) };
    expect(coordinatesToSave(shown).hotspots[0]!.shown).toBe(false);
  });
});
