import {
  type CalendarDate,
  type DateDuration,
  type DateValue,
  endOfMonth,
  GregorianCalendar,
  getWeeksInMonth,
  isSameDay,
  isSameMonth,
  parseDate,
} from '@internationalized/date';
import * as React from 'react';
import {
  type AriaButtonProps,
  type AriaDateFieldProps,
  type AriaDialogProps,
  DismissButton,
  FocusScope,
  I18nProvider,
  mergeProps,
  Overlay,
  type RangeCalendarProps,
  useButton,
  useCalendarCell,
  useCalendarGrid,
  useDateField,
  useDateRangePicker,
  useDateSegment,
  useDialog,
  useFocusRing,
  useLocale,
  usePopover,
  useRangeCalendar,
} from 'react-aria';
import {
  type DateFieldState,
  type DateSegment,
  type OverlayTriggerState,
  type RangeCalendarState,
  useDateFieldState,
  useDateRangePickerState,
  useRangeCalendarState,
} from 'react-stately';
import styled from 'styled-components';
import { Field } from '../Field/parts.tsx';

/** A range of whole days as ISO dates ('2026-11-14'), both ends included. */
export type DateRange = { start: string; end: string };

export type DateRangePickerProps = Omit<
  React.ComponentPropsWithoutRef<'div'>,
  'children' | 'defaultValue' | 'onChange'
> & {
  ref?: React.Ref<HTMLDivElement>;
  /** Visible label; names the group, both date fields and the calendar. */
  label: string;
  /** Controlled range; null while a field is incomplete. */
  value?: DateRange | null;
  /** Uncontrolled start; without it (and without `value`) the last 7 days ending `today`. */
  defaultValue?: DateRange;
  /** A new complete range (a calendar pick, a typed date, 'Last 7 days'), or null when a field is cleared. */
  onChange?: (range: DateRange | null) => void;
  /** Today as an ISO date; defaults to the user's clock. Stories and tests pass a fixed day. */
  today?: string;
  /** Latest selectable day; defaults to `today` (analytics has no future), null for none. */
  maxValue?: string | null;
  /** Error message: marks the picker invalid and is linked as its description. */
  error?: string;
  helpText?: string;
  disabled?: boolean;
  /** Open state of the calendar, controlled or uncontrolled. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Date format and week start; the console is English (en-US: 11/20/2026, weeks from Sunday). */
  locale?: string;
};

/** The last 7 days ending `today` (today included): analytics' default range (spec 3 §2.11). */
export function lastSevenDays(today: string): DateRange {
  const end = parseDate(today);
  return { start: end.subtract({ days: 6 }).toString(), end: end.toString() };
}

const todayIso = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

type Range = { start: DateValue; end: DateValue };
const toRange = (range: DateRange | null | undefined): Range | null | undefined =>
  range ? { start: parseDate(range.start), end: parseDate(range.end) } : range;
const fromRange = (range: Range | null): DateRange | null =>
  range ? { start: range.start.toString().slice(0, 10), end: range.end.toString().slice(0, 10) } : null;

// Only the Gregorian calendar: @internationalized/date's createCalendar would bring every calendar
// system into the bundle, and the console's locale is English.
const createCalendar = () => new GregorianCalendar();

const Label = styled.span`
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  font-weight: var(--font-weight-medium);
  color: var(--color-text);
`;

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  width: fit-content;
  height: 36px;
  padding: 0 var(--space-1) 0 var(--space-3);
  border: var(--border-width) solid var(--color-border-strong);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  font-variant-numeric: tabular-nums;
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.03);
  transition-property: border-color, box-shadow;
  transition-duration: var(--motion-fast);
  transition-timing-function: var(--motion-ease-out);

  &:hover:not([data-disabled]) { border-color: var(--color-border-hover); }
  &:focus-within,
  &[data-open] {
    border-color: var(--color-accent);
    box-shadow: 0 0 0 3px var(--blue-a5);
  }
  &[data-invalid] { border-color: var(--color-danger); }
  &[data-invalid]:focus-within { box-shadow: 0 0 0 3px var(--red-a5); }
  &[data-disabled] { background: var(--color-surface-subtle); color: var(--color-text-muted); cursor: not-allowed; }
