import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../theme/ThemeProvider.tsx';
import { FlowDiagram } from './FlowDiagram.tsx';

/**
 * Issue 29 D.3: each edge's value sits on its own edge, measured on the SVG Chromium draws (the
 * paths' own geometry, `getPointAtLength`), not on the layout's numbers. The journey of the
 * report: Welcome -> Question -> Rule -> Wrap up, with two edges back (Back from the question,
 * and one from the wrap-up to the start, whose value used to sit on the Question -> Rule arrow).
 */
const nodes = [
  { id: 'step-0', label: 'Welcome', kind: 'Demo · 11 visits' },
  { id: 'step-1', label: 'Where will they watch?', kind: 'Question · 10 visits' },
  { id: 'step-2', label: 'Mobile tour', kind: 'Rule' },
  { id: 'wrap', label: 'Wrap up screen', kind: '8 visits' },
];
const edges = [
  { from: 'step-0', to: 'step-1', value: 10 },
  { from: 'step-1', to: 'step-2', value: 8 },
  { from: 'step-2', to: 'wrap', value: 8 },
  { from: 'step-1', to: 'step-0', value: 1 },
  { from: 'wrap', to: 'step-0', value: 4 },
];

afterEach(cleanup);

/** Points along a path, every half pixel. */
const pointsOf = (path: SVGPathElement) => {
  const length = path.getTotalLength();
  const points: DOMPoint[] = [];
  for (let at = 0; at <= length; at += 0.5) points.push(path.getPointAtLength(at));
  return points;
};

describe('FlowDiagram edge labels', () => {
  it('puts each value on its own edge, clear of every other edge and label', () => {
    render(
      <ThemeProvider>
        <FlowDiagram title="Audience Journey" nodes={nodes} edges={edges} height={500} />
      </ThemeProvider>,
    );
    const groups = [...document.querySelectorAll<SVGGElement>('[data-edge]')];
    expect(groups.map((g) => `${g.dataset.from}>${g.dataset.to}`)).toEqual(
      edges.map((e) => `${e.from}>${e.to}`),
    );
    const drawn = groups.map((group) => {
      const text = group.querySelector('text')!;
      const box = group.querySelector('rect')!.getBBox();
      return {
        key: `${group.dataset.from}>${group.dataset.to}`,
        value: text.textContent,
        box,
        centre: [box.x + box.width / 2, box.y + box.height / 2] as const,
        points: pointsOf(group.querySelector('path')!),
      };
    });
    for (const edge of drawn) {
      const { value, box, centre } = edge;
      expect(value).toBe(String(edges.find((e) => `${e.from}>${e.to}` === edge.key)!.value));
      // Its own path runs through the middle of its label.
      const own = Math.min(...edge.points.map((p) => Math.hypot(p.x - centre[0], p.y - centre[1])));
      expect(own, `${edge.key}: its own edge`).toBeLessThan(1);
      for (const other of drawn) {
        if (other === edge) continue;
        // No other edge passes under the label...
        const crossing = other.points.filter(
          (p) => p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height,
        );
        expect(crossing, `${other.key} under the label of ${edge.key}`).toEqual([]);
        // ...and no two labels overlap.
        const apart =
          box.x + box.width <= other.box.x ||
          other.box.x + other.box.width <= box.x ||
          box.y + box.height <= other.box.y ||
          other.box.y + other.box.height <= box.y;
        expect(apart, `labels of ${edge.key} and ${other.key}`).toBe(true);
      }
    }
    // The diagram is tall enough for the edges that curve under it.
    const svg = document.querySelector<SVGSVGElement>('[role="group"] svg')!;
    const lowest = Math.max(...drawn.flatMap((edge) => edge.points.map((p) => p.y)));
    expect(lowest).toBeLessThan(Number(svg.getAttribute('height')));
  });
});
