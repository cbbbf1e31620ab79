import { linkHorizontal } from 'd3';
import { VisuallyHidden } from 'radix-ui';
import * as React from 'react';
import styled from 'styled-components';
import { Empty, Frame, NO_DATA } from '../Chart/parts.tsx';

export type FlowNode = {
  id: string;
  label: string;
  /** What the step is ('Demo', 'Question', 'Rule'); shown above the label. */
  kind?: string;
};

export type FlowEdge = {
  from: string;
  to: string;
  /** How many went this way; shown on the edge. */
  value?: number;
};

export type FlowDiagramProps = Omit<React.ComponentPropsWithoutRef<'figure'>, 'children' | 'title'> & {
  /** Names the diagram (e.g. 'Audience Journey'). */
  title: string;
  nodes: FlowNode[];
  edges: FlowEdge[];
  /** Height of the visible area in px; the diagram scrolls inside it. */
  height?: number;
  emptyText?: string;
  zoomInLabel?: string;
  zoomOutLabel?: string;
  resetLabel?: string;
};

/** spec 3 §9: flow chart zoom in 1.1, out 0.9. */
export const ZOOM_IN = 1.1;
export const ZOOM_OUT = 0.9;

const NODE_WIDTH = 168;
const NODE_HEIGHT = 52;
const COLUMN_GAP = 72;
const ROW_GAP = 20;
const PAD = 24;
/** How far below the lowest of its two steps a back edge's curve reaches, and how much further each next one goes. */
const BACK_DROP = 36;
const BACK_STEP = 24;

const Toolbar = styled.div`
  position: absolute;
  top: var(--space-2);
  right: var(--space-2);
  z-index: 1;
  display: flex;
  gap: 2px;
  padding: 2px;
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.04);
`;

const ToolButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 28px;
  height: 28px;
  padding: 0 var(--space-2);
  border: 0;
  border-radius: 4px;
  background: none;
  color: var(--color-text);
  font-size: var(--font-size-meta);
  font-weight: var(--font-weight-medium);
  cursor: pointer;

  &:hover { background: var(--color-surface-hover); }
  &:active { background: var(--color-surface-pressed); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 1px; }
`;

const Viewport = styled.div`
  position: relative;
  overflow: auto;
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background-color: var(--color-surface);
  background-image: radial-gradient(var(--slate-5) 1px, transparent 1px);
  background-size: 16px 16px;

  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; }

  & [data-node] rect[data-box] { fill: var(--color-surface); stroke: var(--color-border-strong); }
  & [data-node] text[data-kind] { fill: var(--color-text-muted); font-size: 11px; }
  & [data-node] text[data-label] { fill: var(--color-text); font-size: 13px; font-weight: 500; }
  & [data-edge] path { fill: none; stroke: var(--slate-8); stroke-width: 1.5; }
  & [data-edge] text { fill: var(--color-text-muted); font-size: 11px; font-weight: 500; }
  & [data-edge] rect { fill: var(--color-surface); }
  & marker path { fill: var(--slate-8); }

  /* spec 3 §9: a 9-colour palette for the nodes. */
  & [data-color='0'] [data-bar] { fill: var(--color-product-4); }
  & [data-color='1'] [data-bar] { fill: var(--color-product-1); }
  & [data-color='2'] [data-bar] { fill: var(--color-product-2); }
  & [data-color='3'] [data-bar] { fill: var(--color-product-3); }
  & [data-color='4'] [data-bar] { fill: var(--color-product-5); }
  & [data-color='5'] [data-bar] { fill: var(--color-product-6); }
  & [data-color='6'] [data-bar] { fill: var(--color-product-7); }
  & [data-color='7'] [data-bar] { fill: var(--amber-9); }
  & [data-color='8'] [data-bar] { fill: var(--blue-11); }
