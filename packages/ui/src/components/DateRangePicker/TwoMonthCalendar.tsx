import type { CalendarDate, DateDuration, DateValue } from '@internationalized/date';
import * as React from 'react';
import { type RangeCalendarProps, useLocale, useRangeCalendar } from 'react-aria';
import { useRangeCalendarState } from 'react-stately';
import styled from 'styled-components';
import { AriaButton, Chevron } from './AriaButton.tsx';
import { createCalendar } from './dates.ts';
import { MonthGrid } from './MonthGrid.tsx';

const Months = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--space-6);
`;

/** The range calendar (react-aria RangeCalendar): two months side by side, arrows on the outer corners. */
export function TwoMonthCalendar({
  today,
  ...props
}: RangeCalendarProps<DateValue> & { today: CalendarDate }) {
  const { locale } = useLocale();
  const state = useRangeCalendarState({ ...props, locale, createCalendar, visibleDuration: { months: 2 } });
  const ref = React.useRef<HTMLDivElement>(null);
  const { calendarProps, prevButtonProps, nextButtonProps } = useRangeCalendar(props, state, ref);
  const monthTitle = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: state.timeZone,
  });
  const titleOf = (offset: DateDuration) =>
    monthTitle.format(state.visibleRange.start.add(offset).toDate(state.timeZone));
  return (
    <div {...calendarProps} ref={ref}>
      <Months>
        <MonthGrid
          state={state}
          offset={{}}
          title={titleOf({})}
          today={today}
          before={
            <AriaButton {...prevButtonProps}>
              <Chevron direction="left" />
            </AriaButton>
          }
          after={<span data-spacer="" />}
        />
        <MonthGrid
          state={state}
          offset={{ months: 1 }}
          title={titleOf({ months: 1 })}
          today={today}
          before={<span data-spacer="" />}
          after={
            <AriaButton {...nextButtonProps}>
              <Chevron direction="right" />
            </AriaButton>
          }
        />
      </Months>
    </div>
  );
}
