import { curveMonotoneX, extent, line, max, scaleLinear, scaleUtc, utcFormat } from 'd3';
import type * as React from 'react';
import { ChartShell, margin, NO_DATA, useWidth } from '../Chart/parts.tsx';

export type LineChartPoint = { date: Date; value: number };

export type LineChartProps = Omit<React.ComponentPropsWithoutRef<'figure'>, 'children' | 'title'> & {
  /** Names the chart for assistive tech (e.g. 'Page Views'). */
  title: string;
  data: LineChartPoint[];
  /** The tooltip's word: 'Views' gives 'Views: 12' (spec 3 §9). */
  valueLabel?: string;
  /** Fixed width in px; by default the chart fills its container. */
  width?: number;
  height?: number;
  emptyText?: string;
};

/**
 * spec 3 §9: chart labels 'MMM d' ('Nov 14'). Dates are calendar days, so they are read in UTC;
 * exported for charts whose categories are days (a BarChart of days).
 */
export const formatDay: (date: Date) => string = utcFormat('%b %-d');

/**
 * A line over days (Page Views, Demo Views): d3 computes the scales and the path, React draws
 * the SVG. Hover or arrow keys show 'Views: n'; a hidden table carries the data for screen readers.
 */
export function LineChart({
  title,
  data,
  valueLabel = 'Views',
  width: fixedWidth,
  height = 240,
  emptyText = NO_DATA,
  ...props
}: LineChartProps) {
  const [ref, width] = useWidth<HTMLElement>(fixedWidth);
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;

  const [first, last] = extent(data, (d) => d.date) as [Date, Date];
  const x = scaleUtc()
    .domain(first ? [first, last] : [new Date(0), new Date(1)])
    .range([0, innerWidth]);
  const y = scaleLinear()
    .domain([0, Math.max(1, max(data, (d) => d.value) ?? 0)])
    .nice(4)
    .range([innerHeight, 0]);
  const path = line<LineChartPoint>()
    .x((d) => x(d.date))
    .y((d) => y(d.value))
    .curve(curveMonotoneX)(data);
  // One label per day when there is room, otherwise d3 picks (about one per 80 px).
  const dayTicks =
    data.length <= Math.floor(innerWidth / 56)
      ? data.map((d) => d.date)
      : x.ticks(Math.max(2, Math.floor(innerWidth / 80)));

  const rows = data.map((d) => ({
    label: formatDay(d.date),
    value: d.value,
    valueText: `${valueLabel}: ${d.value}`,
    x: margin.left + x(d.date),
    y: margin.top + y(d.value),
  }));

  return (
    <ChartShell
      frameRef={ref}
      title={title}
      columns={['Date', valueLabel]}
      rows={rows}
      width={width}
      height={height}
      emptyText={emptyText}
      nearest={(px) => {
        let best: number | null = null;
        rows.forEach((row, index) => {
          if (best === null || Math.abs(row.x - px) < Math.abs(rows[best]!.x - px)) best = index;
        });
        return best;
      }}
      {...props}
    >
      {(active) => (
        <g transform={`translate(${margin.left},${margin.top})`}>
          <g data-grid="">
            {y.ticks(4).map((tick) => (
              <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
            ))}
          </g>
          <g data-axis="y">
            {y.ticks(4).map((tick) => (
              <text key={tick} x={-10} y={y(tick)} dy="0.32em" textAnchor="end">
                {tick}
              </text>
            ))}
          </g>
          <g data-axis="x" transform={`translate(0,${innerHeight})`}>
            {dayTicks.map((tick) => (
              <text key={tick.getTime()} x={x(tick)} y={20} textAnchor="middle">
                {formatDay(tick)}
              </text>
            ))}
          </g>
          {active !== null && (
            <line
              x1={x(data[active]!.date)}
              x2={x(data[active]!.date)}
              y1={0}
              y2={innerHeight}
              stroke="var(--slate-a6)"
              strokeDasharray="3 3"
            />
          )}
          <path
            d={path ?? ''}
            fill="none"
            stroke="var(--color-accent)"
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {data.map((d, index) => (
            <circle
              key={d.date.getTime()}
              cx={x(d.date)}
              cy={y(d.value)}
              r={index === active ? 5 : 3}
              fill={index === active ? 'var(--color-accent)' : 'var(--color-surface)'}
              stroke="var(--color-accent)"
              strokeWidth={2}
            />
          ))}
        </g>
      )}
    </ChartShell>
  );
}
