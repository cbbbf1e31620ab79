import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker, lastSevenDays } from './DateRangePicker.tsx';

const today = '2026-11-20';
const group = () => screen.getByRole('group', { name: 'Date range' });
const calendarButton = () => screen.getByRole('button', { name: /Calendar/ });
const day = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`${name}( selected)?(, Last available date)?$`) });

describe('DateRangePicker', () => {
  it('computes the last 7 days with today included, across a month end', () => {
    expect(lastSevenDays('2026-11-20')).toEqual({ start: '2026-11-14', end: '2026-11-20' });
    expect(lastSevenDays('2026-03-03')).toEqual({ start: '2026-02-25', end: '2026-03-03' });
  });

  it('is a labelled group that starts on the last 7 days ending today', () => {
    render(<DateRangePicker label="Date range" today={today} />);
    expect(group()).toHaveTextContent('11/14/2026–11/20/2026');
    expect(within(group()).getAllByRole('spinbutton')).toHaveLength(6);
    expect(calendarButton()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('takes a default range (uncontrolled) and reports typed changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Date range"
        today={today}
        defaultValue={{ start: '2026-11-01', end: '2026-11-10' }}
        onChange={onChange}
      />,
    );
    expect(group()).toHaveTextContent('11/1/2026–11/10/2026');
    const daySegment = within(group()).getAllByRole('spinbutton')[1]!;
    await user.click(daySegment);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-02', end: '2026-11-10' });
    expect(group()).toHaveTextContent('11/2/2026–11/10/2026');
  });

  it('follows its value when controlled', () => {
    const { rerender } = render(
      <DateRangePicker label="Date range" today={today} value={{ start: '2026-10-01', end: '2026-10-31' }} />,
    );
    expect(group()).toHaveTextContent('10/1/2026–10/31/2026');
    rerender(
      <DateRangePicker label="Date range" today={today} value={{ start: '2026-11-02', end: '2026-11-06' }} />,
    );
    expect(group()).toHaveTextContent('11/2/2026–11/6/2026');
  });

  it('picks a range in the two-month calendar with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateRangePicker label="Date range" today={today} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('grid')
        .map((grid) => grid.getAttribute('aria-label')),
    ).toEqual(['October 2026', 'November 2026']);
    expect(day('Saturday, November 14, 2026')).toHaveFocus();
    // Enter picks the start and react-aria moves on a day; Enter again picks the end.
    await user.keyboard('{ArrowLeft}{Enter}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-13', end: '2026-11-15' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not offer days after today', async () => {
    const user = userEvent.setup();
    render(<DateRangePicker label="Date range" today={today} />);
    await user.click(calendarButton());
    expect(day('Saturday, November 21, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Friday, November 20, 2026')).not.toHaveAttribute('aria-disabled');
  });

  it("puts the last 7 days back with 'Last 7 days'", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateRangePicker
        label="Date range"
        today={today}
        defaultValue={{ start: '2026-09-01', end: '2026-09-30' }}
        onChange={onChange}
      />,
    );
    await user.click(calendarButton());
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-14', end: '2026-11-20' });
    expect(group()).toHaveTextContent('11/14/2026–11/20/2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks an end before the start invalid, with the reason as description', () => {
    render(
      <DateRangePicker
        label="Date range"
        today={today}
        defaultValue={{ start: '2026-11-18', end: '2026-11-10' }}
      />,
    );
    const [firstSegment] = within(group()).getAllByRole('spinbutton');
    expect(firstSegment).toHaveAttribute('aria-invalid', 'true');
    expect(firstSegment).toHaveAccessibleDescription(/Start date must be before end date\./);
  });

  it('shows its own error message over the built-in one', () => {
    render(<DateRangePicker label="Date range" today={today} error="Choose at most 90 days" />);
    expect(within(group()).getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(
      /Choose at most 90 days/,
    );
  });

  it('cannot be opened or edited when disabled', () => {
    render(<DateRangePicker label="Date range" today={today} disabled />);
    expect(calendarButton()).toBeDisabled();
    for (const segment of within(group()).getAllByRole('spinbutton')) {
      expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  });
});
