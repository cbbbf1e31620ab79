import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type DateRange, DateRangePicker } from './DateRangePicker.tsx';

// A fixed day (2026-11-20, a Friday) so the default range and the calendar never change between runs.
const today = '2026-11-20';

const meta = {
  title: 'ui/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Date range', today, onChange: fn(), onOpenChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvas: { getByRole: typeof screen.getByRole }) =>
  canvas.getByRole('group', { name: 'Date range' });
const calendarButton = (canvas: { getByRole: typeof screen.getByRole }) =>
  canvas.getByRole('button', { name: /Calendar/ });
// A day's name may carry the selected range before it, and ' selected' and ', Last available date' after it.
const day = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`${name}( selected)?(, Last available date)?$`) });

/** Closed, with the default: the last 7 days ending today. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(group(canvas)).toHaveTextContent('11/14/2026–11/20/2026');
  },
};

/** The two-month calendar, opened with the button; the range's last month is on the right. */
export const Open: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(calendarButton(canvas));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    await expect(within(dialog).getByRole('application')).toHaveAccessibleName(/October to November 2026/);
    // Focus lands on the range's first day, ready for the arrow keys.
    await waitFor(() => expect(day('Saturday, November 14, 2026')).toHaveFocus());
    // No future: analytics has no data after today.
    await expect(day('Saturday, November 21, 2026')).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/** A range across two months, shown open. */
export const SelectedRange: Story = {
  args: { defaultValue: { start: '2026-10-26', end: '2026-11-12' } },
  play: async ({ canvas }) => {
    await expect(group(canvas)).toHaveTextContent('10/26/2026–11/12/2026');
    await userEvent.click(calendarButton(canvas));
    await screen.findByRole('dialog');
    await expect(day('Monday, October 26, 2026').parentElement).toHaveAttribute('aria-selected', 'true');
    await expect(day('Thursday, November 12, 2026').parentElement).toHaveAttribute('aria-selected', 'true');
  },
};

/** Two clicks pick a range: the first sets the start, the second the end and closes the calendar. */
export const PickedWithPointer: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(calendarButton(canvas));
    await screen.findByRole('dialog');
    await userEvent.click(day('Tuesday, November 3, 2026'));
    await userEvent.click(day('Thursday, November 12, 2026'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-03', end: '2026-11-12' });
    await expect(group(canvas)).toHaveTextContent('11/3/2026–11/12/2026');
  },
};

/** Only the keyboard: Alt+ArrowDown opens, arrows move by day, Enter picks each end, focus returns. */
export const PickedWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(within(group(canvas)).getAllByRole('spinbutton')[0]).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await screen.findByRole('dialog');
    await waitFor(() => expect(day('Saturday, November 14, 2026')).toHaveFocus());
    // One week back to Nov 7 and Enter: the start. react-aria then moves focus on a day by itself
    // (a sign that an end is wanted), so two more days reach Nov 10, and Enter: the end.
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(day('Sunday, November 8, 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-07', end: '2026-11-10' });
    await expect(group(canvas)).toHaveTextContent('11/7/2026–11/10/2026');
  },
};

/** The date fields take typed digits too; Escape closes an open calendar without a change. */
export const TypedStartDate: Story = {
  play: async ({ args, canvas }) => {
    const [month, dayOfMonth] = within(group(canvas)).getAllByRole('spinbutton');
    await userEvent.click(dayOfMonth!);
    await userEvent.keyboard('09');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-09', end: '2026-11-20' });
    await expect(month).toHaveAttribute('aria-valuenow', '11');
    await userEvent.click(calendarButton(canvas));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

function Controlled(props: React.ComponentProps<typeof DateRangePicker>) {
  const [range, setRange] = React.useState<DateRange | null>({ start: '2026-09-01', end: '2026-09-30' });
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <DateRangePicker
        {...props}
        value={range}
        onChange={(next) => {
          setRange(next);
          props.onChange?.(next);
        }}
      />
      <output>{range ? `Showing ${range.start} to ${range.end}` : 'No range'}</output>
    </div>
  );
}

/** Controlled by its parent; 'Last 7 days' in the calendar puts the default back. */
export const ControlledBackToLastSevenDays: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Showing 2026-09-01 to 2026-09-30')).toBeVisible();
    await userEvent.click(calendarButton(canvas));
    await userEvent.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-14', end: '2026-11-20' });
    await expect(canvas.getByText('Showing 2026-11-14 to 2026-11-20')).toBeVisible();
    await expect(group(canvas)).toHaveTextContent('11/14/2026–11/20/2026');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(calendarButton(canvas)).toBeDisabled();
  },
};

/** A range whose end is before its start (typed in the fields): marked invalid with react-aria's message. */
export const Invalid: Story = {
  args: { defaultValue: { start: '2026-11-18', end: '2026-11-10' } },
  play: async ({ canvas }) => {
    const message = await canvas.findByText('Start date must be before end date.');
    await expect(message).toBeVisible();
    for (const field of within(group(canvas)).getAllByRole('spinbutton')) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <DateRangePicker {...args} label="Default (last 7 days)" />
      <DateRangePicker
        {...args}
        label="Selected range"
        defaultValue={{ start: '2026-10-26', end: '2026-11-12' }}
      />
      <DateRangePicker {...args} label="With help text" helpText="Views are counted in your time zone." />
      <DateRangePicker {...args} label="Invalid" defaultValue={{ start: '2026-11-18', end: '2026-11-10' }} />
      <DateRangePicker {...args} label="With error" error="Choose at most 90 days" />
      <DateRangePicker {...args} label="Disabled" disabled />
    </div>
  ),
};
