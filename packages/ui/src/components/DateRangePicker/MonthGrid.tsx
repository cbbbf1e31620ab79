import {
  type CalendarDate,
  type DateDuration,
  endOfMonth,
  getWeeksInMonth,
  isSameDay,
  isSameMonth,
} from '@internationalized/date';
import * as React from 'react';
import { mergeProps, useCalendarCell, useCalendarGrid, useFocusRing, useLocale } from 'react-aria';
import type { RangeCalendarState } from 'react-stately';
import styled from 'styled-components';

const Month = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
`;

const MonthHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 28px;

  & > [data-title] {
    flex: 1;
    margin: 0;
    text-align: center;
    font-size: var(--font-size-body);
    line-height: var(--line-height-body);
    font-weight: var(--font-weight-semibold);
  }
  & > [data-spacer] { width: 28px; }
  & > button { margin: 0; }
`;

const Grid = styled.table`
  border-collapse: collapse;
  border-spacing: 0;

  & th {
    width: 36px;
    height: 28px;
    padding: 0;
    font-size: var(--font-size-meta);
    line-height: var(--line-height-meta);
    font-weight: var(--font-weight-medium);
    color: var(--color-text-muted);
  }
  & td { padding: 1px 0; }
`;

const Day = styled.div`
  display: grid;
  place-items: center;
  width: 36px;
  height: 32px;
  font-size: var(--font-size-body);
  color: var(--color-text);
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;

  & > span {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: var(--radius-sm);
  }
  &:hover:not([data-disabled]) > span { background: var(--color-surface-hover); }
  &[data-today] > span { font-weight: var(--font-weight-semibold); color: var(--color-accent); }
  &[data-selected] { background: var(--color-accent-subtle); }
  &[data-selected]:hover > span { background: none; }
  &[data-range-start] { border-radius: var(--radius-sm) 0 0 var(--radius-sm); }
  &[data-range-end] { border-radius: 0 var(--radius-sm) var(--radius-sm) 0; }
  &[data-range-start][data-range-end] { border-radius: var(--radius-sm); }
  &[data-range-start] > span,
  &[data-range-end] > span,
  &[data-range-start]:hover > span,
  &[data-range-end]:hover > span {
    background: var(--color-accent);
    color: var(--color-accent-contrast);
  }
  &[data-disabled] { cursor: default; color: var(--color-text-disabled); }
  &[data-focus-visible] > span { outline: 2px solid var(--color-focus-ring); outline-offset: -1px; }
  &[hidden] { visibility: hidden; }
`;

function DayCell({
  state,
  date,
  month,
  today,
}: {
  state: RangeCalendarState;
  date: CalendarDate;
  month: CalendarDate;
  today: CalendarDate;
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { cellProps, buttonProps, isSelected, isDisabled, isUnavailable, formattedDate } = useCalendarCell(
    { date },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const range = state.highlightedRange;
  // Days of the neighbouring month stay as empty cells: the other grid shows them.
  const outside = !isSameMonth(month, date);
  return (
    <td {...cellProps}>
      <Day
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        hidden={outside}
        data-selected={isSelected ? '' : undefined}
        data-range-start={range && isSelected && isSameDay(date, range.start) ? '' : undefined}
        data-range-end={range && isSelected && isSameDay(date, range.end) ? '' : undefined}
        data-disabled={isDisabled || isUnavailable ? '' : undefined}
        data-today={isSameDay(date, today) ? '' : undefined}
        data-focus-visible={isFocusVisible ? '' : undefined}
      >
        <span>{formattedDate}</span>
      </Day>
    </td>
  );
}

/** One month of the range calendar: its title row (with `before` and `after` beside it) and its grid of days. */
export function MonthGrid({
  state,
  offset,
  title,
  today,
  before,
  after,
}: {
  state: RangeCalendarState;
  /** Which visible month: {} for the first, { months: 1 } for the second. */
  offset: DateDuration;
  today: CalendarDate;
  title: string;
  before: React.ReactNode;
  after: React.ReactNode;
}) {
  const { locale } = useLocale();
  const month = state.visibleRange.start.add(offset);
  const { gridProps, headerProps, weekDays } = useCalendarGrid(
    { startDate: month, endDate: endOfMonth(month), weekdayStyle: 'short' },
    state,
  );
  const weeks = Array.from({ length: getWeeksInMonth(month, locale) }, (_, week) => week);
  return (
    <Month>
      <MonthHeader>
        {before}
        {/* The calendar and each grid are already named by their months; this title is for the eye. */}
        <span aria-hidden="true" data-title="">
          {title}
        </span>
        {after}
      </MonthHeader>
      <Grid {...gridProps}>
        <thead {...headerProps}>
          <tr>
            {weekDays.map((day, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: weekday names repeat in narrow styles
              <th key={index}>{day}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week}>
              {state.getDatesInWeek(week, month).map((date, index) =>
                date ? (
                  <DayCell key={date.toString()} state={state} date={date} month={month} today={today} />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell has nothing else to key on
                  <td key={index} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Month>
  );
}
