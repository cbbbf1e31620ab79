import { VisuallyHidden } from 'radix-ui';
import * as React from 'react';
import styled from 'styled-components';

/**
 * Pieces every chart shares: the frame, the empty state, the tooltip, keyboard reading of the data
 * and the visually hidden table that screen readers get instead of the picture. Not exported from
 * the library; the charts are.
 */

/** spec 3 §9: every empty chart says this. */
export const NO_DATA = 'No Data To Display';

export const margin = { top: 16, right: 16, bottom: 32, left: 44 };

/** Follows the container's width; `fixed` wins (tests, thumbnails), `fallback` until measured. */
export function useWidth<T extends HTMLElement>(fixed: number | undefined, fallback = 640) {
  const ref = React.useRef<T>(null);
  const [measured, setMeasured] = React.useState<number | null>(null);
  React.useLayoutEffect(() => {
    if (fixed !== undefined || !ref.current) return;
    const element = ref.current;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0) setMeasured(width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed]);
  return [ref, fixed ?? measured ?? fallback] as const;
}

export const Frame = styled.figure`
  position: relative;
  margin: 0;
  min-width: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  font-variant-numeric: tabular-nums;

  & svg { display: block; overflow: visible; }
  & svg text { fill: var(--color-text-muted); font-size: 12px; font-family: var(--font-sans); }
  & [data-grid] line { stroke: var(--slate-a4); shape-rendering: crispEdges; }
  & [data-axis] path { display: none; }
  & [data-axis] line { display: none; }
`;

/** The plot's focus target: arrows read the data point by point. */
const Plot = styled.div`
  position: relative;
  border-radius: var(--radius-sm);
  outline: none;

  &:focus-visible { box-shadow: 0 0 0 2px var(--color-focus-ring); }
`;

export const Empty = styled.div`
  display: grid;
  place-items: center;
  border: var(--border-width) dashed var(--color-border);
  border-radius: var(--radius-md);
  color: var(--color-text-muted);
  font-size: var(--font-size-body);
`;

const Tip = styled.div`
  position: absolute;
  z-index: var(--z-tooltip);
  padding: var(--space-1) var(--space-2);
  border-radius: var(--radius-sm);
  background: var(--color-tooltip);
  color: var(--color-tooltip-text);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  font-weight: var(--font-weight-medium);
  white-space: nowrap;
  box-shadow: var(--shadow-elevated);
  pointer-events: none;
  transform: translate(-50%, calc(-100% - 10px));

  & > span { display: block; color: var(--slate-8); font-weight: var(--font-weight-regular); }
`;

type ChartRow = {
  /** The category or date, as shown on the axis ('Nov 14', '1%-25%'). */
  label: string;
  /** The tooltip's value line ('Views: 12'). */
  valueText: string;
  /** The plain value, for the table. */
  value: number | string;
  /** Where the tooltip points, in px from the plot's top-left. */
  x: number;
  y: number;
};

export type ChartShellProps = {
  /** Names the chart (figure caption for assistive tech). */
  title: string;
  /** Column headers of the fallback table, e.g. ['Date', 'Views']. */
  columns: [string, string];
  rows: ChartRow[];
  width: number;
  height: number;
  emptyText: string;
  /** Draws the SVG; `active` is the point under the pointer or keyboard. */
  children: (active: number | null) => React.ReactNode;
  /** Picks the point nearest a pointer x (px from the plot's left). */
  nearest: (x: number, y: number) => number | null;
  frameRef: React.Ref<HTMLElement>;
} & Omit<React.ComponentPropsWithoutRef<'figure'>, 'children' | 'title'>;

/** Frame, empty state, tooltip, keyboard and the table fallback around one chart's SVG. */
export function ChartShell({
  title,
  columns,
  rows,
  width,
  height,
  emptyText,
  children,
  nearest,
  frameRef,
  ...props
}: ChartShellProps) {
  const captionId = React.useId();
  const [active, setActive] = React.useState<number | null>(null);
  const current = active !== null && active < rows.length ? rows[active] : undefined;
  const empty = rows.length === 0;

  return (
    <Frame ref={frameRef} aria-labelledby={captionId} {...props}>
      <VisuallyHidden.Root asChild>
        <figcaption id={captionId}>{title}</figcaption>
      </VisuallyHidden.Root>
      {empty ? (
        <Empty style={{ height, maxWidth: width }}>{emptyText}</Empty>
      ) : (
        <>
          <Plot
            role="group"
            aria-label={`${title}. Use the arrow keys to read each value.`}
            tabIndex={0}
            onKeyDown={(event) => {
              const last = rows.length - 1;
              const moves: Record<string, number> = {
                ArrowRight: Math.min(last, (active ?? -1) + 1),
                ArrowDown: Math.min(last, (active ?? -1) + 1),
                ArrowLeft: Math.max(0, (active ?? 1) - 1),
                ArrowUp: Math.max(0, (active ?? 1) - 1),
                Home: 0,
                End: last,
              };
              const next = moves[event.key];
              if (next !== undefined) {
                event.preventDefault();
                setActive(next);
              } else if (event.key === 'Escape') setActive(null);
            }}
            onBlur={() => setActive(null)}
            onPointerMove={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              setActive(nearest(event.clientX - box.left, event.clientY - box.top));
            }}
            onPointerLeave={() => setActive(null)}
          >
            <svg width={width} height={height} aria-hidden="true" focusable="false">
              {children(current ? active : null)}
            </svg>
            {current && (
              <Tip role="tooltip" style={{ left: current.x, top: current.y }}>
                <span>{current.label}</span>
                {current.valueText}
              </Tip>
            )}
          </Plot>
          {/* Read out as the keyboard moves; the tooltip itself is decorative. */}
          <VisuallyHidden.Root aria-live="polite">
            {current ? `${current.label}: ${current.valueText}` : ''}
          </VisuallyHidden.Root>
          <VisuallyHidden.Root asChild>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{columns[0]}</th>
                  <th scope="col">{columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional (one per x value).
                  <tr key={index}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden.Root>
        </>
      )}
    </Frame>
  );
}
