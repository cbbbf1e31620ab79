import { parseDate } from '@internationalized/date';
import * as React from 'react';
import { FocusScope, I18nProvider, useDateRangePicker } from 'react-aria';
import { useDateRangePickerState } from 'react-stately';
import styled from 'styled-components';
import { controlBox, Field, Label, Message } from '../Field/parts.tsx';
import { AriaButton, CalendarIcon, TextButton } from './AriaButton.tsx';
import { CalendarPopover, Dialog, PopoverFooter } from './CalendarPopover.tsx';
import { DateField } from './DateField.tsx';
import { type DateRange, fromRange, lastSevenDays, type Range, todayIso, toRange } from './dates.ts';
import { TwoMonthCalendar } from './TwoMonthCalendar.tsx';

export { type DateRange, lastSevenDays } from './dates.ts';

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

/** The field's box: start date, dash, end date and the calendar button in one bordered row. */
const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  width: fit-content;
  height: 36px;
  padding: 0 var(--space-1) 0 var(--space-3);
  ${controlBox}
  font-variant-numeric: tabular-nums;

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
      {/* A span: react-aria names the group, the fields and the calendar with it (no single control to label). */}
      <Label as="span" {...labelProps}>
        {label}
      </Label>
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
              <PopoverFooter>
                <AriaButton
                  as={TextButton}
                  onPress={() => {
                    state.setValue(toRange(lastSevenDays(today)) ?? null);
                    state.close();
                  }}
                >
                  Last 7 days
                </AriaButton>
              </PopoverFooter>
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
 *
 * Its parts: DateField (one end's segments), TwoMonthCalendar of two MonthGrids, CalendarPopover
 * with its Dialog, AriaButton with the icons, and dates.ts for the ISO conversions.
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
