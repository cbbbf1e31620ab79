import { max, scaleBand, scaleLinear } from 'd3';
import type * as React from 'react';
import { ChartShell, margin, NO_DATA, useWidth } from '../Chart/parts.tsx';

export type BarChartDatum = { label: string; value: number };

export type BarChartProps = Omit<React.ComponentPropsWithoutRef<'figure'>, 'children' | 'title'> & {
  /** Names the chart for assistive tech (e.g. 'Frequency of responses'). */
  title: string;
  data: BarChartDatum[];
  /** The tooltip's word: 'Responses' gives 'Responses: 4' (spec 3 §9). */
  valueLabel?: string;
  /** Header of the category column in the screen-reader table. */
  categoryLabel?: string;
  width?: number;
  height?: number;
  emptyText?: string;
  /** Bar colour, a CSS colour or variable (data colours are the product colours). */
  color?: string;
  /**
   * Distance between y-axis ticks, e.g. 10 for the clickthrough rate (spec 3 §9); the axis then
   * runs from 0 to the first multiple of it at or above the largest value. Without it d3 picks
   * about four whole-number ticks.
   */
  yStep?: number;
  /** How a value reads in the tooltip and the table ('33.333%'); plain by default. */
  formatValue?: (value: number) => string;
};

/**
 * Vertical bars over categories (Audience Responses, View Duration): d3 computes the band and
 * linear scales, React draws. Hover or arrow keys show 'Responses: n'; a hidden table has the data.
 */
export function BarChart({
  title,
  data,
  valueLabel = 'Responses',
  categoryLabel = 'Answer',
  width: fixedWidth,
  height = 240,
  emptyText = NO_DATA,
  color = 'var(--color-product-4)',
  yStep,
  formatValue = String,
  ...props
}: BarChartProps) {
  const [ref, width] = useWidth<HTMLElement>(fixedWidth);
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;

  const x = scaleBand<number>()
    .domain(data.map((_, index) => index))
    .range([0, innerWidth])
    .paddingInner(0.32)
    .paddingOuter(0.16);
  const barWidth = Math.min(56, x.bandwidth());
  const offset = (x.bandwidth() - barWidth) / 2;
  const top = Math.max(1, max(data, (d) => d.value) ?? 0);
  const step = yStep !== undefined && yStep > 0 ? yStep : null;
  const y = step
    ? scaleLinear()
        .domain([0, Math.max(step, Math.ceil(top / step) * step)])
        .range([innerHeight, 0])
    : scaleLinear().domain([0, top]).nice(4).range([innerHeight, 0]);
  const ticks = step
    ? Array.from({ length: Math.round(y.domain()[1]! / step) + 1 }, (_, i) => i * step)
    : // Counts are whole numbers: no 0.5 ticks on small scales.
      y.ticks(4).filter((tick) => Number.isInteger(tick));

  const rows = data.map((d, index) => ({
    label: d.label,
    value: formatValue(d.value),
    valueText: `${valueLabel}: ${formatValue(d.value)}`,
    x: margin.left + (x(index) ?? 0) + x.bandwidth() / 2,
    y: margin.top + y(d.value),
  }));

  return (
    <ChartShell
      frameRef={ref}
      title={title}
      columns={[categoryLabel, valueLabel]}
      rows={rows}
      width={width}
      height={height}
      emptyText={emptyText}
      nearest={(px) => {
        const index = Math.floor((px - margin.left) / x.step());
        return index >= 0 && index < data.length ? index : null;
      }}
      {...props}
    >
      {(active) => (
        <g transform={`translate(${margin.left},${margin.top})`}>
          <g data-grid="">
            {ticks.map((tick) => (
              <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
            ))}
          </g>
          <g data-axis="y">
            {ticks.map((tick) => (
              <text key={tick} x={-10} y={y(tick)} dy="0.32em" textAnchor="end">
                {tick}
              </text>
            ))}
          </g>
          <g data-axis="x" transform={`translate(0,${innerHeight})`}>
            {data.map((d, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: bars are positional; labels may repeat.
              <text key={index} x={(x(index) ?? 0) + x.bandwidth() / 2} y={20} textAnchor="middle">
                {d.label}
              </text>
            ))}
          </g>
          {data.map((d, index) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: bars are positional; labels may repeat.
              key={index}
              x={(x(index) ?? 0) + offset}
              y={y(d.value)}
              width={barWidth}
              height={Math.max(0, innerHeight - y(d.value))}
              rx={4}
              fill={color}
              opacity={active === null || active === index ? 1 : 0.45}
            />
          ))}
        </g>
      )}
    </ChartShell>
  );
}