`;

type Placed = FlowNode & { x: number; y: number; column: number; index: number };

/** Columns by longest path from the start, so every edge points right (cycles are cut). */
export function layoutFlow(nodes: FlowNode[], edges: FlowEdge[]) {
  // Drop back edges (found by a depth-first walk from the start) so loops cannot push steps right.
  const ids = new Set(nodes.map((node) => node.id));
  const out = new Map<string, string[]>();
  for (const edge of edges) {
    if (!ids.has(edge.from) || !ids.has(edge.to) || edge.from === edge.to) continue;
    out.set(edge.from, [...(out.get(edge.from) ?? []), edge.to]);
  }
  const forward: [string, string][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string) => {
    state.set(id, 'open');
    for (const to of out.get(id) ?? []) {
      if (state.get(to) === 'open') continue;
      forward.push([id, to]);
      if (!state.has(to)) visit(to);
    }
    state.set(id, 'done');
  };
  const targets = new Set(edges.map((edge) => edge.to));
  for (const node of nodes) if (!targets.has(node.id) && !state.has(node.id)) visit(node.id);
  for (const node of nodes) if (!state.has(node.id)) visit(node.id);
  // Longest path over what is left, which has no cycle: n rounds at most.
  const depth = new Map(nodes.map((node) => [node.id, 0]));
  for (let round = 0; round < nodes.length; round++) {
    let changed = false;
    for (const [from, to] of forward) {
      const next = depth.get(from)! + 1;
      if (depth.get(to)! < next) {
        depth.set(to, next);
        changed = true;
      }
    }
    if (!changed) break;
  }
  const columns: FlowNode[][] = [];
  for (const node of nodes) {
    const column = depth.get(node.id) ?? 0;
    if (!columns[column]) columns[column] = [];
    columns[column]!.push(node);
  }
  // One barycentre pass: each column follows the order of its steps' predecessors, so edges cross less.
  const row = new Map<string, number>();
  columns.forEach((column, c) => {
    if (!column) return;
    if (c > 0) {
      const mean = (id: string) => {
        const from = forward.filter(([, to]) => to === id).map(([f]) => row.get(f) ?? 0);
        return from.length ? from.reduce((a, b) => a + b, 0) / from.length : 0;
      };
      column.sort((a, b) => mean(a.id) - mean(b.id));
    }
    column.forEach((node, r) => {
      row.set(node.id, r);
    });
  });
  const tallest = Math.max(0, ...columns.map((column) => column?.length ?? 0));
  const contentHeight = tallest * NODE_HEIGHT + Math.max(0, tallest - 1) * ROW_GAP;
  // Back edges (to a step in the same column or before) curve under the steps: room for them below.
  const backs = edges.filter(
    (edge) =>
      ids.has(edge.from) && ids.has(edge.to) && (depth.get(edge.to) ?? 0) <= (depth.get(edge.from) ?? 0),
  ).length;
  const below = backs > 0 ? BACK_DROP + (backs - 1) * BACK_STEP + 12 : 0;
  const placed = new Map<string, Placed>();
  let index = 0;
  columns.forEach((column, c) => {
    const height = column.length * NODE_HEIGHT + (column.length - 1) * ROW_GAP;
    const top = PAD + (contentHeight - height) / 2;
    column.forEach((node, r) => {
      placed.set(node.id, {
        ...node,
        column: c,
        index: index++,
        x: PAD + c * (NODE_WIDTH + COLUMN_GAP),
        y: top + r * (NODE_HEIGHT + ROW_GAP),
      });
    });
  });
  return {
    placed,
    width: PAD * 2 + columns.length * NODE_WIDTH + Math.max(0, columns.length - 1) * COLUMN_GAP,
    height: PAD * 2 + contentHeight + below,
  };
}

export type RoutedEdge = FlowEdge & {
  /** The SVG path. */
  d: string;
  /** Where the edge's value sits: a point of its own path (the middle of the curve). */
  label: [number, number];
  back: boolean;
};

/**
 * Each edge's path and the place of its label (issue 29 D.3). A forward edge runs from the right
 * of its step to the left of the next, its label at the middle. A back edge (to a step in the
 * same column or before: Back, a loop) leaves the bottom of its step, runs along a lane under the
 * steps and rises into the bottom of the other, its label on its own lane: the shortest back edges
 * take the lanes nearest the steps, so a longer one's sides pass outside them. Drawn like a
 * forward edge, a back edge crossed the whole diagram and its label sat on whatever edge passed
 * the middle (the wrap-up's edge back to the first step showed its count on the question's edge
 * to the rule).
 */
export function routeEdges(layout: ReturnType<typeof layoutFlow>, edges: FlowEdge[]): RoutedEdge[] {
  const ends = edges.map((edge) => {
    const from = layout.placed.get(edge.from);
    const to = layout.placed.get(edge.to);
    return from && to ? { edge, from, to, back: to.column <= from.column } : null;
  });
  // Lanes for the back edges, the shortest nearest the steps.
  const backs = ends
    .filter((end): end is NonNullable<typeof end> => end?.back === true)
    .sort((a, b) => Math.abs(a.from.x - a.to.x) - Math.abs(b.from.x - b.to.x));
  const lane = new Map(backs.map((end, i) => [end.edge, i]));
  const bottom = Math.max(0, ...[...layout.placed.values()].map((node) => node.y + NODE_HEIGHT));
  const routed: RoutedEdge[] = [];
  for (const end of ends) {
    if (!end) continue;
    const { edge, from, to } = end;
    if (!end.back) {
      const source: [number, number] = [from.x + NODE_WIDTH, from.y + NODE_HEIGHT / 2];
      const target: [number, number] = [to.x - 2, to.y + NODE_HEIGHT / 2];
      // linkHorizontal's curve is symmetric about its middle, the middle of its two ends.
      const label: [number, number] = [(source[0] + target[0]) / 2, (source[1] + target[1]) / 2];
      routed.push({ ...edge, d: link({ source, target }) ?? '', label, back: false });
      continue;
    }
    const k = lane.get(edge)!;
    // Several edges back into one step rise side by side.
    const sx = from.x + NODE_WIDTH * 0.6 + k * 8;
    const tx = to.x + NODE_WIDTH * 0.4 - k * 8;
    const sy = from.y + NODE_HEIGHT;
    const ty = to.y + NODE_HEIGHT + 2;
    const low = bottom + BACK_DROP + k * BACK_STEP;
    const r = 8;
    const toward = tx < sx ? -1 : 1;
    const d = [
      `M${sx},${sy}`,
      `V${low - r}`,
      `Q${sx},${low} ${sx + toward * r},${low}`,
      `H${tx - toward * r}`,
      `Q${tx},${low} ${tx},${low - r}`,
      `V${ty}`,
    ].join('');
    routed.push({ ...edge, d, label: [(sx + tx) / 2, low], back: true });
  }
  return routed;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const link = linkHorizontal<{ source: [number, number]; target: [number, number] }, [number, number]>();

/**
 * The Audience Journey (spec 3 §6): steps left to right with the paths visitors took, zoom in
 * (x1.1), zoom out (x0.9) and reset. The picture scrolls in its frame; a hidden table lists each
 * step and where it leads, for screen readers.
 */
export function FlowDiagram({
  title,
  nodes,
  edges,
  height = 360,
  emptyText = NO_DATA,
  zoomInLabel = 'Zoom in',
  zoomOutLabel = 'Zoom out',
  resetLabel = 'Reset zoom',
  ...props
}: FlowDiagramProps) {
  const captionId = React.useId();
  const markerId = `${React.useId()}-arrow`;
  const [scale, setScale] = React.useState(1);
  const layout = React.useMemo(() => layoutFlow(nodes, edges), [nodes, edges]);
  const routed = React.useMemo(() => routeEdges(layout, edges), [layout, edges]);

  return (
    <Frame aria-labelledby={captionId} data-scale={scale} {...props}>
      <VisuallyHidden.Root asChild>
        <figcaption id={captionId}>{title}</figcaption>
      </VisuallyHidden.Root>
      {nodes.length === 0 ? (
        <Empty style={{ height }}>{emptyText}</Empty>
      ) : (
        <div style={{ position: 'relative' }}>
          <Toolbar role="toolbar" aria-label={`${title} zoom`}>
            <ToolButton type="button" aria-label={zoomInLabel} onClick={() => setScale((s) => s * ZOOM_IN)}>
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                <path d="M7 2v10M2 7h10" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
              </svg>
            </ToolButton>
            <ToolButton
              type="button"
              aria-label={`${resetLabel}, ${Math.round(scale * 100)}%`}
              onClick={() => setScale(1)}
            >
              {Math.round(scale * 100)}%
            </ToolButton>
            <ToolButton type="button" aria-label={zoomOutLabel} onClick={() => setScale((s) => s * ZOOM_OUT)}>
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                <path d="M2 7h10" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
              </svg>
            </ToolButton>
          </Toolbar>
          {/* Focusable so the keyboard can scroll a zoomed-in diagram. */}
          <Viewport role="group" aria-label={title} tabIndex={0} style={{ height }}>
            <svg
              width={layout.width * scale}
              height={layout.height * scale}
              aria-hidden="true"
              focusable="false"
            >
              <defs>
                <marker
                  id={markerId}
                  viewBox="0 0 8 8"
                  refX="7"
                  refY="4"
                  markerWidth="8"
                  markerHeight="8"
                  orient="auto"
                >
                  <path d="M0 0.5 7.5 4 0 7.5z" />
                </marker>
              </defs>
              <g transform={`scale(${scale})`}>
                {routed.map((edge) => {
                  const [x, y] = edge.label;
                  return (
                    <g
                      key={`${edge.from}->${edge.to}`}
                      data-edge=""
                      data-from={edge.from}
                      data-to={edge.to}
                      data-back={edge.back ? '' : undefined}
                    >
                      <path d={edge.d} markerEnd={`url(#${markerId})`} />
                      {edge.value !== undefined && (
                        <>
                          <rect x={x - 14} y={y - 9} width={28} height={18} rx={9} />
                          <text x={x} y={y} dy="0.35em" textAnchor="middle">
                            {edge.value}
                          </text>
                        </>
                      )}
                    </g>
                  );
                })}
                {[...layout.placed.values()].map((node) => (
                  <g
                    key={node.id}
                    data-node=""
                    data-color={node.index % 9}
                    transform={`translate(${node.x},${node.y})`}
                  >
                    <rect data-box="" width={NODE_WIDTH} height={NODE_HEIGHT} rx={8} />
                    <rect data-bar="" x={0.5} y={0.5} width={4} height={NODE_HEIGHT - 1} rx={2} />
                    {node.kind && (
                      <text data-kind="" x={16} y={20}>
                        {node.kind}
                      </text>
                    )}
                    <text data-label="" x={16} y={node.kind ? 38 : 30}>
                      {clip(node.label, 20)}
                    </text>
                  </g>
                ))}
              </g>
            </svg>
          </Viewport>
          <VisuallyHidden.Root asChild>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Step</th>
                  <th scope="col">Leads to</th>
                </tr>
              </thead>
              <tbody>
                {nodes.map((node) => {
                  const next = edges
                    .filter((edge) => edge.from === node.id)
                    .map((edge) => {
                      const label = layout.placed.get(edge.to)?.label ?? edge.to;
                      return edge.value === undefined ? label : `${label} (${edge.value})`;
                    });
                  return (
                    <tr key={node.id}>
                      <th scope="row">{node.kind ? `${node.kind}: ${node.label}` : node.label}</th>
                      <td>{next.length > 0 ? next.join(', ') : 'End'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </VisuallyHidden.Root>
        </div>
      )}
    </Frame>
  );
}
