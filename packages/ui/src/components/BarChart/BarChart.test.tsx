import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart.tsx';

const data = [
  { label: 'Yes', value: 5 },
  { label: 'No', value: 2 },
];

describe('BarChart', () => {
  it('gives screen readers the data as a table', () => {
    render(<BarChart title="Frequency of responses" data={data} width={500} categoryLabel="Answer" />);
    const table = screen.getByRole('table', { name: 'Frequency of responses' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['AnswerResponses', 'Yes5', 'No2']);
  });

  it("shows 'Responses: n' for the bar under the keyboard", async () => {
    const user = userEvent.setup();
    render(<BarChart title="Frequency of responses" data={data} width={500} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('YesResponses: 5');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('NoResponses: 2');
    expect(screen.getByText('No: Responses: 2')).toBeInTheDocument();
  });

  it("says 'No Data To Display' when empty", () => {
    render(<BarChart title="Frequency of responses" data={[]} width={500} />);
    expect(screen.getByText('No Data To Display')).toBeInTheDocument();
  });
});

describe('BarChart with a y step', () => {
  it('ticks every step up to the first multiple at or above the largest value', () => {
    const { container } = render(
      <BarChart
        title="Clickthrough Rate"
        data={[{ label: 'Nov 14', value: 33.333 }]}
        width={500}
        yStep={10}
      />,
    );
    const ticks = [...container.querySelectorAll('[data-axis="y"] text')].map((t) => t.textContent);
    expect(ticks).toEqual(['0', '10', '20', '30', '40']);
  });

  it('formats the value in the tooltip and the table', () => {
    render(
      <BarChart
        title="Clickthrough Rate"
        data={[{ label: 'Nov 14', value: 100 / 3 }]}
        width={500}
        valueLabel="Clickthrough Rate"
        formatValue={(value) => `${value.toFixed(3)}%`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Clickthrough Rate' });
    expect(within(table).getByText('33.333%')).toBeInTheDocument();
  });
});
