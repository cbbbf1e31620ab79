import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LineChart } from './LineChart.tsx';

const data = [3, 8, 5].map((value, i) => ({ date: new Date(Date.UTC(2026, 10, 14 + i)), value }));

describe('LineChart', () => {
  it("labels days 'MMM d' and gives screen readers the data as a table", () => {
    render(<LineChart title="Page Views" data={data} width={600} />);
    const table = screen.getByRole('table', { name: 'Page Views' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateViews', 'Nov 143', 'Nov 158', 'Nov 165']);
    expect(screen.getByRole('figure', { name: 'Page Views' })).toBeInTheDocument();
  });

  it("reads the points with the arrow keys as 'Views: n'", async () => {
    const user = userEvent.setup();
    render(<LineChart title="Page Views" data={data} width={600} />);
    await user.tab();
    expect(screen.getByRole('group', { name: /Page Views/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Nov 14Views: 3');
    await user.keyboard('{End}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Nov 16Views: 5');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Views: 8');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('takes another value word for the tooltip', async () => {
    const user = userEvent.setup();
    render(<LineChart title="Demo Views" data={data} width={600} valueLabel="Plays" />);
    await user.tab();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Plays: 3');
  });

  it("says 'No Data To Display' when empty", () => {
    render(<LineChart title="Page Views" data={[]} width={600} />);
    expect(screen.getByText('No Data To Display')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