`;

const Dash = styled.span`
  padding: 0 var(--space-1);
  color: var(--color-text-muted);
`;

const Segments = styled.div`
  display: inline-flex;
`;

const Segment = styled.div`
  padding: 0 1px;
  border-radius: 3px;
  outline: none;
  text-align: end;

  &[data-literal] { padding: 0; color: var(--color-text-muted); }
  &[data-placeholder] { color: var(--color-text-disabled); }
  &:focus { background: var(--color-accent); color: var(--color-accent-contrast); }
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  margin-left: var(--space-1);
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: none;
  color: var(--color-text-muted);
  cursor: pointer;

  &:hover:not(:disabled) { background: var(--color-surface-hover); color: var(--color-text); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 0; }
  &:disabled { cursor: not-allowed; color: var(--color-text-disabled); }
  & svg { width: 16px; height: 16px; }
`;

const Message = styled.p`
  margin: 0;
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  color: var(--color-text-muted);

  &[data-tone='error'] { color: var(--color-danger-text); }
`;

const Popover = styled.div`
  z-index: var(--z-popover);
  padding: var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  box-shadow: var(--shadow-elevated);
  outline: none;
  animation: showroom-date-range-in var(--motion-fast) var(--motion-ease-out);

  @keyframes showroom-date-range-in {
    from { opacity: 0; transform: translateY(-2px); }
    to { opacity: 1; transform: translateY(0); }
  }
`;

const Months = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--space-6);
`;

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

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: var(--space-3);
  padding-top: var(--space-3);
  border-top: var(--border-width) solid var(--color-border);
`;

const TextButton = styled.button`
  height: 28px;
  padding: 0 var(--space-3);
  border: var(--border-width) solid var(--color-border-strong);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  font-weight: var(--font-weight-medium);
  cursor: pointer;

  &:hover { background: var(--color-surface-hover); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 1px; }
