import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BucketChart, VIEW_DURATION_BUCKETS } from './BucketChart.tsx';

describe('BucketChart', () => {
  it("uses the spec's bucket labels letter for letter", () => {
    expect(VIEW_DURATION_BUCKETS).toEqual(['1%-25%', '25%-50%', '50%-75%', '75%-100%']);
  });

  it('lists sessions per bucket for screen readers, missing buckets as 0', () => {
    render(<BucketChart title="View Duration" sessions={[5, 3]} width={500} />);
    const table = screen.getByRole('table', { name: 'View Duration' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['WatchedViews', '1%-25%5', '25%-50%3', '50%-75%0', '75%-100%0']);
  });

  it("says 'No Data To Display' when no one watched", () => {
    render(<BucketChart title="View Duration" sessions={[0, 0, 0, 0]} width={500} />);
    expect(screen.getByText('No Data To Display')).toBeInTheDocument();
  });
});
