export {
  type DateRange,
  DateRangePicker,
  type DateRangePickerProps,
  lastSevenDays,
} from './DateRangePicker.tsx';