`;

function CalendarIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <rect x="2.5" y="3.5" width="11" height="10" rx="1.5" />
      <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3" strokeLinecap="round" />
    </svg>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path
        d={direction === 'left' ? 'm10 4-4 4 4 4' : 'm6 4 4 4-4 4'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** react-aria's press handling (pointer, keyboard, virtual clicks) on our own button. */
function AriaButton({
  children,
  as: Component = IconButton,
  ...props
}: AriaButtonProps & { as?: typeof IconButton }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <Component {...buttonProps} ref={ref}>
      {children}
    </Component>
  );
}

function SegmentView({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <Segment
      {...segmentProps}
      ref={ref}
      data-placeholder={segment.isPlaceholder ? '' : undefined}
      data-literal={segment.type === 'literal' ? '' : undefined}
    >
      {segment.text}
    </Segment>
  );
}

function DateField(props: AriaDateFieldProps<DateValue>) {
  const { locale } = useLocale();
  const state = useDateFieldState({ ...props, locale, createCalendar });
  const ref = React.useRef<HTMLDivElement>(null);
  const { fieldProps } = useDateField(props, state, ref);
  return (
    <Segments {...fieldProps} ref={ref}>
      {state.segments.map((segment, index) => (
        // Segments have no identity of their own; their order is fixed by the locale.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <SegmentView key={index} segment={segment} state={state} />
      ))}
    </Segments>
  );
}

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

function MonthGrid({
  state,
  offset,
  title,
  today,
  before,
  after,
}: {
  state: RangeCalendarState;
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

function TwoMonthCalendar({ today, ...props }: RangeCalendarProps<DateValue> & { today: CalendarDate }) {
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

function CalendarPopover({
  state,
  triggerRef,
  children,
}: {
  state: OverlayTriggerState;
  triggerRef: React.RefObject<HTMLDivElement | null>;
  children: React.ReactNode;
}) {
  const popoverRef = React.useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef, placement: 'bottom start', offset: 4 },
    state,
  );
  return (
    <Overlay>
      <div {...underlayProps} style={{ position: 'fixed', inset: 0 }} />
      <Popover {...popoverProps} ref={popoverRef}>
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </Popover>
    </Overlay>
  );
}

function Dialog({ children, ...props }: AriaDialogProps & { children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { dialogProps } = useDialog(props, ref);
  return (
    <div {...dialogProps} ref={ref}>
      {children}
    </div>
  );
}

function Picker({
  label,
  value,
  defaultValue,
  onChange,
  today,
  maxValue,
  error,
  helpText,
  disabled = false,
  open,
  defaultOpen,
  onOpenChange,
  ref,
  ...rest
}: Omit<DateRangePickerProps, 'locale' | 'today'> & { today: string }) {
  const ariaProps = {
    label,
    value: toRange(value),
    defaultValue: toRange(value === undefined ? (defaultValue ?? lastSevenDays(today)) : undefined),
    onChange: (range: Range | null) => onChange?.(fromRange(range)),
    maxValue: maxValue === null ? undefined : parseDate(maxValue ?? today),
    isDisabled: disabled,
    isInvalid: error ? true : undefined,
    errorMessage: error,
    description: helpText,
    isOpen: open,
    defaultOpen,
    onOpenChange,
  };
  const state = useDateRangePickerState(ariaProps);
  const groupRef = React.useRef<HTMLDivElement>(null);
  const {
    groupProps,
    labelProps,
    startFieldProps,
    endFieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    isInvalid,
    validationErrors,
  } = useDateRangePicker(ariaProps, state, groupRef);
  // Our own message first; otherwise react-aria's (a reversed range, a day after maxValue).
  const errorText = error ?? validationErrors.join(' ');
  return (
    <Field ref={ref} {...rest}>
      <Label {...labelProps}>{label}</Label>
      <Group
        {...groupProps}
        ref={groupRef}
        data-invalid={isInvalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        data-open={state.isOpen ? '' : undefined}
      >
        <DateField {...startFieldProps} />
        <Dash aria-hidden="true">–</Dash>
        <DateField {...endFieldProps} />
        <AriaButton {...buttonProps}>
          <CalendarIcon />
        </AriaButton>
      </Group>
      {isInvalid && errorText ? (
        <Message {...errorMessageProps} data-tone="error">
          {errorText}
        </Message>
      ) : (
        helpText && <Message {...descriptionProps}>{helpText}</Message>
      )}
      {state.isOpen && (
        <CalendarPopover state={state} triggerRef={groupRef}>
          <Dialog {...dialogProps}>
            {/* Tab moves between the calendar, its month buttons and 'Last 7 days' without leaving. */}
            <FocusScope contain restoreFocus>
              <TwoMonthCalendar {...calendarProps} today={parseDate(today)} />
              <Footer>
                <AriaButton
                  as={TextButton}
                  onPress={() => {
                    state.setValue(toRange(lastSevenDays(today)) ?? null);
                    state.close();
                  }}
                >
                  Last 7 days
                </AriaButton>
              </Footer>
            </FocusScope>
          </Dialog>
        </CalendarPopover>
      )}
    </Field>
  );
}

/**
 * A labelled range of days: two editable date fields and a two-month calendar (react-aria
 * DateRangePicker + RangeCalendar). Defaults to the last 7 days ending `today`. Keyboard: Tab
 * through the fields' segments (arrows change them, digits type), Alt+ArrowDown or the button
 * opens the calendar, arrows move by day, Enter picks the start and then the end, Escape closes.
 */
export function DateRangePicker({ locale = 'en-US', today, ...props }: DateRangePickerProps) {
  // One 'today' for the picker's whole life: the default range must not move at midnight.
  const [initialToday] = React.useState(() => today ?? todayIso());
  return (
    <I18nProvider locale={locale}>
      <Picker {...props} today={today ?? initialToday} />
    </I18nProvider>
  );
}
