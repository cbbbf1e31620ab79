import type * as React from 'react';
import { BarChart } from '../BarChart/index.ts';
import { NO_DATA } from '../Chart/parts.tsx';

/** spec 3 §9: the view-duration buckets, letter for letter. */
export const VIEW_DURATION_BUCKETS = ['1%-25%', '25%-50%', '50%-75%', '75%-100%'] as const;

export type BucketChartProps = Omit<React.ComponentPropsWithoutRef<'figure'>, 'children' | 'title'> & {
  /** Names the chart (e.g. 'View Duration'). */
  title: string;
  /** Sessions per bucket, in the order of VIEW_DURATION_BUCKETS; missing buckets count 0. */
  sessions: readonly number[];
  /** The tooltip's word; the spec's view-duration chart counts views. */
  valueLabel?: string;
  width?: number;
  height?: number;
  emptyText?: string;
};

/**
 * How far viewers watched: sessions in each quarter of the video (spec 3 §6 View Duration). With
 * no sessions at all it shows the spec's empty state rather than four empty bars.
 */
export function BucketChart({
  title,
  sessions,
  valueLabel = 'Views',
  emptyText = NO_DATA,
  ...props
}: BucketChartProps) {
  const data = sessions.some((count) => count > 0)
    ? VIEW_DURATION_BUCKETS.map((label, index) => ({ label, value: sessions[index] ?? 0 }))
    : [];
  return (
    <BarChart
      title={title}
      data={data}
      valueLabel={valueLabel}
      categoryLabel="Watched"
      color="var(--color-product-1)"
      emptyText={emptyText}
      {...props}
    />
  );
}
